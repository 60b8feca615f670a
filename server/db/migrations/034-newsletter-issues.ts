import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#server/db/dialect.ts";
import { autoIncrementingPrimaryKey } from "./columns";

/**
 * Issue 48: the newsletter issues the team writes (decision 078), one delivery row per issue and
 * subscriber, whose unique key is what keeps a subscriber to one copy across restarts and
 * instances (decision 079), and the test sends, each to a member's own address.
 */
export function newsletterIssuesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("newsletter_issues")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("lang", "text", (col) => col.notNull())
        .addColumn("subject", "text", (col) => col.notNull())
        .addColumn("preview", "text", (col) => col.notNull())
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("resource_ids", "text", (col) => col.notNull())
        .addColumn("state", "text", (col) => col.notNull().defaultTo("draft"))
        .addColumn("scheduled_at", "text")
        .addColumn("author_id", "integer", (col) => col.references("users.id").onDelete("set null"))
        .addColumn("author_email", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addColumn("queued_at", "text")
        .addColumn("finished_at", "text")
        .addColumn("recipients", "integer")
        .execute();
      await db.schema
        .createIndex("newsletter_issues_due_idx")
        .on("newsletter_issues")
        .columns(["state", "scheduled_at"])
        .execute();
      await db.schema
        .createTable("newsletter_deliveries")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("issue_id", "integer", (col) => col.notNull().references("newsletter_issues.id").onDelete("cascade"))
        .addColumn("subscriber_id", "integer", (col) =>
          col.references("newsletter_subscribers.id").onDelete("set null"),
        )
        .addColumn("email_hash", "text", (col) => col.notNull())
        .addColumn("state", "text", (col) => col.notNull().defaultTo("queued"))
        .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("queued_at", "text", (col) => col.notNull())
        .addUniqueConstraint("newsletter_deliveries_once", ["issue_id", "subscriber_id"])
        .execute();
      await db.schema
        .createIndex("newsletter_deliveries_state_idx")
        .on("newsletter_deliveries")
        .columns(["issue_id", "state"])
        .execute();
      await db.schema
        .createIndex("newsletter_deliveries_hash_idx")
        .on("newsletter_deliveries")
        .columns(["email_hash", "state"])
        .execute();
      await db.schema
        .createTable("newsletter_test_sends")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("issue_id", "integer", (col) => col.notNull().references("newsletter_issues.id").onDelete("cascade"))
        .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("at", "text", (col) => col.notNull())
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("newsletter_test_sends").execute();
      await db.schema.dropTable("newsletter_deliveries").execute();
      await db.schema.dropTable("newsletter_issues").execute();
    },
  };
}
