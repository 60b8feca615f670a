import type { Generated } from "kysely";
import type { LeadStatus } from "#common/admin/lead-status.ts";
import type { LeadTopic } from "#common/content/types.ts";
import type { Lang } from "#common/site/pages.ts";
import type { IsoTimestamp } from "#server/db/timestamp.ts";

/** The leads room's tables, as Kysely sees them; server/db/db.server.ts assembles the Database from each room's. */
export interface LeadsTable {
  id: Generated<number>;
  idempotency_key: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  company: string | null;
  topic: LeadTopic;
  message: string;
  lang: Lang;
  source_page: string;
  consent_at: IsoTimestamp;
  created_at: IsoTimestamp;
  user_agent: string | null;
  status: Generated<LeadStatus>;
  /** Name, email, company and message, folded for the inbox's search (server/leads/search-text.ts). */
  search_text: string;
  /** The member who follows the lead up; null: the unassigned queue (migration 015). */
  owner_id: number | null;
  /** The next step's day on the team's calendar (YYYY-MM-DD) and its note. */
  next_step_on: string | null;
  next_step_note: string | null;
  /** What finds the same person twice (server/leads/contact-keys.ts). */
  email_key: Generated<string>;
  phone_key: string | null;
}

/** A lead's history: a status change (from, to) or a note, by whom and when. */
export interface LeadEventsTable {
  id: Generated<number>;
  lead_id: number;
  at: IsoTimestamp;
  actor_id: number | null;
  actor_email: string | null;
  from_status: LeadStatus | null;
  to_status: LeadStatus | null;
  note: string | null;
  /** Null for a status change or a note; otherwise what the sales work recorded (server/sales). */
  kind: LeadEventKind | null;
  detail: string | null;
}

export type LeadEventKind = "owner" | "step" | "step.done" | "merged";

/** Which member has opened which lead, so the inbox can mark the others. */
export interface LeadReadsTable {
  user_id: number;
  lead_id: number;
  read_at: IsoTimestamp;
}

/** The address of a lead merged into this one, lower-cased, for privacy requests (migration 022). */
export interface LeadMergedAddressesTable {
  lead_id: number;
  email: string;
}

/** SQLite only: the FTS5 trigram table over leads.search_text (migration 006); `rowid` is the lead's id. */
export interface LeadsSearchTable {
  rowid: number;
  search_text: string;
}
