import { ResourceArticle } from "#app/resources/article.tsx";
import { articleOf, webinarBox } from "#app/resources/format.server.ts";
import { CallToAction } from "#app/sections/call-to-action.tsx";
import { resourceMeta } from "#app/site/seo.ts";
import { newsletterText } from "#common/content/newsletter.ts";
import { site } from "#common/site/config.ts";
import { langOfPath, otherLang, pathOf } from "#common/site/pages.ts";
import { feedPath, guidePdfPath, resourcePath, resourceRequestPath } from "#common/site/resource-paths.ts";
import { service, siteWords } from "#server/http/context.server.ts";
import { readingMinutes, renderMarkdown } from "#server/resources/render.server.ts";
import type { Resource, WebinarInfo } from "#server/resources/resource.server.ts";
import type { Route } from "./+types/resource";

/** JSON-LD: an `Event` for a webinar (online, on its start and length), an `Article` otherwise. */
function structuredData(item: Resource): Record<string, unknown> {
  const author = { "@type": "Person", name: item.author };
  if (item.kind === "webinar" && item.startsAt && item.lengthMinutes) {
    return {
      "@type": "Event",
      name: item.title,
      description: item.summary,
      startDate: item.startsAt.toISOString(),
      endDate: new Date(item.startsAt.getTime() + item.lengthMinutes * 60_000).toISOString(),
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "VirtualLocation", url: resourcePath(item.lang, item.slug) },
      organizer: { "@type": "Organization", name: site.name },
      performer: author,
    };
  }
  return {
    "@type": "Article",
    headline: item.title,
    description: item.summary,
    datePublished: (item.publishAt ?? item.createdAt).toISOString(),
    dateModified: item.updatedAt.toISOString(),
    author,
  };
}

/** One published item in the page's language; a draft, a scheduled item before its time or a missing one is a 404. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const lang = langOfPath(url.pathname);
  const { store, bodyImages } = service(context, "resources");
  const item = await store.publishedBySlug(lang, params.slug);
  if (!item) throw new Response(null, { status: 404 });
  const translation = await store.publishedTranslation(item);
  const { resources } = siteWords(context, lang).pages;
  const t = resources.text;
  // Never the join link: it goes to registrants only, by email (decision 076).
  const webinar: Omit<WebinarInfo, "joinUrl"> | undefined =
    item.kind === "webinar" && item.startsAt && item.timeZone && item.lengthMinutes
      ? {
          id: String(item.id),
          lang,
          slug: item.slug,
          title: item.title,
          startsAt: item.startsAt,
          timeZone: item.timeZone,
          lengthMinutes: item.lengthMinutes,
          replayUrl: item.replayUrl,
        }
      : undefined;
  return {
    lang,
    t,
    cta: resources.cta,
    meta: { title: `${item.title} | ${site.name}`, description: item.summary },
    item: {
      id: item.id,
      ...articleOf(item, lang, {
        html: renderMarkdown(item.body, await bodyImages(item.body)),
        minutes: readingMinutes(item.body),
      }),
      pdf: item.kind === "guide" && item.pdfName && !item.gated ? guidePdfPath(lang, item.slug) : undefined,
    },
    webinar: webinar && webinarBox(webinar, lang),
    /** A webinar still to come, or a gated guide: the form on its own page (decision 034). */
    request:
      webinar !== undefined && webinar.startsAt.getTime() > Date.now()
        ? { href: resourceRequestPath(lang, item.slug, "webinar"), label: newsletterText[lang].webinar.submit }
        : item.kind === "guide" && item.gated && item.pdfName
          ? { href: resourceRequestPath(lang, item.slug, "guide"), label: newsletterText[lang].guide.title }
          : undefined,
    alternates: [
      { lang, path: resourcePath(lang, item.slug) },
      ...(translation ? [{ lang: translation.lang, path: resourcePath(translation.lang, translation.slug) }] : []),
    ],
    /** The language toggle's target: the translation, else the other language's list. */
    alternatePath: translation
      ? resourcePath(translation.lang, translation.slug)
      : pathOf("resources", otherLang(lang)),
    jsonLd: structuredData(item),
    back: pathOf("resources", lang),
    feed: feedPath(lang),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData
    ? [
        ...resourceMeta(loaderData.meta, location.pathname, matches, {
          alternates: loaderData.alternates,
          jsonLd: loaderData.jsonLd,
        }),
        {
          tagName: "link",
          rel: "alternate",
          type: "application/atom+xml",
          title: loaderData.t.feed,
          href: loaderData.feed,
        },
      ]
    : [];

export default function ResourcePage({ loaderData }: Route.ComponentProps) {
  const { t, item, webinar, request, back, cta } = loaderData;
  return (
    <>
      <ResourceArticle t={t} item={item} webinar={webinar} request={request} back={back} />
      <CallToAction t={cta} topic="expert" />
    </>
  );
}
