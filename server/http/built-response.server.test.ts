import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http, { createServer, type OutgoingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtSender } from "./built-response.server";
import { loadStaticFiles, type StaticFile } from "./static.server";

/** A small build, with the gzip and brotli twins the build makes, read by the server's own loader. */
const buildDir = mkdtempSync(path.join(tmpdir(), "built-response-"));
const page = `<!doctype html><html lang="fr"><title>Accueil</title>${"<p>Un assistant pour les conseillers.</p>".repeat(50)}`;
const file = path.join(buildDir, "client", "index.html");
mkdirSync(path.dirname(file), { recursive: true });
writeFileSync(file, page);
writeFileSync(`${file}.gz`, gzipSync(page));
writeFileSync(`${file}.br`, brotliCompressSync(page));
const home = loadStaticFiles(buildDir).get("/") as StaticFile;

let server: Server;
let port: number;
beforeAll(async () => {
  const send = builtSender({ "X-Content-Type-Options": "nosniff" });
  server = createServer((req, res) => send(req, res, home));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(buildDir, { recursive: true, force: true });
});

type Answer = { status: number; encoding: string; length: number; etag?: string };

/** The home page as a client sending these headers gets it: status, coding ("identity" when none) and body size. */
function ask(headers: OutgoingHttpHeaders, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request({ port, host: "127.0.0.1", path: "/", method, headers }, (res) => {
        let length = 0;
        res.on("data", (chunk: Buffer) => {
          length += chunk.length;
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: res.headers["content-encoding"] ?? "identity",
            length,
            etag: res.headers.etag,
          }),
        );
      })
      .on("error", reject)
      .end();
  });
}

describe("a built file's content coding, as RFC 9110 negotiates it", () => {
  const cases: [string | undefined, string][] = [
    ["gzip, deflate, br, zstd", "br"], // a browser's: brotli, the smallest, when the client ranks them equal
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"], // q=0 refuses brotli
    ["gzip;q=0.5, br;q=0.2", "gzip"], // the client's ranking wins over ours
    ["gzip;q=0, br;q=0", "identity"], // identity stays acceptable unless refused
    ["*;q=0, gzip", "gzip"],
    ["BR", "br"], // codings are case-insensitive
    ["", "identity"],
    [undefined, "identity"],
    ["identity;q=0, *;q=0", "identity"], // nothing acceptable: the file as it is, never an error
  ];
  for (const [acceptEncoding, expected] of cases) {
    it(`Accept-Encoding: ${acceptEncoding ?? "(none)"} gets ${expected}`, async () => {
      const answer = await ask(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding });
      expect(answer.status).toBe(200);
      expect(answer.encoding).toBe(expected);
      const sizes = { br: home.br?.length, gzip: home.gzip?.length, identity: home.identity.length };
      expect(answer.length).toBe(sizes[expected as keyof typeof sizes]);
    });
  }

  it("a HEAD gets the same head and no body", async () => {
    const answer = await ask({ "accept-encoding": "br;q=0, gzip" }, "HEAD");
    expect(answer).toMatchObject({ status: 200, encoding: "gzip", length: 0 });
  });
});

describe("If-None-Match, compared as RFC 9110 says (weak comparison)", () => {
  const strong = () => home.etag;
  const cases: [string, () => string, number][] = [
    ["the same tag", strong, 304],
    ["the same tag, weak", () => `W/${strong()}`, 304],
    ["a list holding it", () => `"autre", ${strong()}`, 304],
    ["a list holding it weak, without spaces", () => `"autre",W/${strong()}`, 304],
    ["*", () => "*", 304],
    ["another tag", () => `"autre"`, 200],
    ["another tag, weak", () => `W/"autre"`, 200],
  ];
  for (const [name, tag, status] of cases) {
    it(`${name} gets ${status}`, async () => {
      const answer = await ask({ "if-none-match": tag(), "accept-encoding": "br" });
      expect(answer.status).toBe(status);
      expect(answer.etag).toBe(home.etag);
      expect(answer.length).toBe(status === 304 ? 0 : home.br?.length);
    });
  }

  it("a reload that asks for no cache gets the page again", async () => {
    const answer = await ask({ "if-none-match": home.etag, "cache-control": "no-cache" });
    expect(answer.status).toBe(200);
  });
});
