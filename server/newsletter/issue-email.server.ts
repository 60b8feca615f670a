import type { Kysely } from "kysely";
import { createElement } from "react";
import { newsletterIssueText } from "#common/content/newsletter-issue.ts";
import { site } from "#common/site/config.ts";
import { formatMessage } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";
import { resourcePath } from "#common/site/resource-paths.ts";
import type { Database } from "#server/db/db.server.ts";
import { renderEmail } from "#server/mail/email.server.tsx";
import type { RenderedMail } from "#server/mail/outbox.server.ts";
import { linksIn, markdownToText, renderMarkdown } from "#server/resources/render.server.ts";
import { unsubscribeParts } from "./emails.server";
import { IssueEmail } from "./issue-email-view.server";

/** What an issue's email is made of. */
export type IssueContent = { lang: Lang; subject: string; preview: string; body: string; resourceIds: number[] };

/** A featured resource as its card shows it. */
export type IssueCard = { title: string; summary: string; url: string };

/**
 * The web links an issue's copies carry, in order, each once: the body's, then the cards'. Fixed when
 * the issue is queued, a click names one by its place in this list.
 */
export function issueLinks(body: string, cards: IssueCard[]): string[] {
  return [...new Set([...linksIn(body), ...cards.map((card) => card.url)])].filter((link) =>
    /^https?:\/\//i.test(link),
  );
}

/** A copy's links through the site's counting redirect: `links` as queued, `url` the redirect of each. */
export type TrackedLinks = { links: string[]; url: (index: number) => string };

/** Who a copy goes to: a subscriber (with the token of their own unsubscribe link) or a member's test. */
export type IssueRecipient = { email: string; unsubscribeToken: string } | { email: string; test: true };

/**
 * The featured resources that are public now, in the order the editor picked them, in the issue's
 * language; one unpublished since is left out rather than linked to a missing page.
 */
export async function issueCards(
  db: Kysely<Database>,
  lang: Lang,
  ids: number[],
  { siteOrigin, now }: { siteOrigin: string; now: Date },
): Promise<IssueCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("resources")
    .select(["id", "slug", "title", "summary", "status", "publish_at"])
    .where("id", "in", ids)
    .where("lang", "=", lang)
    .execute();
  const visible = rows.filter(
    (row) =>
      row.status === "published" ||
      (row.status === "scheduled" && row.publish_at !== null && row.publish_at <= now.toISOString()),
  );
  return ids.flatMap((id) => {
    const row = visible.find((candidate) => candidate.id === id);
    return row ? [{ title: row.title, summary: row.summary, url: `${siteOrigin}${resourcePath(lang, row.slug)}` }] : [];
  });
}

/**
 * One copy of an issue: HTML from the body's Markdown through the resources' sanitizer, a plain-text
 * part read from the same Markdown's tokens (issue 52, item 20), the featured cards, and the footer
 * CASL asks of every message: who sends it, a postal address, and how to unsubscribe, which for a
 * subscriber is their own one-click link, also in the List-Unsubscribe headers (RFC 8058).
 */
export async function renderIssue(
  issue: IssueContent,
  cards: IssueCard[],
  recipient: IssueRecipient,
  siteOrigin: string,
  tracked?: TrackedLinks,
): Promise<RenderedMail> {
  const t = newsletterIssueText[issue.lang];
  const test = "test" in recipient;
  const unsubscribe = test ? undefined : unsubscribeParts(siteOrigin, issue.lang, recipient.unsubscribeToken);
  const why = formatMessage(t.why, issue.lang, { name: site.name });
  const address = site.postalAddress[issue.lang];
  const leave = unsubscribe ? formatMessage(t.unsubscribe, issue.lang, { link: unsubscribe.link }) : t.testUnsubscribe;
  // Each known link through the counting redirect; the unsubscribe link and any other stay as they are.
  const counted = (link: string) => {
    const index = tracked?.links.indexOf(link) ?? -1;
    return tracked && index >= 0 ? tracked.url(index) : link;
  };

  const text = [
    ...(test ? [t.testNote, ""] : []),
    markdownToText(issue.body, counted),
    ...(cards.length
      ? ["", t.featured, ...cards.map((card) => `\n${card.title}\n${card.summary}\n${counted(card.url)}`)]
      : []),
    "",
    "--",
    why,
    address,
    leave,
    "",
  ].join("\n");

  const html = await renderEmail(
    createElement(IssueEmail, {
      lang: issue.lang,
      subject: issue.subject,
      preview: issue.preview,
      bodyHtml: renderMarkdown(issue.body, undefined, counted),
      cards: cards.map((card) => ({ title: card.title, summary: card.summary, href: counted(card.url) })),
      test,
      why,
      unsubscribe: unsubscribe?.link,
      siteOrigin,
    }),
  );

  return {
    lang: issue.lang,
    to: recipient.email,
    subject: test ? `${t.testMark} ${issue.subject}` : issue.subject,
    text,
    html,
    ...unsubscribe?.headers,
  };
}
