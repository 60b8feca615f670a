import type { Generated } from "kysely";
import type { IsoTimestamp } from "#server/db/timestamp.ts";

/** The audit room's tables, as Kysely sees them; server/db/db.server.ts assembles the Database from each room's. */
/** Who did what, when; details name records, never copy their content. */
export interface AuditLogTable {
  id: Generated<number>;
  at: IsoTimestamp;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  details: string | null;
}
