import type { Generated } from "kysely";
import type { Lang } from "#common/site/pages.ts";
import type { IsoTimestamp } from "#server/db/timestamp.ts";

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
  /** "refused": the receiving server refused it for good on two issues (decision 079). */
  reason: "unsubscribed" | "erased" | "refused";
  at: IsoTimestamp;
}

export type IssueState = "draft" | "scheduled" | "sending" | "sent" | "stopped";

/** A newsletter issue (decision 078): written in one language, sent to that language's confirmed subscribers. */
export interface NewsletterIssuesTable {
  id: Generated<number>;
  lang: Lang;
  subject: string;
  /** The line mail programs show after the subject. */
  preview: string;
  /** Markdown, rendered by the resources' sanitizer. */
  body: string;
  /** The published resources featured as cards, in order, as a JSON array of ids. */
  resource_ids: string;
  state: Generated<IssueState>;
  scheduled_at: IsoTimestamp | null;
  author_id: number | null;
  author_email: string | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
  /** When its recipients were chosen and queued. */
  queued_at: IsoTimestamp | null;
  /** When its last message was done, or it was stopped. */
  finished_at: IsoTimestamp | null;
  /** How many were queued. */
  recipients: number | null;
  /** The links its copies carry, as a JSON array, fixed when queued: a click names one by its place. */
  links: string | null;
  /** The other language's issue it translates (decision 081); both name each other. */
  translation_id: number | null;
}

export type DeliveryState = "queued" | "sent" | "held" | "failed" | "refused" | "dropped";

/** One subscriber's copy of one issue (decision 079): unique per issue and subscriber. */
export interface NewsletterDeliveriesTable {
  id: Generated<number>;
  issue_id: number;
  /** Null once the subscriber is erased. */
  subscriber_id: number | null;
  /** The address's suppression hash, so refusals are counted across issues, and after an erasure. */
  email_hash: string;
  state: Generated<DeliveryState>;
  /** Attempts started: one started and never finished (a crash mid-send) is not tried again. */
  attempts: Generated<number>;
  queued_at: IsoTimestamp;
}

/** A test copy of an issue, to the member who asked, at their own address. */
export interface NewsletterTestSendsTable {
  id: Generated<number>;
  issue_id: number;
  user_id: number;
  at: IsoTimestamp;
}

/** Clicks on one link of one issue in one day: nothing about who clicked (decision 078). */
export interface NewsletterClicksTable {
  issue_id: number;
  /** The link's place in the issue's `links`. */
  link: number;
  /** Montréal's day, YYYY-MM-DD. */
  day: string;
  clicks: number;
}
