/**
 * The databases the tests run against: SQLite always, PostgreSQL when TEST_POSTGRES_URL names a
 * server (e.g. postgres://postgres@127.0.0.1:55432/postgres) on which the tests may create and drop
 * databases. Free of Vitest, so Playwright specs use it too; `useTestDatabase` holds the Vitest hooks.
 */
import { createHash, randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { openDatabase } from "#server/db/db.server.ts";
import type { DialectName } from "#server/db/dialect.ts";

export const postgresServerUrl = process.env.TEST_POSTGRES_URL || undefined;

export const postgresSkippedLine =
  "PostgreSQL tests skipped: set TEST_POSTGRES_URL (e.g. postgres://postgres@127.0.0.1:55432/postgres) to run them.";

export type Backend = { name: DialectName; available: boolean };

export const sqliteBackend: Backend = { name: "sqlite", available: true };
export const postgresBackend: Backend = { name: "postgres", available: postgresServerUrl !== undefined };
export const backends: Backend[] = [sqliteBackend, postgresBackend];

export type TestDatabase = { url: string; drop(): Promise<void> };

/**
 * A database of its own, migrated: a file in a temporary folder, or a new PostgreSQL database. Each is
 * a copy of one migrated template (a file, or `CREATE DATABASE … TEMPLATE`), made once for the
 * migrations as they are: migrating each afresh cost about a second a test on PostgreSQL.
 */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "leads-test-"));
    const url = join(dir, "leads.db");
    copyFileSync(await sqliteTemplate(), url);
    return { url, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (!postgresServerUrl) throw new Error(postgresSkippedLine);
  const name = `leads_test_${randomBytes(8).toString("hex")}`;
  await onServer(`create database ${name} template ${await postgresTemplate()}`);
  return {
    url: databaseUrl(name),
    // FORCE: a child process or a server under test may still hold a connection.
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
}

/** The migrations' own text, so that a template made before a migration changed is never used. */
function migrationsDigest(): string {
  const folder = join(dirname(fileURLToPath(import.meta.url)), "../../server/db/migrations");
  const hash = createHash("sha256");
  for (const file of readdirSync(folder).sort()) hash.update(file).update(readFileSync(join(folder, file)));
  return hash.digest("hex").slice(0, 16);
}

let sqliteFile: Promise<string> | undefined;
/** One migrated file per process, removed when it exits. */
function sqliteTemplate(): Promise<string> {
  sqliteFile ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), "leads-template-"));
    process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, "template.db");
    await (await openDatabase(file)).close();
    return file;
  })();
  return sqliteFile;
}

/** Any fixed number, other than the site's own: the key of the lock under which a template is made. */
const TEMPLATE_LOCK_KEY = 0x7e_57_db;
let postgresName: Promise<string> | undefined;
/**
 * One migrated database per set of migrations, shared by every process of the run: the first to want
 * it makes it under an advisory lock, the others wait and find it. An older one is dropped.
 */
function postgresTemplate(): Promise<string> {
  postgresName ??= (async () => {
    const name = `leads_template_${migrationsDigest()}`;
    const client = new pg.Client({ connectionString: postgresServerUrl });
    await client.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY]);
      const found = await client.query("select datname from pg_database where datname like 'leads_template_%'");
      if (found.rows.some((row: { datname: string }) => row.datname === name)) return name;
      for (const { datname } of found.rows as { datname: string }[])
        await client.query(`drop database if exists ${datname} with (force)`);
      const building = `${name}_building`;
      await client.query(`create database ${building}`);
      await (await openDatabase(databaseUrl(building))).close();
      await client.query(`alter database ${building} rename to ${name}`);
      return name;
    } finally {
      await client.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_KEY]);
      await client.end();
    }
  })();
  return postgresName;
}

function databaseUrl(name: string): string {
  const url = new URL(postgresServerUrl as string);
  url.pathname = `/${name}`;
  return url.href;
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresServerUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Vitest global setup (vitest.config.ts): the skip is said once per run, not once per file. */
export function setup(): void {
  if (!postgresServerUrl) console.info(postgresSkippedLine);
}
