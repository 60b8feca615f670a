import { existsSync } from "node:fs";
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
