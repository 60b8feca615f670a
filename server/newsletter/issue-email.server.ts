import type { Kysely } from "kysely";
import { newsletterIssueText } from "../../common/content/newsletter-issue";
import { site } from "../../common/site/config";
import { type Lang, pathOf } from "../../common/site/pages";
import { resourcePath } from "../../common/site/resource-paths";
import type { Database } from "../db/db.server";
import type { RenderedMail } from "../mail/outbox.server";
import { escapeHtml, linksIn, markdownToText, renderMarkdown } from "../resources/render.server";
import { unsubscribeParts } from "./emails.server";

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
export function renderIssue(
  issue: IssueContent,
  cards: IssueCard[],
  recipient: IssueRecipient,
  siteOrigin: string,
  tracked?: TrackedLinks,
): RenderedMail {
  const t = newsletterIssueText[issue.lang];
  const test = "test" in recipient;
  const unsubscribe = test ? undefined : unsubscribeParts(siteOrigin, issue.lang, recipient.unsubscribeToken);
  const why = t.why.replace("{name}", site.name);
  const address = site.postalAddress[issue.lang];
  const leave = unsubscribe ? t.unsubscribe.replace("{link}", unsubscribe.link) : t.testUnsubscribe;
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

  const cardHtml = cards
    .map(
      (card) =>
        `<div style="border:1px solid #d0d5dd;border-radius:8px;padding:12px 16px;margin:12px 0"><h3 style="margin:0 0 4px">${escapeHtml(card.title)}</h3><p style="margin:0 0 8px">${escapeHtml(card.summary)}</p><a href="${escapeHtml(counted(card.url))}">${escapeHtml(t.readMore.replace("{title}", card.title))}</a></div>`,
    )
    .join("");
  const footerLink = unsubscribe
    ? `<a href="${escapeHtml(unsubscribe.link)}">${escapeHtml(t.unsubscribeLink)}</a>`
    : escapeHtml(t.testUnsubscribe);
  const html = [
    `<!doctype html><html lang="${issue.lang}"><head><meta charset="utf-8"><title>${escapeHtml(issue.subject)}</title></head>`,
    `<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1d2939;max-width:640px;margin:0 auto;padding:16px">`,
    // The preview line mail programs show after the subject, not on the page itself.
    `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(issue.preview)}</div>`,
    test ? `<p><strong>${escapeHtml(t.testNote)}</strong></p>` : "",
    renderMarkdown(issue.body, undefined, counted),
    cards.length ? `<h2>${escapeHtml(t.featured)}</h2>${cardHtml}` : "",
    `<hr><p style="font-size:14px;color:#475467">${escapeHtml(why)}<br>${escapeHtml(address)}<br>${footerLink}</p>`,
    `<p style="font-size:14px"><a href="${escapeHtml(`${siteOrigin}${pathOf("newsletter", issue.lang)}`)}">${escapeHtml(site.name)}</a></p>`,
    "</body></html>",
  ].join("");

  return {
    lang: issue.lang,
    to: recipient.email,
    subject: test ? `${t.testMark} ${issue.subject}` : issue.subject,
    text,
    html,
    ...unsubscribe?.headers,
  };
}
