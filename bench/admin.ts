/**
 * The back office under a realistic volume: 100,000 leads shared among 20 members, and the inbox
 * asked for a page with a filter and a search term, for "my leads" and for "due today", through HTTP
 * to the production server, one request at a time (the latency a team member feels); then the merge
 * of two leads with 500 history rows each, in process; and the outbox screen over 100,000 messages,
 * by state and kind and deep in its pages, signed in as an admin (issue 47). `npm run bench:admin`;
 * writes bench/results/admin.md.
 *
 * SQLite always; PostgreSQL too when TEST_POSTGRES_URL names a server the benchmark may create a
 * database on (as the tests do).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Insertable, sql } from "kysely";
import { leadStatuses } from "#common/admin/lead-status.ts";
import { contactTopics } from "#common/forms/contact-schema.ts";
import { siteDay } from "#common/site/day.ts";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { builtSiteUrl } from "#server/http/built-origin.server.ts";
import { contactKeys } from "#server/leads/contact-keys.ts";
import { searchText } from "#server/leads/search-text.ts";
import type { LeadsTable } from "#server/leads/tables.ts";
import type { OutboxTable } from "#server/mail/tables.ts";
import { createSalesDesk } from "#server/sales/sales.server.ts";
import { createAdminUser, signInSession, testPassword } from "#tests/support/admin.ts";
import { createTestDatabase, postgresServerUrl } from "#tests/support/backends.ts";
import { cleanup, onCleanup, root, startServer } from "./processes";

const leadCount = 100_000;
const requestsPerQuery = 60;
const warmup = 10;
const budgetP95Ms = 150;
const memberCount = 20;
const mergeHistory = 500;
const mergeRuns = 5;
const budgetMergeMs = 200;
// The server listens where the build says the site is: React Router refuses an action whose Origin
// is not the host it was sent to, so sign-in must come from the same origin.
const base = new URL(builtSiteUrl("build") ?? "http://127.0.0.1:4173").origin;
const port = Number(new URL(base).port || 80);

/** Filters and search words a team member would use; the words occur in some seeded leads, not most. */
const queries = [
  "view=all&status=new&q=gagnon",
  "view=all&topic=mga&q=cabinet%20roy",
  "view=all&lang=en&q=renewal",
  "view=all&status=contacted&from=2025-01-01&to=2025-12-31&q=lavoie",
  "view=all&q=nobody-has-this-word",
  // A member's own views: their 4,762 leads, and the steps due by today among them.
  "",
  "view=due",
  "status=new",
];
/** One person's address, as a reply or an access request has it: a single match among 100,000. */
const onePerson = () => `view=all&q=${encodeURIComponent(seededLead(4242).email)}`;

const messageCount = 100_000;
const messageKinds = ["lead.email", "booking.confirmation.visitor", "booking.confirmation.staff", "sales.digest"];
/** The outbox screen as an admin uses it: the newest, by state, by kind, both, and deep in the pages. */
const outboxQueries = [
  "",
  "state=failed",
  "state=held",
  "kind=sales.digest",
  "state=sent&kind=booking.confirmation.visitor",
  `before=${messageCount / 2}`,
  `state=sent&before=${messageCount / 4}`,
];

/**
 * Message i, rendered: one in 50 failed, one in 20 held, one in 100 queued (for a time after the
 * benchmark, so the server's outbox leaves it), the rest sent; kinds in turn.
 */
function seededMessage(i: number): Insertable<OutboxTable> {
  const at = new Date(Date.UTC(2024, 11, 1) + Math.floor((i / messageCount) * 730 * 86_400_000)).toISOString();
  const state = i % 50 === 0 ? "failed" : i % 20 === 0 ? "held" : i % 100 === 1 ? "queued" : "sent";
  const lead = seededLead(i);
  return {
    kind: messageKinds[i % messageKinds.length] as string,
    state,
    attempts: state === "held" || state === "queued" ? 0 : 1,
    next_attempt_at: state === "queued" ? "2100-01-01T00:00:00.000Z" : at,
    created_at: at,
    last_attempt_at: state === "queued" ? null : at,
    sent_at: state === "sent" ? at : null,
    last_error:
      state === "failed" ? "550 Can't send mail - all recipients were rejected: 550 5.1.1 Mailbox unavailable" : null,
    recipient: lead.email,
    subject: `Nouvelle demande : ${lead.first_name} ${lead.last_name}`,
    lang: lead.lang,
    body_text: lead.message,
    envelope: JSON.stringify({ to: lead.email }),
  };
}

const firstNames = ["Marie", "Luc", "Sophie", "Jean", "Chloé", "Karim", "Nadia", "Paul", "Émilie", "Sam"];
const lastNames = ["Tremblay", "Gagnon", "Roy", "Côté", "Bouchard", "Gauthier", "Morin", "Lavoie", "Fortin", "Nguyen"];
const phrases = [
  "Nous aimerions voir l’assistant en action pour notre équipe.",
  "Could you walk us through policy renewal follow-ups?",
  "Question sur l’impartition de l’administration des polices.",
  "Looking for help with commission reconciliation.",
  "Intéressés par une démonstration pour nos conseillers.",
];

/**
 * Deterministic, so runs compare: lead i gets the i-th combination, spread over two years; 20 in 21
 * have one of the members (ids 1 to 20) as owner, and one in ten of those a next step within a month
 * either side of today.
 */
function seededLead(i: number): Insertable<LeadsTable> {
  const pick = <T>(list: readonly T[], salt: number) =>
    list[(i * 7 + salt * 13 + Math.floor(i / list.length)) % list.length] as T;
  const at = new Date(Date.UTC(2024, 11, 1) + Math.floor((i / leadCount) * 730 * 86_400_000)).toISOString();
  const first = pick(firstNames, 1);
  const last = pick(lastNames, 2);
  const email = `${first}.${last}.${i}@example.com`.toLowerCase();
  const company = `Cabinet ${pick(lastNames, 3)}`;
  const message = pick(phrases, 5);
  const owned = i % 21 !== 0;
  const step = owned && Math.floor(i / memberCount) % 10 === 1;
  const keys = contactKeys(email, null);
  return {
    owner_id: owned ? (i % memberCount) + 1 : null,
    next_step_on: step ? siteDay(new Date(Date.now() + ((i % 61) - 30) * 86_400_000)) : null,
    next_step_note: step ? "Rappeler" : null,
    email_key: keys.emailKey,
    phone_key: keys.phoneKey,
    idempotency_key: `bench-${i}`,
    first_name: first,
    last_name: last,
    email,
    phone: null,
    company,
    topic: pick(contactTopics, 4),
    message,
    search_text: searchText([first, last, email, company, message]),
    lang: i % 3 === 0 ? "en" : "fr",
    source_page: "/contact",
    consent_at: at,
    created_at: at,
    user_agent: null,
    status: pick(leadStatuses, 6),
  };
}

/** The members first (ids 1 to 20, the owners the leads name), then the leads; returns the seconds taken. */
async function seed(databaseUrl: string): Promise<number> {
  const started = performance.now();
  for (let k = 0; k < memberCount; k++) await createAdminUser(databaseUrl, { role: "staff" });
  const app = await openDatabase(databaseUrl);
  try {
    for (let start = 0; start < leadCount; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, leadCount - start) }, (_, k) => seededLead(start + k));
      // 1,000 rows × 19 columns stays under PostgreSQL's 65,535 parameters per statement.
      await app.db.insertInto("leads").values(rows).execute();
    }
    for (let start = 0; start < messageCount; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, messageCount - start) }, (_, k) => seededMessage(start + k));
      await app.db.insertInto("outbox").values(rows).execute();
    }
    // The planner's statistics, as PostgreSQL's autovacuum would gather them soon after such a load.
    await sql`analyze`.execute(app.db);
  } finally {
    await app.close();
  }
  return (performance.now() - started) / 1000;
}

const loadAtEnd = () => (os.loadavg()[0] ?? 0).toFixed(1);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

type Row = { database: string; query: string; matches: string; p50: number; p95: number; max: number };
type MergeRow = { database: string; runs: number[] };

/**
 * Two leads of one person with 500 history rows each (status changes and notes), merged by the
 * service as the lead page does, `mergeRuns` times over fresh pairs, among the 100,000 leads.
 */
async function measureMerge(database: string, databaseUrl: string): Promise<MergeRow> {
  const app = await openDatabase(databaseUrl);
  const runs: number[] = [];
  try {
    const sales = createSalesDesk(app, createAuditLog(app));
    const admin = { id: 1, email: "bench@example.com", role: "admin" as const };
    for (let run = 0; run < mergeRuns; run++) {
      const pair: number[] = [];
      for (const side of [0, 1]) {
        const lead = { ...seededLead(leadCount + run * 2 + side), idempotency_key: `merge-${run}-${side}` };
        const { id } = await app.db.insertInto("leads").values(lead).returning("id").executeTakeFirstOrThrow();
        const events = Array.from({ length: mergeHistory }, (_, k) => ({
          lead_id: id,
          at: new Date().toISOString(),
          actor_id: 1,
          actor_email: admin.email,
          ...(k % 2 ? { note: `Note ${k}` } : { from_status: "new" as const, to_status: "contacted" as const }),
        }));
        for (let k = 0; k < events.length; k += 250)
          await app.db
            .insertInto("lead_events")
            .values(events.slice(k, k + 250))
            .execute();
        pair.push(id);
      }
      const started = performance.now();
      if (!(await sales.merge(pair[0] as number, pair[1] as number, admin))) throw new Error("merge refused");
      runs.push(performance.now() - started);
      const kept = await app.db
        .selectFrom("lead_events")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("lead_id", "=", pair[0] as number)
        .executeTakeFirstOrThrow();
      if (Number(kept.n) !== mergeHistory * 2 + 1) throw new Error(`merge kept ${kept.n} history rows`);
    }
  } finally {
    await app.close();
  }
  console.log(
    `${database}: merges of 2 × ${mergeHistory} history rows took ${runs.map((ms) => ms.toFixed(1)).join(", ")} ms`,
  );
  return { database, runs };
}

async function measure(database: string, databaseUrl: string): Promise<Row[]> {
  const seconds = await seed(databaseUrl);
  console.log(`${database}: ${leadCount.toLocaleString("en-CA")} leads seeded in ${seconds.toFixed(1)} s`);
  const server = await startServer(port, { DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", SMTP_URL: undefined });
  // Signed in as member 1, the owner of one lead in twenty.
  const session = await signInSession(base, {
    id: 1,
    email: await memberEmail(databaseUrl, 1),
    password: testPassword,
    role: "staff",
  });
  const rows: Row[] = [];
  for (const query of [...queries, onePerson()]) {
    rows.push(await timed(database, query, `/admin/leads?${query}`, session.cookie, /<li class="grid gap-x-6/g));
  }
  // The outbox screen, for an admin: one row of its table per message, each with its state.
  const admin = await createAdminUser(databaseUrl, { role: "admin" });
  const adminSession = await signInSession(base, admin);
  for (const query of outboxQueries) {
    const url = `/admin/outbox?${query}`;
    rows.push(await timed(database, `outbox: ${query}`, url, adminSession.cookie, /<td class="[^"]*" data-state=/g));
  }
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  return rows;
}

/** `requestsPerQuery` sequential GETs of `path` (after `warmup` not counted), and the rows on the last page. */
async function timed(database: string, query: string, path: string, cookie: string, pageRow: RegExp): Promise<Row> {
  const times: number[] = [];
  let matches = "";
  for (let i = 0; i < warmup + requestsPerQuery; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie } });
    const html = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    if (i >= warmup) times.push(elapsed);
    matches = String((html.match(pageRow) ?? []).length);
  }
  times.sort((a, b) => a - b);
  return {
    database,
    query,
    matches: matches === "50" ? "50 (full page)" : matches,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) as number,
  };
}

async function memberEmail(databaseUrl: string, id: number): Promise<string> {
  const app = await openDatabase(databaseUrl);
  try {
    return (await app.db.selectFrom("users").select("email").where("id", "=", id).executeTakeFirstOrThrow()).email;
  } finally {
    await app.close();
  }
}

function mergeTable(rows: MergeRow[]): string {
  return [
    `| Database | Merge of 2 leads × ${mergeHistory} history rows (${mergeRuns} runs), ms | max ms | Verdict (< ${budgetMergeMs} ms) |`,
    "|---|---|--:|---|",
    ...rows.map((r) => {
      const max = Math.max(...r.runs);
      return `| ${r.database} | ${r.runs.map((ms) => ms.toFixed(1)).join(", ")} | ${max.toFixed(1)} | ${max < budgetMergeMs ? "pass" : "**FAIL**"} |`;
    }),
  ].join("\n");
}

function table(rows: Row[]): string {
  const ms = (value: number) => value.toFixed(1);
  return [
    "| Database | Inbox or outbox query (inbox's empty: my leads) | Rows on page | p50 ms | p95 ms | max ms | Verdict (p95 < 150 ms) |",
    "|---|---|--:|--:|--:|--:|---|",
    ...rows.map(
      (r) =>
        `| ${r.database} | \`${r.query}\` | ${r.matches} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.max)} | ${r.p95 < budgetP95Ms ? "pass" : "**FAIL**"} |`,
    ),
  ].join("\n");
}

async function main() {
  if (!existsSync(path.join(root, "build", "server", "index.js"))) {
    const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (built.status !== 0) throw new Error("npm run build failed");
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), "bench-admin-"));
  onCleanup(() => rmSync(tmp, { recursive: true, force: true }));
  const loadAtStart = (os.loadavg()[0] ?? 0).toFixed(1);

  const sqliteUrl = path.join(tmp, "leads.db");
  const rows = await measure("SQLite", sqliteUrl);
  const merges = [await measureMerge("SQLite", sqliteUrl)];
  if (postgresServerUrl) {
    const database = await createTestDatabase("postgres");
    onCleanup(() => database.drop());
    rows.push(...(await measure("PostgreSQL", database.url)));
    merges.push(await measureMerge("PostgreSQL", database.url));
  } else {
    console.log("PostgreSQL skipped: set TEST_POSTGRES_URL to measure it too.");
  }

  const report = `# Back-office benchmark (\`npm run bench:admin\`)

${new Date().toISOString()}, ${os.cpus().length} cores, load average ${loadAtStart} at start, ${loadAtEnd()} at the end.
${leadCount.toLocaleString("en-CA")} leads over two years, 20 in 21 owned by one of ${memberCount} members, one in ten of
those with a next step; then ${requestsPerQuery} sequential GETs of \`/admin/leads?…\` per query (after ${warmup} not
counted), signed in as one of the members, through the production server (\`server/index.ts\`, LOG_LEVEL=silent). Each
time is the whole request: session check, the page's leads, the counts per status, server rendering, transfer. The
empty query is the default view, "my leads"; \`view=due\` is "due today and overdue"; \`view=all\` is everyone's.
The same database holds ${messageCount.toLocaleString("en-CA")} outbox messages (four kinds; one in 50 failed, one in 20
held, one in 100 queued, the rest sent): the "outbox:" rows are \`/admin/outbox?…\`, signed in as an admin.

${table(rows)}

${mergeTable(merges)}
`;
  writeFileSync(path.join(root, "bench", "results", "admin.md"), report);
  console.log(`\n${report}`);
  const failed = rows.filter((row) => row.p95 >= budgetP95Ms);
  if (failed.length || merges.some((row) => Math.max(...row.runs) >= budgetMergeMs)) process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanup());
