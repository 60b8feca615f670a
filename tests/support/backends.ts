/**
 * The databases the tests run against: SQLite always, PostgreSQL when TEST_POSTGRES_URL names a
 * server (e.g. postgres://postgres@127.0.0.1:55432/postgres) on which the tests may create and drop
 * databases. Free of Vitest, so Playwright specs use it too; `useTestDatabase` holds the Vitest hooks.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { DialectName } from "#server/db/dialect.ts";

export const postgresServerUrl = process.env.TEST_POSTGRES_URL || undefined;

export const postgresSkippedLine =
  "PostgreSQL tests skipped: set TEST_POSTGRES_URL (e.g. postgres://postgres@127.0.0.1:55432/postgres) to run them.";

export type Backend = { name: DialectName; available: boolean };

export const sqliteBackend: Backend = { name: "sqlite", available: true };
export const postgresBackend: Backend = { name: "postgres", available: postgresServerUrl !== undefined };
export const backends: Backend[] = [sqliteBackend, postgresBackend];

/** An empty database of its own: a file in a temporary folder, or a new PostgreSQL database. */
export type TestDatabase = { url: string; drop(): Promise<void> };

export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  if (dialect === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "leads-test-"));
    return { url: join(dir, "leads.db"), drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (!postgresServerUrl) throw new Error(postgresSkippedLine);
  const name = `leads_test_${randomBytes(8).toString("hex")}`;
  await onServer(`create database ${name}`);
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    // FORCE: a child process or a server under test may still hold a connection.
    drop: () => onServer(`drop database if exists ${name} with (force)`),
  };
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
