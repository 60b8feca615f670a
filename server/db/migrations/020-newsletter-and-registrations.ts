import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#server/db/dialect.ts";
import { autoIncrementingPrimaryKey } from "./columns";

/**
 * The newsletter (decision 034): one row per address, a ledger of every consent given (what was
 * shown, where, when, how it was confirmed), and a suppression list of address hashes that outlives
 * an erasure. Webinar registrations, and one row per message a registrant was sent, so the periodic
 * job queues each reminder once whatever instance runs it.
 */
export function newsletterMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("newsletter_subscribers")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("email_key", "text", (col) => col.notNull().unique())
        .addColumn("lang", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull())
        .addColumn("confirm_token", "text")
        .addColumn("confirm_sent_at", "text")
        .addColumn("unsubscribe_token", "text", (col) => col.notNull().unique())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("confirmed_at", "text")
        .addColumn("unsubscribed_at", "text")
        .execute();
      await db.schema
        .createIndex("newsletter_subscribers_confirm_idx")
        .on("newsletter_subscribers")
        .column("confirm_token")
        .execute();
      await db.schema
        .createTable("newsletter_consents")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("subscriber_id", "integer", (col) =>
          col.notNull().references("newsletter_subscribers.id").onDelete("cascade"),
        )
        .addColumn("given_at", "text", (col) => col.notNull())
        .addColumn("source_page", "text", (col) => col.notNull())
        .addColumn("lang", "text", (col) => col.notNull())
        .addColumn("wording", "text", (col) => col.notNull())
        .addColumn("wording_version", "text", (col) => col.notNull())
        .addColumn("confirmed_at", "text")
        .addColumn("confirmed_by", "text")
        .addColumn("withdrawn_at", "text")
        .execute();
      await db.schema
        .createIndex("newsletter_consents_subscriber_idx")
        .on("newsletter_consents")
        .column("subscriber_id")
        .execute();
      await db.schema
        .createTable("newsletter_suppressions")
        .addColumn("email_hash", "text", (col) => col.primaryKey())
        .addColumn("reason", "text", (col) => col.notNull())
        .addColumn("at", "text", (col) => col.notNull())
        .execute();

      await db.schema
        .createTable("webinar_registrations")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("webinar_id", "text", (col) => col.notNull())
        .addColumn("lang", "text", (col) => col.notNull())
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("email_key", "text", (col) => col.notNull())
        .addColumn("firm", "text", (col) => col.notNull())
        .addColumn("source_page", "text", (col) => col.notNull())
        // The webinar's start when the person registered: what the retention purge counts from.
        .addColumn("starts_at", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addUniqueConstraint("webinar_registrations_once", ["webinar_id", "email_key"])
        .execute();
      await db.schema
        .createIndex("webinar_registrations_email_idx")
        .on("webinar_registrations")
        .column("email_key")
        .execute();
      await db.schema
        .createTable("webinar_mailings")
        .addColumn("registration_id", "integer", (col) =>
          col.notNull().references("webinar_registrations.id").onDelete("cascade"),
        )
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("queued_at", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("webinar_mailings_pk", ["registration_id", "kind"])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of [
        "webinar_mailings",
        "webinar_registrations",
        "newsletter_suppressions",
        "newsletter_consents",
        "newsletter_subscribers",
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
