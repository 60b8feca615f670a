import { Feed } from "feed";
import { htmlLang, type Lang } from "#common/site/pages.ts";
import { escapeHtml } from "./render.server";

export type FeedText = { title: string; description: string };

/** One entry of a feed: a published resource, or a newsletter issue that went out. */
export type FeedEntry = {
  title: string;
  summary: string;
  /** The sanitized body. */
  html: string;
  path: string;
  author: string;
  updated: Date;
  published: Date;
};

/**
 * A language's Atom feed (the `feed` package writes it): the newest entries with their summary and
 * sanitized body, links made absolute from the site's origin. The package writes a title, a summary
 * and the body as HTML in CDATA, escaping only the first `]]>`: the title and the summary are escaped
 * first, so what an editor typed reads as text in a reader and holds no `>` to end the CDATA early
 * (issue 52); the sanitized body already carries every `>` of its text and attributes as `&gt;`.
 */
export function atomFeed(
  items: FeedEntry[],
  {
    origin,
    lang,
    listPath,
    feedPath,
    text,
  }: { origin: string; lang: Lang; listPath: string; feedPath: string; text: FeedText },
): string {
  const updated = items.reduce<Date | undefined>(
    (latest, { updated }) => (!latest || updated > latest ? updated : latest),
    undefined,
  );
  const feed = new Feed({
    id: `${origin}${listPath}`,
    title: text.title,
    description: text.description,
    link: `${origin}${listPath}`,
    language: htmlLang[lang],
    updated: updated ?? new Date(0),
    generator: false,
    feedLinks: { atom: `${origin}${feedPath}` },
    copyright: "",
  });
  for (const { title, summary, html, path, author, updated, published } of items) {
    feed.addItem({
      id: `${origin}${path}`,
      title: escapeHtml(title),
      link: `${origin}${path}`,
      description: escapeHtml(summary),
      // Image addresses in the body are the site's own; a reader resolves them against the feed.
      content: html.replace(/(src|srcset)="\//g, `$1="${origin}/`).replace(/, \/media\//g, `, ${origin}/media/`),
      author: [{ name: author }],
      date: updated,
      published,
    });
  }
  return feed.atom1();
}
