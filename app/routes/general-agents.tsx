import { BarChart3, Check, GraduationCap, Network, ShieldCheck } from "lucide-react";
import { Section } from "#app/components/ui/section.tsx";
import { cn } from "#app/lib/cn.ts";
import { CallToAction } from "#app/sections/call-to-action.tsx";
import { HeroClaim } from "#app/sections/hero-claim.tsx";
import { ItemGrid } from "#app/sections/item-grid.tsx";
import { DashboardMockup } from "#app/sections/mockups/dashboard-mockup.tsx";
import { PageHero } from "#app/sections/page-hero.tsx";
import { Stats } from "#app/sections/stats.tsx";
import { pageMeta } from "#app/site/seo.ts";
import { bookingHref } from "#common/booking/paths.ts";
import { pageText } from "#server/http/context.server.ts";
import type { Route } from "./+types/general-agents";

export const loader = ({ url, context }: Route.LoaderArgs) =>
  pageText(context, url, "mga", ({ mockups }) => ({ dashboard: mockups.dashboard }));
export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta(loaderData.t.meta, location.pathname, matches);

export default function GeneralAgents({ loaderData: { t, lang, dashboard } }: Route.ComponentProps) {
  return (
    <>
      <PageHero t={t.hero} topics={["mga", "expert"]} aside={<DashboardMockup t={dashboard} />}>
        <HeroClaim claim={t.claim} />
      </PageHero>
      <Section head={t.capabilities}>
        <ItemGrid items={t.capabilities.items} icons={[Network, BarChart3, ShieldCheck, GraduationCap]} cols={4} />
      </Section>
      <Section head={t.partnership} tone="surface">
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {t.partnership.models.map((model, index) => (
            <li
              key={model.title}
              className={cn(
                "rounded-card border bg-white p-8 shadow-card",
                index === 1 ? "border-brand-500 ring-2 ring-brand-500" : "border-line",
              )}
            >
              <h3 className="font-semibold text-brand-900 text-xl">{model.title}</h3>
              <p className="mt-2 text-muted leading-relaxed">{model.text}</p>
              <ul className="mt-5 space-y-2">
                {model.points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-teal-700" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section head={t.pilot} tone="brand">
        <Stats items={t.pilot.facts} light />
      </Section>
      {/* A partnership is talked over in a meeting of its own, booked at once (decision 036). */}
      <CallToAction t={t.cta} to={bookingHref(lang, { type: "mga-partnership" })} />
    </>
  );
}
