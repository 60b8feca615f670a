import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Bounds on what one meeting's link can do (decision 026): how many times the visitor has moved it,
 * and the visitor's latest email about it (its outbox row and when it is due), so the next one
 * waits until ten minutes after it.
 */
export const meetingMovesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("meetings")
      .addColumn("moves", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable("meetings").addColumn("visitor_notice_id", "integer").execute();
    await db.schema.alterTable("meetings").addColumn("visitor_notice_at", "text").execute();
  },

  async down(db: Kysely<unknown>) {
    for (const column of ["visitor_notice_at", "visitor_notice_id", "moves"])
      await db.schema.alterTable("meetings").dropColumn(column).execute();
  },
};
