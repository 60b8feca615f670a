import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Issue 48: the links of each issue as it was queued, and its clicks counted per link and day through
 * a first-party redirect, with nothing about the reader (decision 078).
 */
export const newsletterClicksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("newsletter_issues").addColumn("links", "text").execute();
    await db.schema
      .createTable("newsletter_clicks")
      .addColumn("issue_id", "integer", (col) => col.notNull().references("newsletter_issues.id").onDelete("cascade"))
      .addColumn("link", "integer", (col) => col.notNull())
      .addColumn("day", "text", (col) => col.notNull())
      .addColumn("clicks", "integer", (col) => col.notNull().defaultTo(0))
      .addPrimaryKeyConstraint("newsletter_clicks_pk", ["issue_id", "link", "day"])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("newsletter_clicks").execute();
    await db.schema.alterTable("newsletter_issues").dropColumn("links").execute();
  },
};
