import { ArrowLeft, Download, PlayCircle } from "lucide-react";
import { Link } from "react-router";
import { dictionaries } from "../../common/content/dictionary.server";
import { newsletterText } from "../../common/content/newsletter";
import type { ResourceText } from "../../common/content/types";
import { site } from "../../common/site/config";
import { langOfPath, otherLang, pathOf } from "../../common/site/pages";
import { feedPath, guidePdfPath, resourcePath, resourceRequestPath } from "../../common/site/resource-paths";
import { readingMinutes, renderMarkdown } from "../../server/resources/render.server";
import type { Resource, WebinarInfo } from "../../server/resources/store.server";
import { useInnerHtml } from "../lib/inner-html";
import { formatDay, formatWebinarStart } from "../resources/format.server";
import { CallToAction } from "../sections/call-to-action";
import { resourceMeta } from "../site/seo";
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
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = langOfPath(new URL(request.url).pathname);
  if (!context.resources) throw new Response(null, { status: 503 });
  const { store, bodyImages } = context.resources;
  const item = await store.publishedBySlug(lang, params.slug);
  if (!item) throw new Response(null, { status: 404 });
  const translation = await store.publishedTranslation(item);
  const t = dictionaries[lang].pages.resources.text;
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
    cta: dictionaries[lang].pages.resources.cta,
    meta: { title: `${item.title} | ${site.name}`, description: item.summary },
    item: {
      id: item.id,
      title: item.title,
      summary: item.summary,
      author: item.author,
      kind: t.kinds[item.kind],
      date: formatDay(item.publishAt ?? item.createdAt, lang),
      isoDate: (item.publishAt ?? item.createdAt).toISOString(),
      minutes: readingMinutes(item.body),
      illustrative: item.kind === "case-study" && item.illustrative,
      html: renderMarkdown(item.body, await bodyImages(item.body)),
      pdf: item.kind === "guide" && item.pdfName && !item.gated ? guidePdfPath(lang, item.slug) : undefined,
    },
    webinar: webinar && {
      when: formatWebinarStart(webinar.startsAt, webinar.timeZone, lang),
      length: t.webinar.length.replace("{n}", String(webinar.lengthMinutes)),
      replayUrl: webinar.replayUrl,
    },
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

export const meta: Route.MetaFunction = ({ data, location, matches }) =>
  data
    ? [
        ...resourceMeta(data.meta, location.pathname, matches, { alternates: data.alternates, jsonLd: data.jsonLd }),
        { tagName: "link", rel: "alternate", type: "application/atom+xml", title: data.t.feed, href: data.feed },
      ]
    : [];

export default function ResourcePage({ loaderData }: Route.ComponentProps) {
  const { t, item, webinar, request, back, cta } = loaderData;
  const body = useInnerHtml(item.html);
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <p>
          <Link
            to={back}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {t.back}
          </Link>
        </p>
        <p className="mt-4 font-semibold text-teal-700">{item.kind}</p>
        <h1 className="mt-2 text-balance font-bold text-4xl text-brand-900 tracking-tight sm:text-5xl">{item.title}</h1>
        <p className="mt-4 text-lg text-muted leading-relaxed">{item.summary}</p>
        <Byline t={t} item={item} />
        {item.illustrative && (
          <p className="mt-6 rounded-card border border-accent-700 bg-accent-100 p-4 text-ink">{t.illustrative}</p>
        )}
        {webinar && (
          <dl className="mt-6 grid gap-2 rounded-card border border-line bg-surface p-5">
            <dt className="font-semibold text-brand-900">{t.webinar.when}</dt>
            <dd>{webinar.when}</dd>
            <dd>{webinar.length}</dd>
            {webinar.replayUrl && (
              <dd>
                <a
                  href={webinar.replayUrl}
                  className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline"
                >
                  <PlayCircle aria-hidden className="size-5" />
                  {t.webinar.replay}
                </a>
              </dd>
            )}
          </dl>
        )}
        {/* On a phone the programme is long: the form's link comes before it too, not only after (issue 46, item 18). */}
        {request && <RequestLink request={request} className="mt-6" />}
        {/* Rendered from the editor's Markdown and sanitized on the server (server/resources/render.server.ts). */}
        <div className="resource-body mt-10" dangerouslySetInnerHTML={body} />
        {item.pdf && (
          <p className="mt-8">
            <a
              href={item.pdf}
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
            >
              <Download aria-hidden className="size-5" />
              {t.downloadPdf}
            </a>
          </p>
        )}
        {request && <RequestLink request={request} className="mt-10" />}
      </article>
      <CallToAction t={cta} topic="expert" />
    </>
  );
}

/** The link to a webinar's registration or a gated guide's form, on its own page (decision 034). */
function RequestLink({ request, className }: { request: { href: string; label: string }; className: string }) {
  return (
    <p className={className}>
      <Link
        to={request.href}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
      >
        {request.label}
      </Link>
    </p>
  );
}

function Byline({
  t,
  item,
}: {
  t: ResourceText;
  item: { author: string; date: string; isoDate: string; minutes: number };
}) {
  return (
    <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-muted text-sm">
      <span>
        {t.by} {item.author}
      </span>
      <span>
        {t.published} <time dateTime={item.isoDate}>{item.date}</time>
      </span>
      <span>{t.readingTime.replace("{n}", String(item.minutes))}</span>
    </p>
  );
}
