/**
 * A local HTTP server that publishes calendars the way Outlook, Google and iCloud do, and fails the
 * ways a real address can: 401, an HTML page, an endless body, a redirect to another scheme, a
 * server that never answers. Free of Vitest.
 */
import { createServer, type RequestListener, type ServerResponse } from "node:http";
import { createServer as createSecureServer } from "node:https";
import type { AddressInfo } from "node:net";

export type IcsRoute = (response: ServerResponse, authorization: string | undefined) => void;

export type TestIcsServer = {
  origin: string;
  /** Serves `path` with `route` from now on (replacing what it served). */
  serve(path: string, route: IcsRoute): void;
  /** How many requests each path received. */
  hits: Map<string, number>;
  close(): Promise<void>;
};

export const calendarText =
  (text: string): IcsRoute =>
  (response) =>
    response.writeHead(200, { "content-type": "text/calendar; charset=utf-8" }).end(text);

/** Refuses without the right Basic credentials, like a private CalDAV export. */
export const withPassword =
  (user: string, password: string, route: IcsRoute): IcsRoute =>
  (response, authorization) => {
    const expected = `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
    if (authorization === expected) route(response, authorization);
    else response.writeHead(401, { "www-authenticate": 'Basic realm="calendar"' }).end();
  };

export const htmlPage: IcsRoute = (response) =>
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<!doctype html><title>Sign in</title>");

/** `megabytes` of calendar text, streamed without a length, as a runaway feed would. */
export const endlessCalendar =
  (megabytes: number): IcsRoute =>
  (response) => {
    response.writeHead(200, { "content-type": "text/calendar" });
    const chunk = Buffer.alloc(1_000_000, "X-FILLER:0123456789\r\n");
    let sent = 0;
    const more = () => {
      while (sent < megabytes) {
        sent += 1;
        if (!response.write(chunk)) return void response.once("drain", more);
      }
      response.end();
    };
    response.write("BEGIN:VCALENDAR\r\n");
    more();
  };

export const redirectTo =
  (location: string): IcsRoute =>
  (response) =>
    response.writeHead(302, { location }).end();

/** Accepts the request and never answers. */
export const silence: IcsRoute = () => {};

export const status =
  (code: number): IcsRoute =>
  (response) =>
    response.writeHead(code).end();

/**
 * On 127.0.0.1, or another loopback address (127.0.0.2) to stand for a host that is not allowed.
 * With `tls`, over HTTPS with that key and certificate, however weak: the server takes any key, so
 * that what the client refuses is the client's choice.
 */
export async function startIcsServer(host = "127.0.0.1", tls?: { key: string; cert: string }): Promise<TestIcsServer> {
  const routes = new Map<string, IcsRoute>();
  const hits = new Map<string, number>();
  const listener: RequestListener = (request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes.get(path);
    if (route) route(response, request.headers.authorization);
    else response.writeHead(404).end();
  };
  const server = tls ? createSecureServer({ ...tls, ciphers: "DEFAULT@SECLEVEL=0" }, listener) : createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${tls ? "https" : "http"}://${host}:${port}`,
    serve: (path, route) => routes.set(path, route),
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
