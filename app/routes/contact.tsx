import { Clock, Mail } from "lucide-react";
import { data, Link } from "react-router";
import { ContactForm } from "#app/leads/contact-form.tsx";
import { pageMeta } from "#app/site/seo.ts";
import { lengthErrors } from "#common/forms/length-errors.server.ts";
import { topicFromSearch } from "#common/site/links.ts";
import { langOfPath, pathOf } from "#common/site/pages.ts";
import { pageText, requestOf, service, siteWords } from "#server/http/context.server.ts";
import type { Route } from "./+types/contact";

/** Rendered on each request, not prerendered: every form carries its own key and render time. */
export function loader({ url, context }: Route.LoaderArgs) {
  // The addresses are the footer's, as published: one field for both places (issue 55).
  const { lang, t, addresses } = pageText(context, url, "contact", (words) => ({
    addresses: words.common.footer.addresses,
  }));
  const topic = topicFromSearch(lang, url.searchParams) ?? "demo";
  const contact = service(context, "contact");
  const offer = { ...siteWords(context, lang).pages.booking.contactOffer, href: pathOf("booking", lang) };
  return {
    lang,
    t,
    addresses,
    topic,
    offer,
    stamp: contact.newForm(),
    lengths: lengthErrors(t.form.errors, lang),
  };
}

/** Each render carries its own form key: no cache, shared or private, may keep one. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** The door for browsers without JavaScript: a plain POST, answered with the page itself. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const contact = service(context, "contact");
  const header = (name: string) => request.headers.get(name) ?? undefined;
  const result = await contact.submit({
    lang: langOfPath(url.pathname),
    path: url.pathname,
    contentType: header("content-type"),
    contentLength: header("content-length"),
    origin: header("origin"),
    fetchSite: header("sec-fetch-site"),
    host: header("host"),
    userAgent: header("user-agent"),
    clientIp: requestOf(context).clientIp,
    body: request.body,
  });
  return data(result, { status: result.status });
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta(loaderData.t.meta, location.pathname, matches);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t, addresses } = loaderData;
  return (
    <section className="bg-surface">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_1.4fr] lg:px-8">
        <div>
          <p className="font-semibold text-sm text-teal-700 uppercase tracking-[0.14em]">{t.subtitle}</p>
          <h1 className="mt-3 text-balance font-bold text-4xl text-brand-900 tracking-tight sm:text-5xl">{t.title}</h1>
          <p className="mt-5 text-lg text-muted leading-relaxed">{t.description}</p>
          <p className="mt-6 rounded-card border border-teal-100 bg-white p-5 text-ink">
            {loaderData.offer.text}{" "}
            <Link to={loaderData.offer.href} className="font-semibold text-brand-600 underline">
              {loaderData.offer.link}
            </Link>
          </p>
          <div className="mt-10 rounded-card border border-line bg-white p-6">
            <h2 className="font-semibold text-brand-900 text-lg">{t.addresses.title}</h2>
            <ul className="mt-4 space-y-4">
              {(["appointments", "support"] as const).map((kind) => (
                <li key={kind}>
                  <span className="block text-muted text-sm">{t.addresses[kind]}</span>
                  <a
                    href={`mailto:${addresses[kind]}`}
                    className="inline-flex min-h-6 items-center gap-2 font-semibold text-brand-600 hover:underline"
                  >
                    <Mail aria-hidden className="size-4 shrink-0" />
                    <span className="min-w-0 wrap-anywhere">{addresses[kind]}</span>
                  </a>
                </li>
              ))}
            </ul>
            <p className="mt-5 flex items-center gap-2 text-muted text-sm">
              <Clock aria-hidden className="size-4" />
              {t.addresses.hours}
            </p>
          </div>
        </div>
        <ContactForm
          key={loaderData.stamp.formKey}
          t={t.form}
          lengths={loaderData.lengths}
          stamp={loaderData.stamp}
          topic={loaderData.topic}
          outcome={actionData}
        />
      </div>
    </section>
  );
}
