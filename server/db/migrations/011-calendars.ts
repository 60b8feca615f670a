import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#server/db/dialect.ts";
import { autoIncrementingPrimaryKey } from "./columns";

/**
 * Members' calendars (decision 028): each connected calendar with its address sealed, the busy
 * times last read from it, and how that read went; each member's private feed token, hashed; and
 * where a meeting was written into a member's CalDAV calendar, so a move or a cancellation finds it.
 */
export function calendarsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("calendar_connections")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("kind", "text", (col) => col.notNull())
        // AES-256-GCM of the address with its credentials; never shown again.
        .addColumn("url_sealed", "text", (col) => col.notNull())
        // The same address without user-info or query string, for the screen and the logs.
        .addColumn("display_url", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("last_attempt_at", "text")
        .addColumn("last_read_at", "text")
        .addColumn("last_error", "text")
        .addColumn("last_error_detail", "text")
        .addColumn("event_count", "integer", (col) => col.notNull().defaultTo(0))
        // JSON [[startIso, endIso], …], sorted and merged, over the booking horizon.
        .addColumn("busy", "text", (col) => col.notNull().defaultTo("[]"))
        // An instance reading this calendar holds it until then, so two instances never read it at once.
        .addColumn("lease_until", "text")
        .execute();
      await db.schema
        .createIndex("calendar_connections_user_idx")
        .on("calendar_connections")
        .column("user_id")
        .execute();

      await db.schema
        .createTable("calendar_feeds")
        .addColumn("user_id", "integer", (col) => col.primaryKey().references("users.id").onDelete("cascade"))
        .addColumn("token_hash", "text", (col) => col.notNull().unique())
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();

      await db.schema
        .createTable("calendar_writes")
        .addColumn("meeting_uid", "text", (col) => col.notNull())
        .addColumn("connection_id", "integer", (col) =>
          col.notNull().references("calendar_connections.id").onDelete("cascade"),
        )
        .addColumn("object_url", "text", (col) => col.notNull())
        .addColumn("written_at", "text", (col) => col.notNull())
        .addPrimaryKeyConstraint("calendar_writes_pkey", ["meeting_uid", "connection_id"])
        .execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ["calendar_writes", "calendar_feeds", "calendar_connections"])
        await db.schema.dropTable(table).execute();
    },
  };
}
