import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { isPostgresUrl, sqlitePath } from "./db.server";

export const postgresBackupAdvice =
  'On PostgreSQL, back up with pg_dump (e.g. `pg_dump --format=custom --file=leads.dump "$DATABASE_URL"`) and restore with pg_restore (`pg_restore --clean --if-exists --dbname "$DATABASE_URL" leads.dump`).';

/**
 * A consistent copy of the SQLite database, taken while the server keeps writing: SQLite's online
 * backup copies the pages of one snapshot, so every lead committed before it began is in the copy.
 */
export async function backupSqlite(databaseUrl: string, file: string): Promise<void> {
  if (isPostgresUrl(databaseUrl)) throw new Error(postgresBackupAdvice);
  const source = new SQLite(sqlitePath(databaseUrl), { readonly: true, fileMustExist: true });
  try {
    await source.backup(file);
  } finally {
    source.close();
  }
}

/**
 * How long a backup is kept: the privacy policy promises that erased information is gone from the
 * backups within this many days (decision 025).
 */
export const BACKUP_KEEP_DAYS = 30;

const DAY_MS = 86_400_000;

/** leads-2026-11-25T031500Z.db: when it was taken, in UTC, sortable, in its name rather than in file times. */
const backupName = /^leads-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})Z\.db$/;

const nameFor = (at: Date) => `leads-${at.toISOString().slice(0, 19).replaceAll(":", "")}Z.db`;

function takenAt(name: string): number | undefined {
  const match = backupName.exec(name);
  return match ? Date.parse(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) : undefined;
}

/**
 * Today's backup into a folder of backups, then the folder's backups older than `keepDays` removed,
 * so none keeps erased information longer than the privacy policy says. Other files are left alone.
 */
export async function rotateBackups(
  databaseUrl: string,
  dir: string,
  { keepDays = BACKUP_KEEP_DAYS, now = new Date() }: { keepDays?: number; now?: Date } = {},
): Promise<{ file: string; removed: string[] }> {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, nameFor(now));
  await backupSqlite(databaseUrl, file);
  const cutoff = now.getTime() - keepDays * DAY_MS;
  const removed = readdirSync(dir)
    .filter((name) => join(dir, name) !== file && (takenAt(name) ?? Number.POSITIVE_INFINITY) < cutoff)
    .sort()
    .map((name) => join(dir, name));
  for (const old of removed) rmSync(old);
  return { file, removed };
}

/** A pg_dump as docs/operating.md's recipe names it; its time is the file's, as the name has only the day. */
const dumpName = /^leads-.*\.dump$/;

/**
 * The folder's newest backup, for the status screen and the alerts (decision 074): a SQLite backup
 * by the time in its name, a PostgreSQL dump by its file's time; undefined if there is none, or no folder.
 */
export function latestBackup(dir: string): { file: string; takenAt: Date; bytes: number } | undefined {
  if (!existsSync(dir)) return undefined;
  let latest: { file: string; takenAt: Date; bytes: number } | undefined;
  for (const name of readdirSync(dir)) {
    if (!backupName.test(name) && !dumpName.test(name)) continue;
    const file = join(dir, name);
    const stats = statSync(file);
    const at = takenAt(name) ?? stats.mtimeMs;
    if (!latest || at > latest.takenAt.getTime()) latest = { file, takenAt: new Date(at), bytes: stats.size };
  }
  return latest;
}

/** Puts a backup back in place of the database; the server must be stopped meanwhile. */
export async function restoreSqlite(file: string, databaseUrl: string): Promise<void> {
  if (isPostgresUrl(databaseUrl)) throw new Error(postgresBackupAdvice);
  if (!existsSync(file)) throw new Error(`No backup at ${file}`);
  const backup = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(sqlitePath(databaseUrl));
  } finally {
    backup.close();
  }
}
