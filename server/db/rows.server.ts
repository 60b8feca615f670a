import type { DeleteResult, InsertResult, QueryResult, UpdateResult } from "kysely";

type WriteResult = UpdateResult | DeleteResult | InsertResult | Pick<QueryResult<unknown>, "numAffectedRows">;

/**
 * How many rows a write changed, whichever kind of write it was. Kysely counts them in a bigint
 * under a different name for each; a driver that does not count an insert's rows counts none.
 */
export function rowsChanged(result: WriteResult): number {
  if ("numUpdatedRows" in result) return Number(result.numUpdatedRows);
  if ("numDeletedRows" in result) return Number(result.numDeletedRows);
  if ("numInsertedOrUpdatedRows" in result) return Number(result.numInsertedOrUpdatedRows ?? 0n);
  return Number(result.numAffectedRows ?? 0n);
}

/** Whether a write aimed at one row (by its key, and often a guard) changed it: false when another got there first. */
export function changedOne(result: WriteResult): boolean {
  return rowsChanged(result) === 1;
}
