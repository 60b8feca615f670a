import { newsletterClickPath } from "#common/newsletter/paths.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { changedOne } from "#server/db/rows.server.ts";
import type { OutboxHandler } from "#server/mail/outbox.server.ts";
import { contentOf, NEWSLETTER_ISSUE_EMAIL, NEWSLETTER_TEST_EMAIL } from "./issue.server";
import { type IssueContent, issueCards, renderIssue } from "./issue-email.server";

/**
 * Renders each copy when it is due (decision 079): nothing for an issue no longer sending, a delivery
 * already done, a subscriber no longer confirmed or now suppressed; and nothing for an attempt that
 * began before and never recorded its outcome (a crash mid-send): at most one copy, never two. A held
 * copy released by an admin (decision 087) is rendered again, once.
 *
 * `holding` (no SMTP_URL): the outbox holds whatever is rendered, so the copy is marked held as it is
 * rendered, not a minute later by the sending job. A copy released before that job ran is then still
 * known as held, not taken for an attempt that died mid-send.
 */
export function issueEmailHandlers(
  app: AppDatabase,
  { siteOrigin, now = () => new Date(), holding = false }: { siteOrigin: string; now?: () => Date; holding?: boolean },
): Record<string, OutboxHandler> {
  const { db } = app;
  const cardsOf = (issue: IssueContent) => issueCards(db, issue.lang, issue.resourceIds, { siteOrigin, now: now() });

  return {
    async [NEWSLETTER_ISSUE_EMAIL]({ refId, attempts }) {
      if (refId === null) return undefined;
      const row = await db
        .selectFrom("newsletter_deliveries as d")
        .innerJoin("newsletter_issues as i", "i.id", "d.issue_id")
        .innerJoin("newsletter_subscribers as s", "s.id", "d.subscriber_id")
        .select([
          "d.id",
          "d.state as delivery_state",
          "d.email_hash",
          "i.state as issue_state",
          "i.lang",
          "i.subject",
          "i.preview",
          "i.body",
          "i.resource_ids",
          "i.id as issue_id",
          "i.links",
          "s.email",
          "s.status",
          "s.unsubscribe_token",
        ])
        .where("d.id", "=", refId)
        .executeTakeFirst();
      // A held copy of an issue marked sent before held copies kept it open still goes once released.
      const held = row?.delivery_state === "held";
      const open = row?.issue_state === "sending" || (held && row?.issue_state === "sent");
      if (!row || !open || !(held || row.delivery_state === "queued") || row.status !== "confirmed") return undefined;
      const suppressed = await db
        .selectFrom("newsletter_suppressions")
        .select("email_hash")
        .where("email_hash", "=", row.email_hash)
        .executeTakeFirst();
      if (suppressed) return undefined;
      // A held copy was rendered once without being sent: its next attempt is the outbox's.
      const started = await db
        .updateTable("newsletter_deliveries")
        .set({ attempts: attempts + 1, state: holding ? "held" : "queued" })
        .where("id", "=", row.id)
        .where((eb) => eb.or([eb("state", "=", "held"), eb("attempts", "=", attempts)]))
        .executeTakeFirst();
      if (!changedOne(started)) return undefined;
      const issue = contentOf(row);
      const links = row.links ? (JSON.parse(row.links) as string[]) : [];
      const tracked = { links, url: (index: number) => `${siteOrigin}${newsletterClickPath(row.issue_id, index)}` };
      return renderIssue(
        issue,
        await cardsOf(issue),
        { email: row.email, unsubscribeToken: row.unsubscribe_token },
        siteOrigin,
        tracked,
      );
    },

    async [NEWSLETTER_TEST_EMAIL]({ refId }) {
      if (refId === null) return undefined;
      const row = await db
        .selectFrom("newsletter_test_sends as t")
        .innerJoin("newsletter_issues as i", "i.id", "t.issue_id")
        .innerJoin("users as u", "u.id", "t.user_id")
        .select(["i.lang", "i.subject", "i.preview", "i.body", "i.resource_ids", "u.email"])
        .where("t.id", "=", refId)
        .executeTakeFirst();
      if (!row) return undefined;
      const issue = contentOf(row);
      return renderIssue(issue, await cardsOf(issue), { email: row.email, test: true }, siteOrigin);
    },
  };
}
