import { siteUrl } from "#common/site/origin.server.ts";
import { langOfPath, pathOf } from "#common/site/pages.ts";
import { feedPath, resourcePath } from "#common/site/resource-paths.ts";
import { service, siteWords } from "#server/http/context.server.ts";
import { atomFeed } from "#server/resources/feed.server.ts";
import { renderMarkdown } from "#server/resources/render.server.ts";
import type { Route } from "./+types/resource-feed";

/** How many of the newest items a feed carries. */
const feedLength = 30;

/** The page language's Atom feed of published resources. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = langOfPath(url.pathname);
  const { store, bodyImages } = service(context, "resources");
  const items = (await store.published(lang)).slice(0, feedLength);
  const t = siteWords(context, lang).pages.resources.text;
  const xml = atomFeed(
    await Promise.all(
      items.map(async (resource) => ({
        title: resource.title,
        summary: resource.summary,
        html: renderMarkdown(resource.body, await bodyImages(resource.body)),
        path: resourcePath(lang, resource.slug),
        author: resource.author,
        updated: resource.updatedAt,
        published: resource.publishAt ?? resource.createdAt,
      })),
    ),
    {
      origin: siteUrl,
      lang,
      listPath: pathOf("resources", lang),
      feedPath: feedPath(lang),
      text: { title: t.feedTitle, description: t.feedDescription },
    },
  );
  return new Response(xml, { headers: { "Content-Type": "application/atom+xml; charset=utf-8" } });
}
