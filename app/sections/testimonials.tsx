import { ChevronLeft, ChevronRight, Pause, Play, Quote } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useEnhanced } from "#app/hooks/use-enhanced.ts";
import { useReducedMotion } from "#app/hooks/use-reduced-motion.ts";
import { cn } from "#app/lib/cn.ts";
import type { Dictionary, Testimonial } from "#common/content/types.ts";

export const autoAdvanceMs = 6000;

/** The controls' words; each slide's and each dot's name come made by the loader (`carouselLabels`). */
export type CarouselLabels = Omit<Dictionary["carousel"], "goTo" | "position"> & {
  slides: { position: string; goTo: string }[];
};

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-brand-800 hover:border-brand-500 hover:bg-brand-50";

/**
 * The rotating quotes. Before any script, a row of every quote that scrolls and snaps, one at a time;
 * the dots are links to each. The script then moves the same row: every 6 s, by the buttons and dots.
 * Beyond the spec, for WCAG 2.2.2: it pauses while hovered or focused, has a pause button, never
 * moves under reduced motion, and only announces changes the visitor asked for.
 */
export function Testimonials({ items, labels }: { items: readonly Testimonial[]; labels: CarouselLabels }) {
  const [index, setIndex] = useState(0);
  const enhanced = useEnhanced();
  // null until the visitor presses pause or play: then motion follows the system preference.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const [announce, setAnnounce] = useState(false);
  const reducedMotion = useReducedMotion();
  const track = useRef<HTMLDivElement>(null);
  // Where a scroll the script started is headed: until it rests there, the end of an earlier
  // scroll it interrupted must not pull the state back.
  const heading = useRef<number | null>(null);
  // The slide the row rests on, as far as the script knows. It starts on the first, so hydration reads
  // no layout: the row may sit in a section `content-visibility` has not laid out yet (decision 041).
  const shown = useRef(0);
  const slideId = useId();
  const playing = chosen ?? !reducedMotion;
  const moving = enhanced && playing && !held.hover && !held.focus;
  const count = items.length;

  // The row shows the slide the state names, whoever changed it.
  useEffect(() => {
    const row = track.current;
    if (!row || !enhanced || index === shown.current) return;
    shown.current = index;
    const left = index * row.clientWidth;
    if (Math.abs(row.scrollLeft - left) <= 1) return;
    heading.current = index;
    row.scrollTo({ left, behavior: reducedMotion ? "instant" : "smooth" });
  }, [index, enhanced, reducedMotion]);

  // The visitor's own hand takes over from any scroll the script started.
  useEffect(() => {
    const row = track.current;
    if (!row) return;
    const release = () => {
      heading.current = null;
    };
    const inputs = ["pointerdown", "wheel", "keydown"] as const;
    for (const input of inputs) row.addEventListener(input, release, { passive: true });
    return () => {
      for (const input of inputs) row.removeEventListener(input, release);
    };
  }, []);

  useEffect(() => {
    if (!moving) return;
    const timer = window.setTimeout(() => {
      setAnnounce(false);
      setIndex((index + 1) % count);
    }, autoAdvanceMs);
    return () => window.clearTimeout(timer);
  }, [moving, count, index]);

  const go = (next: number) => {
    setAnnounce(true);
    setIndex((next + count) % count);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.label}
      className="mx-auto mt-12 max-w-3xl"
      onPointerEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      <div
        ref={track}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-card border border-line bg-white shadow-card [scrollbar-width:thin]"
        aria-live={announce ? "polite" : "off"}
        // Scrollable, so reachable by keyboard too, before any script (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard.
        tabIndex={0}
        onScrollEnd={(event) => {
          const row = event.currentTarget;
          const rest = Math.round(row.scrollLeft / row.clientWidth);
          if (heading.current !== null) {
            if (rest === heading.current) heading.current = null;
            return;
          }
          // A swipe or a scroll moved the row: the dots follow where it came to rest.
          shown.current = rest;
          setIndex(rest);
        }}
      >
        {items.map((item, i) => (
          <figure
            key={item.author}
            id={`${slideId}-${i}`}
            aria-roledescription="slide"
            aria-label={labels.slides[i]?.position}
            aria-hidden={enhanced && i !== index ? true : undefined}
            className="w-full shrink-0 snap-center p-8 sm:p-10"
          >
            <Quote aria-hidden className="mx-auto mb-4 size-9 text-accent-500" />
            <blockquote className="text-balance text-center font-medium text-brand-900 text-xl leading-relaxed sm:text-2xl">
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className="mt-6 text-center font-semibold text-teal-700">— {item.author}</figcaption>
          </figure>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button type="button" className={controlClass} onClick={() => go(index - 1)}>
          <ChevronLeft aria-hidden className="size-5" />
          <span className="sr-only">{labels.previous}</span>
        </button>
        <ul className="flex items-center">
          {items.map((item, i) => (
            <li key={item.author}>
              <a
                href={`#${slideId}-${i}`}
                aria-current={i === index ? "true" : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  go(i);
                }}
                className="group flex h-11 min-w-6 items-center justify-center px-1"
              >
                <span
                  className={cn(
                    "block h-2.5 rounded-full transition-all",
                    i === index ? "w-8 bg-accent-500" : "w-2.5 bg-brand-200 group-hover:bg-brand-500",
                  )}
                />
                <span className="sr-only">{labels.slides[i]?.goTo}</span>
              </a>
            </li>
          ))}
        </ul>
        <button type="button" className={controlClass} onClick={() => go(index + 1)}>
          <ChevronRight aria-hidden className="size-5" />
          <span className="sr-only">{labels.next}</span>
        </button>
        <button type="button" className={controlClass} onClick={() => setChosen(!playing)}>
          {playing ? <Pause aria-hidden className="size-5" /> : <Play aria-hidden className="size-5" />}
          <span className="sr-only">{playing ? labels.pause : labels.play}</span>
        </button>
      </div>
    </section>
  );
}
