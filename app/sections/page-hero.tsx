import type { ReactNode } from "react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { useLang } from "#app/hooks/use-lang.ts";
import { cn } from "#app/lib/cn.ts";
import type { ContactTopic, Hero } from "#common/content/types.ts";
import { contactHref } from "#common/site/links.ts";

/**
 * The top of every page: the one h1, a lead, and two calls to action, both to the contact form.
 * `background` takes the home page's picture; `aside` takes a product illustration.
 */
export function PageHero({
  t,
  topics = ["demo", "expert"],
  background,
  aside,
  children,
}: {
  t: Hero;
  topics?: [ContactTopic, ContactTopic];
  background?: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  const lang = useLang();
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      {background ?? (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_85%_10%,rgb(20_163_139/0.28),transparent_40%),radial-gradient(circle_at_0%_100%,rgb(31_111_159/0.45),transparent_50%)]"
        />
      )}
      <div
        className={cn(
          "mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:px-8",
          aside ? "lg:grid-cols-[1.1fr_1fr]" : undefined,
        )}
      >
        <div className="max-w-2xl">
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 font-semibold text-sm text-teal-100 ring-1 ring-white/15">
            {t.eyebrow}
          </p>
          <h1 className="mt-5 text-balance font-bold text-4xl leading-[1.1] tracking-tight sm:text-5xl lg:text-6xl">
            {t.title}
          </h1>
          <p className="mt-6 max-w-xl text-pretty text-brand-100 text-lg leading-relaxed sm:text-xl">{t.lead}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={contactHref(lang, topics[0])} size="lg">
              {t.primary}
            </ButtonLink>
            <ButtonLink to={contactHref(lang, topics[1])} size="lg" variant="ghostLight">
              {t.secondary}
            </ButtonLink>
          </div>
          {children}
        </div>
        {aside && <div className="mx-auto w-full max-w-lg">{aside}</div>}
      </div>
    </section>
  );
}
