import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { useLang } from "#app/hooks/use-lang.ts";
import type { ContactTopic, Cta } from "#common/content/types.ts";
import { contactHref } from "#common/site/links.ts";

/** The closing invitation every page ends with: one button, to the contact form unless `to` names another page. */
export function CallToAction({ t, topic = "demo", to }: { t: Cta; topic?: ContactTopic; to?: string }) {
  const lang = useLang();
  const id = useId();
  return (
    <section aria-labelledby={id} className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-[1.75rem] bg-brand-900 px-6 py-14 text-center sm:px-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_15%_0%,rgb(20_163_139/0.35),transparent_45%),radial-gradient(circle_at_90%_100%,rgb(238_132_52/0.3),transparent_40%)]"
        />
        <div className="relative">
          <h2 id={id} className="text-balance font-bold text-3xl text-white tracking-tight sm:text-4xl">
            {t.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-brand-100 text-lg">{t.text}</p>
          <div className="mt-8">
            <ButtonLink to={to ?? contactHref(lang, topic)} size="lg">
              {t.button}
              <ArrowRight aria-hidden className="size-5" />
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
