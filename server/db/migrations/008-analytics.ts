import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#server/db/dialect.ts";
import { autoIncrementingPrimaryKey } from "./columns";

/**
 * Cookieless analytics (decision 010): raw page views kept 30 days, conversions without any form
 * content, daily totals kept for good, and each day's random salt, shared by every instance and
 * deleted once its day is over.
 */
export function analyticsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("analytics_salts")
        .addColumn("day", "text", (col) => col.primaryKey())
        .addColumn("salt", "text", (col) => col.notNull())
        .execute();

      await db.schema
        .createTable("analytics_events")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("day", "text", (col) => col.notNull())
        .addColumn("page", "text", (col) => col.notNull())
        .addColumn("lang", "text", (col) => col.notNull())
        .addColumn("referrer", "text")
        .addColumn("utm_source", "text")
        .addColumn("utm_medium", "text")
        .addColumn("utm_campaign", "text")
        .addColumn("device", "text", (col) => col.notNull())
        .addColumn("visitor", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      // The roll-up and a conversion's attribution both look for a visitor's first view of a day.
      await db.schema
        .createIndex("analytics_events_day_visitor_idx")
        .on("analytics_events")
        .columns(["day", "visitor", "id"])
        .execute();

      await db.schema
        .createTable("analytics_conversions")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("day", "text", (col) => col.notNull())
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("page", "text")
        .addColumn("lang", "text")
        .addColumn("referrer", "text")
        .addColumn("utm_source", "text")
        .addColumn("utm_medium", "text")
        .addColumn("utm_campaign", "text")
        .execute();
      await db.schema.createIndex("analytics_conversions_day_idx").on("analytics_conversions").column("day").execute();

      await db.schema
        .createTable("analytics_daily")
        .addColumn("day", "text", (col) => col.notNull())
        .addColumn("dimension", "text", (col) => col.notNull())
        .addColumn("key", "text", (col) => col.notNull())
        .addColumn("lang", "text", (col) => col.notNull())
        .addColumn("visitors", "integer", (col) => col.notNull())
        .addColumn("views", "integer", (col) => col.notNull())
        .addColumn("conversions", "integer", (col) => col.notNull())
        .addPrimaryKeyConstraint("analytics_daily_pkey", ["dimension", "day", "key", "lang"])
        .execute();

      await db.schema
        .createTable("analytics_rollups")
        .addColumn("day", "text", (col) => col.primaryKey())
        .addColumn("rolled_at", "text", (col) => col.notNull())
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of [
        "analytics_rollups",
        "analytics_daily",
        "analytics_conversions",
        "analytics_events",
        "analytics_salts",
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
