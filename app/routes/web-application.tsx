import {
  Bot,
  ClipboardCheck,
  FileSearch,
  FileText,
  History,
  KeyRound,
  LayoutDashboard,
  ListChecks,
  Lock,
  MapPin,
  MessagesSquare,
  RefreshCw,
  Smartphone,
  Sparkles,
  Users,
  Zap,
} from "lucide-react";
import { pageText } from "../../common/content/dictionary.server";
import { Section } from "../components/ui/section";
import { CallToAction } from "../sections/call-to-action";
import { ItemGrid } from "../sections/item-grid";
import { AgentMockup } from "../sections/mockups/agent-mockup";
import { ComplianceMockup } from "../sections/mockups/compliance-mockup";
import { DashboardMockup } from "../sections/mockups/dashboard-mockup";
import { TasksMockup } from "../sections/mockups/tasks-mockup";
import { PageHero } from "../sections/page-hero";
import { QuoteBlock } from "../sections/quote-block";
import { Split } from "../sections/split";
import { FiguresBasis, Stats } from "../sections/stats";
import { pageMeta } from "../site/seo";
import type { Route } from "./+types/web-application";

export const loader = ({ url }: Route.LoaderArgs) => pageText(url, "webApp", ({ mockups }) => ({ mockups }));
export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta(loaderData.t.meta, location.pathname, matches);

export default function WebApplication({ loaderData: { t, mockups } }: Route.ComponentProps) {
  return (
    <>
      <PageHero t={t.hero} aside={<DashboardMockup t={mockups.dashboard} />} />
      <Section head={t.section1}>
        <ItemGrid items={t.section1.items} icons={[MessagesSquare, LayoutDashboard, Users, Zap]} cols={4} />
      </Section>
      <Section head={t.platform} tone="surface" align="start">
        <Split figure={<AgentMockup t={mockups.agent} />}>
          <ItemGrid items={t.platform.items} icons={[Bot, RefreshCw, FileSearch, Smartphone]} cols={2} />
        </Split>
      </Section>
      <Section head={t.experience} align="start">
        <Split figure={<TasksMockup t={mockups.tasks} />} reverse>
          <ItemGrid items={t.experience.items} icons={[Sparkles, ListChecks, Users]} cols={2} />
        </Split>
      </Section>
      <Section head={t.features} tone="surface">
        <ItemGrid
          items={t.features.items}
          icons={[FileSearch, FileText, ListChecks, FileText, ClipboardCheck, RefreshCw]}
        />
      </Section>
      <Section head={t.stats} tone="brand">
        <Stats items={t.stats.items} light />
        <FiguresBasis light />
        <QuoteBlock quote={t.stats.quote} light testimonial />
      </Section>
      <Section head={t.security} align="start">
        <Split figure={<ComplianceMockup t={mockups.compliance} />}>
          <ItemGrid items={t.security.items} icons={[MapPin, Lock, KeyRound, History]} cols={2} />
        </Split>
      </Section>
      <CallToAction t={t.cta} />
    </>
  );
}
