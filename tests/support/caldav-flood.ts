/**
 * A CalDAV server that turns hostile: a proxy in front of a real one (Radicale) that passes every
 * request through until told to flood, then answers each request with a multistatus of
 * `megabytes`, generated as it is sent (never held whole), without a length, as a server that means
 * harm would. It counts what it managed to send before the reader hung up. Free of Vitest.
 */
import { createServer, request as forward, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type TestCalDavFlood = {
  /** `calendarUrl` of the real server, through this proxy. */
  through(calendarUrl: string): string;
  /** From now on, every request gets `megabytes` of XML. */
  flood(megabytes: number): void;
  /**
   * Each flooded answer so far: the bytes it sent before the reader hung up (what the reader took in,
   * and what the sockets held on the way), and whether it was sent whole.
   */
  floods(): { sent: number; whole: boolean }[];
  /** The size of each answer passed through from the real server, in bytes. */
  passed(): number[];
  close(): Promise<void>;
};

const opening =
  '<?xml version="1.0" encoding="utf-8"?>\n<d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">\n';
/** 1 MB of responses naming calendars, the shape of a PROPFIND's answer. */
const megabyte = Buffer.alloc(
  1_000_000,
  "<d:response><d:href>/u/c/</d:href><d:propstat><d:prop><d:resourcetype><d:collection/><c:calendar/></d:resourcetype></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>\n",
);

export async function startCalDavFlood(real: string): Promise<TestCalDavFlood> {
  const target = new URL(real);
  let flooding = 0;
  const floods: { sent: number; whole: boolean }[] = [];
  const passed: number[] = [];

  function floodTo(response: ServerResponse, megabytes: number) {
    response.writeHead(207, { "content-type": "application/xml; charset=utf-8" });
    response.write(opening);
    const flood = { sent: 0, whole: false };
    floods.push(flood);
    const more = () => {
      while (flood.sent < megabytes * megabyte.byteLength) {
        flood.sent += megabyte.byteLength;
        if (!response.write(megabyte)) return void response.once("drain", more);
      }
      flood.whole = true;
      response.end("</d:multistatus>\n");
    };
    more();
  }

  const server = createServer((request, response) => {
    if (flooding) return floodTo(response, flooding);
    const upstream = forward(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        let size = 0;
        answer.on("data", (chunk: Buffer) => {
          size += chunk.byteLength;
        });
        answer.on("end", () => passed.push(size));
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    through(calendarUrl) {
      const url = new URL(calendarUrl);
      url.port = String(port);
      return url.href;
    },
    flood(megabytes) {
      flooding = megabytes;
    },
    floods: () => floods.map((flood) => ({ ...flood })),
    passed: () => [...passed],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
