import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Rate-limit counts shared by every instance on the database: one row per key per window, bumped
 * atomically by an upsert. Same SQL on both dialects; on SQLite it stays unused (one process
 * counts in memory) and harmless.
 */
export const rateLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("rate_limits")
      .addColumn("key", "text", (col) => col.notNull())
      .addColumn("window_start", "text", (col) => col.notNull())
      .addColumn("count", "integer", (col) => col.notNull())
      .addPrimaryKeyConstraint("rate_limits_pkey", ["key", "window_start"])
      .execute();
    // Pruning deletes by window alone.
    await db.schema.createIndex("rate_limits_window_start_idx").on("rate_limits").column("window_start").execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("rate_limits").execute();
  },
};
