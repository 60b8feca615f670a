import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#server/db/dialect.ts";
import { contactKeys } from "#server/leads/contact-keys.ts";

/**
 * The sales team's work on leads (decision 030): an owner (none means the unassigned queue), a next
 * step (a day on the team's calendar and a short note), keys that find the same person twice, who
 * has opened which lead, and two choices per member (the morning digest, a turn in the round-robin).
 * History rows gain a kind and a detail, for assignments, steps and merges.
 */
export function salesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("leads")
        .addColumn("owner_id", "integer", (col) => col.references("users.id").onDelete("set null"))
        .execute();
      await db.schema.alterTable("leads").addColumn("next_step_on", "text").execute();
      await db.schema.alterTable("leads").addColumn("next_step_note", "text").execute();
      await db.schema
        .alterTable("leads")
        .addColumn("email_key", "text", (col) => col.notNull().defaultTo(""))
        .execute();
      await db.schema.alterTable("leads").addColumn("phone_key", "text").execute();
      await fillContactKeys(db);
      // "My leads" pages newest first among one owner's; "due" reads one owner's steps up to today.
      await db.schema.createIndex("leads_owner_page_idx").on("leads").columns(["owner_id", "id"]).execute();
      await db.schema.createIndex("leads_owner_step_idx").on("leads").columns(["owner_id", "next_step_on"]).execute();
      await db.schema.createIndex("leads_email_key_idx").on("leads").column("email_key").execute();
      await db.schema.createIndex("leads_phone_key_idx").on("leads").column("phone_key").execute();

      await db.schema.alterTable("lead_events").addColumn("kind", "text").execute();
      await db.schema.alterTable("lead_events").addColumn("detail", "text").execute();

      await db.schema
        .alterTable("users")
        .addColumn("wants_digest", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable("users")
        .addColumn("in_round_robin", "integer", (col) => col.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable("lead_reads")
        .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("lead_id", "integer", (col) => col.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("read_at", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("lead_reads_pk", ["user_id", "lead_id"])
        .execute();
      await db.schema.createIndex("lead_reads_lead_idx").on("lead_reads").column("lead_id").execute();
      if (dialect === "postgres") await sql`analyze leads`.execute(db);
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("lead_reads").execute();
      await db.schema.alterTable("users").dropColumn("in_round_robin").execute();
      await db.schema.alterTable("users").dropColumn("wants_digest").execute();
      await db.schema.alterTable("lead_events").dropColumn("detail").execute();
      await db.schema.alterTable("lead_events").dropColumn("kind").execute();
      for (const index of [
        "leads_phone_key_idx",
        "leads_email_key_idx",
        "leads_owner_step_idx",
        "leads_owner_page_idx",
      ]) {
        await db.schema.dropIndex(index).execute();
      }
      for (const column of ["phone_key", "email_key", "next_step_note", "next_step_on", "owner_id"]) {
        await db.schema.alterTable("leads").dropColumn(column).execute();
      }
    },
  };
}

/** The leads stored before this migration get their keys, a thousand at a time. */
async function fillContactKeys(db: Kysely<unknown>) {
  for (let after = 0; ; ) {
    const { rows } = await sql<{ id: number; email: string; phone: string | null }>`
      select id, email, phone from leads where id > ${after} order by id limit 1000`.execute(db);
    for (const row of rows) {
      const keys = contactKeys(row.email, row.phone);
      await sql`update leads set email_key = ${keys.emailKey}, phone_key = ${keys.phoneKey} where id = ${row.id}`.execute(
        db,
      );
    }
    const last = rows.at(-1);
    if (!last) return;
    after = last.id;
  }
}
