import type { Stat } from "../content/types";

/** A page's headline figure, set in the hero where the eye lands first. */
export function HeroClaim({ claim }: { claim: Stat }) {
  return (
    <p className="mt-10 flex items-baseline gap-4 border-white/15 border-t pt-6">
      <span className="font-bold text-4xl text-accent-400 tracking-tight sm:text-5xl">{claim.value}</span>
      <span className="text-brand-100">{claim.label}</span>
    </p>
  );
}
