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
import { site } from "#common/site/config.ts";
import { langOfPath } from "#common/site/pages.ts";
import { resourcePath } from "#common/site/resource-paths.ts";
import { createAnalytics } from "./analytics/analytics.server";
import { createAnalyticsStore } from "./analytics/store.server";
import { createWeeklyReportJob, WEEKLY_REPORT_EMAIL, weeklyReportHandler } from "./analytics/weekly-report.server";
import { createAuditLog } from "./audit/audit.server";
import { createAuthService } from "./auth/auth.server";
import { sessionCookie } from "./auth/cookie.server";
import { accountEmailHandlers } from "./auth/emails.server";
import { bookingKinds, createBookingService } from "./booking/booking.server";
import { bookingConfig } from "./booking/config";
import { bookingEmailHandlers } from "./booking/emails.server";
import { createMeetingTypeStore } from "./booking/meeting-types.server";
import { meetingsPrivacySource } from "./booking/privacy.server";
import { createBookingStore } from "./booking/store.server";
import { createMeetingTokens } from "./booking/tokens.server";
import { calendarFeedRoute } from "./calendars/calendar-feed.server";
import { calendarServiceFor } from "./calendars/setup.server";
import { databaseAnswers, openDatabase } from "./db/db.server";
import { sharedSecret } from "./db/settings.server";
import { parseEnv } from "./env.server";
import { createRequestListener } from "./http/app.server";
import { assertBuiltFor } from "./http/built-origin.server";
import { memoryRateLimiter, rateLimiterFor } from "./http/rate-limit.server";
import { loadStaticFiles } from "./http/static.server";
import { createContactService } from "./leads/contact.server";
import { createFormStamps } from "./leads/form-stamp.server";
import { createLeadInbox } from "./leads/inbox.server";
import { LEAD_EMAIL, leadEmailHandler } from "./leads/lead-email.server";
import { LEAD_WEBHOOK, leadWebhookHandler } from "./leads/lead-webhook.server";
import { leadsPrivacySource } from "./leads/privacy.server";
import { createRetention } from "./leads/retention.server";
import { createLeadStore } from "./leads/store.server";
import { createMailer } from "./mail/mailer.server";
import { createOutbox, type OutboxHandler, type OutboxSender } from "./mail/outbox.server";
import { createOutboxDesk, outboxDepth, outboxPrivacySource } from "./mail/outbox-desk.server";
import { createRecipientLimit } from "./mail/recipient-limit.server";
import { newsletterEmailHandlers } from "./newsletter/emails.server";
import { NEWSLETTER_ISSUE_EMAIL } from "./newsletter/issue.server";
import { issueEmailHandlers } from "./newsletter/issue-handlers.server";
import { createIssues } from "./newsletter/issues.server";
import { createNewsletter, newsletterPrivacySource } from "./newsletter/newsletter.server";
import { createPublicForms } from "./newsletter/public-form.server";
import { alertEmailHandlers } from "./ops/alert-email.server";
import { createAlerts } from "./ops/alerts.server";
import { readBuildInfo } from "./ops/build-info.server";
import { metricsEndpoint, outboxDeliveries } from "./ops/metrics.server";
import { readiness } from "./ops/readiness.server";
import { routeLabeller } from "./ops/route-label.server";
import { createStatusService, dataDirOf } from "./ops/status.server";
import { createPrivacyDesk } from "./privacy/privacy.server";
import { guideEmailHandlers, webinarEmailHandlers } from "./registrations/emails.server";
import { createGuideLinks, createGuideRequests } from "./registrations/guides.server";
import { createRegistrations, registrationsPrivacySource } from "./registrations/registrations.server";
import { createResourceService } from "./resources/resources.server";
import { seedFirstResources } from "./resources/seed.server";
import { createDigest } from "./sales/digest.server";
import { salesEmailHandlers } from "./sales/emails.server";
import { createSalesDesk } from "./sales/sales.server";

const env = parseEnv();
const log = pino({ level: env.LOG_LEVEL });
const buildDir = path.resolve("build");

const database = await openDatabase(env.DATABASE_URL, { log });
// The first resources, once per database (decision 033).
const seeded = await seedFirstResources(database);
if (seeded) log.info({ items: seeded }, "first resources published");
const resources = createResourceService(database);
// DKIM-signed when the three DKIM variables are set (decision 079).
const dkim =
  env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
    ? { domainName: env.DKIM_DOMAIN, keySelector: env.DKIM_SELECTOR, privateKey: env.DKIM_PRIVATE_KEY }
    : undefined;
const mailer = env.SMTP_URL ? createMailer(env.SMTP_URL, env.MAIL_FROM, dkim) : undefined;
// Without SMTP_URL every email is still queued and rendered, then held for the back office (decision 072).
if (!mailer) log.warn("SMTP_URL is unset: email is held in the back office's outbox, not sent");
const siteOrigin = new URL(env.SITE_URL).origin;
// Each capability adds the renderers of its emails; every process renders every kind.
const meetingTokens = createMeetingTokens(await sharedSecret(database, "booking_secret"));
const guideLinks = createGuideLinks(await sharedSecret(database, "guide_secret"));
const handlers: Record<string, OutboxHandler> = {
  [LEAD_EMAIL]: leadEmailHandler(database, site.emails, siteOrigin),
  ...bookingEmailHandlers(database, { tokens: meetingTokens, siteOrigin, rules: bookingConfig }),
  ...accountEmailHandlers(database, { siteOrigin }),
  ...salesEmailHandlers(database, { siteOrigin }),
  // Each Monday's analytics report to the users who asked for it (issue 28).
  [WEEKLY_REPORT_EMAIL]: weeklyReportHandler(database, createAnalyticsStore(database), siteOrigin),
  // The newsletter's confirmation and welcome emails (decision 034).
  ...newsletterEmailHandlers(database, { siteOrigin }),
  // The newsletter's issues and their test copies (decisions 078 and 079).
  ...issueEmailHandlers(database, { siteOrigin, holding: !mailer }),
  // Webinar confirmations, reminders and replays, for the webinars the resources publish (decision 034).
  ...webinarEmailHandlers(database, {
    webinars: resources.store,
    siteOrigin,
    pageOf: (webinar) => resourcePath(webinar.lang, webinar.slug),
  }),
  // A gated guide's link, emailed to whoever asked for it (issue 46, item 19).
  ...guideEmailHandlers(database, { guides: resources.store, links: guideLinks, siteOrigin }),
  // Alerts to the admins when something needs them (decision 075).
  ...alertEmailHandlers(database, { siteOrigin }),
};
// Webhooks are sent only where one is configured.
const senders: Record<string, OutboxSender> = {};
if (env.WEBHOOK_URL && env.WEBHOOK_SECRET) {
  senders[LEAD_WEBHOOK] = leadWebhookHandler(database, { url: env.WEBHOOK_URL, secret: env.WEBHOOK_SECRET });
}
const outbox = createOutbox({
  app: database,
  handlers,
  mailer,
  senders,
  // Newsletter copies go only when nothing else is due, paced when queued.
  background: [NEWSLETTER_ISSUE_EMAIL],
  baseDelayMs: env.MAIL_RETRY_BASE_MS,
  log: (event, details) => log.info(details, event),
  onOutcome: (kind, outcome) => outboxDeliveries.inc({ kind, outcome }),
});
outbox.start();
// A new lead queues the team's email, and its webhook where one is configured.
const leads = createLeadStore(database, {
  outboxKinds: [LEAD_EMAIL, ...(LEAD_WEBHOOK in senders ? ([LEAD_WEBHOOK] as const) : [])],
  ownerEmails: true,
});
const limiter = rateLimiterFor(database, { limit: env.RATE_LIMIT_PER_MINUTE });
const formStamps = createFormStamps(env.FORM_SECRET ?? (await sharedSecret(database, "form_secret")), {
  minFillMs: env.MIN_FILL_MS,
});
// Page views and conversions (decision 010); each instance limits its own beacon senders.
const analytics = createAnalytics(database, {
  siteOrigin: env.SITE_URL,
  limiter: memoryRateLimiter({ limit: env.ANALYTICS_EVENTS_PER_MINUTE }),
  flushMs: env.ANALYTICS_FLUSH_MS,
  batchSize: env.ANALYTICS_BATCH_SIZE,
  rollupMs: env.ANALYTICS_ROLLUP_MS,
  log: (event, details) => log.warn(details, event),
});
analytics.start();
/** A stored lead or booking, attributed to that visitor's visit; a failure to count never fails the visitor. */
function countConversion(kind: "lead" | "booking", clientIp: string, userAgent: string | undefined) {
  analytics
    .recordConversion(kind, { clientIp, userAgent })
    .catch((error: unknown) => log.warn({ err: error }, "conversion not counted"));
}
// Members' calendars, read every 5 minutes by whichever instance claims each first (decision 028).
if (!env.CALENDAR_KEY) log.warn("CALENDAR_KEY is unset: calendar addresses are sealed with a key kept in the database");
const calendars = await calendarServiceFor(database, {
  calendarKey: env.CALENDAR_KEY,
  siteUrl: env.SITE_URL,
  privateHosts: env.CALENDAR_PRIVATE_HOSTS,
  log: (event, details) => log.warn(details, event),
});
const booking = createBookingService({
  store: createBookingStore(database),
  types: createMeetingTypeStore(database),
  leads,
  limiter,
  stamps: formStamps,
  tokens: meetingTokens,
  siteOrigin: new URL(env.SITE_URL).origin,
  outboxKinds: bookingKinds,
  onQueued: () => outbox.kick(),
  onBooked: ({ clientIp, userAgent }) => countConversion("booking", clientIp, userAgent),
  busyTimes: (from, until) => calendars.busyOfMembers(from, until),
  refreshBusy: async (userIds) => {
    await Promise.all(userIds.map((userId) => calendars.refreshMember(userId)));
  },
  // Written after the visitor has their answer; a failure is logged, and the member's feed still lists the meeting.
  onMeetingChanged: (meeting, before) =>
    void calendars
      .meetingChanged(meeting, before)
      .catch((error: unknown) => log.warn({ err: error, meeting: meeting.id }, "meeting not written back")),
});
// What the public forms may email one mailbox and one domain an hour, newsletter and webinars together (decision 064).
const recipients = createRecipientLimit({ perDomain: env.FORM_EMAILS_PER_DOMAIN_PER_HOUR });
const newsletter = createNewsletter(database, { onQueued: () => outbox.kick(), recipients });
const stopNewsletterPurge = newsletter.startPurge((error) => log.warn({ err: error }, "newsletter purge failed"));
const publicForms = createPublicForms({
  newsletter,
  stamps: formStamps,
  limiter,
  siteOrigin: new URL(env.SITE_URL).origin,
});
const registrations = createRegistrations(database, {
  webinars: resources.store,
  forms: publicForms,
  onQueued: () => outbox.kick(),
  log: (event, details) => log.warn(details, event),
  recipients,
});
const stopRegistrations = registrations.start();
const guides = createGuideRequests({
  app: database,
  leads,
  forms: publicForms,
  links: guideLinks,
  onStored: () => outbox.kick(),
  recipients,
});
const audit = createAuditLog(database);
const issues = createIssues(database, {
  siteOrigin,
  ratePerMinute: env.NEWSLETTER_RATE_PER_MINUTE,
  audit,
  onQueued: () => outbox.kick(),
  // A reader clicks a few links; more than this a minute from one address is not a reader.
  clickLimiter: memoryRateLimiter({ limit: 20 }),
});
const stopIssues = issues.startSending((error) => log.warn({ err: error }, "newsletter sending failed"));
const admin = {
  auth: createAuthService(database, {
    audit,
    ipLimiter: rateLimiterFor(database, { limit: env.SIGN_IN_ATTEMPTS_PER_IP, windowMs: 15 * 60_000 }),
    failureDelayMs: env.SIGN_IN_FAILURE_DELAY_MS,
    accountEmails: { onQueued: () => outbox.kick() },
  }),
  audit,
  cookie: sessionCookie({ https: env.SITE_URL.startsWith("https:") }),
  leads: createLeadInbox(database, audit),
  privacy: createPrivacyDesk(
    [
      meetingsPrivacySource(database, (uid) => calendars.removeMeeting(uid)),
      leadsPrivacySource(database, leads),
      newsletterPrivacySource(database),
      registrationsPrivacySource(database),
      // After the others: what is left addressed to the person (decision 072).
      outboxPrivacySource(database),
    ],
    audit,
  ),
  outbox: createOutboxDesk(database, {
    audit,
    holding: !mailer,
    kinds: [...Object.keys(handlers), ...Object.keys(senders)],
    // A newsletter's released copies leave at its pace, as when first queued (decision 087).
    paced: issues.pace,
    onQueued: () => outbox.kick(),
  }),
};
const stopCalendars = calendars.start();
const sales = createSalesDesk(database, audit, { ownerEmails: true });
const stopDigest = createDigest({ app: database, log }).start();
const stopRetention = createRetention({ app: database, leads, days: env.LEAD_RETENTION_DAYS, audit, log }).start();
const stopWeeklyReport = createWeeklyReportJob({
  app: database,
  onQueued: () => outbox.kick(),
  log: (event, details) => log.info(details, event),
}).start();

assertBuiltFor(buildDir, env.SITE_URL);
// "Is everything working?", for the back office's status screen (decision 074).
const status = createStatusService({
  app: database,
  backupDir: env.BACKUP_DIR,
  dataDir: dataDirOf(env.DATABASE_URL),
  build: readBuildInfo(buildDir),
});
const stopAlerts = createAlerts({
  app: database,
  status,
  onQueued: () => outbox.kick(),
  log: (event, details) => log.warn(details, event),
}).start();
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
const files = loadStaticFiles(buildDir);
// Built pages and assets are answered before Express; everything else goes through it.
const listener = createRequestListener({
  env,
  build,
  files,
  contact: createContactService({
    leads,
    limiter,
    stamps: formStamps,
    siteOrigin: new URL(env.SITE_URL).origin,
    onStored: ({ clientIp, userAgent }) => {
      outbox.kick();
      countConversion("lead", clientIp, userAgent);
    },
  }),
  booking,
  health: () => databaseAnswers(database),
  ready: readiness(() => databaseAnswers(database), buildDir),
  metrics: {
    endpoint: metricsEndpoint({ token: env.METRICS_TOKEN, outboxDepth: () => outboxDepth(database) }),
    label: routeLabeller(build, ["/healthz", "/readyz", "/metrics", beaconPath, calendarFeedRoute]),
  },
  log,
  admin,
  analytics,
  calendars,
  sales,
  newsletter: { newsletter, forms: publicForms, issues },
  resources,
  registrations,
  guides,
  status,
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
  stopRetention();
  stopCalendars();
  stopDigest();
  stopWeeklyReport();
  stopNewsletterPurge();
  stopIssues();
  stopRegistrations();
  stopAlerts();
  // Every page view answered 202 is written before the database closes.
  await analytics.stop().catch((error: unknown) => log.error({ err: error }, "page views lost at shutdown"));
  await outbox.stop();
  mailer?.close();
  await database.close();
  log.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
