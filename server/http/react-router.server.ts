import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";

/**
 * The request React Router sees: the URL Express read (its protocol and host under the same
 * `trust proxy` setting), the headers as sent, and the body Express's earlier step already read
 * within its limit (`req.body`), never the socket itself. A multipart form goes as the fields and
 * files that step parsed (`form`), which the back office's actions take from the typed context (`requestOf`):
 * anything else that asks for the form parses what undici wrote, never bytes only busboy read.
 * Undefined when the Host cannot make a URL.
 */
function fetchRequest(req: ExpressRequest, signal: AbortSignal, form?: FormData): Request | undefined {
  let origin: URL;
  try {
    origin = new URL(`${req.protocol}://${req.host ?? "localhost"}`);
  } catch {
    return undefined;
  }
  // A Host carrying a path, a query or credentials would change the address the router reads.
  if (origin.href !== `${origin.origin}/`) return undefined;
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    // A form's own type and length, boundary included, come with its new body.
    if (form && (name === "content-type" || name === "content-length")) continue;
    for (const value of values ?? []) headers.append(name, value);
  }
  // The absolute form (`GET http://host/path`) names the same path Express routed.
  let target = req.originalUrl;
  if (!target.startsWith("/")) {
    const absolute = URL.parse(target);
    if (!absolute) return undefined;
    target = `${absolute.pathname}${absolute.search}`;
  }
  return new Request(`${origin.origin}${target}`, {
    method: req.method,
    headers,
    body: req.method === "GET" || req.method === "HEAD" ? undefined : (form ?? new Uint8Array(req.body as Buffer)),
    signal,
  });
}

/**
 * React Router's request handler as an Express step, in place of @react-router/express, whose
 * adapter reads the body from the socket while the action parses it, with no limit. Everything
 * else is the same: the load context per request, the abort when the client leaves, the response
 * streamed as it comes.
 */
export function reactRouterHandler({
  build,
  mode,
  getLoadContext,
}: {
  build: ServerBuild;
  mode: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
}): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    const client = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) client.abort();
    });
    const request = fetchRequest(req, client.signal, res.locals.form as FormData | undefined);
    if (!request) return next(Object.assign(new Error("unusable Host header"), { status: 400 }));
    try {
      const response = await handle(request, getLoadContext(req, res));
      res.statusMessage = response.statusText;
      res.status(response.status);
      // The route's own header replaces one an earlier step set under its name (the resource pages'
      // Cache-Control, the default Referrer-Policy), where appending sent both; cookies add up.
      const replaced = new Set<string>(["set-cookie"]);
      for (const [name, value] of response.headers) {
        if (!replaced.has(name)) res.removeHeader(name);
        replaced.add(name);
        res.append(name, value);
      }
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      next(error);
    }
  };
}
