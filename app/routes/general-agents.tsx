import { BarChart3, Check, GraduationCap, Network, ShieldCheck } from "lucide-react";
import { bookingHref } from "../../common/booking/paths";
import { pageText } from "../../common/content/dictionary.server";
import { Section } from "../components/ui/section";
import { cn } from "../lib/cn";
import { CallToAction } from "../sections/call-to-action";
import { HeroClaim } from "../sections/hero-claim";
import { ItemGrid } from "../sections/item-grid";
import { DashboardMockup } from "../sections/mockups/dashboard-mockup";
import { PageHero } from "../sections/page-hero";
import { Stats } from "../sections/stats";
import { pageMeta } from "../site/seo";
import type { Route } from "./+types/general-agents";

export const loader = ({ url }: Route.LoaderArgs) =>
  pageText(url, "mga", ({ mockups }) => ({ dashboard: mockups.dashboard }));
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
