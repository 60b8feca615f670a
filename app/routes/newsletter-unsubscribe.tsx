import { data, Link } from "react-router";
import { newsletterText } from "../../common/content/newsletter";
import { langOfPath, pathOf } from "../../common/site/pages";
import { pageMeta } from "../site/seo";
import type { Route } from "./+types/newsletter-unsubscribe";

/**
 * The link in every newsletter email: opening it unsubscribes at once, with nothing else to click. A
 * mail program's one-click POST to the same address is answered before this page
 * (server/newsletter/one-click.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.newsletter) throw new Response("Newsletter unavailable", { status: 503 });
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const done = await context.newsletter.newsletter.unsubscribe(url.searchParams.get("token") ?? "");
  return data({ lang, t: newsletterText[lang], done }, { status: done ? 200 : 404 });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

export const meta: Route.MetaFunction = ({ data, location, matches }) =>
  data ? pageMeta(data.t.unsubscribe.meta, location.pathname, matches) : [];

export default function NewsletterUnsubscribe({ loaderData }: Route.ComponentProps) {
  const { t, lang, done } = loaderData;
  return (
    <section className="bg-surface">
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-20">
        <h1 className="font-bold text-4xl text-brand-900 tracking-tight">{t.unsubscribe.title}</h1>
        {/* biome-ignore lint/a11y/useSemanticElements: a status message, not the result of a calculation. */}
        <p role="status" className="mt-6 text-ink text-lg leading-relaxed">
          {done ? t.unsubscribe.done : t.unsubscribe.invalid}
        </p>
        {done && (
          <p className="mt-6">
            <Link to={pathOf("newsletter", lang)} className="font-semibold text-brand-600 underline">
              {t.unsubscribe.resubscribe}
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
