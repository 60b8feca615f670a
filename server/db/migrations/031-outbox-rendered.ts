import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The outbox keeps what it sends (issue 47, decision 072): each message, once rendered, holds its
 * recipient, subject, language, bodies and the rest of its headers, with a state (queued, sent,
 * failed, held, dropped) and the time of its last attempt. Rows from before take their state from
 * what the old columns said: sent if sent_at is set, queued otherwise. The back office lists
 * messages newest first, by state or kind, so each filter has an index ending in the id.
 */
export const outboxRenderedMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const add = (column: string) => db.schema.alterTable("outbox").addColumn(column, "text").execute();
    await db.schema
      .alterTable("outbox")
      .addColumn("state", "text", (col) => col.notNull().defaultTo("queued"))
      .execute();
    for (const column of ["recipient", "subject", "lang", "body_text", "body_html", "envelope", "last_attempt_at"]) {
      await add(column);
    }
    await sql`update outbox set state = 'sent' where sent_at is not null`.execute(db);
    await db.schema.createIndex("outbox_state_due_idx").on("outbox").columns(["state", "next_attempt_at"]).execute();
    await db.schema.createIndex("outbox_state_id_idx").on("outbox").columns(["state", "id"]).execute();
    await db.schema.createIndex("outbox_kind_id_idx").on("outbox").columns(["kind", "id"]).execute();
    await db.schema.createIndex("outbox_state_sent_idx").on("outbox").columns(["state", "sent_at"]).execute();
  },

  async down(db: Kysely<unknown>) {
    for (const index of [
      "outbox_state_due_idx",
      "outbox_state_id_idx",
      "outbox_kind_id_idx",
      "outbox_state_sent_idx",
    ]) {
      await db.schema.dropIndex(index).execute();
    }
    for (const column of [
      "state",
      "recipient",
      "subject",
      "lang",
      "body_text",
      "body_html",
      "envelope",
      "last_attempt_at",
    ]) {
      await db.schema.alterTable("outbox").dropColumn(column).execute();
    }
  },
};
