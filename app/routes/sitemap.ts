import { pageGroups, type SitemapGroup, sitemapXml } from "#app/site/sitemap.ts";
import { newsletterArchivePath } from "#common/newsletter/paths.ts";
import { siteUrl } from "#common/site/origin.server.ts";
import { languages } from "#common/site/pages.ts";
import { resourcePath } from "#common/site/resource-paths.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/sitemap";

/** Every page of the route table, every published resource with its translation when published, and every sent newsletter issue. */
export async function loader({ context }: Route.LoaderArgs) {
  const pairs = new Map<string, SitemapGroup>();
  for (const lang of languages) {
    for (const item of await service(context, "resources").store.published(lang)) {
      pairs.set(item.pairId, [...(pairs.get(item.pairId) ?? []), { lang, path: resourcePath(lang, item.slug) }]);
    }
  }
  // Each newsletter issue that went out, with its translation when that went out too (decisions 078, 081).
  const issues: SitemapGroup[] = [];
  for (const lang of languages)
    for (const issue of await service(context, "newsletter").issues.archive(lang)) {
      const { translation } = issue;
      // A pair is listed once, from its French side.
      if (translation && lang !== "fr") continue;
      issues.push([
        { lang, path: newsletterArchivePath(lang, issue.id, issue.subject) },
        ...(translation
          ? [
              {
                lang: translation.lang,
                path: newsletterArchivePath(translation.lang, translation.id, translation.subject),
              },
            ]
          : []),
      ]);
    }
  return new Response(sitemapXml(siteUrl, [...pageGroups(), ...pairs.values(), ...issues]), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
}
