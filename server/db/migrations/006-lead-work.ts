import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#server/db/dialect.ts";
import { searchText } from "#server/leads/search-text.ts";
import { autoIncrementingPrimaryKey } from "./columns";

/**
 * The team's work on leads: a status on each lead, and a history of status changes and notes
 * (who, when) that goes with the lead when it is erased. `job_runs` lets one instance among
 * several claim a day's run of a scheduled job: the first to insert the row runs it.
 */
export function leadWorkMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("leads")
        .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
        .execute();
      await db.schema
        .alterTable("leads")
        .addColumn("search_text", "text", (col) => col.notNull().defaultTo(""))
        .execute();
      await fillSearchText(db);
      await (dialect === "sqlite" ? sqliteSearchIndex(db) : postgresSearchIndex(db));
      // The inbox pages newest first, with or without a status filter.
      await db.schema.createIndex("leads_page_idx").on("leads").columns(["created_at", "id"]).execute();
      await db.schema
        .createIndex("leads_status_page_idx")
        .on("leads")
        .columns(["status", "created_at", "id"])
        .execute();

      await db.schema
        .createTable("lead_events")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("lead_id", "integer", (col) => col.notNull().references("leads.id").onDelete("cascade"))
        .addColumn("at", "text", (col) => col.notNull())
        .addColumn("actor_id", "integer")
        .addColumn("actor_email", "text")
        .addColumn("from_status", "text")
        .addColumn("to_status", "text")
        .addColumn("note", "text")
        .execute();
      await db.schema.createIndex("lead_events_lead_idx").on("lead_events").columns(["lead_id", "id"]).execute();

      await db.schema
        .createTable("job_runs")
        .addColumn("job", "text", (col) => col.notNull())
        .addColumn("run_on", "text", (col) => col.notNull())
        .addColumn("started_at", "text", (col) => col.notNull())
        .addColumn("finished_at", "text")
        .addColumn("result", "text")
        .addPrimaryKeyConstraint("job_runs_pk", ["job", "run_on"])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      if (dialect === "sqlite") {
        for (const trigger of ["leads_search_insert", "leads_search_delete", "leads_search_update"]) {
          await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
        }
        await sql`drop table leads_search`.execute(db);
      } else {
        await sql`drop index if exists leads_search_trgm_idx`.execute(db);
      }
      await db.schema.alterTable("leads").dropColumn("search_text").execute();
      await db.schema.dropTable("job_runs").execute();
      await db.schema.dropTable("lead_events").execute();
      await db.schema.dropIndex("leads_status_page_idx").execute();
      await db.schema.dropIndex("leads_page_idx").execute();
      await db.schema.alterTable("leads").dropColumn("status").execute();
    },
  };
}

type SearchedColumns = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  company: string | null;
  message: string;
};

/** The leads stored before this migration get their search text, a thousand at a time. */
async function fillSearchText(db: Kysely<unknown>) {
  for (let after = 0; ; ) {
    const { rows } = await sql<SearchedColumns>`
      select id, first_name, last_name, email, company, message from leads
      where id > ${after} order by id limit 1000`.execute(db);
    for (const row of rows) {
      const text = searchText([row.first_name, row.last_name, row.email, row.company, row.message]);
      await sql`update leads set search_text = ${text} where id = ${row.id}`.execute(db);
    }
    const last = rows.at(-1);
    if (!last) return;
    after = last.id;
  }
}

/**
 * A search for one person (their email, a surname) matches few leads, so without an index it reads
 * all of them. SQLite: an FTS5 table with the trigram tokenizer over the leads' search text, kept in
 * step by triggers; it finds any substring of three characters or more.
 */
async function sqliteSearchIndex(db: Kysely<unknown>) {
  await sql`create virtual table leads_search using fts5(search_text, content='leads', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`create trigger leads_search_insert after insert on leads begin
    insert into leads_search(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
  await sql`create trigger leads_search_delete after delete on leads begin
    insert into leads_search(leads_search, rowid, search_text) values ('delete', old.id, old.search_text); end`.execute(
    db,
  );
  await sql`create trigger leads_search_update after update of search_text on leads begin
    insert into leads_search(leads_search, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into leads_search(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
  await sql`insert into leads_search(leads_search) values ('rebuild')`.execute(db);
}

/**
 * PostgreSQL: a trigram GIN index (pg_trgm), which LIKE '%word%' uses by itself. Creating the
 * extension needs the right to create in the database; without it, search still works, by reading
 * every lead, and the migration says nothing rather than fail the start.
 */
async function postgresSearchIndex(db: Kysely<unknown>) {
  const { rows } = await sql<{ can: boolean }>`
    select exists (select 1 from pg_available_extensions where name = 'pg_trgm')
      and (exists (select 1 from pg_extension where extname = 'pg_trgm')
           or has_database_privilege(current_database(), 'CREATE')) as can`.execute(db);
  if (!rows[0]?.can) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index leads_search_trgm_idx on leads using gin (search_text gin_trgm_ops)`.execute(db);
}
