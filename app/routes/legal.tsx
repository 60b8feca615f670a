import { pageMeta } from "#app/site/seo.ts";
import { type LegalId, pageAt } from "#common/site/pages.ts";
import { siteWords } from "#server/http/context.server.ts";
import { renderInlineMarkdown } from "#server/resources/render.server.ts";
import type { Route } from "./+types/legal";

/** Privacy, terms and cookies share one layout: a title, a date and numbered sections. */
export function loader({ url, context }: Route.LoaderArgs) {
  const found = pageAt(url.pathname);
  if (!found) throw new Response(null, { status: 404 });
  const t = siteWords(context, found.lang).pages[found.page.id as LegalId];
  // The intro, paragraphs and list items are rich fields (decision 112): an editor's Markdown, made safe here.
  return {
    t,
    intro: renderInlineMarkdown(t.intro),
    sections: t.sections.map((section) => ({
      heading: section.heading,
      paragraphs: section.paragraphs.map(renderInlineMarkdown),
      list: section.list?.map(renderInlineMarkdown),
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta(loaderData.t.meta, location.pathname, matches);

export default function Legal({ loaderData: { t, intro, sections } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20 [&_a]:font-medium [&_a]:text-teal-800 [&_a]:underline">
      <h1 className="text-balance font-bold text-4xl text-brand-900 tracking-tight">{t.title}</h1>
      <p className="mt-3 text-muted text-sm">{t.updated}</p>
      <p className="mt-8 text-lg leading-relaxed" dangerouslySetInnerHTML={{ __html: intro }} />
      {sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="font-semibold text-2xl text-brand-900">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed" dangerouslySetInnerHTML={{ __html: paragraph }} />
          ))}
          {section.list && (
            <ul className="mt-4 list-disc space-y-2 pl-6 marker:text-teal-700">
              {section.list.map((entry) => (
                <li key={entry} dangerouslySetInnerHTML={{ __html: entry }} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
