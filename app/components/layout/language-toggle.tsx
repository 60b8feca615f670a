import { Languages } from "lucide-react";
import { useId } from "react";
import { Link, useLocation, useMatches } from "react-router";
import { cn } from "#app/lib/cn.ts";
import type { Dictionary } from "#common/content/types.ts";
import { controlProps } from "#common/site/controls.ts";
import { htmlLang, type Lang, otherLang, pageAt, pathOf } from "#common/site/pages.ts";

/**
 * Goes to the same page in the other language, and remembers the choice: here once the site's script
 * runs (app/scripts/site.ts), and before that through the preference script, which takes an arrival from another page of the
 * site as a choice (decision 007). Its tooltip is CSS alone: it shows 700 ms after hover or keyboard
 * focus and leaves 300 ms after (app.css), and is the link's description.
 */
export function LanguageToggle({
  lang,
  t,
  className,
}: {
  lang: Lang;
  t: Dictionary["common"]["nav"];
  className?: string;
}) {
  const { pathname, search } = useLocation();
  const target = otherLang(lang);
  const page = pageAt(pathname)?.page;
  // A page outside the route table (a resource) names its own twin in its loader's data.
  const twin = useMatches()
    .map((match) => (match.loaderData as { alternatePath?: unknown } | undefined)?.alternatePath)
    .find((path): path is string => typeof path === "string");
  const href = page ? `${page[target]}${search}` : (twin ?? pathOf("home", target));
  const tooltipId = useId();
  return (
    <span className="has-tooltip relative inline-flex">
      <Link
        to={href}
        hrefLang={htmlLang[target]}
        aria-describedby={tooltipId}
        {...controlProps("languageToggle", target)}
        className={cn(
          "inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border border-line px-3 font-semibold text-brand-800 text-sm hover:border-brand-500 hover:bg-brand-50",
          className,
        )}
      >
        <Languages aria-hidden className="size-4" />
        <span lang={htmlLang[target]}>
          {target.toUpperCase()}
          <span className="sr-only"> {t.toggleName}</span>
        </span>
      </Link>
      <span id={tooltipId} role="tooltip" className="tooltip">
        {t.toggleTooltip}
      </span>
    </span>
  );
}
