import { sql } from "kysely";
import type { AppDatabase } from "./db.server";

/**
 * After personal information is erased, leaves none of it in the database's files (decision 025).
 *
 * SQLite: `secure_delete` (set at open) zeroes the erased rows' bytes in the pages it frees or
 * rewrites. Here the search index is merged into one segment, so the trigrams of an erased lead
 * leave the index's older segments (whose pages are then zeroed), and the write-ahead log, which
 * still holds earlier copies of those pages, is checkpointed and truncated to nothing.
 *
 * PostgreSQL: a DELETE only marks rows dead. `VACUUM FULL` rewrites the tables that hold the
 * visitors' words into new files and removes the old ones. What it cannot reach: the WAL segments
 * written before (until PostgreSQL recycles them, or as long as WAL archives are kept), a standby's
 * copy until it replays, and blocks the file system has not reused; backups rotate (docs/operating.md).
 */
export async function scrubErased({ db, dialect }: AppDatabase, tables: readonly ScrubbedTable[]): Promise<void> {
  if (dialect === "sqlite") {
    if (tables.includes("leads")) await sql`insert into leads_search(leads_search) values ('optimize')`.execute(db);
    await sql`pragma wal_checkpoint(truncate)`.execute(db);
    return;
  }
  // A short exclusive lock per table: erasures are rare, and these tables are small.
  await sql`vacuum full ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db);
}

/** The tables whose erased rows held a visitor's own words. */
export type ScrubbedTable =
  | "leads"
  | "lead_events"
  | "lead_merged_addresses"
  | "meetings"
  | "newsletter_subscribers"
  | "newsletter_consents"
  | "webinar_registrations";
