import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { brandColors, logoMark } from "#common/site/brand.ts";
import { site } from "#common/site/config.ts";
import { type Lang, pathOf } from "#common/site/pages.ts";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox={logoMark.viewBox} aria-hidden="true" className={cn("size-8 shrink-0", className)}>
      <rect
        width={logoMark.square.size}
        height={logoMark.square.size}
        rx={logoMark.square.radius}
        fill={brandColors.ink}
      />
      <path
        d={logoMark.stroke.d}
        fill="none"
        stroke={logoMark.stroke.color}
        strokeWidth={logoMark.stroke.width}
        strokeLinecap="round"
      />
      <circle cx={logoMark.dot.cx} cy={logoMark.dot.cy} r={logoMark.dot.r} fill={brandColors.accent} />
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
