import { data, Link } from "react-router";
import { SignupForm } from "#app/newsletter/signup-form.tsx";
import { formatDay } from "#app/resources/format.server.ts";
import { pageMeta } from "#app/site/seo.ts";
import { newsletterText } from "#common/content/newsletter.ts";
import { newsletterIssueText } from "#common/content/newsletter-issue.ts";
import { newsletterArchivePath, newsletterFeedPath } from "#common/newsletter/paths.ts";
import { langOfPath, pathOf } from "#common/site/pages.ts";
import { requestOf, service } from "#server/http/context.server.ts";
import { formRequestOf } from "#server/newsletter/desk.server.ts";
import type { Route } from "./+types/newsletter";

/** Rendered on each request: the form carries its own key and render time. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const lang = langOfPath(url.pathname);
  const newsletter = service(context, "newsletter");
  // The web archive: every issue that went out in this language (decision 078).
  const archive = await newsletter.issues.archive(lang);
  return {
    lang,
    t: newsletterText[lang],
    stamp: newsletter.forms.newForm(),
    archive: {
      t: newsletterIssueText[lang].archive,
      issues: archive.map((issue) => ({
        path: newsletterArchivePath(lang, issue.id, issue.subject),
        subject: issue.subject,
        preview: issue.preview,
        date: formatDay(new Date(issue.sentAt), lang),
        isoDate: issue.sentAt,
      })),
    },
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function action({ request, url, context }: Route.ActionArgs) {
  const newsletter = service(context, "newsletter");
  const result = await newsletter.forms.signup(await formRequestOf(request, url, requestOf(context).clientIp));
  return data(result, { status: result.ok ? 200 : result.status });
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => [
  ...pageMeta(loaderData.t.meta, location.pathname, matches),
  {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: loaderData.archive.t.feedTitle,
    href: newsletterFeedPath(loaderData.lang),
  },
];

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, archive } = loaderData;
  return (
    <>
      <section className="bg-surface">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_1.2fr] lg:px-8">
          <div>
            <h1 className="text-balance font-bold text-4xl text-brand-900 tracking-tight sm:text-5xl">{t.title}</h1>
            <p className="mt-5 text-lg text-muted leading-relaxed">{t.intro}</p>
          </div>
          <SignupForm
            key={loaderData.stamp.formKey}
            t={t}
            stamp={loaderData.stamp}
            action={pathOf("newsletter", lang)}
            outcome={actionData}
          />
        </div>
      </section>
      {archive.issues.length > 0 && (
        <section aria-labelledby="archive-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <h2 id="archive-title" className="font-bold text-2xl text-brand-900">
            {archive.t.title}
          </h2>
          <ul className="mt-6 grid gap-4">
            {archive.issues.map((issue) => (
              <li key={issue.path}>
                <Link to={issue.path} className="font-semibold text-brand-700 underline">
                  {issue.subject}
                </Link>
                <p className="text-muted text-sm">
                  {archive.t.sent} <time dateTime={issue.isoDate}>{issue.date}</time>
                  {issue.preview && ` — ${issue.preview}`}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
