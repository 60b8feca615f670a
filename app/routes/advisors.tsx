import { Section } from "#app/components/ui/section.tsx";
import { CallToAction } from "#app/sections/call-to-action.tsx";
import { HeroClaim } from "#app/sections/hero-claim.tsx";
import { TasksMockup } from "#app/sections/mockups/tasks-mockup.tsx";
import { PageHero } from "#app/sections/page-hero.tsx";
import { QuoteBlock } from "#app/sections/quote-block.tsx";
import { Steps } from "#app/sections/steps.tsx";
import { pageMeta } from "#app/site/seo.ts";
import { pageText } from "#server/http/context.server.ts";
import type { Route } from "./+types/advisors";

export const loader = ({ url, context }: Route.LoaderArgs) =>
  pageText(context, url, "advisors", ({ mockups }) => ({ tasks: mockups.tasks }));
export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta(loaderData.t.meta, location.pathname, matches);

export default function Advisors({ loaderData: { t, tasks } }: Route.ComponentProps) {
  return (
    <>
      <PageHero t={t.hero} aside={<TasksMockup t={tasks} />}>
        <HeroClaim claim={t.claim} />
      </PageHero>
      <Section head={t.quickStart} tone="surface">
        <Steps steps={t.quickStart.steps} layout="timeline" />
      </Section>
      <Section>
        <QuoteBlock quote={t.quote} testimonial />
      </Section>
      <CallToAction t={t.cta} />
    </>
  );
}
