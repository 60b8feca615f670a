/**
 * Several instances on one PostgreSQL database (TEST_POSTGRES_URL): they share idempotency keys
 * and rate-limit counts, and may start at the same moment on an empty database.
 */
import { expect, test } from "@playwright/test";
import { sql } from "kysely";
import { type AppDatabase, openDatabase } from "#server/db/db.server.ts";
import { migrationsFor } from "#server/db/migrations/index.ts";
import { createLeadStore } from "#server/leads/store.server.ts";
import {
  createTestDatabase,
  postgresServerUrl,
  postgresSkippedLine,
  type TestDatabase,
} from "#tests/support/backends.ts";
import { awayFromMinuteBoundary, leadBody, postLead, type ServerProcess, startServer } from "./server-process";

/** Every migration, in order: what a new database must have applied. */
const allMigrations = Object.keys(migrationsFor("sqlite"));

// Said once, by the main process; workers load this file too.
if (!postgresServerUrl && process.env.TEST_WORKER_INDEX === undefined) console.info(postgresSkippedLine);

const PORTS = [4501, 4502] as const;

test.describe("several instances on PostgreSQL", () => {
  test.skip(!postgresServerUrl, postgresSkippedLine);
  // Fixed ports: one test at a time.
  test.describe.configure({ mode: "serial" });

  let database: TestDatabase;
  let servers: ServerProcess[];

  test.beforeEach(async () => {
    database = await createTestDatabase("postgres");
    servers = [];
  });

  test.afterEach(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  });

  /** Both instances at the same moment, on this test's database. */
  async function startBoth(env: Record<string, string> = {}): Promise<[ServerProcess, ServerProcess]> {
    const start = (port: number) => startServer(port, { DATABASE_URL: database.url, LOG_LEVEL: "warn", ...env });
    const [a, b] = await Promise.allSettled([start(PORTS[0]), start(PORTS[1])]);
    for (const result of [a, b]) if (result.status === "fulfilled") servers.push(result.value);
    if (a.status === "rejected") throw a.reason;
    if (b.status === "rejected") throw b.reason;
    return [a.value, b.value];
  }

  async function onDatabase<T>(read: (app: AppDatabase) => Promise<T>): Promise<T> {
    const app = await openDatabase(database.url);
    try {
      return await read(app);
    } finally {
      await app.close();
    }
  }

  test("started at the same moment on a new database, they migrate it once and both serve", async () => {
    const [a, b] = await startBoth();
    const names = await onDatabase(async (app) =>
      (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(app.db)).rows.map(
        (row) => row.name,
      ),
    );
    expect(names).toEqual(allMigrations);
    for (const [i, server] of [a, b].entries()) {
      expect((await postLead(server.url, leadBody(`instance-${i}@cabinet-test.ca`))).status).toBe(200);
      expect(server.stderr()).not.toMatch(/migration failed/i);
    }
    expect(await onDatabase((app) => createLeadStore(app).count())).toBe(2);
  });

  test("the same key sent to both stores one row", async () => {
    const [a, b] = await startBoth();
    const body = leadBody("twice@cabinet-test.ca", "one-form-key");

    const answers = await Promise.all([a, b, a, b].map((server) => postLead(server.url, body)));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const ids = new Set(await Promise.all(answers.map(async (answer) => (await answer.json()).leadId)));
    expect(ids.size).toBe(1);
    const stored = await onDatabase(async (app) => createLeadStore(app).list());
    expect(stored.map((lead) => lead.email)).toEqual(["twice@cabinet-test.ca"]);
  });

  test("the rate limit is shared: the 4th submission from one client, across both, gets 429", async () => {
    // Behind a load balancer: the client is the one X-Forwarded-For names.
    test.setTimeout(60_000);
    const [a, b] = await startBoth({ RATE_LIMIT_PER_MINUTE: "3", TRUST_PROXY: "127.0.0.1" });
    await awayFromMinuteBoundary();
    const from = { headers: { ...jsonForm, "x-forwarded-for": "203.0.113.50" } };

    const statuses: number[] = [];
    for (const [i, server] of [a, a, b, b].entries()) {
      statuses.push((await postLead(server.url, leadBody(`shared-${i}@cabinet-test.ca`), from)).status);
    }

    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another client is not held back by the first one's count.
    const other = { headers: { ...jsonForm, "x-forwarded-for": "198.51.100.60" } };
    expect((await postLead(b.url, leadBody("other@cabinet-test.ca"), other)).status).toBe(200);
  });
});

const jsonForm = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };
