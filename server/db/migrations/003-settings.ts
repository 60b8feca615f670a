import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/** Values every instance must share, such as a secret generated on first start. */
export const settingsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("settings")
      .addColumn("key", "text", (col) => col.primaryKey())
      .addColumn("value", "text", (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("settings").execute();
  },
};
