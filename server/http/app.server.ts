import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { adminDictionaries } from "../../app/admin/content/dictionary.server";
import { adminPaths, isAdminPath } from "../../app/admin/paths";
import { isBookingPostPath } from "../../app/booking/paths";
import { dictionaries } from "../../app/content/dictionary.server";
import { beaconPath } from "../../app/lib/beacon";
import { allPaths, type Lang, langOfPath, languages, pathOf } from "../../app/site/pages";
import type { Analytics } from "../analytics/analytics.server";
import { maxEventBytes } from "../analytics/event.server";
import type { AdminServices } from "../auth/guard.server";
import type { BookingService } from "../booking/booking.server";
import type { Env } from "../env.server";
import type { ContactService, Submission } from "../leads/contact.server";
import { type BuiltSender, builtSender } from "./built-response.server";
import { newNonce } from "./csp.server";
import { securityHeaders } from "./security-headers.server";
import type { StaticFile } from "./static.server";

export type AppDeps = {
  env: Env;
  build: ServerBuild;
  files: Map<string, StaticFile>;
  contact: ContactService;
  booking?: BookingService;
  health: () => Promise<boolean>;
  log: Logger;
  admin?: AdminServices;
  analytics?: Analytics;
};

const pagePaths = new Set(allPaths());

function queryOf(req: Request): string {
  const at = req.originalUrl.indexOf("?");
  return at === -1 ? "" : req.originalUrl.slice(at);
}

const contactPaths = languages.flatMap((lang) => [pathOf("contact", lang), `${pathOf("contact", lang)}.data`]);

/**
 * Pages are read with GET and HEAD; only the contact form and the back office take a POST. Anything
 * else gets a plain 405 here, before React Router would answer with a page describing its routes.
 */
const allowedMethods: RequestHandler = (req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD") return next();
  const takesPost = contactPaths.includes(req.path) || isAdminPath(req.path) || isBookingPostPath(req.path);
  if (req.method === "POST" && takesPost) return next();
  res
    .status(405)
    .set("Allow", takesPost ? "GET, HEAD, POST" : "GET, HEAD")
    .type("text/plain")
    .send(dictionaries[langOfPath(req.path)].common.httpErrors.methodNotAllowed);
};

/**
 * One canonical URL per page: no trailing slash, lower case. Query strings ride along.
 * Browsers read a backslash as a slash, so `/\evil.com` would leave the site as `//evil.com`:
 * backslashes become slashes and leading slashes collapse to one, so every target stays on-site.
 */
const canonicalRedirects: RequestHandler = (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  let target = `/${req.path.replace(/\\/g, "/").replace(/^\/+/, "")}`;
  if (target.length > 1) target = target.replace(/\/+$/, "") || "/";
  const lower = target.toLowerCase();
  if (lower !== target && pagePaths.has(lower)) target = lower;
  if (target === req.path) return next();
  res.redirect(301, `${target}${queryOf(req)}`);
};

/**
 * The back office: never stored by any cache, never indexed, and a POST only from a page of this
 * site (the Origin header browsers send with every POST); each action also checks its session's
 * CSRF token.
 */
function adminHeaders(siteOrigin: string): RequestHandler {
  return (req, res, next) => {
    if (!isAdminPath(req.path)) return next();
    res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
    // The weekly report's stop link is posted by mail programs (one-click, RFC 8058): its token is its proof.
    if (req.method === "POST" && req.get("origin") !== siteOrigin && req.path !== adminPaths.weeklyReportStop) {
      res.status(403).type("text/plain").send(adminDictionaries.fr.errors.crossOrigin);
      return;
    }
    next();
  };
}

/** Prerendered pages and built assets, straight from memory. */
function serveBuilt(files: Map<string, StaticFile>, send: BuiltSender): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(req.path);
    if (!file) return next();
    send(req, res, file);
  };
}

/** One line per request, without anything the visitor typed; nothing at all when the level is off. */
function logWhenFinished(log: Logger, req: IncomingMessage, res: ServerResponse, path: () => string) {
  if (!log.isLevelEnabled("info")) return;
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    log.info({ method: req.method, path: path(), status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
  });
}

/** The contact form's request, as the contact service reads it, from either door. */
function submissionFrom(req: Request): Submission {
  return {
    lang: langOfPath(req.path),
    path: req.path,
    contentType: req.get("content-type"),
    contentLength: req.get("content-length"),
    origin: req.get("origin"),
    fetchSite: req.get("sec-fetch-site"),
    host: req.get("host"),
    userAgent: req.get("user-agent"),
    clientIp: req.ip ?? "unknown",
    body: req,
  };
}

/**
 * With JavaScript, the form posts to its own URL asking for JSON, and gets the outcome as JSON,
 * failures included: the page's script reads anything else as a network error and retries.
 */
function contactJson(contact: ContactService, log: Logger): RequestHandler {
  return async (req, res, next) => {
    if (!req.get("accept")?.includes("application/json")) return next();
    try {
      const result = await contact.submit(submissionFrom(req));
      res.status(result.status).json(result);
    } catch (error) {
      log.error({ err: error, path: req.path }, "contact submission failed");
      const formError = dictionaries[langOfPath(req.path)].common.httpErrors.internal;
      res.status(500).json({ status: 500, ok: false, formError });
    }
  };
}

/**
 * The page-view beacon's door (decision 010), answered before Express like a built file: a status,
 * no body. Beacons come with every page view, so they cost what a built page costs. The client's
 * address is Express's own `req.ip` (its getter, under the same `trust proxy` setting).
 */
function beaconDoor(analytics: Analytics, app: express.Express, headers: Record<string, string>, log: Logger) {
  let owner: object | null = app.request;
  while (owner && !Object.hasOwn(owner, "ip")) owner = Object.getPrototypeOf(owner);
  const ipGetter = owner && Object.getOwnPropertyDescriptor(owner, "ip")?.get;
  if (!ipGetter) throw new Error("Express no longer defines req.ip as a getter");
  const clientIp = (req: IncomingMessage): string =>
    (ipGetter.call({ app, socket: req.socket, connection: req.socket, headers: req.headers }) as string | undefined) ??
    "unknown";
  // A refusal says so in the language of the page that sent it; a count is answered with no body.
  const answer = (req: IncomingMessage, res: ServerResponse, status: number) => {
    let lang: Lang = "fr";
    try {
      lang = langOfPath(new URL(req.headers.referer ?? "/", "http://x").pathname);
    } catch {}
    const { httpErrors } = dictionaries[lang].common;
    const body = Buffer.from(status < 400 ? "" : status >= 500 ? httpErrors.internal : httpErrors.badRequest);
    res.writeHead(status, {
      ...headers,
      "Cache-Control": "no-store",
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": String(body.length),
    });
    res.end(body);
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    // Said too large up front: answered at once, the rest of the body read and dropped.
    if (Number(req.headers["content-length"] ?? 0) > maxEventBytes) {
      req.resume();
      return answer(req, res, 413);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxEventBytes) chunks.push(chunk);
    });
    req.on("error", () => res.destroy());
    req.on("end", () => {
      if (size > maxEventBytes) return answer(req, res, 413);
      analytics
        .collect({
          body: Buffer.concat(chunks).toString("utf8"),
          contentType: req.headers["content-type"],
          origin: req.headers.origin,
          fetchSite: req.headers["sec-fetch-site"] as string | undefined,
          clientIp: clientIp(req),
          userAgent: req.headers["user-agent"],
        })
        .then(
          ({ status }) => answer(req, res, status),
          (error: unknown) => {
            log.error({ err: error }, "page view not counted");
            answer(req, res, 500);
          },
        );
    });
  };
}

/**
 * The server's request listener: prerendered pages and hashed assets first, then Express.
 *
 * They are most of the traffic and need no routing, yet through Express a page hit cost about three
 * times the CPU of answering it directly (140-230 µs against 45-85 µs; nginx about 30 µs, measured
 * by bench/load.ts): its request and response objects, the router walking each layer, the garbage
 * they leave. So a GET or HEAD for the exact path of a built file is answered here, with the same
 * headers in the same order, the same 304 and the same log line as Express's steps 1, 2 and 4 below
 * would give. Any other request, including one canonicalRedirects would redirect (never the exact
 * path of a built file), goes on to Express unchanged. Page-view beacons are answered here too.
 * Most built-file requests never get here: the built lane (built-lane.server.ts) answers them before
 * Node's HTTP module; this path serves those asked on a connection the lane has handed over.
 */
export function createRequestListener(deps: AppDeps): RequestListener {
  const app = createApp(deps);
  const { files, log, analytics } = deps;
  const send = builtSender(securityHeadersFor(deps.env));
  const beacon = analytics && beaconDoor(analytics, app, securityHeadersFor(deps.env), log);
  return (req, res) => {
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    if (beacon && req.method === "POST" && path === beaconPath) {
      logWhenFinished(log, req, res, () => path);
      return beacon(req, res);
    }
    const file = req.method === "GET" || req.method === "HEAD" ? files.get(path) : undefined;
    if (!file) return app(req, res);
    logWhenFinished(log, req, res, () => path);
    send(req, res, file);
  };
}

/** The security headers every response carries, for this deployment. */
export function securityHeadersFor(env: Env): Record<string, string> {
  return securityHeaders({ https: env.TRUST_PROXY !== false || env.SITE_URL.startsWith("https:") });
}

export function createApp({ env, build, files, contact, booking, health, log, admin, analytics }: AppDeps) {
  const app = express();
  const headers = securityHeadersFor(env);

  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY);

  // 1. Log one line per request, without anything the visitor typed.
  app.use((req, res, next) => {
    logWhenFinished(log, req, res, () => req.path);
    next();
  });
  // 2. Security headers on every response.
  app.use((_req, res, next) => {
    res.set(headers);
    next();
  });
  // 3. Health: up only when the database answers.
  app.get("/healthz", async (_req, res) => {
    const ok = await health().catch(() => false);
    res
      .status(ok ? 200 : 503)
      .type("text/plain")
      .send(ok ? "ok" : "database unavailable");
  });
  // 4. Only the methods we serve; canonical URLs; then prerendered pages and hashed assets from memory.
  app.use(allowedMethods);
  app.use(adminHeaders(new URL(env.SITE_URL).origin));
  app.use(canonicalRedirects);
  app.use(serveBuilt(files, builtSender(headers)));
  // 5. Everything else is rendered now, compressed; entry.server sets the page's CSP with this nonce.
  app.use(compression());
  app.use((_req, res, next) => {
    res.locals.nonce = newNonce();
    next();
  });
  app.post(
    languages.map((lang) => pathOf("contact", lang)),
    contactJson(contact, log),
  );
  app.use(
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => ({
        nonce: res.locals.nonce as string,
        contact,
        booking,
        clientIp: req.ip ?? "unknown",
        admin,
        analytics,
      }),
    }),
  );
  // 6. Whatever went wrong, the visitor gets a short message and never a stack trace.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = clientErrorStatus(error);
    if (status >= 500) log.error({ err: error, path: req.path }, "unhandled error");
    if (res.headersSent) return res.end();
    const { httpErrors } = dictionaries[langOfPath(req.path)].common;
    res
      .status(status)
      .type("text/plain")
      .send(status >= 500 ? httpErrors.internal : httpErrors.badRequest);
  });
  return app;
}

/** Errors caused by a malformed request (bad URL encoding, broken body) are the client's: 4xx, not 5xx. */
function clientErrorStatus(error: unknown): number {
  if (error instanceof URIError) return 400;
  const status =
    (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode;
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500;
}
