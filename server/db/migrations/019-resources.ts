import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#server/db/dialect.ts";
import { autoIncrementingPrimaryKey } from "./columns";

/**
 * Resources the marketing team publishes (issue 26, decision 033): one row per item and language,
 * a pair id linking a French item to its English translation, every saved version for history and
 * restore, and uploaded files (a guide's PDF, an image's renditions) as blobs, so that every
 * instance serves them. Search runs on a folded copy of the text, indexed like the leads' (006).
 */
export function resourcesMigration(dialect: DialectName): Migration {
  const blob = dialect === "postgres" ? "bytea" : "blob";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("resources")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("pair_id", "text", (col) => col.notNull())
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("lang", "text", (col) => col.notNull())
        .addColumn("slug", "text", (col) => col.notNull())
        .addColumn("title", "text", (col) => col.notNull())
        .addColumn("summary", "text", (col) => col.notNull())
        .addColumn("body", "text", (col) => col.notNull())
        .addColumn("author", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull().defaultTo("draft"))
        .addColumn("publish_at", "text")
        .addColumn("starts_at", "text")
        .addColumn("time_zone", "text")
        .addColumn("length_minutes", "integer")
        .addColumn("replay_url", "text")
        .addColumn("gated", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("illustrative", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("pdf", blob)
        .addColumn("pdf_name", "text")
        .addColumn("search_text", "text", (col) => col.notNull().defaultTo(""))
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .addUniqueConstraint("resources_lang_slug_unique", ["lang", "slug"])
        .addUniqueConstraint("resources_pair_lang_unique", ["pair_id", "lang"])
        .execute();
      await db.schema.createIndex("resources_published_idx").on("resources").columns(["lang", "publish_at"]).execute();

      await db.schema
        .createTable("resource_versions")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("resource_id", "integer", (col) => col.notNull().references("resources.id").onDelete("cascade"))
        .addColumn("saved_at", "text", (col) => col.notNull())
        .addColumn("actor_email", "text")
        .addColumn("snapshot", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("resource_versions_resource_idx")
        .on("resource_versions")
        .columns(["resource_id", "id"])
        .execute();

      await db.schema
        .createTable("resource_images")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("alt", "text", (col) => col.notNull())
        .addColumn("width", "integer", (col) => col.notNull())
        .addColumn("height", "integer", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("resource_image_files")
        .addColumn("image_id", "integer", (col) => col.notNull().references("resource_images.id").onDelete("cascade"))
        .addColumn("format", "text", (col) => col.notNull())
        .addColumn("width", "integer", (col) => col.notNull())
        .addColumn("height", "integer", (col) => col.notNull())
        .addColumn("bytes", blob, (col) => col.notNull())
        .addPrimaryKeyConstraint("resource_image_files_pk", ["image_id", "format", "width"])
        .execute();

      await (dialect === "sqlite" ? sqliteSearchIndex(db) : postgresSearchIndex(db));
    },

    async down(db: Kysely<unknown>) {
      if (dialect === "sqlite") {
        for (const trigger of ["resources_search_insert", "resources_search_delete", "resources_search_update"]) {
          await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
        }
        await sql`drop table resources_search`.execute(db);
      }
      await db.schema.dropTable("resource_image_files").execute();
      await db.schema.dropTable("resource_images").execute();
      await db.schema.dropTable("resource_versions").execute();
      await db.schema.dropTable("resources").execute();
    },
  };
}

/** SQLite: an FTS5 trigram table over the folded text, kept in step by triggers, as for leads. */
async function sqliteSearchIndex(db: Kysely<unknown>) {
  await sql`create virtual table resources_search using fts5(search_text, content='resources', content_rowid='id', tokenize='trigram')`.execute(
    db,
  );
  await sql`create trigger resources_search_insert after insert on resources begin
    insert into resources_search(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
  await sql`create trigger resources_search_delete after delete on resources begin
    insert into resources_search(resources_search, rowid, search_text) values ('delete', old.id, old.search_text); end`.execute(
    db,
  );
  await sql`create trigger resources_search_update after update of search_text on resources begin
    insert into resources_search(resources_search, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into resources_search(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
}

/** PostgreSQL: a trigram index LIKE uses, when the extension may be created (as in migration 006). */
async function postgresSearchIndex(db: Kysely<unknown>) {
  const { rows } = await sql<{ can: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm')
      or (exists (select 1 from pg_available_extensions where name = 'pg_trgm')
          and has_database_privilege(current_database(), 'CREATE')) as can`.execute(db);
  if (!rows[0]?.can) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index resources_search_trgm_idx on resources using gin (search_text gin_trgm_ops)`.execute(db);
}
