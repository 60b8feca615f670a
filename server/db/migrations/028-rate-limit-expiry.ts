import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Each rate-limit row says when it may go (issue 44): limits of different windows share the table,
 * the per-minute forms' limit, the 15-minute sign-in limit and the hourly limit on emails a public
 * form sends to one mailbox, and pruning by one limiter's window erased the longer windows' counts.
 * A count is kept through the window after its own, as before. Rows from before have no expiry
 * (''): the next prune takes them, and those counts were a minute or a quarter-hour's anyway. The
 * index on window_start stays for this release: instances of the one before still prune by it
 * during a rolling deploy.
 */
export const rateLimitExpiryMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("rate_limits")
      .addColumn("expires_at", "text", (col) => col.notNull().defaultTo(""))
      .execute();
    await db.schema.createIndex("rate_limits_expires_at_idx").on("rate_limits").column("expires_at").execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("rate_limits_expires_at_idx").execute();
    await db.schema.alterTable("rate_limits").dropColumn("expires_at").execute();
  },
};
