import type { Generated } from "kysely";
import type { IsoTimestamp } from "#server/db/timestamp.ts";

/** The operations room's tables, as Kysely sees them; server/db/db.server.ts assembles the Database from each room's. */

/**
 * An alert queued for one admin (migration 032): one row per problem, team day and admin, the
 * instance whose insert lands queues it, so a restart or a second instance never repeats it
 * (decision 075). Its email is written from `details`, what was seen (JSON).
 */
export interface OpsAlertsTable {
  id: Generated<number>;
  problem: string;
  day: string;
  user_id: number;
  details: string;
  queued_at: IsoTimestamp;
}
