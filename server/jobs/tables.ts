import type { JobName } from "#common/ops/jobs.ts";
import type { IsoTimestamp } from "#server/db/timestamp.ts";

/** The jobs room's tables, as Kysely sees them; server/db/db.server.ts assembles the Database from each room's. */

/**
 * Each scheduled job's latest run, whichever instance ran it (migration 032): written when the job
 * is scheduled and after every run, read by the status screen and the alerts (decision 074).
 */
export interface JobStatusTable {
  job: JobName;
  every_ms: number;
  /** When an instance last scheduled it: a job that never ran is late one interval after this. */
  scheduled_at: IsoTimestamp;
  last_started_at: IsoTimestamp | null;
  last_finished_at: IsoTimestamp | null;
  last_outcome: "ok" | "failed" | null;
  /** The failure's message, cut to 500 characters; null after a run that went well. */
  last_error: string | null;
}
