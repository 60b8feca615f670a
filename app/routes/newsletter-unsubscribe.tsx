import { data, Link } from "react-router";
import { TokenButtonForm } from "#app/newsletter/form-parts.tsx";
import { pageMeta } from "#app/site/seo.ts";
import { newsletterText } from "#common/content/newsletter.ts";
import { formatMessage } from "#common/site/message.ts";
import { langOfPath, pathOf } from "#common/site/pages.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

/**
 * The link in every newsletter email. Opening it only asks, since mail scanners follow links: the
 * button POSTs the token and unsubscribes. A mail program's one-click POST to the same address
 * (RFC 8058) is answered before this page (server/newsletter/one-click.server.ts).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const newsletter = service(context, "newsletter");
  const lang = langOfPath(url.pathname);
  const token = url.searchParams.get("token") ?? "";
  const { state, email = "" } = await newsletter.newsletter.unsubscribeState(token);
  const t = newsletterText[lang];
  // The page names the address it acts on (issue 52, item 20), in sentences made here (decision 103).
  const ask = formatMessage(t.unsubscribe.text, lang, { email });
  const done = formatMessage(t.unsubscribe.done, lang, { email });
  return data({ lang, t, token, state, ask, done }, { status: state === "invalid" ? 404 : 200 });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

export async function action({ request, url, context }: Route.ActionArgs) {
  const newsletter = service(context, "newsletter");
  const lang = langOfPath(url.pathname);
  const token = String((await request.formData()).get("token") ?? "");
  const email = await newsletter.newsletter.unsubscribe(token);
  return data(
    {
      state: email ? ("done" as const) : ("invalid" as const),
      done: email ? formatMessage(newsletterText[lang].unsubscribe.done, lang, { email }) : "",
    },
    { status: email ? 200 : 404, headers: { "Content-Language": lang } },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData ? pageMeta(loaderData.t.unsubscribe.meta, location.pathname, matches) : [];

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, token } = loaderData;
  const state = actionData?.state ?? loaderData.state;
  return (
    <section className="bg-surface">
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-20">
        <h1 className="font-bold text-4xl text-brand-900 tracking-tight">{t.unsubscribe.title}</h1>
        {state === "ask" ? (
          <TokenButtonForm text={loaderData.ask} token={token} button={t.unsubscribe.button} />
        ) : (
          // biome-ignore lint/a11y/useSemanticElements: a status message, not the result of a calculation.
          <p role="status" className="mt-6 text-ink text-lg leading-relaxed">
            {state === "done" ? (actionData?.done ?? loaderData.done) : t.unsubscribe.invalid}
          </p>
        )}
        {state === "done" && (
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
