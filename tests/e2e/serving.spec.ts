import { expect, test } from "@playwright/test";
import { serverEnv } from "../../playwright.config";
import { rawRequest } from "./raw-http";

/**
 * The built files reach a client by two paths: the request listener answers a request for their
 * exact path, and Express answers the same file asked for in absolute form (`GET http://host/…`,
 * which every HTTP/1.1 server must take). Both must negotiate and validate as RFC 9110 says.
 */
const port = Number(serverEnv.PORT);
const host = `127.0.0.1:${port}`;
const paths = {
  "the request listener": "/a-propos",
  Express: `http://${host}/a-propos`,
};

function get(target: string, headers: Record<string, string>) {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return rawRequest(port, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\n${lines.join("")}Connection: close\r\n\r\n`);
}
const header = (head: string, name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1];

for (const [door, target] of Object.entries(paths)) {
  test(`through ${door}, a built page is sent in the coding the client accepts best`, async () => {
    const cases: [string, string | undefined][] = [
      ["gzip, deflate, br, zstd", "br"],
      ["br;q=0, gzip", "gzip"],
      ["gzip;q=0, br;q=0", undefined],
      ["gzip;q=0.8, br;q=0.4", "gzip"],
      ["identity", undefined],
    ];
    for (const [acceptEncoding, expected] of cases) {
      const response = await get(target, { "Accept-Encoding": acceptEncoding });
      expect(response.status, acceptEncoding).toBe(200);
      expect(header(response.head, "content-encoding"), acceptEncoding).toBe(expected);
      expect(header(response.head, "vary"), acceptEncoding).toBe("Accept-Encoding");
    }
    const plain = await get(target, { "Accept-Encoding": "gzip;q=0, br;q=0" });
    expect(plain.body).toContain('<html lang="fr-CA"');
  });

  test(`through ${door}, If-None-Match gets a 304 for a weak tag, a list or *`, async () => {
    const etag = header((await get(target, {})).head, "etag") ?? "";
    expect(etag).toMatch(/^"[^"]+"$/);
    const cases: [string, number][] = [
      [etag, 304],
      [`W/${etag}`, 304],
      [`"autre", ${etag}`, 304],
      ["*", 304],
      [`"autre"`, 200],
    ];
    for (const [ifNoneMatch, status] of cases) {
      const response = await get(target, { "If-None-Match": ifNoneMatch, "Accept-Encoding": "br" });
      expect(response.status, ifNoneMatch).toBe(status);
      expect(header(response.head, "etag"), ifNoneMatch).toBe(etag);
      expect(header(response.head, "cache-control"), ifNoneMatch).toBe("public, max-age=0, must-revalidate");
    }
  });
}

test("a page rendered on request reads its path from the request line, never from a Host that holds one", async () => {
  for (const hostile of [`${host}/admin/users`, `${host}?x=1`, `user@${host}`, "a b"]) {
    const response = await rawRequest(port, `GET /contact HTTP/1.1\r\nHost: ${hostile}\r\nConnection: close\r\n\r\n`);
    expect(response.status, hostile).toBe(400);
    expect(Buffer.from(response.body, "latin1").toString(), hostile).toBe("Requête invalide.");
  }
  const fine = await rawRequest(port, `GET /en/contact HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
  expect(fine.status).toBe(200);
});
