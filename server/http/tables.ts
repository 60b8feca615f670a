import type { IsoTimestamp } from "#server/db/timestamp.ts";

/** The http room's tables, as Kysely sees them; server/db/db.server.ts assembles the Database from each room's. */
/** Contact submissions per key (a hashed client IP) per fixed window, shared by every instance. */
export interface RateLimitsTable {
  key: string;
  window_start: IsoTimestamp;
  count: number;
  /** When the row may be pruned: the end of the window after its own. */
  expires_at: IsoTimestamp;
}
