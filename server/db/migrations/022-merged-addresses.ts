import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The addresses of the leads merged into a lead, so a privacy request under one of them finds the
 * lead that holds it (Law 25) with an indexed look-up. Until now they were found by a LIKE over the
 * merge events' JSON. Stored lower-cased, as the look-up folds the address asked about; erased with
 * their lead (ON DELETE CASCADE).
 */
export const mergedAddressesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("lead_merged_addresses")
      .addColumn("lead_id", "integer", (col) => col.notNull().references("leads.id").onDelete("cascade"))
      .addColumn("email", "text", (col) => col.notNull())
      .addPrimaryKeyConstraint("lead_merged_addresses_pk", ["lead_id", "email"])
      .execute();
    await db.schema
      .createIndex("lead_merged_addresses_email_idx")
      .on("lead_merged_addresses")
      .column("email")
      .execute();
    await fillFromMergeEvents(db);
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("lead_merged_addresses").execute();
  },
};

/**
 * The merges made before this migration: each merge event's JSON names the gone lead's address.
 * Read once, here; from now on the merge writes the table itself. A thousand events at a time.
 */
async function fillFromMergeEvents(db: Kysely<unknown>) {
  for (let after = 0; ; ) {
    const { rows } = await sql<{ id: number; lead_id: number; detail: string | null }>`
      select id, lead_id, detail from lead_events where kind = 'merged' and id > ${after} order by id limit 1000`.execute(
      db,
    );
    for (const row of rows) {
      const email = mergedEmail(row.detail);
      if (!email) continue;
      await sql`insert into lead_merged_addresses (lead_id, email) values (${row.lead_id}, ${email})
        on conflict do nothing`.execute(db);
    }
    const last = rows.at(-1);
    if (!last) return;
    after = last.id;
  }
}

function mergedEmail(detail: string | null): string | undefined {
  try {
    const { email } = JSON.parse(detail ?? "{}") as { email?: unknown };
    return typeof email === "string" && email ? email.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}
