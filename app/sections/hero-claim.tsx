import type { Stat } from "#common/content/types.ts";
import { FiguresBasis } from "./stats";

/** A page's headline figure, set in the hero where the eye lands first. */
export function HeroClaim({ claim }: { claim: Stat }) {
  return (
    <div className="mt-10 border-white/15 border-t pt-6">
      <p className="flex items-baseline gap-4">
        <span className="font-bold text-4xl text-accent-400 tracking-tight sm:text-5xl">{claim.value}</span>
        <span className="text-brand-100">{claim.label}</span>
      </p>
      <FiguresBasis light />
    </div>
  );
}
