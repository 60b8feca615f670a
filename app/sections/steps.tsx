import { cn } from "#app/lib/cn.ts";
import type { Item } from "#common/content/types.ts";

/** A numbered sequence: how it works, onboarding, quick start. */
export function Steps({ steps, layout = "grid" }: { steps: readonly Item[]; layout?: "grid" | "timeline" }) {
  return (
    <ol className={cn("mt-12 grid gap-6", layout === "grid" ? "sm:grid-cols-2 lg:grid-cols-3" : "mx-auto max-w-3xl")}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-5 rounded-card border border-line bg-white p-6">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="font-semibold text-brand-900 text-lg">{step.title}</h3>
            <p className="mt-2 text-muted leading-relaxed">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
