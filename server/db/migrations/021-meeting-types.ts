import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Meeting types, set in the back office (decision 036) rather than in `config.ts`: each has its names,
 * length, buffer, notice, horizon, who can take it (`staff_user_ids`, a JSON list; null is every
 * member who takes demos) and optional questions (a JSON list of labels in both languages). The
 * 30-minute demo, with `config.ts`'s values, stays the default; the 45-minute MGA partnership is the
 * general agents page's. A meeting records its type's slug; those booked before are demos. Types are
 * never deleted (only made inactive), so a meeting's type always exists; SQLite cannot add a column
 * with a foreign key and a default.
 */
export const meetingTypesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("meeting_types")
      .addColumn("slug", "text", (col) => col.primaryKey())
      .addColumn("name_fr", "text", (col) => col.notNull())
      .addColumn("name_en", "text", (col) => col.notNull())
      .addColumn("minutes", "integer", (col) => col.notNull())
      .addColumn("buffer_minutes", "integer", (col) => col.notNull())
      .addColumn("notice_minutes", "integer", (col) => col.notNull())
      .addColumn("horizon_days", "integer", (col) => col.notNull())
      .addColumn("active", "integer", (col) => col.notNull().defaultTo(1))
      .addColumn("is_default", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("position", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("staff_user_ids", "text")
      .addColumn("questions", "text", (col) => col.notNull().defaultTo("[]"))
      .addColumn("updated_at", "text", (col) => col.notNull())
      .execute();
    const now = new Date().toISOString();
    await sql`insert into meeting_types
      (slug, name_fr, name_en, minutes, buffer_minutes, notice_minutes, horizon_days, active, is_default, position, updated_at)
      values
      ('demo', 'Démonstration', 'Demo', 30, 15, 120, 30, 1, 1, 1, ${now}),
      ('mga-partnership', 'Partenariat agent général', 'MGA partnership', 45, 15, 1440, 45, 1, 0, 2, ${now})`.execute(
      db,
    );
    await db.schema
      .alterTable("meetings")
      .addColumn("meeting_type", "text", (col) => col.notNull().defaultTo("demo"))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("meetings").dropColumn("meeting_type").execute();
    await db.schema.dropTable("meeting_types").execute();
  },
};
