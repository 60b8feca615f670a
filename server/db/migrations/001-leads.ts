import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#server/db/dialect.ts";
import { autoIncrementingPrimaryKey } from "./columns";

export function leadsMigration(dialect: DialectName): Migration {
  const idColumn = autoIncrementingPrimaryKey(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("leads")
        .addColumn("id", "integer", idColumn)
        .addColumn("idempotency_key", "text", (col) => col.notNull().unique())
        .addColumn("first_name", "text", (col) => col.notNull())
        .addColumn("last_name", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("phone", "text")
        .addColumn("company", "text")
        .addColumn("topic", "text", (col) => col.notNull())
        .addColumn("message", "text", (col) => col.notNull())
        .addColumn("lang", "text", (col) => col.notNull())
        .addColumn("source_page", "text", (col) => col.notNull())
        .addColumn("consent_at", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("user_agent", "text")
        .execute();

      // Erasure requests match emails case-insensitively, so index the lowered form.
      await db.schema.createIndex("leads_email_idx").on("leads").expression(sql`lower(email)`).execute();
      await db.schema.createIndex("leads_created_at_idx").on("leads").column("created_at").execute();

      await db.schema
        .createTable("notifications")
        .addColumn("id", "integer", idColumn)
        .addColumn("lead_id", "integer", (col) => col.notNull().unique().references("leads.id").onDelete("cascade"))
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (col) => col.notNull())
        .addColumn("sent_at", "text")
        .addColumn("last_error", "text")
        .execute();

      await db.schema
        .createIndex("notifications_due_idx")
        .on("notifications")
        .columns(["sent_at", "next_attempt_at"])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("notifications").execute();
      await db.schema.dropTable("leads").execute();
    },
  };
}
