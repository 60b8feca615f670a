import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type RequestListener, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { putBuiltLaneInFront } from "./built-lane.server";
import { builtSender } from "./built-response.server";
import { loadStaticFiles, type StaticFile } from "./static.server";

const security = { "X-Content-Type-Options": "nosniff", "X-Frame-Options": "DENY" };

/** A small build, with the gzip and brotli twins the build makes, read by the server's own loader. */
const buildDir = mkdtempSync(path.join(tmpdir(), "built-lane-"));
const built = {
  "index.html": `<!doctype html><html lang="fr"><title>Accueil</title>${"<p>Un assistant pour les conseillers.</p>".repeat(150)}`,
  "a-propos/index.html": "<!doctype html><title>À propos</title>",
  "assets/app-1234.js": `console.log(${JSON.stringify("x".repeat(3000))});`,
  // Random bytes do not compress: each answer is about 400 kB, whatever the encoding.
  "large.txt": randomBytes(300_000).toString("base64"),
};
for (const [name, text] of Object.entries(built)) {
  const file = path.join(buildDir, "client", name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  writeFileSync(`${file}.gz`, gzipSync(text));
  writeFileSync(`${file}.br`, brotliCompressSync(text));
}
const files = loadStaticFiles(buildDir);
const home = files.get("/") as StaticFile;

/**
 * The server's shape: built files first, anything else to the rest of the app, which here echoes
 * the request. Each request that reaches Node's HTTP module is recorded.
 */
function listener(seen: string[]): RequestListener {
  const send = builtSender(security);
  return (req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const url = req.url ?? "";
    const file = files.get(url.split("?")[0] ?? "");
    if (file && (req.method === "GET" || req.method === "HEAD")) return send(req, res, file);
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = `${req.method} ${url} ${Buffer.concat(chunks).toString("latin1")}`;
      res.writeHead(200, { ...security, "Content-Type": "text/plain", "Content-Length": String(body.length) });
      res.end(body);
    });
  };
}

type Running = { server: Server; port: number; seen: string[]; closeIdle?: () => void };

async function start(withLane: boolean, keepAliveTimeout = 5_000): Promise<Running> {
  const seen: string[] = [];
  const server = createServer(listener(seen));
  server.keepAliveTimeout = keepAliveTimeout;
  const lane = withLane ? putBuiltLaneInFront(server, { files, security, log: pino({ level: "silent" }) }) : undefined;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port, seen, closeIdle: lane?.closeIdle };
}

const stop = (running: Running) =>
  new Promise<void>((resolve) => {
    running.closeIdle?.();
    running.server.closeAllConnections();
    running.server.close(() => resolve());
  });

/**
 * Sends `parts` on one connection, each after the server has answered something to the one before,
 * then half-closes, and reads until the server closes: every byte it sent, the dates blanked.
 */
function exchange(port: number, parts: (string | Buffer)[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    let next = 0;
    const sendNext = () => {
      const part = parts[next++];
      if (part === undefined) return;
      socket.write(part);
      if (next === parts.length) socket.end();
    };
    socket.on("connect", sendNext);
    socket.on("data", (chunk: Buffer) => {
      received.push(chunk);
      sendNext();
    });
    socket.on("error", reject);
    socket.on("close", () =>
      resolve(
        Buffer.concat(received)
          .toString("latin1")
          .replace(/^Date: .*$/gm, "Date: (now)"),
      ),
    );
  });
}

const get = (path: string, headers = "Host: conseillers.example\r\n") => `GET ${path} HTTP/1.1\r\n${headers}\r\n`;
const host = "Host: conseillers.example\r\n";
const browserHead = [
  host,
  "Connection: keep-alive\r\n",
  'sec-ch-ua: "Chromium";v="156"\r\n',
  "Upgrade-Insecure-Requests: 1\r\n",
  "User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0\r\n",
  "Accept: text/html,application/xhtml+xml,*/*;q=0.8\r\n",
  "Sec-Fetch-Site: none\r\nSec-Fetch-Mode: navigate\r\nSec-Fetch-Dest: document\r\n",
  "Accept-Encoding: gzip, deflate, br, zstd\r\n",
  "Accept-Language: fr-CA,fr;q=0.9,en;q=0.8\r\n",
].join("");

const hidden = get("/a-propos");

/** Each case: the bytes a client sends, and how many of its requests the lane answers itself. */
const cases: { name: string; parts: (string | Buffer)[]; lane: number | "some" }[] = [
  { name: "a page, brotli", parts: [get("/", `${host}Accept-Encoding: gzip, deflate, br\r\n`)], lane: 1 },
  { name: "a page, gzip only", parts: [get("/", `${host}Accept-Encoding: gzip\r\n`)], lane: 1 },
  { name: "a page, no encoding", parts: [get("/a-propos")], lane: 1 },
  { name: "HEAD", parts: [`HEAD / HTTP/1.1\r\n${host}Accept-Encoding: br\r\n\r\n`], lane: 1 },
  {
    name: "If-None-Match, the same ETag, blanks around",
    parts: [get("/", `${host}If-None-Match: \t${home.etag} \r\n`)],
    lane: 1,
  },
  { name: "If-None-Match, another ETag", parts: [get("/", `${host}if-none-match: "autre"\r\n`)], lane: 1 },
  { name: "a query string", parts: [get("/a-propos?utm_source=courriel&x=%C3%A9")], lane: 1 },
  { name: "an asset", parts: [get("/assets/app-1234.js", `${host}Accept-Encoding: gzip\r\n`)], lane: 1 },
  { name: "a browser's whole head", parts: [get("/", browserHead)], lane: 1 },
  { name: "three requests in one packet", parts: [get("/") + get("/a-propos") + get("/assets/app-1234.js")], lane: 3 },
  {
    name: "a page, then a POST with a body, then a page, on one connection",
    parts: [get("/"), `POST /contact HTTP/1.1\r\n${host}Content-Length: 11\r\n\r\nprenom=Anne`, get("/a-propos")],
    lane: 1,
  },
  {
    name: "a page and the start of a head in one packet, the rest of the head in the next",
    parts: [`${get("/")}GET /a-pro`, `pos HTTP/1.1\r\n${host}\r\n`],
    lane: 1,
  },
  { name: "a head never finished", parts: [get("/"), `GET / HTTP/1.1\r\n${host}`], lane: 1 },
  { name: "Connection: close", parts: [get("/", `${host}Connection: close\r\n`)], lane: 0 },
  { name: "Connection: keep-alive, Upgrade", parts: [get("/", `${host}Connection: keep-alive, Upgrade\r\n`)], lane: 0 },
  { name: "HTTP/1.0", parts: ["GET / HTTP/1.0\r\n\r\n"], lane: 0 },
  { name: "no Host", parts: ["GET / HTTP/1.1\r\nAccept: */*\r\n\r\n"], lane: 0 },
  { name: "two Hosts", parts: [get("/", `${host}Host: autre.example\r\n`)], lane: 0 },
  { name: "a GET with a body", parts: [`${get("/", `${host}Content-Length: 5\r\n`)}hello`], lane: 0 },
  {
    name: "a chunked GET hiding a second request in its body",
    parts: [
      `${get("/", `${host}Transfer-Encoding: chunked\r\n`)}${hidden.length.toString(16)}\r\n${hidden}\r\n0\r\n\r\n`,
    ],
    lane: 0,
  },
  {
    name: "Content-Length and Transfer-Encoding both",
    parts: [`${get("/", `${host}Content-Length: 4\r\nTransfer-Encoding: chunked\r\n`)}0\r\n\r\n`],
    lane: 0,
  },
  { name: "a folded header line", parts: [get("/", `${host}Accept-Encoding: gzip,\r\n br\r\n`)], lane: 0 },
  { name: "bare LF line ends", parts: ["GET / HTTP/1.1\nHost: conseillers.example\n\n"], lane: 0 },
  { name: "a space before a colon", parts: [get("/", `${host}Accept-Encoding : br\r\n`)], lane: 0 },
  { name: "a lower-case method", parts: [`get / HTTP/1.1\r\n${host}\r\n`], lane: 0 },
  { name: "an absolute-form target", parts: [`GET http://evil.example/ HTTP/1.1\r\n${host}\r\n`], lane: 0 },
  { name: "a NUL in a header value", parts: [get("/", `${host}X-Note: a\0b\r\n`)], lane: 0 },
  {
    name: "a Latin-1 byte in a header value",
    parts: [Buffer.from(get("/", `${host}X-Ville: Lévis\r\n`), "latin1")],
    lane: 0,
  },
  {
    name: "two Accept-Encoding headers",
    parts: [get("/", `${host}Accept-Encoding: gzip\r\nAccept-Encoding: br\r\n`)],
    lane: 0,
  },
  { name: "Upgrade: websocket", parts: [get("/", `${host}Upgrade: websocket\r\n`)], lane: 0 },
  { name: "Expect: 100-continue", parts: [get("/", `${host}Expect: 100-continue\r\n`)], lane: 0 },
  { name: "a path that is not built", parts: [get("/nope")], lane: 0 },
  { name: "a trailing slash", parts: [get("/a-propos/")], lane: 0 },
  { name: "a fragment", parts: [get("/#haut")], lane: 0 },
  { name: "a backslash", parts: [get("/\\evil.example/")], lane: 0 },
  { name: "a 9 KiB head", parts: [get("/", `${host}Cookie: ${"a".repeat(9 * 1024)}\r\n`)], lane: 0 },
  { name: "a 20 KiB head", parts: [get("/", `${host}Cookie: ${"a".repeat(20 * 1024)}\r\n`)], lane: 0 },
  {
    name: "forty requests for a large file in one packet, faster than the client reads",
    parts: [Array.from({ length: 40 }, () => get("/large.txt")).join("")],
    lane: "some",
  },
];

describe("the built lane", () => {
  let plain: Running;
  let laned: Running;
  beforeAll(async () => {
    [plain, laned] = await Promise.all([start(false), start(true)]);
  });
  afterAll(async () => {
    await Promise.all([stop(plain), stop(laned)]);
    rmSync(buildDir, { recursive: true, force: true });
  });

  it.each(cases)("answers what Node's HTTP module answers: $name", async ({ parts, lane }) => {
    plain.seen.length = 0;
    laned.seen.length = 0;
    const expected = await exchange(plain.port, parts);
    const received = await exchange(laned.port, parts);
    expect(received).toBe(expected);
    const answeredByLane = plain.seen.length - laned.seen.length;
    if (lane === "some") {
      expect(answeredByLane).toBeGreaterThan(0);
      expect(laned.seen.length).toBeGreaterThan(0);
    } else expect(answeredByLane).toBe(lane);
    expect(laned.seen).toEqual(plain.seen.slice(answeredByLane));
  });

  it("closes a connection left idle for the keep-alive timeout", async () => {
    const running = await start(true, 200);
    try {
      const socket = connect(running.port, "127.0.0.1");
      const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now())));
      const answered = new Promise<number>((resolve) => socket.once("data", () => resolve(Date.now())));
      socket.write(get("/a-propos"));
      const idleFor = (await closed) - (await answered);
      expect(running.seen).toEqual([]);
      expect(idleFor).toBeGreaterThanOrEqual(150);
    } finally {
      await stop(running);
    }
  });

  it("lets the server close at once on shutdown, ending its idle connections", async () => {
    const running = await start(true, 60_000);
    const socket = connect(running.port, "127.0.0.1");
    const ended = new Promise<void>((resolve) => socket.on("end", () => resolve()));
    await new Promise<void>((resolve) => {
      socket.once("data", () => resolve());
      socket.write(get("/"));
    });
    const closed = new Promise<void>((resolve) => running.server.close(() => resolve()));
    running.server.closeIdleConnections();
    running.closeIdle?.();
    await Promise.all([ended, closed]);
    socket.destroy();
  });
});
