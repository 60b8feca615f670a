import type { IncomingMessage, ServerResponse } from "node:http";
import fresh from "fresh";
import Negotiator from "negotiator";
import type { StaticFile } from "./static.server";

type Encoding = "br" | "gzip" | "identity";

/** One built file's answers, made once: the heads as flat name/value lists, and what it can be sent as. */
type Prepared = {
  /** The encodings this file has, best first: also the order preferred when the client's q-values tie. */
  encodings: Encoding[];
  /** What `fresh` compares the request's validators with. */
  validators: { etag: string };
  notModified: string[];
  withBody: Record<Encoding, string[] | undefined>;
  /** The coding chosen for each Accept-Encoding this file was asked with: browsers send a few spellings, each parsed once. */
  chosen: Map<string, Encoding>;
};

/** Enough for every browser's spelling; a client sending endless new ones only empties it. */
const maxSpellings = 64;

/** Negotiator 1.1 takes the server's order for equal q-values (brotli first); its published types predate that option. */
type EncodingChooser = (available: Encoding[], options: { preferred: Encoding[] }) => Encoding | undefined;

export type BuiltSender = (req: IncomingMessage, res: ServerResponse, file: StaticFile) => void;

/**
 * Answers with a built file through Node's HTTP module: its whole head (security headers included)
 * from a list made once per file and encoding, a 304 when the request's validators match (RFC 9110,
 * read by `fresh`, as Express does: weak tags, lists and `*`), else the encoding the client accepts
 * best among those the file has (read by `negotiator`: `br;q=0` refuses brotli, and identity stays
 * acceptable unless refused), no body for HEAD.
 */
export function builtSender(security: Record<string, string>): BuiltSender {
  const prepared = new WeakMap<StaticFile, Prepared>();
  const prepare = (file: StaticFile): Prepared => {
    const common = [
      ...Object.entries(
        file.shared ? { ...security, "Cross-Origin-Resource-Policy": "cross-origin" } : security,
      ).flat(),
      ...["Content-Type", file.type, "Cache-Control", file.cacheControl, "ETag", file.etag, "Vary", "Accept-Encoding"],
      ...(file.csp ? ["Content-Security-Policy", file.csp] : []),
    ];
    const head = (body: Buffer | undefined, encoding?: string) =>
      body && [...common, ...(encoding ? ["Content-Encoding", encoding] : []), ...["Content-Length", `${body.length}`]];
    const withBody = { br: head(file.br, "br"), gzip: head(file.gzip, "gzip"), identity: head(file.identity) };
    return {
      encodings: (["br", "gzip", "identity"] as const).filter((encoding) => withBody[encoding]),
      validators: { etag: file.etag },
      notModified: common,
      withBody,
      chosen: new Map(),
    };
  };
  return (req, res, file) => {
    let answer = prepared.get(file);
    if (!answer) {
      answer = prepare(file);
      prepared.set(file, answer);
    }
    if (fresh(req.headers, answer.validators)) {
      res.writeHead(304, answer.notModified);
      res.end();
      return;
    }
    const acceptEncoding = req.headers["accept-encoding"] ?? "";
    let encoding = answer.chosen.get(acceptEncoding);
    if (!encoding) {
      const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
      const choose = negotiator.encoding.bind(negotiator) as unknown as EncodingChooser;
      // None acceptable (`identity;q=0, *;q=0`): the file as it is, rather than a 406 no browser asks for.
      encoding = choose(answer.encodings, { preferred: answer.encodings }) ?? "identity";
      if (answer.chosen.size >= maxSpellings) answer.chosen.clear();
      answer.chosen.set(acceptEncoding, encoding);
    }
    res.writeHead(200, answer.withBody[encoding]);
    res.end(req.method === "HEAD" ? undefined : encoding === "identity" ? file.identity : file[encoding]);
  };
}
