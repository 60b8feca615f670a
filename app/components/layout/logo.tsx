import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { brandColors } from "#app/site/brand.ts";
import { site } from "#common/site/config.ts";
import { type Lang, pathOf } from "#common/site/pages.ts";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8 shrink-0", className)}>
      <rect width="32" height="32" rx="9" fill={brandColors.ink} />
      <path
        d="M9 20.5c2.2 2 4.6 3 7.3 3 3.4 0 5.7-1.7 5.7-4.3 0-5.4-12-3.4-12-9 0-2.5 2.3-4.2 5.5-4.2 2.4 0 4.4.8 6 2.2"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <circle cx="23.5" cy="23" r="2.6" fill={brandColors.accent} />
    </svg>
  );
}

/** The company name is the link's text, so screen readers hear "Sobrita" and not "logo". */
export function Logo({ lang, light = false }: { lang: Lang; light?: boolean }) {
  return (
    <Link
      to={pathOf("home", lang)}
      className={cn(
        "inline-flex min-h-11 items-center gap-2.5 font-bold text-xl tracking-tight",
        light ? "text-white" : "text-brand-900",
      )}
    >
      <LogoMark />
      {site.name}
    </Link>
  );
}
