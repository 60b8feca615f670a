import type { Generated } from "kysely";
import type { IsoTimestamp } from "../db/timestamp";

/** The mail room's tables, as Kysely sees them; server/db/db.server.ts assembles the Database from each room's. */
/** Superseded by the outbox (migration 005); dropped in a later release. */
export interface NotificationsTable {
  id: Generated<number>;
  lead_id: number;
  attempts: Generated<number>;
  next_attempt_at: IsoTimestamp;
  sent_at: IsoTimestamp | null;
  last_error: string | null;
}

/**
 * Every message the site sends, retried until delivered: its kind names the handler that renders and
 * delivers it from the rows it points at (a lead, or `ref_id` in the kind's own table).
 */
export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  lead_id: number | null;
  ref_id: number | null;
  attempts: Generated<number>;
  next_attempt_at: IsoTimestamp;
  sent_at: IsoTimestamp | null;
  last_error: string | null;
  created_at: IsoTimestamp;
}
