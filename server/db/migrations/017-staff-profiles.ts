import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * What a member shows visitors, apart from their hours (decision 031): the first name they gave at
 * setup, their own video room, and whether they take demos at all. One row per member who set any
 * of it; none means the first name is read from the address, no room of their own, and demos taken.
 * The first names already given with weekly hours move here; `staff_hours.first_name` is no longer read.
 * A visitor's optional reason for cancelling is kept with the meeting.
 */
export const staffProfilesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("staff_profiles")
      .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
      .addColumn("first_name", "text")
      .addColumn("video_url", "text")
      .addColumn("takes_demos", "integer", (col) => col.notNull().defaultTo(1))
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    await sql`insert into staff_profiles (user_id, first_name, takes_demos, updated_at)
      select user_id, first_name, 1, updated_at from staff_hours where first_name is not null`.execute(db);
    await db.schema.alterTable("meetings").addColumn("cancel_reason", "text").execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("meetings").dropColumn("cancel_reason").execute();
    await db.schema.dropTable("staff_profiles").execute();
  },
};
