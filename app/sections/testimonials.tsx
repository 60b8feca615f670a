import { ChevronLeft, ChevronRight, Pause, Play, Quote } from "lucide-react";
import { useId } from "react";
import type { Dictionary, Testimonial } from "#common/content/types.ts";
import { controlProps } from "#common/site/controls.ts";

/** The controls' words; each slide's and each dot's name come made by the loader (`carouselLabels`). */
export type CarouselLabels = Omit<Dictionary["carousel"], "goTo" | "position"> & {
  slides: { position: string; goTo: string }[];
};

const controlClass =
  "inline-flex size-11 items-center justify-center rounded-full border border-line bg-white text-brand-800 hover:border-brand-500 hover:bg-brand-50";

/**
 * The rotating quotes. Before any script, a row of every quote that scrolls and snaps, one at a time;
 * the dots are links to each. The site's script (app/scripts/site.ts) then moves the same row: every
 * 6 s, by the buttons and dots. Beyond the spec, for WCAG 2.2.2: it pauses while hovered or focused,
 * has a pause button, never moves under reduced motion, and only announces changes the visitor asked
 * for. What it shows of its state (the current dot, pause or play) follows the attributes it sets.
 */
export function Testimonials({ items, labels }: { items: readonly Testimonial[]; labels: CarouselLabels }) {
  const slideId = useId();
  return (
    <section
      {...controlProps("carousel")}
      aria-roledescription="carousel"
      aria-label={labels.label}
      className="group/carousel mx-auto mt-12 max-w-3xl"
    >
      <div
        {...controlProps("carouselTrack")}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-card border border-line bg-white shadow-card [scrollbar-width:thin]"
        aria-live="off"
        // Scrollable, so reachable by keyboard too, before any script (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard.
        tabIndex={0}
      >
        {items.map((item, i) => (
          <figure
            key={item.author}
            {...controlProps("carouselSlide")}
            id={`${slideId}-${i}`}
            aria-roledescription="slide"
            aria-label={labels.slides[i]?.position}
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
        <button type="button" {...controlProps("carouselStep", "-1")} className={controlClass}>
          <ChevronLeft aria-hidden className="size-5" />
          <span className="sr-only">{labels.previous}</span>
        </button>
        <ul className="flex items-center">
          {items.map((item, i) => (
            <li key={item.author}>
              <a
                href={`#${slideId}-${i}`}
                {...controlProps("carouselDot")}
                aria-current={i === 0 ? "true" : undefined}
                className="group flex h-11 min-w-6 items-center justify-center px-1"
              >
                <span className="block h-2.5 w-2.5 rounded-full bg-brand-200 transition-all group-hover:bg-brand-500 group-aria-[current=true]:w-8 group-aria-[current=true]:bg-accent-500" />
                <span className="sr-only">{labels.slides[i]?.goTo}</span>
              </a>
            </li>
          ))}
        </ul>
        <button type="button" {...controlProps("carouselStep", "1")} className={controlClass}>
          <ChevronRight aria-hidden className="size-5" />
          <span className="sr-only">{labels.next}</span>
        </button>
        <button type="button" {...controlProps("carouselPlay")} className={controlClass}>
          <Pause aria-hidden className="hidden size-5 group-data-playing/carousel:block" />
          <Play aria-hidden className="size-5 group-data-playing/carousel:hidden" />
          <span className="sr-only hidden group-data-playing/carousel:block">{labels.pause}</span>
          <span className="sr-only group-data-playing/carousel:hidden">{labels.play}</span>
        </button>
      </div>
    </section>
  );
}
