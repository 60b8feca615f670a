import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#server/db/dialect.ts";
import { autoIncrementingPrimaryKey } from "./columns";

/**
 * Issue 47: `job_status` keeps each scheduled job's latest run (decision 074); `ops_alerts` one row
 * per problem, team day and admin an alert was queued for, with what was seen, which the alert's
 * email is written from (decision 075). Its unique key is what keeps it to one a day across restarts
 * and instances.
 */
export function operationsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("job_status")
        .addColumn("job", "text", (col) => col.primaryKey())
        .addColumn("every_ms", "integer", (col) => col.notNull())
        .addColumn("scheduled_at", "text", (col) => col.notNull())
        .addColumn("last_started_at", "text")
        .addColumn("last_finished_at", "text")
        .addColumn("last_outcome", "text")
        .addColumn("last_error", "text")
        .execute();
      await db.schema
        .createTable("ops_alerts")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("problem", "text", (col) => col.notNull())
        .addColumn("day", "text", (col) => col.notNull())
        .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("details", "text", (col) => col.notNull())
        .addColumn("queued_at", "text", (col) => col.notNull())
        .addUniqueConstraint("ops_alerts_once_a_day", ["problem", "day", "user_id"])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("ops_alerts").execute();
      await db.schema.dropTable("job_status").execute();
    },
  };
}
