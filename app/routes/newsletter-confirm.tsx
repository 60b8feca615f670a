import { CheckCircle2 } from "lucide-react";
import { data, Link } from "react-router";
import { TokenButtonForm } from "#app/newsletter/form-parts.tsx";
import { pageMeta } from "#app/site/seo.ts";
import { newsletterText } from "#common/content/newsletter.ts";
import { langOfPath, pathOf } from "#common/site/pages.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/newsletter-confirm";

/**
 * The confirmation email's link lands here. Opening it confirms nothing, since mail scanners follow
 * links: the person confirms with the button, which POSTs the token.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const newsletter = service(context, "newsletter");
  const lang = langOfPath(url.pathname);
  const token = url.searchParams.get("token") ?? "";
  const state = await newsletter.newsletter.confirmState(token);
  return data({ lang, t: newsletterText[lang], token, state }, { status: state === "invalid" ? 410 : 200 });
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

export async function action({ request, url, context }: Route.ActionArgs) {
  const newsletter = service(context, "newsletter");
  const lang = langOfPath(url.pathname);
  const token = String((await request.formData()).get("token") ?? "");
  const state = await newsletter.newsletter.confirm(token);
  return data({ state }, { status: state === "invalid" ? 410 : 200, headers: { "Content-Language": lang } });
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData ? pageMeta(loaderData.t.confirm.meta, location.pathname, matches) : [];

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, token } = loaderData;
  const state = actionData?.state ?? loaderData.state;
  const title = {
    ask: t.confirm.title,
    done: t.confirm.doneTitle,
    already: t.confirm.alreadyTitle,
    invalid: t.confirm.invalidTitle,
  }[state];
  return (
    <section className="bg-surface">
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-20">
        <h1 className="font-bold text-4xl text-brand-900 tracking-tight">{title}</h1>
        {state === "ask" && <TokenButtonForm text={t.confirm.text} token={token} button={t.confirm.button} />}
        {(state === "done" || state === "already") && (
          // biome-ignore lint/a11y/useSemanticElements: a status message, not the result of a calculation.
          <p role="status" className="mt-6 flex items-start gap-3 text-ink text-lg leading-relaxed">
            <CheckCircle2 aria-hidden className="mt-1 size-6 shrink-0 text-teal-600" />
            {state === "done" ? t.confirm.done : t.confirm.already}
          </p>
        )}
        {state === "invalid" && (
          <>
            <p className="mt-6 text-ink text-lg leading-relaxed">{t.confirm.invalid}</p>
            <p className="mt-6">
              <Link to={pathOf("newsletter", lang)} className="font-semibold text-brand-600 underline">
                {t.formTitle}
              </Link>
            </p>
          </>
        )}
      </div>
    </section>
  );
}
