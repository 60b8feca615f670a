import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import { newImageToken } from "#server/resources/media-names.server.ts";

/**
 * Each uploaded image gets a random token, and its files are named by it (`/media/<token>-<width>.<format>`)
 * rather than by its sequential id, which let anyone list every image, drafts' included (issue 44,
 * decision 063). Images uploaded before get one here; their old names still answer for an image a
 * published item shows (app/routes/resource-media.ts).
 */
export const imageTokensMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("resource_images").addColumn("token", "text").execute();
    const { rows } = await sql<{ id: number }>`select id from resource_images`.execute(db);
    for (const { id } of rows) {
      await sql`update resource_images set token = ${newImageToken()} where id = ${id}`.execute(db);
    }
    await db.schema
      .createIndex("resource_images_token_unique")
      .unique()
      .on("resource_images")
      .column("token")
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("resource_images_token_unique").execute();
    await db.schema.alterTable("resource_images").dropColumn("token").execute();
  },
};
