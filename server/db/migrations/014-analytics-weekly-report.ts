import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Who receives the weekly analytics report (issue 28): a row per user who opted in under My
 * account, with the random token of the link in each email that turns it off.
 */
export const analyticsWeeklyReportMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("analytics_report_subscriptions")
      .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
      .addColumn("stop_token", "text", (col) => col.notNull().unique())
      .addColumn("created_at", "text", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("analytics_report_subscriptions").execute();
  },
};
