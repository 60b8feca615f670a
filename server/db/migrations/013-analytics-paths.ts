import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#server/db/dialect.ts";
import { autoIncrementingPrimaryKey } from "./columns";

/**
 * The path to a lead (issue 28, decision 029): interactions kept 30 days like views (links out,
 * downloads, missing addresses, forms started), the day's visitor hash on conversions so a funnel
 * can reach them, the funnels admins define, and each funnel's daily counts per channel and step.
 */
export function analyticsPathsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("analytics_actions")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("day", "text", (col) => col.notNull())
        .addColumn("kind", "text", (col) => col.notNull())
        .addColumn("target", "text", (col) => col.notNull())
        .addColumn("page", "text", (col) => col.notNull())
        .addColumn("lang", "text", (col) => col.notNull())
        .addColumn("visitor", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("analytics_actions_day_visitor_idx")
        .on("analytics_actions")
        .columns(["day", "visitor"])
        .execute();

      // "Right now" reads the last 30 minutes of raw views.
      await db.schema
        .createIndex("analytics_events_created_at_idx")
        .on("analytics_events")
        .column("created_at")
        .execute();

      await db.schema.alterTable("analytics_conversions").addColumn("visitor", "text").execute();

      await db.schema
        .createTable("analytics_funnels")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("name", "text", (col) => col.notNull())
        .addColumn("steps", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();

      await db.schema
        .createTable("analytics_funnel_daily")
        .addColumn("day", "text", (col) => col.notNull())
        .addColumn("funnel", "text", (col) => col.notNull())
        .addColumn("channel", "text", (col) => col.notNull())
        .addColumn("step", "integer", (col) => col.notNull())
        .addColumn("visitors", "integer", (col) => col.notNull())
        .addPrimaryKeyConstraint("analytics_funnel_daily_pkey", ["funnel", "day", "channel", "step"])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("analytics_funnel_daily").execute();
      await db.schema.dropTable("analytics_funnels").execute();
      await db.schema.alterTable("analytics_conversions").dropColumn("visitor").execute();
      await db.schema.dropIndex("analytics_events_created_at_idx").execute();
      await db.schema.dropTable("analytics_actions").execute();
    },
  };
}
