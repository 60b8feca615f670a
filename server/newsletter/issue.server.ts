import type { Lang } from "#common/site/pages.ts";
import type { IssueContent } from "./issue-email.server";
import type { DeliveryState, IssueState } from "./tables";

/*
 * What a newsletter issue is, apart from how it is queued and sent: its outbox kinds, its fields, the
 * archive's and the counts' shapes, and how rows map to them.
 */

/** The outbox kinds: a subscriber's copy (ref_id: its delivery row), and a member's test (ref_id: its test send). */
export const NEWSLETTER_ISSUE_EMAIL = "newsletter.issue";
export const NEWSLETTER_TEST_EMAIL = "newsletter.test";

/** What the editor saves: the content, and the other language's issue it translates, if any (decision 081). */
export type IssueInput = IssueContent & { translationId: number | null };

/** Whether an edit holds what the issue already has: the composer then writes (and audits) nothing before it acts. */
export function sameIssueInput(issue: IssueInput, input: IssueInput): boolean {
  return (
    issue.lang === input.lang &&
    issue.subject === input.subject &&
    issue.preview === input.preview &&
    issue.body === input.body &&
    issue.translationId === input.translationId &&
    JSON.stringify(issue.resourceIds) === JSON.stringify(input.resourceIds)
  );
}

export type Issue = IssueContent & {
  id: number;
  state: IssueState;
  scheduledAt: string | null;
  authorEmail: string | null;
  createdAt: string;
  updatedAt: string;
  queuedAt: string | null;
  finishedAt: string | null;
  recipients: number | null;
  /** The other language's issue it translates (decision 081). */
  translationId: number | null;
};

/** An issue's translation in the web archive: enough to make its address. */
export type ArchivedTranslation = { lang: Lang; id: number; subject: string };

/** A sent issue as the web archive lists it, with its translation when that went out too. */
export type ArchivedIssue = {
  id: number;
  subject: string;
  preview: string;
  sentAt: string;
  translation: ArchivedTranslation | undefined;
};

export type IssueCounts = Record<DeliveryState, number> & {
  recipients: number;
  unsubscribedSince: number;
  /** Its refused addresses now on the suppression list, refused on two issues (decision 079). */
  suppressedAfterRefusals: number;
};

export function contentOf(row: {
  lang: Lang;
  subject: string;
  preview: string;
  body: string;
  resource_ids: string;
}): IssueContent {
  return {
    lang: row.lang,
    subject: row.subject,
    preview: row.preview,
    body: row.body,
    resourceIds: JSON.parse(row.resource_ids) as number[],
  };
}

export function columnsOf(input: IssueInput) {
  return {
    lang: input.lang,
    subject: input.subject,
    preview: input.preview,
    body: input.body,
    resource_ids: JSON.stringify(input.resourceIds),
  };
}

export function issueOf(row: {
  id: number;
  lang: Lang;
  subject: string;
  preview: string;
  body: string;
  resource_ids: string;
  state: IssueState;
  scheduled_at: string | null;
  author_email: string | null;
  created_at: string;
  updated_at: string;
  queued_at: string | null;
  finished_at: string | null;
  recipients: number | null;
  translation_id: number | null;
}): Issue {
  return {
    id: row.id,
    ...contentOf(row),
    state: row.state,
    scheduledAt: row.scheduled_at,
    authorEmail: row.author_email,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    queuedAt: row.queued_at,
    finishedAt: row.finished_at,
    recipients: row.recipients,
    translationId: row.translation_id,
  };
}
