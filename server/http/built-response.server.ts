import type { IncomingMessage, ServerResponse } from "node:http";
import { pickEncoding, type StaticFile } from "./static.server";

/** A built file's answer to one request: status, head as a flat name/value list, body if any. */
export type BuiltAnswer = { status: 200 | 304; head: string[]; body?: Buffer };

type Heads = { notModified: string[]; identity: string[]; gzip?: string[]; br?: string[] };

/** The parts of a request a built file's answer depends on. */
export type BuiltRequest = { method: "GET" | "HEAD"; ifNoneMatch?: string; acceptEncoding?: string };

/**
 * How a built file answers, for Node's HTTP module and for the built lane alike: its whole head
 * (security headers included) from a flat list made once per file and encoding, a 304 when the
 * client holds the same ETag, the best encoding it accepts, no body for HEAD.
 */
export function builtAnswers(
  security: Record<string, string>,
): (file: StaticFile, request: BuiltRequest) => BuiltAnswer {
  const heads = new WeakMap<StaticFile, Heads>();
  const headsOf = (file: StaticFile): Heads => {
    let made = heads.get(file);
    if (made) return made;
    const common = [
      ...Object.entries(security).flat(),
      ...["Content-Type", file.type, "Cache-Control", file.cacheControl, "ETag", file.etag, "Vary", "Accept-Encoding"],
      ...(file.csp ? ["Content-Security-Policy", file.csp] : []),
    ];
    const withBody = (body: Buffer, encoding?: string) => [
      ...common,
      ...(encoding ? ["Content-Encoding", encoding] : []),
      ...["Content-Length", String(body.length)],
    ];
    made = {
      notModified: common,
      identity: withBody(file.identity),
      gzip: file.gzip && withBody(file.gzip, "gzip"),
      br: file.br && withBody(file.br, "br"),
    };
    heads.set(file, made);
    return made;
  };
  return (file, { method, ifNoneMatch, acceptEncoding }) => {
    const head = headsOf(file);
    if (ifNoneMatch === file.etag) return { status: 304, head: head.notModified };
    const encoding = pickEncoding(file, acceptEncoding) ?? "identity";
    const body = encoding === "identity" ? file.identity : file[encoding];
    return { status: 200, head: head[encoding] ?? head.identity, body: method === "HEAD" ? undefined : body };
  };
}

export type BuiltSender = (req: IncomingMessage, res: ServerResponse, file: StaticFile) => void;

/** Answers with a built file through Node's HTTP module: a lookup, a compare and two writes. */
export function builtSender(security: Record<string, string>): BuiltSender {
  const answer = builtAnswers(security);
  return (req, res, file) => {
    const { status, head, body } = answer(file, {
      method: req.method === "HEAD" ? "HEAD" : "GET",
      ifNoneMatch: req.headers["if-none-match"],
      acceptEncoding: req.headers["accept-encoding"],
    });
    res.writeHead(status, head);
    res.end(body);
  };
}
