import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import compression from "compression";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { roleAllows } from "#common/admin/navigation.ts";
import { adminPaths, isAdminPath } from "#common/admin/paths.ts";
import { beaconPath } from "#common/analytics/beacon.ts";
import { withoutMeetingToken } from "#common/booking/paths.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import type { Dictionary } from "#common/content/types.ts";
import { formatMessage } from "#common/site/message.ts";
import { allPaths, type Lang, langOfPath, languages, pathOf } from "#common/site/pages.ts";
import type { Analytics } from "#server/analytics/analytics.server.ts";
import { maxEventBytes } from "#server/analytics/event.server.ts";
import { beacons } from "#server/analytics/metrics.server.ts";
import { sessionOf } from "#server/auth/guard.server.ts";
import type { AdminServices } from "#server/auth/services.server.ts";
import { withoutFeedToken } from "#server/calendars/calendar-feed.server.ts";
import type { Env } from "#server/env.server.ts";
import type { ContactService, Submission } from "#server/leads/contact.server.ts";
import { type Door, type PostRoute, postRouteFor, postRoutesOf, type ServerModule } from "#server/module.server.ts";
import { observeRequest } from "#server/ops/metrics.server.ts";
import { BodyRefused, bodyWithin, formBody } from "./bodies.server";
import { type BuiltSender, builtSender } from "./built-response.server";
import { clientAddress, type TrustedProxies, trustedProxies } from "./client-address.server";
import { routerContext, type Services } from "./context.server";
import { newNonce } from "./csp.server";
import { reactRouterHandler } from "./react-router.server";
import { securityHeaders } from "./security-headers.server";
import type { StaticFile } from "./static.server";

/** What the server is started with: its modules, the services they give, and its plumbing. */
export type AppDeps = {
  env: Env;
  /** The capabilities (decision 109): their POST routes. */
  modules: readonly ServerModule[];
  /** The doors the modules open (`doorsOf`), made once: /metrics labels them too. */
  doors: readonly Door[];
  /** What loaders and actions may ask for; a deployment may start without some. */
  services: Partial<Services>;
  build: ServerBuild;
  files: Map<string, StaticFile>;
  /** The site's words as published now (server/site-pages/live.server.ts); the built ones without it. */
  words?: () => Record<Lang, Dictionary>;
  health: () => Promise<boolean>;
  /** Why this instance cannot serve (database, build), or undefined when it can: /readyz (decision 073). */
  ready?: () => Promise<string | undefined>;
  /** /metrics, and the route pattern each request is counted under (decision 073). */
  metrics?: {
    endpoint: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    label: (path: string) => string;
  };
  log: Logger;
};

const pagePaths = new Set(allPaths());

function queryOf(req: Request): string {
  const at = req.originalUrl.indexOf("?");
  return at === -1 ? "" : req.originalUrl.slice(at);
}

/**
 * Pages are read with GET and HEAD; only the forms the modules declare take a POST (decision 109).
 * Anything else gets a plain 405 here, before React Router would answer with a page describing its routes.
 */
const allowedMethods =
  (routes: readonly PostRoute[]): RequestHandler =>
  (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const takesPost = postRouteFor(routes, req.path) !== undefined;
    if (req.method === "POST" && takesPost) return next();
    res
      .status(405)
      .set("Allow", takesPost ? "GET, HEAD, POST" : "GET, HEAD")
      .type("text/plain")
      .send(dictionaries[langOfPath(req.path)].httpErrors.methodNotAllowed);
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
 * The back-office address a request path reaches in React Router, whatever its spelling: the
 * router resolves dot segments as a URL does, decodes each segment and ignores case, so
 * `/ADMIN/leads`, `/%61dmin/leads` and `/x/../admin/leads` all reach `/admin/leads`, and
 * `/admin.data` is the back office's home read as data. Undefined for any other path.
 */
function backOfficePathOf(path: string): string | undefined {
  const resolved = URL.parse(`http://x${path}`)?.pathname ?? path;
  let segments: string[] | undefined;
  try {
    segments = resolved.split("/").map((segment) => decodeURIComponent(segment).toLowerCase());
  } catch {
    // A segment that does not decode stays as sent: the router refuses it as it is.
  }
  const routed = segments?.join("/") ?? resolved.toLowerCase();
  if (!isAdminPath(routed.replace(/\.data$/, ""))) return undefined;
  return segments ? segments.map(encodeURIComponent).join("/") : resolved;
}

/**
 * The back office, however its address is spelled: never stored by any cache, never indexed, read
 * at its one canonical address, and a POST only from a page of this site (the Origin header
 * browsers send with every POST); each action also checks its session's CSRF token.
 */
function backOffice(siteOrigin: string): RequestHandler {
  return (req, res, next) => {
    const canonical = backOfficePathOf(req.path);
    if (!canonical) return next();
    res.set({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" });
    if ((req.method === "GET" || req.method === "HEAD") && canonical !== req.path) {
      return res.redirect(301, `${canonical}${queryOf(req)}`);
    }
    // The weekly report's stop link is posted by mail programs (one-click, RFC 8058): its token is its proof.
    if (req.method === "POST" && req.get("origin") !== siteOrigin && canonical !== adminPaths.weeklyReportStop) {
      res.status(403).type("text/plain").send(adminDictionaries.fr.errors.crossOrigin);
      return;
    }
    next();
  };
}

/** The language a refusal is written in: its page's; before sign-in, the back office's pages take `?lang=en`. */
function langOfRequest(req: Request): Lang {
  if (backOfficePathOf(req.path)) return req.query.lang === "en" ? "en" : "fr";
  return langOfPath(req.path);
}

/**
 * A body refused before any action saw it, in `lang`, as JSON to a client that asks for it (the
 * contact form's script). The unread rest is never read: the connection closes with this answer.
 */
function refuseBody(res: Response, { status, reason, maxParts }: BodyRefused, lang: Lang) {
  const { httpErrors } = dictionaries[lang];
  const text =
    reason === "tooManyParts"
      ? formatMessage(httpErrors.tooManyParts, lang, { max: maxParts })
      : status === 413
        ? httpErrors.payloadTooLarge
        : status === 415
          ? httpErrors.unsupportedType
          : httpErrors.badRequest;
  res
    .status(status)
    .set("Connection", "close")
    .format({
      "text/plain": () => res.send(text),
      "application/json": () => res.json({ status, ok: false, formError: text }),
      default: () => res.type("text/plain").send(text),
    });
}

/**
 * Every posted form is read here, before anything parses it: a form's type, within the limit its
 * module declares, put on `req.body` for the contact door and React Router's actions, and
 * a multipart form's fields and files on `res.locals.form`, parsed once.
 *
 * A back-office form is read only when a live session of a role that may send it comes with it.
 * Without one, its body is left unread and React Router gets none: the action refuses the request
 * (401 or 403) before it asks for the form, as it always did, and the connection closes with that
 * answer. A refusal to a signed-in member is in their language.
 */
function formBodies(routes: readonly PostRoute[], admin: AdminServices | undefined): RequestHandler {
  return async (req, res, next) => {
    const route = req.method === "POST" ? postRouteFor(routes, req.path) : undefined;
    if (!route) return next();
    let lang = langOfRequest(req);
    try {
      const least = route.session;
      if (least) {
        const session =
          admin && (await sessionOf(admin, { headers: new Headers({ cookie: req.get("cookie") ?? "" }) }));
        if (!session || !roleAllows(session.user.role, least)) {
          req.body = Buffer.alloc(0);
          res.set("Connection", "close");
          return next();
        }
        lang = session.user.lang;
      }
      const { bytes, form } = await formBody(req, route.limit, route.parts);
      req.body = bytes;
      res.locals.form = form;
    } catch (error) {
      if (error instanceof BodyRefused) return refuseBody(res, error, lang);
      return next(error);
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

/**
 * One line per request, without anything the visitor typed nor a meeting's token; nothing at all
 * when the level is off.
 */
function logWhenFinished(log: Logger, req: IncomingMessage, res: ServerResponse, path: () => string) {
  if (!log.isLevelEnabled("info")) return;
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const logged = withoutMeetingToken(path());
    log.info({ method: req.method, path: logged, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
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
    body: Readable.from([req.body as Buffer]),
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
      const formError = dictionaries[langOfPath(req.path)].httpErrors.internal;
      res.status(500).json({ status: 500, ok: false, formError });
    }
  };
}

/**
 * The page-view beacon's door (decision 010), answered before Express like a built file: a status,
 * no body. Beacons come with every page view, so they cost what a built page costs. The client's
 * address is the one Express's `req.ip` gives, from the same trusted proxies (client-address.server.ts).
 */
function beaconDoor(analytics: Analytics, trust: TrustedProxies, headers: Record<string, string>, log: Logger) {
  // A refusal says so in the language of the page that sent it; a count is answered with no body.
  const answer = (req: IncomingMessage, res: ServerResponse, status: number, unread = false) => {
    let lang: Lang = "fr";
    try {
      lang = langOfPath(new URL(req.headers.referer ?? "/", "http://x").pathname);
    } catch {}
    const { httpErrors } = dictionaries[lang];
    const text =
      status < 400
        ? ""
        : status >= 500
          ? httpErrors.internal
          : status === 413
            ? httpErrors.payloadTooLarge
            : httpErrors.badRequest;
    const body = Buffer.from(text);
    beacons.inc({ outcome: status === 202 ? "accepted" : "refused", status: String(status) });
    res.writeHead(status, {
      ...headers,
      "Cache-Control": "no-store",
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": String(body.length),
      // The rest of a refused body is never read: the connection ends with the answer.
      ...(unread ? { Connection: "close" } : {}),
    });
    res.end(body);
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    bodyWithin(req, maxEventBytes).then(
      (body) =>
        analytics
          .collect({
            body: body.toString("utf8"),
            contentType: req.headers["content-type"],
            origin: req.headers.origin,
            fetchSite: req.headers["sec-fetch-site"] as string | undefined,
            clientIp: clientAddress(req, trust),
            userAgent: req.headers["user-agent"],
          })
          .then(
            ({ status }) => answer(req, res, status),
            (error: unknown) => {
              log.error({ err: error }, "page view not counted");
              answer(req, res, 500);
            },
          ),
      (refused: BodyRefused) => answer(req, res, refused.status, true),
    );
  };
}

/**
 * The server's request listener: prerendered pages and hashed assets first, then Express.
 *
 * They are most of the traffic and need no routing, yet through Express a page hit cost about three
 * times the CPU of answering it directly (140-230 µs against 45-85 µs; nginx about 30 µs, measured
 * by bench/load.ts): its request and response objects, the router walking each layer, the garbage
 * they leave. So a GET or HEAD for the exact path of a built file is answered here, through Node's
 * HTTP module, with the same answer (builtSender) and log line as Express's steps 1, 2 and 5 below
 * would give. Any other request, including one canonicalRedirects would redirect (never the exact
 * path of a built file), goes on to Express unchanged. Page-view beacons are answered here too.
 * In production, nginx or a CDN serves the built files (decision 023); this is their path without one.
 */
export function createRequestListener(deps: AppDeps): RequestListener {
  const app = createApp(deps);
  const { files, log, metrics } = deps;
  const { analytics } = deps.services;
  const send = builtSender(securityHeadersFor(deps.env));
  const beacon =
    analytics && beaconDoor(analytics, trustedProxies(deps.env.TRUST_PROXY), securityHeadersFor(deps.env), log);
  return (req, res) => {
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    if (metrics) observeRequest(req, res, () => metrics.label(path));
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

/**
 * What the modules declare, as Express steps (decision 109): `methods` answers 405 to a POST no
 * module takes, `bodies` reads each declared form within its limit, and `routes` holds the modules'
 * own doors (a calendar feed, one-click unsubscribe, the resources' conditional pages).
 */
export function moduleDoors(
  modules: readonly ServerModule[],
  doors: readonly Door[],
  admin: AdminServices | undefined,
) {
  const posts = postRoutesOf(modules);
  const routes = express.Router();
  for (const door of doors) {
    if (door.method === "use") routes.use(door.handler);
    else routes[door.method](typeof door.path === "string" ? door.path : [...door.path], door.handler);
  }
  return { methods: allowedMethods(posts), bodies: formBodies(posts, admin), routes };
}

export function createApp({
  env,
  build,
  files,
  words,
  health,
  ready,
  metrics,
  log,
  modules,
  doors: own,
  services,
}: AppDeps) {
  const { contact, admin } = services;
  const doors = moduleDoors(modules, own, admin);
  const app = express();
  const headers = securityHeadersFor(env);

  app.disable("x-powered-by");
  app.set("trust proxy", trustedProxies(env.TRUST_PROXY));

  // 1. Log one line per request, without anything the visitor typed nor a feed's token.
  app.use((req, res, next) => {
    logWhenFinished(log, req, res, () => withoutFeedToken(req.path));
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
  // 3b. Readiness: the database and the build; a load balancer sends nothing to an instance that says no.
  if (ready)
    app.get("/readyz", async (_req, res) => {
      const reason = await ready();
      res
        .status(reason ? 503 : 200)
        .set("Cache-Control", "no-store")
        .type("text/plain")
        .send(reason ?? "ready");
    });
  // 3c. Metrics for the operator's monitoring, behind METRICS_TOKEN.
  if (metrics) app.get("/metrics", (req, res, next) => void metrics.endpoint(req, res).catch(next));
  // 4. The back office, however its address is spelled: no-store, noindex, one canonical address.
  app.use(backOffice(new URL(env.SITE_URL).origin));
  // 5. Only the methods we serve; canonical URLs; then prerendered pages and hashed assets from memory.
  app.use(doors.methods);
  app.use(canonicalRedirects);
  app.use(serveBuilt(files, builtSender(headers)));
  // 6. Every posted form read within its limit (a back-office one only with a session), parsed once.
  app.use(doors.bodies);
  // 7. Everything else is rendered now, compressed; entry.server sets the page's CSP with this nonce.
  app.use(compression());
  app.use((_req, res, next) => {
    res.locals.nonce = newNonce();
    next();
  });
  if (contact)
    app.post(
      languages.map((lang) => pathOf("contact", lang)),
      contactJson(contact, log),
    );
  app.use(doors.routes);
  app.use(
    reactRouterHandler({
      build,
      mode: env.NODE_ENV,
      // Loaders and actions ask for these with `service` and `requestOf` (context.server.ts, decision 100).
      getLoadContext: (req, res) =>
        routerContext(services, {
          lang: langOfPath(req.path),
          clientIp: req.ip ?? "unknown",
          nonce: res.locals.nonce as string,
          form: res.locals.form as FormData | undefined,
          dictionaries: words?.(),
        }),
    }),
  );
  // 8. Whatever went wrong, the visitor gets a short message and never a stack trace.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = clientErrorStatus(error);
    if (status >= 500) log.error({ err: error, path: withoutMeetingToken(req.path) }, "unhandled error");
    if (res.headersSent) return res.end();
    const { httpErrors } = dictionaries[langOfPath(req.path)];
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
