import { Camera, ShieldCheck } from "lucide-react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Headline, Section } from "#app/components/ui/section.tsx";
import { useLang } from "#app/hooks/use-lang.ts";
import { PageHero } from "#app/sections/page-hero.tsx";
import { QuoteBlock } from "#app/sections/quote-block.tsx";
import { pageMeta } from "#app/site/seo.ts";
import { contactHref } from "#common/site/links.ts";
import { pageText } from "#server/http/context.server.ts";
import type { Route } from "./+types/about";

export const loader = ({ url, context }: Route.LoaderArgs) => pageText(context, url, "about");
export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta(loaderData.t.meta, location.pathname, matches);

export default function About({ loaderData: { t } }: Route.ComponentProps) {
  const lang = useLang();
  return (
    <>
      <PageHero t={t.hero} />
      <Section>
        <div className="grid gap-12 lg:grid-cols-2">
          <Headline head={t.mission} align="start" />
          <div className="rounded-card bg-brand-50 p-8">
            <Headline head={t.vision} align="start" />
          </div>
        </div>
        <QuoteBlock quote={t.vision.quote} />
      </Section>
      <Section head={t.values} tone="surface">
        <ol className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {t.values.items.map((value) => (
            <li key={value.title} className="rounded-card border border-line bg-white p-6">
              <p className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-lg bg-brand-600 font-bold text-lg text-white"
                >
                  {value.title.charAt(0)}
                </span>
                <span className="font-semibold text-brand-900 text-lg">{value.title}</span>
              </p>
              <p className="mt-3 text-muted leading-relaxed">{value.text}</p>
            </li>
          ))}
          <li aria-hidden="true" className="hidden items-center justify-center rounded-card bg-brand-900 p-6 lg:flex">
            <ShieldCheck className="size-12 text-teal-100" />
          </li>
        </ol>
      </Section>
      <Section head={t.team}>
        <div className="mx-auto mt-12 flex max-w-3xl flex-col items-center gap-6">
          <div className="flex aspect-[16/7] w-full flex-col items-center justify-center gap-3 rounded-card border-2 border-brand-200 border-dashed bg-brand-50 text-center">
            <Camera aria-hidden className="size-10 text-brand-500" />
            <p className="font-medium text-brand-800">{t.team.placeholder}</p>
          </div>
          <ButtonLink to={contactHref(lang, "careers")} variant="brand" size="lg">
            {t.team.button}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
