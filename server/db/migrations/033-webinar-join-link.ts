import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * A webinar's join link (issue 46, item 12; decision 076): sent to its registrants in their
 * confirmation and reminders, never shown on its public page. Null for every other kind, and for a
 * webinar whose link is not known yet.
 */
export const webinarJoinLinkMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("resources").addColumn("join_url", "text").execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("resources").dropColumn("join_url").execute();
  },
};
