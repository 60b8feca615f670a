/**
 * The production server: parse the environment, open the database, load the build, listen, and on
 * SIGTERM stop taking requests, finish those in flight and close the database, within 10 seconds.
 */
// First of all: React picks its build when first imported, and modules below load it (react-router).
import "./production-mode";
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { beaconPath } from "#common/analytics/beacon.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { langOfPath } from "#common/site/pages.ts";
import { analyticsModule } from "./analytics/module.server";
import { createAuditLog } from "./audit/audit.server";
import { authModule } from "./auth/module.server";
import { bookingModule } from "./booking/module.server";
import { calendarsModule } from "./calendars/module.server";
import { databaseAnswers, openDatabase } from "./db/db.server";
import { sharedSecret } from "./db/settings.server";
import { parseEnv } from "./env.server";
import { createRequestListener } from "./http/app.server";
import { assertBuiltFor } from "./http/built-origin.server";
import type { Services } from "./http/context.server";
import { rateLimiterFor } from "./http/rate-limit.server";
import { loadStaticFiles } from "./http/static.server";
import { createFormStamps } from "./leads/form-stamp.server";
import { leadsModule } from "./leads/module.server";
import { mailModule } from "./mail/module.server";
import { createRecipientLimit } from "./mail/recipient-limit.server";
import { doorPatterns, doorsOf, type Ground, type ServerModule } from "./module.server";
import { newsletterModule } from "./newsletter/module.server";
import { metricsEndpoint, registry } from "./ops/metrics.server";
import { opsModule } from "./ops/module.server";
import { readiness } from "./ops/readiness.server";
import { routeLabeller } from "./ops/route-label.server";
import { privacyModule } from "./privacy/module.server";
import { registrationsModule } from "./registrations/module.server";
import { resourcesModule } from "./resources/module.server";
import { salesModule } from "./sales/module.server";
import { sitePagesModule } from "./site-pages/module.server";

const env = parseEnv();
const log = pino({ level: env.LOG_LEVEL });
const buildDir = path.resolve("build");
assertBuiltFor(buildDir, env.SITE_URL);

const database = await openDatabase(env.DATABASE_URL, { log });
const audit = createAuditLog(database);
// The outbox is made from the modules' kinds, after them; until then a kick has nothing to wake.
let kickOutbox = () => {};
const ground: Ground = {
  env,
  log,
  database,
  siteOrigin: new URL(env.SITE_URL).origin,
  audit,
  // Without SMTP_URL every email is still queued and rendered, then held for the back office (decision 072).
  holding: !env.SMTP_URL,
  kick: () => kickOutbox(),
  limiter: rateLimiterFor(database, { limit: env.RATE_LIMIT_PER_MINUTE }),
  stamps: createFormStamps(env.FORM_SECRET ?? (await sharedSecret(database, "form_secret")), {
    minFillMs: env.MIN_FILL_MS,
  }),
  recipients: createRecipientLimit({ perDomain: env.FORM_EMAILS_PER_DOMAIN_PER_HOUR }),
};

const analytics = analyticsModule(ground);
const leads = leadsModule(ground, { onLead: (request) => analytics.countConversion("lead", request) });
const calendars = await calendarsModule(ground);
const sitePages = sitePagesModule(ground);
const resources = await resourcesModule(ground, { wordsStamp: sitePages.stamp });
const newsletter = newsletterModule(ground);
const auth = authModule(ground);
/** The capabilities that declare what they do; the outbox and privacy requests are made from them. */
const capabilities: ServerModule[] = [
  analytics,
  calendars,
  await bookingModule(ground, {
    leads: leads.store,
    calendars: calendars.calendars,
    onBooked: (request) => analytics.countConversion("booking", request),
  }),
  leads,
  newsletter,
  await registrationsModule(ground, { resources: resources.resources, forms: newsletter.forms, leads: leads.store }),
  resources,
  salesModule(ground),
  sitePages,
  auth,
  opsModule(ground, { buildDir }),
];
const mail = mailModule(ground, capabilities, newsletter.issues.pace);
kickOutbox = mail.kick;
const privacy = privacyModule(ground, [...capabilities, mail]);
/**
 * The modules this server runs (decision 109). Bodies, the outbox, privacy requests, /metrics and
 * shutdown read this list. Privacy requests go through it in order: meetings before the leads they
 * belong to, and the outbox's messages last.
 */
const modules: ServerModule[] = [...capabilities, mail, privacy];
for (const metric of modules.flatMap((module) => module.metrics ?? [])) registry.registerMetric(metric);

const services: Partial<Services> = Object.assign({}, ...modules.map((module) => module.services), {
  admin: {
    auth: auth.auth,
    audit,
    cookie: auth.cookie,
    leads: leads.inbox,
    privacy: privacy.desk,
    outbox: mail.desk,
  },
});
const stopJobs = modules.flatMap((module) => module.jobs ?? []).map((job) => job.start());

const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
const doors = doorsOf(modules, build);
const files = loadStaticFiles(buildDir);
// The site's words as published, rendered into `files` before this instance answers (decision 112).
const words = await sitePages.serve({ build, files, services });
// Built pages and assets are answered before Express; everything else goes through it.
const listener = createRequestListener({
  env,
  build,
  files,
  words,
  modules,
  doors,
  services,
  health: () => databaseAnswers(database),
  ready: readiness(() => databaseAnswers(database), buildDir),
  metrics: {
    endpoint: metricsEndpoint({ token: env.METRICS_TOKEN }),
    label: routeLabeller(build, ["/healthz", "/readyz", "/metrics", beaconPath, ...doorPatterns(doors)]),
  },
  log,
});

const server = createServer(listener);
server.listen(env.PORT, env.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  log.info({ url: `http://${env.HOST}:${port}` }, "listening");
});
// A CONNECT (proxy tunnel) request never reaches the listener: answer it here rather than drop it.
server.on("connect", (req, socket) => {
  const text = Buffer.from(dictionaries[langOfPath(req.url ?? "/")].httpErrors.methodNotAllowed);
  const head = `HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${text.length}\r\nConnection: close\r\n\r\n`;
  socket.end(Buffer.concat([Buffer.from(head), text]));
});
server.keepAliveTimeout = 5_000;
server.headersTimeout = 10_000;
server.requestTimeout = 15_000;

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down");
  const deadline = setTimeout(() => {
    log.error("shutdown took longer than 10 s; exiting");
    process.exit(1);
  }, 10_000);
  deadline.unref();
  server.close();
  server.closeIdleConnections();
  await new Promise<void>((resolve) => server.once("close", () => resolve()));
  for (const stop of stopJobs) stop();
  await Promise.all(modules.map((module) => module.stop?.()));
  await database.close();
  log.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
