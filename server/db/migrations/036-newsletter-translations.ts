import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Issue 48: an issue may name its translation, the other language's issue, so both archive pages
 * carry hreflang to each other (decision 081). Both sides name each other; a deleted one lets go.
 */
export const newsletterTranslationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("newsletter_issues")
      .addColumn("translation_id", "integer", (col) => col.references("newsletter_issues.id").onDelete("set null"))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("newsletter_issues").dropColumn("translation_id").execute();
  },
};
