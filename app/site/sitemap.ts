import { htmlLang, type Lang, pages } from "#common/site/pages.ts";

/** One page in the languages it exists in: a table page in both, a resource in one or both. */
export type SitemapGroup = { lang: Lang; path: string }[];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

/** Every page of the route table, in both languages. */
export function pageGroups(): SitemapGroup[] {
  return pages.map((page) => [
    { lang: "fr", path: page.fr },
    { lang: "en", path: page.en },
  ]);
}

/**
 * Each URL with its alternates: every language it exists in and x-default (French, else its only
 * language); a page in one language alone names no alternate, as its hreflang names none.
 */
export function sitemapXml(origin: string, groups: SitemapGroup[]): string {
  const urls = groups.flatMap((group) => {
    const fallback = group.find((each) => each.lang === "fr") ?? group[0];
    const alternates =
      group.length > 1 && fallback
        ? [...group.map((each) => [htmlLang[each.lang], each.path] as const), ["x-default", fallback.path] as const]
            .map(
              ([hreflang, href]) =>
                `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + href)}"/>`,
            )
            .join("")
        : "";
    return group.map((each) => `  <url>\n    <loc>${escapeXml(origin + each.path)}</loc>${alternates}\n  </url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
