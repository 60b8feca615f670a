import { Quote as QuoteIcon } from "lucide-react";
import type { Quote } from "../content/types";
import { cn } from "../lib/cn";

export function QuoteBlock({ quote, light = false }: { quote: Quote; light?: boolean }) {
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
      </figcaption>
    </figure>
  );
}
