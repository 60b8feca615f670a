import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import type { DialectName } from "#server/db/dialect.ts";
import { autoIncrementingPrimaryKey } from "./columns";

/**
 * Account security of issue 27 (decision 032). Each session keeps what its owner needs to
 * recognise it (the browser's user agent, the client address it was opened from), when the password
 * (and code) were last entered in it, and how many wrong codes its pending TOTP step has seen.
 * Recovery codes are kept as argon2id hashes only, each spent once.
 */
export function accountSecurityMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();
      await db.schema.alterTable("sessions").addColumn("ip", "text").execute();
      await db.schema.alterTable("sessions").addColumn("reauthenticated_at", "text").execute();
      await db.schema
        .alterTable("sessions")
        .addColumn("code_failures", "integer", (col) => col.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable("recovery_codes")
        .addColumn("id", "integer", autoIncrementingPrimaryKey(dialect))
        .addColumn("user_id", "integer", (col) => col.notNull().references("users.id").onDelete("cascade"))
        .addColumn("code_hash", "text", (col) => col.notNull())
        .addColumn("used_at", "text")
        .addColumn("created_at", "text", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("recovery_codes_user_idx").on("recovery_codes").column("user_id").execute();
    },

    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("recovery_codes").execute();
      for (const column of ["code_failures", "reauthenticated_at", "ip", "user_agent"]) {
        await db.schema.alterTable("sessions").dropColumn(column).execute();
      }
    },
  };
}
