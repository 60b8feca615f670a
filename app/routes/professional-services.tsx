import {
  BadgeCheck,
  Calculator,
  CalendarSync,
  Check,
  ClipboardList,
  FilePen,
  FileStack,
  Handshake,
  type LucideIcon,
  Scale,
  Timer,
} from "lucide-react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { useLang } from "#app/hooks/use-lang.ts";
import { CallToAction } from "#app/sections/call-to-action.tsx";
import { ItemGrid } from "#app/sections/item-grid.tsx";
import { PageHero } from "#app/sections/page-hero.tsx";
import { pageMeta } from "#app/site/seo.ts";
import { contactHref } from "#common/site/links.ts";
import { pageText } from "#server/http/context.server.ts";
import type { Route } from "./+types/professional-services";

export const loader = ({ url, context }: Route.LoaderArgs) => pageText(context, url, "services");
export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta(loaderData.t.meta, location.pathname, matches);

const offerIcons: LucideIcon[] = [Timer, ClipboardList, Handshake];

function OfferIcon({ index }: { index: number }) {
  const Icon = offerIcons[index % offerIcons.length] as LucideIcon;
  return <Icon aria-hidden className="size-5" />;
}

export default function ProfessionalServices({ loaderData: { t } }: Route.ComponentProps) {
  const lang = useLang();
  return (
    <>
      <PageHero t={t.hero} topics={["expert", "demo"]}>
        <ul className="mt-10 grid gap-4 sm:grid-cols-3">
          {t.hero.benefits.map((benefit) => (
            <li key={benefit.title} className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
              <p className="flex items-center gap-2 font-semibold text-white">
                <BadgeCheck aria-hidden className="size-5 shrink-0 text-teal-100" />
                {benefit.title}
              </p>
              <p className="mt-1 text-brand-100 text-sm leading-relaxed">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </PageHero>
      <Section head={t.covers}>
        <ItemGrid items={t.covers.items} icons={[FilePen, ClipboardList, FileStack, Scale, Calculator, CalendarSync]} />
      </Section>
      <Section head={t.offers} tone="surface">
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {t.offers.items.map((offer, index) => (
            <li key={offer.title} className="flex flex-col rounded-card border border-line bg-white p-8 shadow-card">
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <OfferIcon index={index} />
              </span>
              <h3 className="mt-4 font-semibold text-brand-900 text-xl">{offer.title}</h3>
              <p className="mt-2 text-muted leading-relaxed">{offer.text}</p>
              <ul className="mt-5 flex-1 space-y-2">
                {offer.points.map((point) => (
                  <li key={point} className="flex gap-2 text-ink">
                    <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-teal-700" />
                    {point}
                  </li>
                ))}
              </ul>
              <ButtonLink to={contactHref(lang, "expert")} variant="outline" className="mt-8">
                {t.offers.button}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction t={t.cta} topic="expert" />
    </>
  );
}
