import { Quote as QuoteIcon } from "lucide-react";
import { useCommon } from "#app/hooks/use-common.ts";
import { cn } from "#app/lib/cn.ts";
import type { Quote } from "#common/content/types.ts";
import { site } from "#common/site/config.ts";

/** Said under every testimonial while they are illustrative: one flag in the site config. */
export function IllustrativeNote({
  light = false,
  className,
  as: Tag = "p",
}: {
  light?: boolean;
  className?: string;
  /** A span inside a figcaption, where a paragraph may not go. */
  as?: "p" | "span";
}) {
  const { illustrativeTestimonials } = useCommon();
  if (!site.testimonialsAreIllustrative) return null;
  return (
    <Tag className={cn("block text-sm", light ? "text-brand-100" : "text-muted", className)}>
      {illustrativeTestimonials}
    </Tag>
  );
}

/** A quote; a client's testimonial (`testimonial`) carries the illustrative note while it applies. */
export function QuoteBlock({
  quote,
  light = false,
  testimonial = false,
}: {
  quote: Quote;
  light?: boolean;
  testimonial?: boolean;
}) {
  return (
    <figure className="mx-auto mt-12 max-w-3xl text-center">
      <QuoteIcon aria-hidden className={cn("mx-auto size-10", light ? "text-accent-400" : "text-accent-500")} />
      <blockquote
        className={cn(
          "mt-4 text-balance font-medium text-xl leading-relaxed sm:text-2xl",
          light ? "text-white" : "text-brand-900",
        )}
      >
        <p>{quote.text}</p>
      </blockquote>
      <figcaption className={cn("mt-6", light ? "text-brand-100" : "text-muted")}>
        <span className={cn("font-semibold", light ? "text-white" : "text-brand-900")}>{quote.author}</span>
        {quote.role && <span> · {quote.role}</span>}
        {testimonial && <IllustrativeNote as="span" light={light} className="mt-3" />}
      </figcaption>
    </figure>
  );
}
