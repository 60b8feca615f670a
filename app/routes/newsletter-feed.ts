import { newsletterIssueText } from "#common/content/newsletter-issue.ts";
import { newsletterArchivePath, newsletterFeedPath } from "#common/newsletter/paths.ts";
import { site } from "#common/site/config.ts";
import { siteUrl } from "#common/site/origin.server.ts";
import { langOfPath, pathOf } from "#common/site/pages.ts";
import { service } from "#server/http/context.server.ts";
import { atomFeed } from "#server/resources/feed.server.ts";
import type { Route } from "./+types/newsletter-feed";

/** How many of the newest issues the feed carries. */
const feedLength = 30;

/** The page language's Atom feed of the newsletter issues that went out (decision 078). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = langOfPath(url.pathname);
  const { issues } = service(context, "newsletter");
  const t = newsletterIssueText[lang].archive;
  const entries = [];
  for (const listed of (await issues.archive(lang)).slice(0, feedLength)) {
    const issue = await issues.archived(lang, listed.id);
    if (!issue) continue;
    const sentAt = new Date(issue.sentAt);
    entries.push({
      title: issue.subject,
      summary: issue.preview,
      html: issue.html,
      path: newsletterArchivePath(lang, issue.id, issue.subject),
      author: site.name,
      updated: sentAt,
      published: sentAt,
    });
  }
  const xml = atomFeed(entries, {
    origin: siteUrl,
    lang,
    listPath: pathOf("newsletter", lang),
    feedPath: newsletterFeedPath(lang),
    text: { title: t.feedTitle, description: t.feedDescription },
  });
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
