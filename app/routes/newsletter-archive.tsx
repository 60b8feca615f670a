import { Link, redirect } from "react-router";
import { BackLink } from "#app/components/ui/back-link.tsx";
import { useInnerHtml } from "#app/lib/inner-html.ts";
import { formatDay } from "#app/resources/format.server.ts";
import { resourceMeta } from "#app/site/seo.ts";
import { newsletterIssueText } from "#common/content/newsletter-issue.ts";
import { archiveIdOf, newsletterArchivePath } from "#common/newsletter/paths.ts";
import { site } from "#common/site/config.ts";
import { langOfPath, otherLang, pathOf } from "#common/site/pages.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/newsletter-archive";

/** A sent issue's page in the web archive (decision 078); an address with an old subject moves to the current one. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { pathname } = url;
  const lang = langOfPath(pathname);
  const { issues } = service(context, "newsletter");
  const id = archiveIdOf(params.slug);
  const issue = id === undefined ? undefined : await issues.archived(lang, id);
  if (!issue) throw new Response(null, { status: 404 });
  const path = newsletterArchivePath(lang, issue.id, issue.subject);
  if (path !== pathname) throw redirect(path, 301);
  const sentAt = new Date(issue.sentAt);
  // Its translation's page, when that went out too, is its hreflang twin and the toggle's target (decision 081).
  const translation = issue.translation && {
    lang: issue.translation.lang,
    path: newsletterArchivePath(issue.translation.lang, issue.translation.id, issue.translation.subject),
  };
  return {
    t: newsletterIssueText[lang].archive,
    meta: { title: `${issue.subject} | ${site.name}`, description: issue.preview || issue.subject },
    issue: {
      subject: issue.subject,
      html: issue.html,
      cards: issue.cards,
      date: formatDay(sentAt, lang),
      isoDate: issue.sentAt,
    },
    alternates: translation ? [{ lang, path }, translation] : [{ lang, path }],
    jsonLd: {
      "@type": "Article",
      headline: issue.subject,
      datePublished: issue.sentAt,
      author: { "@type": "Organization", name: site.name },
    },
    /** The language toggle's target: the translation, else the other language's newsletter page. */
    alternatePath: translation?.path ?? pathOf("newsletter", otherLang(lang)),
    back: pathOf("newsletter", lang),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData
    ? resourceMeta(loaderData.meta, location.pathname, matches, {
        alternates: loaderData.alternates,
        jsonLd: loaderData.jsonLd,
      })
    : [];

export default function NewsletterArchive({ loaderData: { t, issue, back } }: Route.ComponentProps) {
  const body = useInnerHtml(issue.html);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <BackLink to={back}>{t.back}</BackLink>
      <h1 className="mt-4 text-balance font-bold text-4xl text-brand-900 tracking-tight sm:text-5xl">
        {issue.subject}
      </h1>
      <p className="mt-4 text-muted text-sm">
        {t.sent} <time dateTime={issue.isoDate}>{issue.date}</time>
      </p>
      {/* Rendered from the issue's Markdown and sanitized on the server, as resources are. */}
      <div className="resource-body mt-10" dangerouslySetInnerHTML={body} />
      {issue.cards.length > 0 && (
        <ul className="mt-10 grid gap-4">
          {issue.cards.map((card) => (
            <li key={card.url} className="rounded-card border border-line bg-white p-5">
              <h2 className="font-semibold text-brand-900 text-lg">
                <Link to={card.url} className="hover:underline">
                  {card.title}
                </Link>
              </h2>
              <p className="mt-2 text-muted">{card.summary}</p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-10">
        <Link
          to={back}
          className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
        >
          {t.subscribe}
        </Link>
      </p>
    </article>
  );
}
