import { once } from "node:events";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type AppDatabase,
  isUnavailable,
  MIGRATION_LOCK_KEY,
  openDatabase,
  writeTransaction,
} from "#server/db/db.server.ts";
import { migrationsFor } from "#server/db/migrations/index.ts";
import { backends, postgresBackend } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { sampleLead } from "#tests/support/sample-lead.ts";
import { importOf, runScript, startScript } from "#tests/support/script-process.ts";
import { createLeadStore } from "./store.server";

/** Every migration, in order: what a new database must have applied. */
const allMigrations = Object.keys(migrationsFor("sqlite"));

const DAY_MS = 86_400_000;
/** What the sales work adds to a lead, before anyone works on it. */
const unworked = { ownerId: null, nextStepOn: null, nextStepNote: null };
const NOW = new Date("2025-06-01T12:00:00.000Z");

async function countMessages(app: AppDatabase): Promise<number> {
  const { total } = await app.db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll().as("total"))
    .executeTakeFirstOrThrow();
  return Number(total);
}

async function appliedMigrations(app: AppDatabase): Promise<string[]> {
  const rows = await app.db
    .withoutPlugins()
    .selectFrom(sql.table("kysely_migration").as("m"))
    .select(sql<string>`name`.as("name"))
    .orderBy("name")
    .execute();
  return rows.map((row) => row.name);
}

describe("openDatabase on SQLite", () => {
  let dir: string;
  let opened: AppDatabase[];

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "leads-store-"));
    opened = [];
  });

  afterEach(async () => {
    await Promise.all(opened.map((app) => app.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  async function open(file = join(dir, "leads.db")): Promise<AppDatabase> {
    const app = await openDatabase(file);
    opened.push(app);
    return app;
  }

  it("creates a missing parent folder and accepts a file: URL", async () => {
    const file = join(dir, "nested", "deeper", "leads.db");
    const app = await open(pathToFileURL(file).href);
    expect(app.dialect).toBe("sqlite");
    expect(existsSync(file)).toBe(true);
  });

  it("configures SQLite for durable, concurrent writes", async () => {
    const { db } = await open();
    const pragma = async (name: string) =>
      Object.values((await sql.raw<Record<string, unknown>>(`pragma ${name}`).execute(db)).rows[0] ?? {})[0];
    expect(await pragma("journal_mode")).toBe("wal");
    expect(await pragma("synchronous")).toBe(2); // FULL
    expect(await pragma("busy_timeout")).toBe(5000);
    expect(await pragma("foreign_keys")).toBe(1);
  });

  it("lets processes that open a new file together all start, the tables made once", async () => {
    const file = join(dir, "leads.db");
    const child = `
      import { openDatabase } from ${importOf("../db/db.server.ts", import.meta.url)};
      const app = await openDatabase(process.argv[1]);
      await app.close();
    `;
    const outcomes = await Promise.allSettled(Array.from({ length: 4 }, () => runScript(child, [file])));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
    expect(await appliedMigrations(await open(file))).toEqual(allMigrations);
  });

  it("lets a transaction that reads before it writes commit while another process writes without pause", async () => {
    const file = join(dir, "leads.db");
    const { db } = await open(file);
    await sql`create table churn (n integer)`.execute(db);
    // Another process (the CLI, a second instance) commits a row every millisecond for as long as
    // this test runs: some of its commits land between a read and a write of ours.
    const writer = startScript(
      `import SQLite from "better-sqlite3";
       const db = new SQLite(process.argv[1]);
       db.pragma("busy_timeout = 5000");
       const insert = db.prepare("insert into churn values (1)");
       process.stdout.write("writing\\n");
       setInterval(() => insert.run(), 1);`,
      [file],
    );
    try {
      await once(writer.stdout, "data");
      await Promise.all(
        Array.from({ length: 50 }, () =>
          writeTransaction(db, async (trx) => {
            await sql`select count(*) from churn`.execute(trx);
            // The work a service does between its read and its write: time for the other to commit.
            await new Promise((resolve) => setTimeout(resolve, 1));
            await sql`insert into churn values (2)`.execute(trx);
          }),
        ),
      );
    } finally {
      writer.kill();
    }
    const { rows } = await sql<{ ours: number }>`select count(*) as ours from churn where n = 2`.execute(db);
    expect(rows[0]?.ours).toBe(50);
  });
});

describe.each(backends)("openDatabase on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("names its dialect", async () => {
    expect((await database.open()).dialect).toBe(backend.name);
  });

  it("runs migrations idempotently", async () => {
    await database.close(await database.open());
    const again = await database.open();
    const alongside = await database.open();
    expect(await appliedMigrations(again)).toEqual(allMigrations);
    expect(await createLeadStore(alongside).count()).toBe(0);
  });
});

describe("openDatabase on PostgreSQL", () => {
  const database = useTestDatabase(postgresBackend);

  it("migrates under an advisory lock, so instances starting together wait for each other", async () => {
    // Another instance is migrating: it holds the lock.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      let opened = false;
      const opening = database.open().then((app) => {
        opened = true;
        return app;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(opened).toBe(false);
      await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
      const app = await opening;
      expect(await appliedMigrations(app)).toEqual(allMigrations);
    } finally {
      await holder.end();
    }
  });

  it("reports a wait for a pool connection that timed out as the database being unavailable", async () => {
    // One timeout serves both the first connection and the wait for the second: it must leave the first
    // time to connect on a loaded machine (50 ms did not, once, with the suite beside five builds).
    const pool = new pg.Pool({ connectionString: database.url, max: 1, connectionTimeoutMillis: 2000 });
    // `end()` resolves before its connections have closed; dropping the test database then ends the
    // last one, which the pool repeats as its own "error". Unheard, that crashed the run (CI, once).
    // The site's own pool listens the same way (openPool in db.server.ts).
    pool.on("error", () => {});
    const held = await pool.connect();
    try {
      const refused = await pool.connect().catch((error: unknown) => error);
      expect(isUnavailable(refused)).toBe(true);
    } finally {
      held.release();
      await pool.end();
    }
  });

  it("opens many instances on a new database at once", async () => {
    const apps = await Promise.all(Array.from({ length: 6 }, () => database.open()));
    expect(await appliedMigrations(apps[0] as AppDatabase)).toEqual(allMigrations);
    const stores = apps.map((app) => createLeadStore(app));
    await Promise.all(stores.map((store, i) => store.submit(sampleLead(), `key-${i % 2}`)));
    expect(await stores[1]?.count()).toBe(2);
  });
});

describe.each(backends)("lead store on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("stores every field and queues its outbox messages", async () => {
    const app = await database.open();
    const store = createLeadStore(app, { now: () => NOW, outboxKinds: ["lead.email", "lead.webhook"] });
    const lead = sampleLead();

    const result = await store.submit(lead, "key-1");

    expect(result).toEqual({ id: expect.any(Number), created: true });
    expect(await store.list()).toEqual([{ ...lead, id: result.id, createdAt: NOW, status: "new", ...unworked }]);
    const messages = await app.db.selectFrom("outbox").selectAll().orderBy("kind").execute();
    expect(messages).toMatchObject(
      ["lead.email", "lead.webhook"].map((kind) => ({
        kind,
        lead_id: result.id,
        attempts: 0,
        next_attempt_at: NOW.toISOString(),
        sent_at: null,
        last_error: null,
      })),
    );
  });

  it("stores nullable fields as null", async () => {
    const store = createLeadStore(await database.open());
    await store.submit(sampleLead({ phone: null, company: null, userAgent: null }), "key-1");
    expect((await store.list())[0]).toMatchObject({ phone: null, company: null, userAgent: null });
  });

  it("stores a replayed idempotency key once and returns the same id", async () => {
    const app = await database.open();
    const store = createLeadStore(app, { outboxKinds: ["lead.email"] });

    const first = await store.submit(sampleLead(), "key-1");
    const replay = await store.submit(sampleLead({ message: "changed" }), "key-1");

    expect(replay).toEqual({ id: first.id, created: false });
    expect(await store.count()).toBe(1);
    expect((await store.list())[0]?.message).toBe(sampleLead().message);
    expect(await countMessages(app)).toBe(1);
  });

  it("stores one row when the same key is submitted concurrently", async () => {
    const app = await database.open();
    const store = createLeadStore(app, { outboxKinds: ["lead.email"] });

    const results = await Promise.all(Array.from({ length: 10 }, () => store.submit(sampleLead(), "key-1")));

    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await store.count()).toBe(1);
    expect(await countMessages(app)).toBe(1);
  });

  it("stores one row when several processes open a new database and submit the same key at once", async () => {
    const url = database.url;
    const child = `
      import { openDatabase } from ${importOf("../db/db.server.ts", import.meta.url)};
      import { createLeadStore } from ${importOf("./store.server.ts", import.meta.url)};
      const app = await openDatabase(process.argv[1]);
      const lead = JSON.parse(process.argv[2]);
      lead.consentAt = new Date(lead.consentAt);
      const store = createLeadStore(app, { outboxKinds: ["lead.email"] });
      const results = await Promise.all(Array.from({ length: 5 }, () => store.submit(lead, "key-1")));
      await app.close();
      console.log(JSON.stringify(results));
    `;
    const runChild = () => runScript(child, [url, JSON.stringify(sampleLead())]);

    // allSettled: a failing child must not leave the others writing after cleanup.
    const outputs = await Promise.allSettled(Array.from({ length: 4 }, runChild));

    const results: { id: number; created: boolean }[] = outputs.flatMap((output) => {
      if (output.status === "rejected") throw output.reason;
      return JSON.parse(output.value.stdout);
    });
    expect(results).toHaveLength(20);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await createLeadStore(await database.open()).count()).toBe(1);
  });

  it("refuses an empty idempotency key", async () => {
    const store = createLeadStore(await database.open());
    await expect(store.submit(sampleLead(), " ")).rejects.toThrow(/idempotency key/);
  });

  it("lists newest first", async () => {
    let now = NOW;
    const store = createLeadStore(await database.open(), { now: () => now });
    await store.submit(sampleLead({ firstName: "Older" }), "key-1");
    now = new Date(NOW.getTime() + 1000);
    await store.submit(sampleLead({ firstName: "Newer" }), "key-2");

    expect((await store.list()).map((lead) => lead.firstName)).toEqual(["Newer", "Older"]);
  });

  it("deletes by email case-insensitively, with its pending outbox message", async () => {
    const app = await database.open();
    const store = createLeadStore(app, { outboxKinds: ["lead.email"] });
    await store.submit(sampleLead({ email: "Marie.Tremblay@Example.com" }), "key-1");
    await store.submit(sampleLead({ email: "marie.tremblay@example.COM" }), "key-2");
    await store.submit(sampleLead({ email: "someone.else@example.com" }), "key-3");

    expect(await store.deleteByEmail("MARIE.TREMBLAY@example.com")).toBe(2);
    expect((await store.list()).map((lead) => lead.email)).toEqual(["someone.else@example.com"]);
    expect(await countMessages(app)).toBe(1);
    expect(await store.deleteByEmail("nobody@example.com")).toBe(0);
  });

  it("purges leads older than the retention period, but none whose notification is still pending", async () => {
    let now = new Date(NOW.getTime() - 40 * DAY_MS);
    const app = await database.open();
    const store = createLeadStore(app, { now: () => now, outboxKinds: ["lead.email"] });
    const { id: forty } = await store.submit(sampleLead({ firstName: "Forty" }), "key-40");
    await store.submit(sampleLead({ firstName: "Unsent" }), "key-unsent");
    now = new Date(NOW.getTime() - 20 * DAY_MS);
    await store.submit(sampleLead({ firstName: "Twenty" }), "key-20");
    now = NOW;
    await store.submit(sampleLead({ firstName: "Today" }), "key-0");
    await app.db
      .updateTable("outbox")
      .set({ sent_at: NOW.toISOString(), state: "sent" })
      .where("lead_id", "=", forty)
      .execute();

    expect(await store.purgeOlderThan(30)).toEqual([forty]);
    expect((await store.list()).map((lead) => lead.firstName)).toEqual(["Today", "Twenty", "Unsent"]);
    expect(await countMessages(app)).toBe(3);
    await expect(store.purgeOlderThan(-1)).rejects.toThrow(RangeError);
  });

  it("keeps leads and idempotency across close and reopen", async () => {
    const first = await database.open();
    const { id } = await createLeadStore(first, { now: () => NOW }).submit(sampleLead(), "key-1");
    await database.close(first);

    const store = createLeadStore(await database.open());
    expect(await store.list()).toEqual([{ ...sampleLead(), id, createdAt: NOW, status: "new", ...unworked }]);
    expect(await store.submit(sampleLead(), "key-1")).toEqual({ id, created: false });
  });

  it("fails only the bad lead of a batch: the others written with it are stored and acknowledged", async () => {
    const store = createLeadStore(await database.open());
    const leads = ["Un", "Deux", "Trois", "Quatre", "Cinq"].map((firstName) => sampleLead({ firstName }));
    // A lead the database refuses (NOT NULL), arriving in the same batch as five good ones.
    const bad = sampleLead({ firstName: null as unknown as string });

    const results = await Promise.allSettled([
      ...leads.slice(0, 2).map((lead, i) => store.submit(lead, `good-${i}`)),
      store.submit(bad, "bad"),
      ...leads.slice(2).map((lead, i) => store.submit(lead, `good-${i + 2}`)),
    ]);

    expect(results.map((result) => result.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    expect((await store.list()).map((lead) => lead.firstName).sort()).toEqual([
      "Cinq",
      "Deux",
      "Quatre",
      "Trois",
      "Un",
    ]);
  });

  it.runIf(backend.name === "postgres")(
    "tries a batch again after a serialization failure or a deadlock, storing each lead once",
    async () => {
      const app = await database.open();
      // A real error from the database, as a conflict between instances gives: the first two inserts
      // fail with 40001 then 40P01 (a sequence, so the count survives the rolled-back transactions).
      await sql`create sequence conflicts`.execute(app.db);
      await sql`create function conflict_twice() returns trigger language plpgsql as $$
        declare n bigint := nextval('conflicts');
        begin
          if n = 1 then raise exception 'serialization failure' using errcode = '40001'; end if;
          if n = 2 then raise exception 'deadlock' using errcode = '40P01'; end if;
          return new;
        end $$`.execute(app.db);
      await sql`create trigger conflict_twice before insert on leads for each row execute function conflict_twice()`.execute(
        app.db,
      );
      const store = createLeadStore(app);

      const results = await Promise.all([store.submit(sampleLead(), "key-1"), store.submit(sampleLead(), "key-2")]);

      expect(results.map((result) => result.created)).toEqual([true, true]);
      expect(await store.count()).toBe(2);
    },
  );
});
