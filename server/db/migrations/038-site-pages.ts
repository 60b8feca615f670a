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
 * A version may carry an uploaded image (the home hero's, issue 55 item 8): its renditions are
 * blobs, as the resources' are, named by a random token; an image is never changed, only replaced.
 */
export function sitePagesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const blob = dialect === "postgres" ? "bytea" : "blob";
      await db.schema
        .createTable("site_page_images")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("token", "text", (col) => col.notNull().unique())
        .addColumn("width", "integer", (col) => col.notNull())
        .addColumn("height", "integer", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createTable("site_page_image_files")
        .addColumn("image_id", "integer", (col) => col.notNull().references("site_page_images.id").onDelete("cascade"))
        .addColumn("format", "text", (col) => col.notNull())
        .addColumn("width", "integer", (col) => col.notNull())
        .addColumn("height", "integer", (col) => col.notNull())
        .addColumn("bytes", blob, (col) => col.notNull())
        .addPrimaryKeyConstraint("site_page_image_files_pk", ["image_id", "format", "width"])
        .execute();

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
        .addColumn("image_id", "integer", (col) => col.references("site_page_images.id"))
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
      await db.schema.dropTable("site_page_image_files").execute();
      await db.schema.dropTable("site_page_images").execute();
    },
  };
}
