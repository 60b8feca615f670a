import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Sign-in failures counted per account and client address (decision 025), replacing the count per
 * typed address alone (migration 004), which let a stranger lock anyone out. Both keys are SHA-256
 * hashes: the typed address, known account or not, and the client IP. `email_key` is indexed so an
 * account's locks can be listed and lifted (`users reset`, and later the back office).
 */
export const signInThrottlesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("sign_in_throttles")
      .addColumn("email_key", "text", (col) => col.notNull())
      .addColumn("address_key", "text", (col) => col.notNull())
      .addColumn("failures", "integer", (col) => col.notNull())
      .addColumn("last_failed_at", "text", (col) => col.notNull())
      .addColumn("locked_until", "text")
      .addPrimaryKeyConstraint("sign_in_throttles_pkey", ["email_key", "address_key"])
      .execute();
    // Pruning deletes by age alone.
    await db.schema
      .createIndex("sign_in_throttles_last_failed_idx")
      .on("sign_in_throttles")
      .column("last_failed_at")
      .execute();
    // Counts of the old kind are short-lived (15 minutes) and would lock nobody now.
    await db.schema.dropTable("sign_in_failures").execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("sign_in_throttles").execute();
    await db.schema
      .createTable("sign_in_failures")
      .addColumn("email_key", "text", (col) => col.primaryKey())
      .addColumn("failures", "integer", (col) => col.notNull())
      .addColumn("last_failed_at", "text", (col) => col.notNull())
      .addColumn("locked_until", "text")
      .execute();
  },
};
