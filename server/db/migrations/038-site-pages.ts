import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#server/db/dialect.ts";
import { autoIncrementingPrimaryKey } from "./columns";

/**
 * Issue 55, decision 112: the site's pages edited in the back office. Every save is a version (its
 * words in both languages as JSON, the fields left to review, who and when); per page, which version
 * is the draft, which is live and which is scheduled, and a revision number that every change bumps
 * with one conditional update, so that of two editors (or instances) only one wins. A page with no
 * row, or no live version, shows the dictionaries' own words: the first version is never stored.
 */
export function sitePagesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("site_page_versions")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("page_key", "text", (col) => col.notNull())
        .addColumn("words", "text", (col) => col.notNull())
        .addColumn("to_review", "text", (col) => col.notNull())
        .addColumn("changed", "text", (col) => col.notNull())
        .addColumn("saved_by", "integer", (col) => col.references("users.id").onDelete("set null"))
        .addColumn("saved_at", "text", (col) => col.notNull())
        .addColumn("restored_from", "text")
        .execute();
      await db.schema
        .createIndex("site_page_versions_page_idx")
        .on("site_page_versions")
        .columns(["page_key", "id"])
        .execute();

      await db.schema
        .createTable("site_pages")
        .addColumn("page_key", "text", (col) => col.primaryKey())
        .addColumn("draft_id", "integer", (col) => col.references("site_page_versions.id"))
        .addColumn("live_id", "integer", (col) => col.references("site_page_versions.id"))
        .addColumn("scheduled_id", "integer", (col) => col.references("site_page_versions.id"))
        .addColumn("publish_at", "text")
        .addColumn("published_at", "text")
        .addColumn("revision", "integer", (col) => col.notNull().defaultTo(0))
        .execute();
      // The publishing job asks every 10 s which pages are due.
      await db.schema.createIndex("site_pages_due_idx").on("site_pages").column("publish_at").execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("site_pages").execute();
      await db.schema.dropTable("site_page_versions").execute();
    },
  };
}
