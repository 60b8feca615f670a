import { type ReactNode, useId } from "react";
import { cn } from "#app/lib/cn.ts";
import type { SectionHead } from "#common/content/types.ts";

/**
 * Dark bands are always rendered (app.css lets the others wait until they near the viewport):
 * accessibility checkers, Lighthouse's among them, read the text of an unrendered band against the
 * page's white background and report light text as unreadable.
 */
const tones = {
  white: "bg-white",
  surface: "bg-surface",
  brand: "bg-brand-950 text-white [content-visibility:visible]",
} as const;

export type Tone = keyof typeof tones;

/** A page band with its heading; the heading names the region for screen readers. */
export function Section({
  head,
  tone = "white",
  align = "center",
  children,
  className,
}: {
  head?: SectionHead;
  tone?: Tone;
  align?: "center" | "start";
  children?: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={head ? id : undefined} className={cn(tones[tone], "py-16 sm:py-24", className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {head && <Headline id={id} head={head} light={tone === "brand"} align={align} />}
        {children}
      </div>
    </section>
  );
}

export function Headline({
  head,
  id,
  light = false,
  align = "center",
}: {
  head: SectionHead;
  id?: string;
  light?: boolean;
  align?: "center" | "start";
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      <p className={cn("font-semibold text-sm uppercase tracking-[0.14em]", light ? "text-teal-100" : "text-teal-700")}>
        {head.eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          "mt-3 text-balance font-bold text-3xl tracking-tight sm:text-4xl",
          light ? "text-white" : "text-brand-900",
        )}
      >
        {head.title}
      </h2>
      {head.intro && (
        <p className={cn("mt-4 text-pretty text-lg leading-relaxed", light ? "text-brand-100" : "text-muted")}>
          {head.intro}
        </p>
      )}
    </div>
  );
}
