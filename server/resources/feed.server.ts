import { Feed } from "feed";
import { htmlLang, type Lang } from "../../common/site/pages";
import type { Resource } from "./store.server";

export type FeedText = { title: string; description: string };

/**
 * A language's Atom feed (the `feed` package writes it): the newest published items with their
 * summary and sanitized body, links made absolute from the site's origin.
 */
export function atomFeed(
  items: { resource: Resource; html: string; path: string }[],
  {
    origin,
    lang,
    listPath,
    feedPath,
    text,
  }: { origin: string; lang: Lang; listPath: string; feedPath: string; text: FeedText },
): string {
  const updated = items.reduce<Date | undefined>(
    (latest, { resource }) => (!latest || resource.updatedAt > latest ? resource.updatedAt : latest),
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
  for (const { resource, html, path } of items) {
    feed.addItem({
      id: `${origin}${path}`,
      title: resource.title,
      link: `${origin}${path}`,
      description: resource.summary,
      // Image addresses in the body are the site's own; a reader resolves them against the feed.
      content: html.replace(/(src|srcset)="\//g, `$1="${origin}/`).replace(/, \/media\//g, `, ${origin}/media/`),
      author: [{ name: resource.author }],
      date: resource.updatedAt,
      published: resource.publishAt ?? resource.createdAt,
    });
  }
  return feed.atom1();
}
