import { CheckCircle2 } from "lucide-react";
import { data, Form, Link } from "react-router";
import { newsletterText } from "../../common/content/newsletter";
import { newsletterPath } from "../../common/newsletter/paths";
import { langOfPath, pathOf } from "../../common/site/pages";
import { buttonClass } from "../components/ui/button";
import { pageMeta } from "../site/seo";
import type { Route } from "./+types/newsletter-confirm";

/**
 * The confirmation email's link lands here. Opening it confirms nothing, since mail scanners follow
 * links: the person confirms with the button, which POSTs the token.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.newsletter) throw new Response("Newsletter unavailable", { status: 503 });
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const token = url.searchParams.get("token") ?? "";
  const valid = await context.newsletter.newsletter.confirmable(token);
  return data(
    { lang, t: newsletterText[lang], token, state: valid ? ("ask" as const) : ("invalid" as const) },
    { status: valid ? 200 : 410 },
  );
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

export async function action({ request, context }: Route.ActionArgs) {
  if (!context.newsletter) throw new Response("Newsletter unavailable", { status: 503 });
  const lang = langOfPath(new URL(request.url).pathname);
  const token = String((await request.formData()).get("token") ?? "");
  const done = await context.newsletter.newsletter.confirm(token);
  return data(
    { state: done ? ("done" as const) : ("invalid" as const) },
    { status: done ? 200 : 410, headers: { "Content-Language": lang } },
  );
}

export const meta: Route.MetaFunction = ({ data, location, matches }) =>
  data ? pageMeta(data.t.confirm.meta, location.pathname, matches) : [];

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, token } = loaderData;
  const state = actionData?.state ?? loaderData.state;
  return (
    <section className="bg-surface">
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-20">
        <h1 className="font-bold text-4xl text-brand-900 tracking-tight">{t.confirm.title}</h1>
        {state === "ask" && (
          <Form method="post" action={newsletterPath("confirm", lang)} className="mt-6">
            <p className="text-lg text-muted leading-relaxed">{t.confirm.text}</p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={buttonClass({ variant: "brand", size: "lg", className: "mt-8" })}>
              {t.confirm.button}
            </button>
          </Form>
        )}
        {state === "done" && (
          // biome-ignore lint/a11y/useSemanticElements: a status message, not the result of a calculation.
          <p role="status" className="mt-6 flex items-start gap-3 text-ink text-lg leading-relaxed">
            <CheckCircle2 aria-hidden className="mt-1 size-6 shrink-0 text-teal-600" />
            {t.confirm.done}
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
