import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * A member's hours and profile each count their saves, as meeting types do (decision 047): the member
 * and any admin can edit them, and a save made from a page opened before another's save is refused
 * instead of silently undoing it. Rows saved before count from 0, as a member with no row does.
 */
export const memberSettingsRevisionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ["staff_hours", "staff_profiles"]) {
      await db.schema
        .alterTable(table)
        .addColumn("revision", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
    }
  },

  async down(db: Kysely<unknown>) {
    for (const table of ["staff_hours", "staff_profiles"])
      await db.schema.alterTable(table).dropColumn("revision").execute();
  },
};
