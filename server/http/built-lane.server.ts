import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { Logger } from "pino";
import { type BuiltAnswer, type BuiltRequest, builtAnswers } from "./built-response.server";
import type { StaticFile } from "./static.server";

/**
 * The built lane (decision 022): a plain GET or HEAD for a built page or asset is answered straight
 * from the socket, before Node's HTTP module sees the connection. Through that module, each
 * request costs its request and response objects and their streams; nginx answers the same pages
 * for about two thirds of the CPU (bench/load.ts), and so does Node's event loop without them.
 *
 * The lane answers only a request it can read beyond doubt: a whole head in one read, `GET` or
 * `HEAD`, HTTP/1.1, one Host, no body (no Content-Length, no Transfer-Encoding), nothing that asks
 * for more than keep-alive, only visible ASCII, every line ending in CRLF, the exact path of a built
 * file. At the first request it does not answer, or as soon as the client stops reading, it hands
 * the connection with the bytes it has not answered to Node's HTTP module, which keeps it from then
 * on. So any request the lane answers gets the bytes Node would have sent, and every other request
 * meets Node's parser, its limits and its timeouts exactly as without the lane.
 */

/** Larger heads are left to Node, whose limit is 16 KiB; a browser's head is about 1 KiB. */
const maxHeadBytes = 8 * 1024;
const headEnd = Buffer.from("\r\n\r\n");
/**
 * The whole head, in one pass: the request line, then lines of a token, a colon and visible ASCII
 * or tabs, each ending in CRLF. So no bare CR or LF, no folded line, no space before a colon.
 */
const plainHead = /^(?:GET|HEAD) \/[!-"$-~]* HTTP\/1\.1\r\n(?:[!#$%&'*+\-.^_`|~0-9A-Za-z]+:[\t -~]*\r\n)*$/;
/** Headers that give a request a body, a second protocol or an interim answer: Node's to handle. */
const handedOver = new Set(["content-length", "transfer-encoding", "upgrade", "expect", "te"]);
/** The lengths of the names read below, so that other headers cost a comparison. */
const readLengths = new Set(
  [...handedOver, "host", "connection", "accept-encoding", "if-none-match"].map((n) => n.length),
);

type LaneRequest = BuiltRequest & { path: string; headBytes: number };

const isBlank = (code: number) => code === 32 || code === 9;

/**
 * Reads the request head at `start` in `bytes`. Undefined when the lane must not answer it:
 * incomplete, too large, or anything outside the plain case above.
 */
function readPlainHead(bytes: Buffer, start: number): LaneRequest | undefined {
  const end = bytes.indexOf(headEnd, start);
  if (end === -1 || end - start > maxHeadBytes) return undefined;
  // Up to the last header line's CRLF, which the pattern expects after every line.
  const head = bytes.toString("latin1", start, end + 2);
  if (!plainHead.test(head)) return undefined;
  const targetAt = head.charCodeAt(0) === 72 ? 5 : 4;
  const lineEnd = head.indexOf("\r\n");
  const target = head.slice(targetAt, lineEnd - " HTTP/1.1".length);
  const query = target.indexOf("?");
  const request: LaneRequest = {
    method: targetAt === 5 ? "HEAD" : "GET",
    path: query === -1 ? target : target.slice(0, query),
    headBytes: end + 4 - start,
  };
  let hosts = 0;
  for (let at = lineEnd + 2; at < head.length; ) {
    const colon = head.indexOf(":", at);
    const next = head.indexOf("\r\n", colon);
    if (readLengths.has(colon - at)) {
      const name = head.slice(at, colon).toLowerCase();
      if (handedOver.has(name)) return undefined;
      let from = colon + 1;
      let to = next;
      while (from < to && isBlank(head.charCodeAt(from))) from++;
      while (to > from && isBlank(head.charCodeAt(to - 1))) to--;
      const value = head.slice(from, to);
      if (name === "host") hosts++;
      else if (name === "connection" && value.toLowerCase() !== "keep-alive") return undefined;
      else if (name === "accept-encoding") {
        if (request.acceptEncoding !== undefined) return undefined;
        request.acceptEncoding = value;
      } else if (name === "if-none-match") {
        if (request.ifNoneMatch !== undefined) return undefined;
        request.ifNoneMatch = value;
      }
    }
    at = next + 2;
  }
  return hosts === 1 ? request : undefined;
}

const reasons = { 200: "OK", 304: "Not Modified" } as const;

type Prepared = { bytes: Buffer; dateAt: number; second: number; keepAliveMs: number };

/**
 * Each answer as one buffer, status line to body, written in one call. The head ends as Node ends
 * it: Date, Connection, Keep-Alive. The date is rewritten in place when the second changes: an
 * answer still queued for a slow client may then carry a date one second later than it was made.
 */
function responseBytes(server: Server): (answer: BuiltAnswer) => Buffer {
  const made = { withBody: new WeakMap<string[], Prepared>(), headOnly: new WeakMap<string[], Prepared>() };
  let second = -1;
  let date = "";
  return (answer) => {
    const now = Math.floor(Date.now() / 1000);
    if (now !== second) {
      second = now;
      date = new Date(now * 1000).toUTCString();
    }
    const cache = answer.body ? made.withBody : made.headOnly;
    let prepared = cache.get(answer.head);
    if (!prepared || prepared.keepAliveMs !== server.keepAliveTimeout) {
      const keepAliveMs = server.keepAliveTimeout;
      let head = `HTTP/1.1 ${answer.status} ${reasons[answer.status]}\r\n`;
      for (let i = 0; i < answer.head.length; i += 2) head += `${answer.head[i]}: ${answer.head[i + 1]}\r\n`;
      head += "Date: ";
      const dateAt = head.length;
      head += `${date}\r\nConnection: keep-alive\r\n`;
      if (keepAliveMs) head += `Keep-Alive: timeout=${Math.floor(keepAliveMs / 1000)}\r\n`;
      head += "\r\n";
      const headBytes = Buffer.from(head, "latin1");
      prepared = {
        bytes: answer.body ? Buffer.concat([headBytes, answer.body]) : headBytes,
        dateAt,
        second,
        keepAliveMs,
      };
      cache.set(answer.head, prepared);
    } else if (prepared.second !== second) {
      prepared.bytes.write(date, prepared.dateAt, "latin1");
      prepared.second = second;
    }
    return prepared.bytes;
  };
}

type Lane = {
  /** Ends the lane's connections, all idle between requests, so that the server can close. */
  closeIdle(): void;
};

/**
 * Puts the lane in front of `server`: Node's own connection listener, which starts its HTTP parser
 * on a socket, is taken off and called for the connections the lane hands over.
 */
export function putBuiltLaneInFront(
  server: Server,
  { files, security, log }: { files: Map<string, StaticFile>; security: Record<string, string>; log: Logger },
): Lane {
  const nodeListeners = server.listeners("connection");
  const nodeConnection = nodeListeners[0];
  if (nodeListeners.length !== 1 || !nodeConnection)
    throw new Error(`expected Node's one HTTP connection listener, found ${nodeListeners.length}`);
  server.removeListener("connection", nodeConnection as (socket: Socket) => void);

  const answer = builtAnswers(security);
  const responses = responseBytes(server);
  const logged = (request: LaneRequest, status: number) => {
    if (log.isLevelEnabled("info")) log.info({ method: request.method, path: request.path, status, ms: 0 }, "request");
  };

  const open = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    open.add(socket);
    const idle = () => socket.destroy();
    const ended = () => socket.end();
    const failed = () => socket.destroy();
    const forget = () => open.delete(socket);
    const handOver = (rest: Buffer) => {
      socket.removeListener("data", onData);
      socket.removeListener("timeout", idle);
      socket.removeListener("end", ended);
      socket.removeListener("error", failed);
      socket.removeListener("close", forget);
      open.delete(socket);
      socket.setTimeout(0);
      // Paused, the bytes put back wait in the socket's buffer until Node's listener is reading.
      socket.pause();
      if (rest.length > 0) socket.unshift(rest);
      nodeConnection.call(server, socket);
      socket.resume();
    };
    const onData = (chunk: Buffer) => {
      if (socket.writableEnded) return socket.destroy();
      let offset = 0;
      while (offset < chunk.length) {
        // A client that stops reading is left to Node, which pauses a connection until it drains.
        const request = socket.writableNeedDrain ? undefined : readPlainHead(chunk, offset);
        const file = request && files.get(request.path);
        if (!request || !file) return handOver(chunk.subarray(offset));
        const answered = answer(file, request);
        socket.write(responses(answered));
        logged(request, answered.status);
        offset += request.headBytes;
      }
    };
    socket.on("data", onData);
    socket.on("timeout", idle);
    socket.on("end", ended);
    socket.on("error", failed);
    socket.on("close", forget);
    // Every read and write restarts the count, as for Node's keep-alive timeout.
    socket.setTimeout(server.keepAliveTimeout);
  });

  return {
    closeIdle() {
      for (const socket of open) socket.end();
    },
  };
}
