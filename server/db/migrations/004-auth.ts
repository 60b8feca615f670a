import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#server/db/dialect.ts";
import { autoIncrementingPrimaryKey } from "./columns";

/**
 * The back office's accounts, their one-time setup links, their sessions, the sign-in failure
 * counts and the audit log. Secrets that let someone in (session ids, setup tokens) are stored only
 * as SHA-256 hashes, so a copy of the database opens no door.
 */
export function authMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("users")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("email", "text", (col) => col.notNull().unique())
        .addColumn("role", "text", (col) => col.notNull())
        .addColumn("lang", "text", (col) => col.notNull().defaultTo("fr"))
        .addColumn("password_hash", "text")
        .addColumn("totp_secret", "text")
        .addColumn("totp_pending_secret", "text")
        .addColumn("totp_last_step", "integer")
        .addColumn("disabled_at", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();

      await db.schema
        .createTable("setup_tokens")
        .addColumn("token_hash", "text", (col) => col.primaryKey())
        .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("expires_at", "text", (col) => col.notNull())
        .addColumn("used_at", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("setup_tokens_user_idx").on("setup_tokens").column("user_id").execute();

      await db.schema
        .createTable("sessions")
        .addColumn("id_hash", "text", (col) => col.primaryKey())
        .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
        // A password-checked session waiting for its TOTP code: it opens nothing but that step.
        .addColumn("pending_totp", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("csrf_token", "text", (col) => col.notNull())
        .addColumn("created_at", "text", (col) => col.notNull())
        .addColumn("last_seen_at", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();

      // Keyed by the address typed, known account or not, so a lock tells nothing about existence.
      await db.schema
        .createTable("sign_in_failures")
        .addColumn("email_key", "text", (col) => col.primaryKey())
        .addColumn("failures", "integer", (col) => col.notNull())
        .addColumn("last_failed_at", "text", (col) => col.notNull())
        .addColumn("locked_until", "text")
        .execute();

      await db.schema
        .createTable("audit_log")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("at", "text", (col) => col.notNull())
        .addColumn("actor_id", "integer")
        .addColumn("actor_email", "text")
        .addColumn("action", "text", (col) => col.notNull())
        .addColumn("target_type", "text")
        .addColumn("target_id", "text")
        .addColumn("details", "text")
        .execute();
      await db.schema.createIndex("audit_log_at_idx").on("audit_log").columns(["at", "id"]).execute();
    },

    async down(db: Kysely<unknown>) {
      for (const table of ["audit_log", "sign_in_failures", "sessions", "setup_tokens", "users"]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
