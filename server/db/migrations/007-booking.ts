import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#server/db/dialect.ts";
import { autoIncrementingPrimaryKey } from "./columns";

/**
 * Demo booking: the meetings, each staff member's weekly hours and their time off. Times are ISO-8601
 * UTC text. No staff member holds two live meetings starting at the same instant: a partial unique
 * index, the last guard behind the booking transaction (decision 009).
 */
export function bookingMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("meetings")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        // The calendar event's UID: kept when the meeting moves, so calendars update the same event.
        .addColumn("uid", "text", (col) => col.notNull().unique())
        .addColumn("sequence", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("staff_user_id", "integer", (col) => col.notNull().references("users.id"))
        // Erasing the lead (an access-and-erasure request) erases the meeting with it.
        .addColumn("lead_id", "integer", (col) => col.references("leads.id").onDelete("cascade"))
        .addColumn("start_at", "text", (col) => col.notNull())
        .addColumn("end_at", "text", (col) => col.notNull())
        .addColumn("status", "text", (col) => col.notNull().defaultTo("booked"))
        .addColumn("first_name", "text", (col) => col.notNull())
        .addColumn("last_name", "text", (col) => col.notNull())
        .addColumn("email", "text", (col) => col.notNull())
        .addColumn("phone", "text")
        .addColumn("company", "text", (col) => col.notNull())
        .addColumn("role", "text", (col) => col.notNull())
        .addColumn("advisors", "integer")
        .addColumn("message", "text")
        .addColumn("lang", "text", (col) => col.notNull())
        .addColumn("time_zone", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("cancelled_at", "text")
        .addColumn("cancelled_by", "text")
        .execute();
      await db.schema
        .createIndex("meetings_live_staff_start_key")
        .on("meetings")
        .columns(["staff_user_id", "start_at"])
        .unique()
        .where(sql.ref("status"), "<>", "cancelled")
        .execute();
      await db.schema.createIndex("meetings_start_idx").on("meetings").columns(["start_at", "status"]).execute();
      await db.schema.createIndex("meetings_email_idx").on("meetings").expression(sql`lower(email)`).execute();
      await db.schema.createIndex("meetings_lead_idx").on("meetings").column("lead_id").execute();

      // One row per member who set their own hours; none means the configuration's defaults.
      await db.schema
        .createTable("staff_hours")
        .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
        .addColumn("first_name", "text")
        // JSON: [{ weekday, startMinute, endMinute }] in the company's time zone; [] takes no meetings.
        .addColumn("weekly", "text", (col) => col.notNull())
        .addColumn("updated_at", "text", (col) => col.notNull())
        .execute();

      await db.schema
        .createTable("staff_time_off")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("start_at", "text", (col) => col.notNull())
        .addColumn("end_at", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("staff_time_off_user_idx")
        .on("staff_time_off")
        .columns(["user_id", "end_at"])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ["staff_time_off", "staff_hours", "meetings"]) await db.schema.dropTable(table).execute();
    },
  };
}
