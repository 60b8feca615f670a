import type { Generated } from "kysely";
import type { OutboxState } from "#common/mail/outbox.ts";
import type { IsoTimestamp } from "#server/db/timestamp.ts";

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
 * Every message the site sends, retried until delivered (decisions 012 and 072): its kind names the
 * handler that renders it from the rows it points at (a lead, or `ref_id` in the kind's own table);
 * once rendered, the row keeps what was rendered, which the back office reads and the transport sends.
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
  state: Generated<OutboxState>;
  /** The address it goes to; null until rendered, and once erased. */
  recipient: string | null;
  subject: string | null;
  lang: string | null;
  body_text: string | null;
  body_html: string | null;
  /** The rest of the message as the transport takes it (names, Reply-To, List-Unsubscribe, calendar), as JSON. */
  envelope: string | null;
  last_attempt_at: IsoTimestamp | null;
}
