import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#server/db/dialect.ts";
import { autoIncrementingPrimaryKey } from "./columns";

/**
 * One outbox for every message the site sends (lead emails, webhooks, booking invitations and
 * reminders): a row per message, of a kind whose handler renders and delivers it when due. A message
 * about a lead points at it, so erasing the lead erases its pending messages too.
 *
 * The lead notifications still pending move here; marking them sent in the old table keeps an
 * instance of the previous release, still running during a deploy, from sending them a second time.
 * The old table is dropped in a later release.
 */
export function outboxMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("outbox")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("lead_id", "integer", (col) => col.references("leads.id").onDelete("cascade"))
        .addColumn("ref_id", "integer")
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (col) => col.notNull())
        .addColumn("sent_at", "text")
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["sent_at", "next_attempt_at"]).execute();
      await db.schema.createIndex("outbox_lead_idx").on("outbox").column("lead_id").execute();
      await db.schema.createIndex("outbox_ref_idx").on("outbox").columns(["kind", "ref_id"]).execute();

      await sql`
        insert into outbox (kind, lead_id, attempts, next_attempt_at, sent_at, last_error, created_at)
        select 'lead.email', lead_id, attempts, next_attempt_at, sent_at, last_error, next_attempt_at
        from notifications`.execute(db);
      await sql`update notifications set sent_at = ${new Date().toISOString()} where sent_at is null`.execute(db);
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("outbox").execute();
    },
  };
}
