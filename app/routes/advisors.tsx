import { pageText } from "../../common/content/dictionary.server";
import { Section } from "../components/ui/section";
import { CallToAction } from "../sections/call-to-action";
import { HeroClaim } from "../sections/hero-claim";
import { TasksMockup } from "../sections/mockups/tasks-mockup";
import { PageHero } from "../sections/page-hero";
import { QuoteBlock } from "../sections/quote-block";
import { Steps } from "../sections/steps";
import { pageMeta } from "../site/seo";
import type { Route } from "./+types/advisors";

export const loader = ({ url }: Route.LoaderArgs) =>
  pageText(url, "advisors", ({ mockups }) => ({ tasks: mockups.tasks }));
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
