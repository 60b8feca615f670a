import type { Generated } from "kysely";
import type { Lang } from "../../common/site/pages";
import type { IsoTimestamp } from "../db/timestamp";

/** The newsletter room's tables, as Kysely sees them; server/db/db.server.ts assembles the Database from each room's. */
export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

/** One newsletter address (decision 034): pending until its confirmation link is used. */
export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  /** The address folded to lower case: one row per person whatever the spelling. */
  email_key: string;
  lang: Lang;
  status: SubscriberStatus;
  /** The confirmation link's token; null once used. It can only confirm this address. */
  confirm_token: string | null;
  confirm_sent_at: IsoTimestamp | null;
  /** In every newsletter email's links; it can only unsubscribe. */
  unsubscribe_token: string;
  created_at: IsoTimestamp;
  confirmed_at: IsoTimestamp | null;
  unsubscribed_at: IsoTimestamp | null;
}

/** The consent ledger: each box ticked, with the exact words shown, and how it was confirmed. */
export interface NewsletterConsentsTable {
  id: Generated<number>;
  subscriber_id: number;
  given_at: IsoTimestamp;
  source_page: string;
  lang: Lang;
  wording: string;
  wording_version: string;
  confirmed_at: IsoTimestamp | null;
  /** How: "email-link-button" (the confirmation link's page, then its button). */
  confirmed_by: string | null;
  withdrawn_at: IsoTimestamp | null;
}

/** Addresses never mailed again, as SHA-256 of the folded address so it survives an erasure. */
export interface NewsletterSuppressionsTable {
  email_hash: string;
  reason: "unsubscribed" | "erased";
  at: IsoTimestamp;
}
