import type { ColumnDefinitionBuilder } from "kysely";
import type { DialectName } from "#server/db/dialect.ts";

/**
 * SQLite and PostgreSQL spell "auto-numbered primary key" differently; every other
 * column in the migrations uses types both understand. AUTOINCREMENT stops SQLite
 * from reusing the id of a deleted lead.
 */
export function autoIncrementingPrimaryKey(dialect: DialectName) {
  return (column: ColumnDefinitionBuilder) =>
    dialect === "postgres" ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement();
}
