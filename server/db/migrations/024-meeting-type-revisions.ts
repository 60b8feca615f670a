import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * A meeting type's revision, counted up by each save (decision 047). The back office's form sends the
 * revision it showed; a save made from an older one is refused, so an admin never overwrites, without
 * knowing, what another saved since their page was opened.
 */
export const meetingTypeRevisionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("meeting_types")
      .addColumn("revision", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("meeting_types").dropColumn("revision").execute();
  },
};
