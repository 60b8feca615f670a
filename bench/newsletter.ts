/**
 * The newsletter's send (issue 48): 10,000 confirmed subscribers, an issue sent now, and how long
 * choosing and queueing its copies takes and how much memory it adds (budgets: 5 s, 50 MB); then the
 * outbox sending them to a real SMTP server on loopback at a configured rate, for
 * NEWSLETTER_BENCH_SECONDS (default 40), at NEWSLETTER_BENCH_RATE a minute (default 60, the
 * server's default), and the measured rate beside the configured one (budget:
 * within 10 %). Then the production server (the current build) on the same database, sending a
 * second issue itself as it does in production, and its public pages' p95 latency while it sends
 * (its job takes the issue, queues the 10,000 and sends in its outbox's bursts) beside their p95
 * when it is idle. `npm run bench:newsletter`; writes bench/results/newsletter.md.
 *
 * SQLite always; PostgreSQL too when TEST_POSTGRES_URL names a server the benchmark may create a
 * database on (as the tests do).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "#server/db/db.server.ts";
import { createMailer } from "#server/mail/mailer.server.ts";
import { createOutbox } from "#server/mail/outbox.server.ts";
import { NEWSLETTER_ISSUE_EMAIL } from "#server/newsletter/issue.server.ts";
import { issueEmailHandlers } from "#server/newsletter/issue-handlers.server.ts";
import { createIssues } from "#server/newsletter/issues.server.ts";
import { createTestDatabase, postgresServerUrl, type TestDatabase } from "#tests/support/backends.ts";
import { startSmtpServer } from "#tests/support/smtp.ts";
import { cleanup, root, startServer } from "./processes";

const subscribers = 10_000;
const budgetQueueMs = 5_000;
const budgetMemoryMb = 50;
const ratePerMinute = Number(process.env.NEWSLETTER_BENCH_RATE ?? 60);
const seconds = Number(process.env.NEWSLETTER_BENCH_SECONDS ?? 40);
const port = 4421;
/** Public pages, the newsletter's among them (they read the database), fetched in turn by a few visitors. */
const pages = ["/", "/en", "/infolettre", "/en/newsletter", "/a-propos", "/en/about"];
const visitors = 4;
const idleSeconds = 10;
/** Long enough for the server's job (every 30 s) to take the issue, queue it and send bursts of copies. */
const busySeconds = 45;

type Latency = { p95Ms: number; requests: number; errors: number };
type Row = {
  backend: string;
  queueMs: number;
  memoryMb: number;
  sent: number;
  measuredRate: number;
  idle: Latency;
  busy: Latency & { sent: number };
};

/** `visitors` loops fetching `pages` in turn for `ms`: each page's whole response, timed. */
async function pageLatency(origin: string, ms: number): Promise<Latency> {
  const times: number[] = [];
  let errors = 0;
  const until = performance.now() + ms;
  await Promise.all(
    Array.from({ length: visitors }, async (_, visitor) => {
      for (let turn = visitor; performance.now() < until; turn += 1) {
        const started = performance.now();
        const response = await fetch(`${origin}${pages[turn % pages.length]}`).catch(() => undefined);
        await response?.arrayBuffer();
        times.push(performance.now() - started);
        if (!response?.ok) errors += 1;
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p95Ms: times[Math.ceil(times.length * 0.95) - 1] ?? Number.NaN, requests: times.length, errors };
}

async function run(backend: "sqlite" | "postgres"): Promise<Row> {
  const database: TestDatabase = await createTestDatabase(backend);
  const app = await openDatabase(database.url);
  const smtp = await startSmtpServer();
  const mailer = createMailer(`smtp://127.0.0.1:${smtp.port}`, "infolettre@sobrita.test");
  try {
    const at = new Date().toISOString();
    for (let start = 0; start < subscribers; start += 1000)
      await app.db
        .insertInto("newsletter_subscribers")
        .values(
          Array.from({ length: 1000 }, (_, offset) => {
            const email = `abonne${start + offset}@exemple.test`;
            return {
              email,
              email_key: email,
              lang: "fr" as const,
              status: "confirmed" as const,
              unsubscribe_token: `jeton-${start + offset}`,
              created_at: at,
              confirmed_at: at,
            };
          }),
        )
        .execute();
    const issues = createIssues(app, { ratePerMinute, siteOrigin: "https://sobrita.test" });
    const id = await issues.create(
      {
        lang: "fr",
        subject: "Banc d’essai",
        preview: "Aperçu",
        body: "## Bonjour\n\nUn **numéro** d’essai.",
        resourceIds: [],
        translationId: null,
      },
      null,
    );

    global.gc?.();
    const before = process.memoryUsage();
    const started = performance.now();
    await issues.schedule(id, new Date(), null);
    const queueMs = performance.now() - started;
    const after = process.memoryUsage();
    const memoryMb = (after.heapUsed + after.external - before.heapUsed - before.external) / 1024 / 1024;

    // The outbox as the server runs it, polling often enough that the pacing, not the poll, sets the rate.
    const sentAt: number[] = [];
    const outbox = createOutbox({
      app,
      handlers: issueEmailHandlers(app, { siteOrigin: "https://sobrita.test" }),
      mailer: {
        async send(message) {
          await mailer.send(message);
          sentAt.push(performance.now());
        },
      },
      background: [NEWSLETTER_ISSUE_EMAIL],
      pollMs: 100,
      log: () => {},
    });
    outbox.start();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    await outbox.stop();
    await issues.stop(id, null);
    const first = sentAt[0] ?? 0;
    const last = sentAt.at(-1) ?? 0;
    const measuredRate = sentAt.length > 1 ? ((sentAt.length - 1) / (last - first)) * 60_000 : 0;

    // The server under test, idle, then sending a second issue to the same 10,000 itself.
    const server = await startServer(port, {
      DATABASE_URL: database.url,
      LOG_LEVEL: "silent",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      NEWSLETTER_RATE_PER_MINUTE: String(ratePerMinute),
    });
    const origin = `http://127.0.0.1:${port}`;
    try {
      // Warmed first, so the idle figure is not the server's first requests (its JIT, its caches).
      await pageLatency(origin, 3000);
      const idle = await pageLatency(origin, idleSeconds * 1000);
      const second = await issues.create(
        { lang: "fr", subject: "Deuxième essai", preview: "", body: "Encore.", resourceIds: [], translationId: null },
        null,
      );
      // Due in a moment: the server's job, not this process, takes and queues it.
      await issues.schedule(second, new Date(Date.now() + 1000), null);
      const before = smtp.messages.length;
      const busy = await pageLatency(origin, busySeconds * 1000);
      return {
        backend,
        queueMs,
        memoryMb,
        sent: sentAt.length,
        measuredRate,
        idle,
        busy: { ...busy, sent: smtp.messages.length - before },
      };
    } finally {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
  } finally {
    mailer.close();
    await smtp.close();
    await app.close();
    await database.drop();
  }
}

const rows: Row[] = [];
try {
  rows.push(await run("sqlite"));
  if (postgresServerUrl) rows.push(await run("postgres"));
} finally {
  await cleanup();
}

const mark = (ok: boolean) => (ok ? "✅" : "❌");
const lines = [
  `# Newsletter send (${new Date().toISOString().slice(0, 10)})`,
  "",
  `${subscribers.toLocaleString("en-CA")} confirmed subscribers; configured rate ${ratePerMinute}/min, sent for ${seconds} s to a loopback SMTP server.`,
  "",
  `Public pages (${pages.join(", ")}) fetched by ${visitors} visitors in turn, from the production server on the same database: ${idleSeconds} s idle, then ${busySeconds} s while the server itself takes, queues and sends a second issue to the same subscribers.`,
  "",
  "| backend | queued in (≤ 5 s) | memory up (≤ 50 MB) | copies sent | measured rate (±10 %) | pages p95 idle | pages p95 while sending (copies sent) |",
  "|---|---|---|---|---|---|---|",
  ...rows.map((row) => {
    const rateOk = Math.abs(row.measuredRate - ratePerMinute) <= ratePerMinute * 0.1;
    const latency = (each: Latency) =>
      `${each.p95Ms.toFixed(1)} ms (${each.requests} requests${each.errors ? `, ${each.errors} errors` : ""})`;
    return `| ${row.backend} | ${mark(row.queueMs <= budgetQueueMs)} ${(row.queueMs / 1000).toFixed(2)} s | ${mark(row.memoryMb <= budgetMemoryMb)} ${row.memoryMb.toFixed(1)} MB | ${row.sent} | ${mark(rateOk)} ${row.measuredRate.toFixed(1)}/min | ${latency(row.idle)} | ${latency(row.busy)} (${row.busy.sent}) |`;
  }),
  "",
];
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, "bench/results/newsletter.md"), lines.join("\n"));
console.log(lines.join("\n"));
