import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The visitor's answers to their meeting type's questions (issue 25), kept with the meeting as a JSON
 * list of `{ fr, en, answer }`: each answer beside the question as it was asked, in both languages,
 * so a question edited or removed later does not change what an answer meant. Null: none asked or
 * none answered. Erased with the meeting.
 */
export const meetingAnswersMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("meetings").addColumn("answers", "text").execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("meetings").dropColumn("answers").execute();
  },
};
