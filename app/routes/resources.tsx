import { BookOpen, Presentation, Trophy, Video } from "lucide-react";
import { Badge } from "../components/ui/badge";
import { Section } from "../components/ui/section";
import { pageText } from "../content/dictionary.server";
import { useCommon } from "../hooks/use-common";
import { CallToAction } from "../sections/call-to-action";
import { PageHero } from "../sections/page-hero";
import { pageMeta } from "../site/seo";
import type { Route } from "./+types/resources";

export const loader = ({ request }: Route.LoaderArgs) => pageText(request, "resources");
export const meta: Route.MetaFunction = ({ data, location, matches }) =>
  pageMeta(data.t.meta, location.pathname, matches);

const icons = [BookOpen, Video, Presentation, Trophy];

export default function Resources({ loaderData: { t } }: Route.ComponentProps) {
  const { comingSoon } = useCommon();
  return (
    <>
      <PageHero t={t.hero} />
      <Section head={t.categories}>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {t.categories.items.map((category, index) => {
            const Icon = icons[index] ?? BookOpen;
            return (
              <li key={category.title} className="rounded-card border border-line bg-white p-8 shadow-card">
                <div className="flex items-start justify-between gap-4">
                  <span className="inline-flex size-11 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <Badge>{comingSoon}</Badge>
                </div>
                <h3 className="mt-4 font-semibold text-brand-900 text-xl">{category.title}</h3>
                <p className="mt-2 text-muted leading-relaxed">{category.text}</p>
              </li>
            );
          })}
        </ul>
      </Section>
      <CallToAction t={t.cta} topic="expert" />
    </>
  );
}
