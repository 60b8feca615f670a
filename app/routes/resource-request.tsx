import { ArrowLeft } from "lucide-react";
import { data, Link } from "react-router";
import { formatWebinarStart } from "#app/resources/format.server.ts";
import { GuideRequestForm } from "#app/resources/guide-request-form.tsx";
import { WebinarRegistrationForm } from "#app/resources/webinar-registration-form.tsx";
import { pageMeta } from "#app/site/seo.ts";
import { newsletterText } from "#common/content/newsletter.ts";
import { formatBytes } from "#common/ops/format.ts";
import { site } from "#common/site/config.ts";
import { formatMessage } from "#common/site/message.ts";
import { type Lang, langOfPath, pathOf } from "#common/site/pages.ts";
import { guidePdfPath, type RequestKind, requestSteps } from "#common/site/resource-paths.ts";
import { type Context, requestOf, type Services, service, siteWords } from "#server/http/context.server.ts";
import { formRequestOf } from "#server/newsletter/desk.server.ts";
import type { Route } from "./+types/resource-request";

/**
 * A webinar's registration or a gated guide's form (decision 034), on a page of its own beside the
 * item: rendered on each request, so its stamp is fresh, and never stored by a cache.
 */
async function requested(url: URL, slug: string, context: Context) {
  const pathname = url.pathname;
  const lang = langOfPath(pathname);
  const kind: RequestKind | undefined = pathname.endsWith(`/${requestSteps.webinar[lang]}`) ? "webinar" : "guide";
  const resources = service(context, "resources");
  const newsletter = service(context, "newsletter");
  const item = await resources.store.publishedBySlug(lang, slug);
  const fits =
    item &&
    (kind === "webinar"
      ? item.kind === "webinar" && item.startsAt && item.timeZone && item.lengthMinutes
      : item.kind === "guide" && item.gated && item.pdfName);
  if (!item || !fits) throw new Response(null, { status: 404 });
  return { lang, kind, item, newsletter, resources, path: pathname };
}

function webinarOf(item: Awaited<ReturnType<typeof requested>>["item"], lang: Lang) {
  return {
    id: String(item.id),
    lang,
    slug: item.slug,
    title: item.title,
    startsAt: item.startsAt as Date,
    timeZone: item.timeZone as string,
    lengthMinutes: item.lengthMinutes as number,
    replayUrl: item.replayUrl,
    joinUrl: item.joinUrl,
  };
}

async function guideSize(resources: Services["resources"], id: number, lang: Lang) {
  const bytes = await resources.store.pdfSize(id);
  return bytes === undefined ? undefined : formatBytes(bytes, lang);
}

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const { lang, kind, item, newsletter, resources, path } = await requested(url, params.slug, context);
  const t = newsletterText[lang];
  return {
    lang,
    kind,
    t,
    stamp: newsletter.forms.newForm(),
    path,
    item: {
      id: String(item.id),
      title: item.title,
      // The download link says how big the file is before it is opened (issue 46, item 19).
      download:
        kind === "guide"
          ? formatMessage(t.guide.download, lang, { size: (await guideSize(resources, item.id, lang)) ?? "" })
          : undefined,
    },
    when:
      kind === "webinar" && item.startsAt && item.timeZone
        ? formatWebinarStart(item.startsAt, item.timeZone, lang)
        : null,
    back: { href: pathOf("resources", lang), label: siteWords(context, lang).pages.resources.text.back },
    meta: {
      title: `${item.title} — ${kind === "webinar" ? t.webinar.title : t.guide.title} | ${site.name}`,
      description: item.summary,
    },
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const { lang, kind, item } = await requested(url, params.slug, context);
  const form = await formRequestOf(request, url, requestOf(context).clientIp);
  const result =
    kind === "webinar"
      ? await service(context, "registrations").registerForWebinar(form, webinarOf(item, lang))
      : await service(context, "guides").requestGuide(form, {
          id: String(item.id),
          title: item.title,
          downloadPath: guidePdfPath(lang, item.slug),
        });
  return data(result, { status: result.ok ? 200 : result.status });
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  loaderData ? pageMeta(loaderData.meta, location.pathname, matches) : [];

export default function ResourceRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t, kind, stamp, path, item, when, back } = loaderData;
  const Form = kind === "webinar" ? WebinarRegistrationForm : GuideRequestForm;
  return (
    <section className="bg-surface">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <p>
          <Link
            to={back.href}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {back.label}
          </Link>
        </p>
        <h1 className="mt-4 text-balance font-bold text-3xl text-brand-900 tracking-tight sm:text-4xl">{item.title}</h1>
        {when && <p className="mt-3 text-lg text-muted">{when}</p>}
        <div className="mt-8">
          <Form key={stamp.formKey} t={t} stamp={stamp} item={item} action={path} outcome={actionData} />
        </div>
      </div>
    </section>
  );
}
