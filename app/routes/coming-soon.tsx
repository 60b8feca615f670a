import { CalendarClock, Check } from "lucide-react";
import { Badge } from "#app/components/ui/badge.tsx";
import { useCommon } from "#app/hooks/use-common.ts";
import { CallToAction } from "#app/sections/call-to-action.tsx";
import { pageMeta } from "#app/site/seo.ts";
import { type ComingSoonId, pageAt } from "#common/site/pages.ts";
import { siteWords } from "#server/http/context.server.ts";
import type { Route } from "./+types/coming-soon";

/** Webinars, conferences and case studies share this page until they have content of their own. */
export function loader({ url, context }: Route.LoaderArgs) {
  const found = pageAt(url.pathname);
  if (!found) throw new Response(null, { status: 404 });
  return { t: siteWords(context, found.lang).pages[found.page.id as ComingSoonId] };
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta(loaderData.t.meta, location.pathname, matches);

export default function ComingSoon({ loaderData: { t } }: Route.ComponentProps) {
  const { comingSoon } = useCommon();
  return (
    <>
      <section className="bg-surface">
        <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-white">
            <CalendarClock aria-hidden className="size-7" />
          </span>
          <Badge className="mt-6 inline-block">{comingSoon}</Badge>
          <h1 className="mt-4 text-balance font-bold text-4xl text-brand-900 tracking-tight sm:text-5xl">{t.title}</h1>
          <p className="mt-5 text-lg text-muted leading-relaxed">{t.lead}</p>
          <ul className="mx-auto mt-10 max-w-xl space-y-3 text-left">
            {t.points.map((point) => (
              <li key={point} className="flex gap-3 rounded-xl border border-line bg-white p-4">
                <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-teal-700" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <CallToAction t={t.cta} />
    </>
  );
}
