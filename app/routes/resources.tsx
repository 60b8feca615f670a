import { Search } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { useCommon } from "#app/hooks/use-common.ts";
import { type ListEntry, listEntry } from "#app/resources/format.server.ts";
import { CallToAction } from "#app/sections/call-to-action.tsx";
import { pageMeta } from "#app/site/seo.ts";
import { isResourceKind, type ResourceKind, resourceKinds } from "#common/resources/kinds.ts";
import { formatMessage } from "#common/site/message.ts";
import { pageAt, pathOf, type ResourceListId } from "#common/site/pages.ts";
import { feedPath } from "#common/site/resource-paths.ts";
import { service, siteWords } from "#server/http/context.server.ts";
import type { Route } from "./+types/resources";

/** The pages that list one kind; the index lists them all, or one through ?type= (decision 033). */
const kindOfPage: Record<ResourceListId, ResourceKind | undefined> = {
  resources: undefined,
  guides: "guide",
  webinars: "webinar",
  caseStudies: "case-study",
};
const pageOfKind: Partial<Record<ResourceKind, ResourceListId>> = {
  guide: "guides",
  webinar: "webinars",
  "case-study": "caseStudies",
};

/** Every published item of the page's language, newest first, of its kind, matching the search. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const found = pageAt(url.pathname);
  if (!found) throw new Response(null, { status: 404 });
  const { lang } = found;
  const id = found.page.id as ResourceListId;
  const type = url.searchParams.get("type");
  const kind = kindOfPage[id] ?? (id === "resources" && isResourceKind(type) ? type : undefined);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const { pages } = siteWords(context, lang);
  const t = pages.resources.text;
  const items = await service(context, "resources").store.published(lang, { kind, q });
  return {
    lang,
    page: pages[id],
    t,
    kind,
    q,
    heading: q ? formatMessage(t.results, lang, { q }) : kind ? t.kinds[kind] : t.all,
    items: items.map((item) => listEntry(item, lang, t)),
    feed: feedPath(lang),
    filters: [
      { href: pathOf("resources", lang), label: t.all, current: !kind },
      ...resourceKinds.map((each) => {
        const own = pageOfKind[each];
        return {
          href: own ? pathOf(own, lang) : `${pathOf("resources", lang)}?type=${each}`,
          label: t.kinds[each],
          current: kind === each,
        };
      }),
    ],
    searchPath: pathOf("resources", lang),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => [
  ...pageMeta(loaderData.page.meta, location.pathname, matches),
  { tagName: "link", rel: "alternate", type: "application/atom+xml", title: loaderData.t.feed, href: loaderData.feed },
];

export default function ResourceList({ loaderData }: Route.ComponentProps) {
  const { page, t, items, filters, q, searchPath, heading } = loaderData;
  const { comingSoon } = useCommon();
  return (
    <>
      <section className="bg-surface">
        <div className="mx-auto max-w-5xl px-4 py-14 sm:px-6 sm:py-20">
          <h1 className="text-balance font-bold text-4xl text-brand-900 tracking-tight sm:text-5xl">{page.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-muted leading-relaxed">{page.lead}</p>
          <search className="mt-8 block max-w-xl">
            <form method="get" action={searchPath} className="flex flex-wrap gap-3">
              <label htmlFor="resource-search" className="sr-only">
                {t.search}
              </label>
              {/* 18rem at least, so a phone shows its placeholder whole; the button goes under it (issue 46, item 18). */}
              <input
                id="resource-search"
                type="search"
                name="q"
                defaultValue={q}
                placeholder={t.search}
                className="min-h-11 min-w-0 grow basis-72 rounded-full border border-muted bg-white px-4 text-ink"
              />
              <button
                type="submit"
                className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
              >
                <Search aria-hidden className="size-4" />
                {t.searchButton}
              </button>
            </form>
          </search>
          <nav aria-label={t.filters} className="mt-6">
            <ul className="flex flex-wrap gap-2">
              {filters.map((filter) => (
                <li key={filter.href}>
                  <Link
                    to={filter.href}
                    aria-current={filter.current ? "page" : undefined}
                    className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 font-medium text-brand-800 hover:border-brand-500 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white"
                  >
                    {filter.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
      <section className="mx-auto max-w-5xl px-4 py-12 sm:px-6" aria-labelledby="resource-results">
        <h2 id="resource-results" className="font-semibold text-2xl text-brand-900">
          {heading}
        </h2>
        {items.length === 0 ? (
          <p className="mt-6 text-lg">
            {q ? (
              t.noMatch
            ) : (
              <>
                <Badge className="mr-2">{comingSoon}</Badge>
                {t.nothingYet}
              </>
            )}
          </p>
        ) : (
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {items.map((item) => (
              <ResourceCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>
      <CallToAction t={page.cta} topic="expert" />
    </>
  );
}

function ResourceCard({ item }: { item: ListEntry }) {
  return (
    <li className="flex flex-col rounded-card border border-line bg-white p-6 shadow-card">
      <p className="font-semibold text-sm text-teal-700">{item.kind}</p>
      <h3 className="mt-2 font-semibold text-brand-900 text-xl">
        <Link to={item.href} className="hover:underline">
          {item.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-muted leading-relaxed">{item.summary}</p>
      <p className="mt-4 text-muted text-sm">
        {item.date.label} <time dateTime={item.date.iso}>{item.date.text}</time>
      </p>
    </li>
  );
}
