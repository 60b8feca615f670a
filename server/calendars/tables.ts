import type { Generated } from "kysely";
import type { IsoTimestamp } from "#server/db/timestamp.ts";

/** The calendars room's tables, as Kysely sees them; server/db/db.server.ts assembles the Database from each room's. */
export type CalendarKind = "caldav" | "ics";

/** A member's calendar, read for busy times (decision 028). */
export interface CalendarConnectionsTable {
  id: Generated<number>;
  user_id: number;
  kind: CalendarKind;
  url_sealed: string;
  display_url: string;
  created_at: IsoTimestamp;
  last_attempt_at: IsoTimestamp | null;
  last_read_at: IsoTimestamp | null;
  last_error: string | null;
  last_error_detail: string | null;
  event_count: Generated<number>;
  busy: Generated<string>;
  lease_until: IsoTimestamp | null;
}

/** A member's private feed address: only its token's hash. */
export interface CalendarFeedsTable {
  user_id: number;
  token_hash: string;
  created_at: IsoTimestamp;
}

/** Where a meeting was written into a member's CalDAV calendar. */
export interface CalendarWritesTable {
  meeting_uid: string;
  connection_id: number;
  object_url: string;
  written_at: IsoTimestamp;
}
