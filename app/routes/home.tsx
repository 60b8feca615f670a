import {
  ArrowRight,
  BarChart3,
  CalendarClock,
  HeartHandshake,
  type LucideIcon,
  Rocket,
  ShieldCheck,
  Sparkles,
} from "lucide-react";
import { Link } from "react-router";
import { HeroImage, HeroPicture, heroPreload } from "#app/components/hero-image.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { useLang } from "#app/hooks/use-lang.ts";
import { CallToAction } from "#app/sections/call-to-action.tsx";
import { ItemGrid } from "#app/sections/item-grid.tsx";
import { PageHero } from "#app/sections/page-hero.tsx";
import { IllustrativeNote } from "#app/sections/quote-block.tsx";
import { FiguresBasis, Stats } from "#app/sections/stats.tsx";
import { Steps } from "#app/sections/steps.tsx";
import { type CarouselLabels, Testimonials } from "#app/sections/testimonials.tsx";
import { pageMeta } from "#app/site/seo.ts";
import { formatMessage } from "#common/site/message.ts";
import { pathOf } from "#common/site/pages.ts";
import { pageText } from "#server/http/context.server.ts";
import type { Route } from "./+types/home";

export function loader({ url, context }: Route.LoaderArgs) {
  const { lang, t, carousel } = pageText(context, url, "home", ({ carousel }) => ({ carousel }));
  // Each slide's and dot's name is made here, so the page's script carries no message formatter.
  const { goTo, position, ...controls } = carousel;
  const total = t.testimonials.items.length;
  const slides = t.testimonials.items.map((_, index) => ({
    position: formatMessage(position, lang, { n: index + 1, total }),
    goTo: formatMessage(goTo, lang, { n: index + 1 }),
  }));
  return { lang, t, carousel: { ...controls, slides } satisfies CarouselLabels };
}

/** With an uploaded hero image, its preload too: the page's largest paint (issue 55, item 8). */
export const meta: Route.MetaFunction = ({ loaderData, location, matches }) => {
  const { picture } = loaderData.t.hero.image;
  const tags = pageMeta(loaderData.t.meta, location.pathname, matches);
  return picture ? [...tags, heroPreload(picture)] : tags;
};

const stageIcons: LucideIcon[] = [Rocket, BarChart3, Sparkles];

export default function Home({ loaderData: { t, carousel } }: Route.ComponentProps) {
  const lang = useLang();
  return (
    <>
      <PageHero
        t={t.hero}
        background={
          <div className="absolute inset-0 -z-10">
            {t.hero.image.picture ? (
              <HeroPicture picture={t.hero.image.picture} alt={t.hero.image.alt} />
            ) : (
              <HeroImage />
            )}
            <div className="absolute inset-0 bg-gradient-to-r from-brand-950 via-brand-950/85 to-brand-950/30" />
          </div>
        }
      />
      <Section head={t.claims}>
        <Stats items={t.claims.items} />
        <FiguresBasis />
      </Section>
      <Section head={t.control} tone="surface">
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {(["advisors", "mga"] as const).map((id) => (
            <li key={id} className="flex flex-col rounded-card border border-line bg-white p-8 shadow-card">
              <h3 className="font-semibold text-2xl text-brand-900">{t.control[id].title}</h3>
              <p className="mt-3 flex-1 text-muted leading-relaxed">{t.control[id].text}</p>
              <Link
                to={pathOf(id, lang)}
                className="mt-6 inline-flex min-h-11 items-center gap-2 font-semibold text-brand-600 hover:text-brand-800"
              >
                {t.control[id].link}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section head={t.howItWorks}>
        <Steps steps={t.howItWorks.steps} />
      </Section>
      <Section head={t.results} tone="brand">
        <ItemGrid items={t.results.items} icons={[CalendarClock, ShieldCheck, HeartHandshake]} light />
      </Section>
      <Section head={t.process} tone="surface">
        <Steps steps={t.process.steps} />
        <ol className="mt-8 grid gap-4 sm:grid-cols-3">
          {t.process.stages.map((stage, index) => {
            const Icon = stageIcons[index] as LucideIcon;
            return (
              <li key={stage.title} className="rounded-card border border-brand-100 bg-white p-5">
                <p className="flex items-center gap-2 font-semibold text-brand-800">
                  <Icon aria-hidden className="size-5 text-teal-700" />
                  {stage.title}
                </p>
                <p className="mt-2 text-muted text-sm leading-relaxed">{stage.text}</p>
              </li>
            );
          })}
        </ol>
      </Section>
      <Section head={t.testimonials}>
        <Testimonials items={t.testimonials.items} labels={carousel} />
        <IllustrativeNote className="mt-6 text-center" />
      </Section>
      <CallToAction t={t.cta} />
    </>
  );
}
