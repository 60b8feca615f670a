/**
 * Analytics benchmark (`npm run bench:analytics`), on one instance and SQLite:
 *
 * 1. Ingestion: beacons POSTed to the production server at a fixed 5,000/s for 10 s (autocannon, in
 *    this process, sharing the two cores), then SIGTERM: every 202 must be a row. Budget: the rate
 *    held, p99 < 20 ms, 0 lost.
 * 2. Dashboard: 10 million raw views seeded over the 30 days raw rows are kept (in bulk, straight
 *    into the database), with a booked demo for one view in 300, rolled up into daily totals and the
 *    funnels' daily counts (the default funnel and a defined 3-step one), 60 older days of totals
 *    beside them; then the 90-day page over HTTP, signed in, 50 times. Budget: p95 < 500 ms, on
 *    SQLite and, with TEST_POSTGRES_URL, on PostgreSQL. The roll-up of one full day (what the server
 *    redoes every minute for today) is timed too, since on SQLite it holds the thread.
 *
 *   npm run bench:analytics [-- --events 10000000]
 *
 * Writes bench/results/analytics.md. Port 4411.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type Options, type Result } from "autocannon";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { adminPaths } from "#common/admin/paths.ts";
import { siteDay } from "#common/site/day.ts";
import { shiftDay } from "#server/analytics/day.server.ts";
import { createFunnelStore } from "#server/analytics/funnels.server.ts";
import { createAnalyticsStore } from "#server/analytics/store.server.ts";
import { type AppDatabase, openDatabase } from "#server/db/db.server.ts";
import type { DialectName } from "#server/db/dialect.ts";
import { builtSiteUrl } from "#server/http/built-origin.server.ts";
import { createAdminUser, postForm } from "#tests/support/admin.ts";
import { createTestDatabase, postgresServerUrl } from "#tests/support/backends.ts";
import { cleanup, cpuSeconds, onCleanup, root, startServer } from "./processes";

const port = 4411;
const base = `http://127.0.0.1:${port}`;
const budget = { rate: 5000, p99Ms: 20, dashboardP95Ms: 500 };
const { values: args } = parseArgs({ options: { events: { type: "string", default: "10000000" } } });
const seededEvents = Number(args.events);

const agent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const paths = ["/", "/en", "/conseillers", "/en/advisors", "/contact", "/a-propos", "/en/web-application"];

function server(databaseUrl: string, env: NodeJS.ProcessEnv = {}) {
  return startServer(port, {
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "silent",
    SMTP_URL: undefined,
    // One client address sends everything: the per-client limit is raised for the run.
    ANALYTICS_EVENTS_PER_MINUTE: "100000000",
    ...env,
  });
}

function cannon(options: Options): Promise<Result> {
  return autocannon({ timeout: 10, ...options }) as unknown as Promise<Result>;
}

async function ingestion(tmp: string) {
  const databaseUrl = path.join(tmp, "ingest.db");
  const child = await server(databaseUrl);
  let sequence = 0;
  const beacon = {
    method: "POST",
    path: "/api/event",
    // A different visitor each time (their address is the same: the user agent differs).
    setupRequest: (request: object) => {
      sequence += 1;
      return {
        ...request,
        headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": `${agent} n/${sequence % 20_000}` },
        body: JSON.stringify({ p: paths[sequence % paths.length], s: sequence % 7 ? undefined : "newsletter" }),
      };
    },
  };
  const warmup = await cannon({ url: base, connections: 20, duration: 2, requests: [beacon] });
  const cpuBefore = cpuSeconds(child.pid ?? 0);
  const measured = await cannon({
    url: base,
    connections: 50,
    duration: 10,
    overallRate: budget.rate,
    requests: [beacon],
  });
  const cpuUs = ((cpuSeconds(child.pid ?? 0) - cpuBefore) * 1e6) / measured.requests.total;
  const accepted = [warmup, measured].reduce((sum, run) => sum + (run.statusCodeStats["202"]?.count ?? 0), 0);
  // Warm-up and measured run: every 202 the server gave must be a row after SIGTERM.
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
  const app = await openDatabase(databaseUrl);
  const rows = Number(
    (
      await app.db
        .selectFrom("analytics_events")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
  await app.close();
  return { measured, accepted, rows, cpuUs };
}

/** 10 M views straight into SQLite: one prepared statement, 100,000 rows a transaction. */
function seed(file: string, today: string, count: number) {
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = OFF");
  const insert = sqlite.prepare(
    `insert into analytics_events (day, page, lang, referrer, utm_source, utm_medium, utm_campaign, channel, device, visitor, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const pages = seededPages;
  const sources = [null, null, null, "newsletter", "linkedin", "google"];
  const referrers = [null, "google.com", "linkedin.com", "bing.com", null];
  const devices = ["desktop", "mobile", "mobile", "tablet"] as const;
  const perDay = Math.ceil(count / 30);
  const batch = sqlite.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      const day = shiftDayCached(today, -Math.floor(i / perDay));
      // About three views per visitor.
      const visitor = `v${Math.floor(i / 3)}`;
      insert.run(
        day,
        pages[i % pages.length],
        i % 3 ? "fr" : "en",
        referrers[i % referrers.length],
        sources[i % sources.length],
        i % 6 === 3 ? "email" : null,
        i % 12 === 3 ? "automne-2026" : null,
        i % 6 === 3 ? "email" : "direct",
        devices[i % devices.length],
        visitor,
        // A visitor's three views a minute apart, in order.
        `${day}T12:0${i % 3}:00.000Z`,
      );
    }
  });
  for (let from = 0; from < count; from += 100_000) batch(from, Math.min(count, from + 100_000));
  sqlite.close();
  return perDay;
}

const seededPages = [
  "home",
  "webApp",
  "services",
  "advisors",
  "mga",
  "about",
  "contact",
  "booking",
  "resources",
  "404",
];

/** The same views as `seed`, made by PostgreSQL itself from a series. */
async function seedPostgres(app: AppDatabase, today: string, count: number) {
  const perDay = Math.ceil(count / 30);
  await sql`
    insert into analytics_events (day, page, lang, referrer, utm_source, utm_medium, utm_campaign, channel, device, visitor, created_at)
    select d.day,
      (${sql.val(seededPages)}::text[])[i % ${seededPages.length} + 1],
      case when i % 3 = 0 then 'en' else 'fr' end,
      (array[null, 'google.com', 'linkedin.com', 'bing.com', null])[i % 5 + 1],
      (array[null, null, null, 'newsletter', 'linkedin', 'google'])[i % 6 + 1],
      case when i % 6 = 3 then 'email' end,
      case when i % 12 = 3 then 'automne-2026' end,
      case when i % 6 = 3 then 'email' else 'direct' end,
      (array['desktop', 'mobile', 'mobile', 'tablet'])[i % 4 + 1],
      'v' || (i / 3),
      d.day || 'T12:0' || (i % 3) || ':00.000Z'
    from generate_series(0, ${count - 1}::int) as i,
      lateral (select to_char(cast(${today} as date) - (i / ${perDay}::int), 'YYYY-MM-DD') as day) as d`.execute(
    app.db,
  );
  return perDay;
}

/** One booked demo for one view in 300, kept with its visitor's hash as the server would. */
async function seedConversions(app: AppDatabase) {
  await sql`
    insert into analytics_conversions (day, kind, page, lang, referrer, utm_source, utm_medium, utm_campaign, channel, visitor)
    select day, 'booking', page, lang, referrer, utm_source, utm_medium, utm_campaign, channel, visitor
    from analytics_events where id % 300 = 1`.execute(app.db);
}

const dayCache = new Map<string, string>();
function shiftDayCached(day: string, count: number): string {
  const key = `${day}/${count}`;
  let found = dayCache.get(key);
  if (!found) {
    found = shiftDay(day, count);
    dayCache.set(key, found);
  }
  return found;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function dashboard(tmp: string, dialect: DialectName) {
  const postgres = dialect === "postgres" ? await createTestDatabase("postgres") : undefined;
  if (postgres) onCleanup(() => void postgres.drop());
  const file = postgres?.url ?? path.join(tmp, "dashboard.db");
  const today = siteDay(Date.now());
  await (await openDatabase(file)).close();
  let started = performance.now();
  let perDay: number;
  if (postgres) {
    const seeding = await openDatabase(file);
    perDay = await seedPostgres(seeding, today, seededEvents);
    await seeding.close();
  } else perDay = seed(file, today, seededEvents);
  const seedS = (performance.now() - started) / 1000;

  const app = await openDatabase(file);
  await seedConversions(app);
  if (postgres) await sql`analyze`.execute(app.db);
  const store = createAnalyticsStore(app);
  const funnelStore = createFunnelStore(app);
  await funnelStore.create(
    { name: "MGA to a booking", steps: [{ page: "/agents-generaux" }, { page: "/rendez-vous" }, { event: "booking" }] },
    new Date(),
  );
  const funnels = await funnelStore.list();
  started = performance.now();
  const rollupMs: number[] = [];
  for (let back = 0; back < 30; back++) {
    const one = performance.now();
    await store.rollUp(shiftDay(today, -back), new Date(), funnels);
    rollupMs.push(performance.now() - one);
  }
  const rollupS = (performance.now() - started) / 1000;
  // Days 30 to 89: only their totals remain (their raw rows would have been purged): a copy of recent days'.
  for (let back = 30; back < 90; back++) {
    await app.db
      .insertInto("analytics_daily")
      .columns(["day", "dimension", "key", "lang", "visitors", "views", "conversions"])
      .expression((eb) =>
        eb
          .selectFrom("analytics_daily")
          .select((inner) => [
            inner.val(shiftDay(today, -back)).as("day"),
            "dimension",
            "key",
            "lang",
            "visitors",
            "views",
            "conversions",
          ])
          .where("day", "=", shiftDay(today, -(back % 30))),
      )
      .execute();
    await app.db
      .insertInto("analytics_funnel_daily")
      .columns(["day", "funnel", "channel", "step", "visitors"])
      .expression((eb) =>
        eb
          .selectFrom("analytics_funnel_daily")
          .select((inner) => [inner.val(shiftDay(today, -back)).as("day"), "funnel", "channel", "step", "visitors"])
          .where("day", "=", shiftDay(today, -(back % 30))),
      )
      .execute();
  }
  const user = await createAdminUser(file, { role: "staff" });
  await app.close();

  const child = await server(file);
  // On PostgreSQL the dashboard's queries are planned on fresh statistics, as autovacuum would give.
  if (postgres) {
    const analyze = await openDatabase(file);
    await sql`analyze`.execute(analyze.db);
    await analyze.close();
  }
  // The server answers for the build's origin, whatever port it listens on.
  const signedIn = await postForm(
    base,
    adminPaths.signIn,
    { email: user.email, password: user.password, next: adminPaths.home },
    { origin: builtSiteUrl("build") ?? base },
  );
  const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const timings: number[] = [];
  for (let i = 0; i < 55; i++) {
    const one = performance.now();
    const response = await fetch(`${base}/admin/analytics?range=90`, { headers: { cookie } });
    await response.text();
    if (response.status !== 200) throw new Error(`dashboard answered ${response.status}`);
    if (i >= 5) timings.push(performance.now() - one);
  }
  child.kill("SIGTERM");
  return { seedS, rollupS, perDay, rollupMs, timings };
}

async function main() {
  if (!existsSync(path.join(root, "build", "server", "index.js"))) throw new Error("Run `npm run build` first.");
  const tmp = mkdtempSync(path.join(os.tmpdir(), "bench-analytics-"));
  onCleanup(() => rmSync(tmp, { recursive: true, force: true }));
  const loadAtStart = (os.loadavg()[0] ?? 0).toFixed(1);

  console.log(`Ingestion: ${budget.rate} beacons/s for 10 s, then SIGTERM …`);
  const ingest = await ingestion(tmp);
  console.log(`Dashboard on SQLite: seeding ${seededEvents.toLocaleString("en-CA")} raw views …`);
  const board = await dashboard(tmp, "sqlite");
  console.log(`Dashboard on PostgreSQL: seeding ${seededEvents.toLocaleString("en-CA")} raw views …`);
  const boardPg = postgresServerUrl ? await dashboard(tmp, "postgres") : undefined;

  const rate = ingest.measured.requests.average;
  // Rows may outnumber the 202s autocannon read: it stops with requests in flight that the server took.
  const lost = Math.max(0, ingest.accepted - ingest.rows);
  const boardRows = (name: string, run: typeof board) => [
    [
      `Dashboard on ${name}, 90 days with 2 funnels, over ${seededEvents.toLocaleString("en-CA")} raw views (HTTP, signed in, 50 runs)`,
      "",
      `p50 ${percentile(run.timings, 50).toFixed(1)} ms, p95 ${percentile(run.timings, 95).toFixed(1)} ms`,
      "",
      verdict(percentile(run.timings, 95) < budget.dashboardP95Ms),
    ],
    [
      `Roll-up of one day on ${name} (${run.perDay.toLocaleString("en-CA")} raw views, totals and funnels)`,
      "",
      `median ${percentile(run.rollupMs, 50).toFixed(0)} ms, max ${Math.max(...run.rollupMs).toFixed(0)} ms`,
      "",
      "shown, not judged",
    ],
    [
      `Seeding on ${name} (bulk)`,
      `${(seededEvents / run.seedS).toFixed(0)} rows/s`,
      `${run.seedS.toFixed(0)} s`,
      "",
      "",
    ],
  ];
  const verdict = (ok: boolean) => (ok ? "ok" : "BUDGET MISSED");
  const rows = [
    [
      "Ingestion, fixed 5,000/s offered, 10 s",
      `${Math.round(rate)} accepted/s`,
      `p50 ${ingest.measured.latency.p50} ms, p99 ${ingest.measured.latency.p99} ms`,
      `${ingest.measured.errors + ingest.measured.timeouts} errors, ${ingest.measured.non2xx} non-2xx`,
      verdict(rate >= budget.rate * 0.98 && ingest.measured.latency.p99 < budget.p99Ms),
    ],
    [
      "Server CPU per beacon (user + system, /proc): what one core could take",
      `${Math.round(1e6 / ingest.cpuUs)}/s per core`,
      `${ingest.cpuUs.toFixed(0)} µs`,
      "",
      "shown: the rate above also measures the neighbours",
    ],
    [
      "SIGTERM after the run: rows written / 202s received (warm-up included)",
      `${ingest.rows} / ${ingest.accepted}`,
      "",
      `${lost} lost`,
      verdict(lost === 0),
    ],
    ...boardRows("SQLite", board),
    ...(boardPg
      ? boardRows("PostgreSQL", boardPg)
      : [["Dashboard on PostgreSQL", "", "", "", "not run: no TEST_POSTGRES_URL"]]),
  ];
  const table = [
    "| Measure | Rate | Latency | Errors / lost | Verdict |",
    "|---|--:|--:|--:|---|",
    ...rows.map((cells) => `| ${cells.join(" | ")} |`),
  ].join("\n");
  const report = `# Analytics benchmark

- Date: ${new Date().toISOString()}
- Machine: ${os.cpus()[0]?.model ?? "?"}, ${os.cpus().length} cores shared by autocannon and the server; load average ${loadAtStart} at start, ${(os.loadavg()[0] ?? 0).toFixed(1)} at end
- Budget: ingestion ≥ ${budget.rate}/s with p99 < ${budget.p99Ms} ms and 0 lost; dashboard's 90-day view p95 < ${budget.dashboardP95Ms} ms

${table}
`;
  console.log(`\n${report}`);
  writeFileSync(path.join(root, "bench", "results", "analytics.md"), report);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
