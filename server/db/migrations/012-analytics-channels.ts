import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Each view and conversion keeps the channel its visit came through (issue 28), worked out from
 * the tags and the referrer before the day's cap on distinct values can turn them into "(other)".
 * Rows from before have none, and count under "" until they are purged.
 */
export const analyticsChannelsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("analytics_events").addColumn("channel", "text").execute();
    await db.schema.alterTable("analytics_conversions").addColumn("channel", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("analytics_conversions").dropColumn("channel").execute();
    await db.schema.alterTable("analytics_events").dropColumn("channel").execute();
  },
};
