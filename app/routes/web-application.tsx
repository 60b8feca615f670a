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
import { Section } from "#app/components/ui/section.tsx";
import { CallToAction } from "#app/sections/call-to-action.tsx";
import { ItemGrid } from "#app/sections/item-grid.tsx";
import { AgentMockup } from "#app/sections/mockups/agent-mockup.tsx";
import { ComplianceMockup } from "#app/sections/mockups/compliance-mockup.tsx";
import { DashboardMockup } from "#app/sections/mockups/dashboard-mockup.tsx";
import { TasksMockup } from "#app/sections/mockups/tasks-mockup.tsx";
import { PageHero } from "#app/sections/page-hero.tsx";
import { QuoteBlock } from "#app/sections/quote-block.tsx";
import { Split } from "#app/sections/split.tsx";
import { FiguresBasis, Stats } from "#app/sections/stats.tsx";
import { pageMeta } from "#app/site/seo.ts";
import { pageText } from "#server/http/context.server.ts";
import type { Route } from "./+types/web-application";

export const loader = ({ url, context }: Route.LoaderArgs) =>
  pageText(context, url, "webApp", ({ mockups }) => ({ mockups }));
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
