import { useCommon } from "#app/hooks/use-common.ts";
import { cn } from "#app/lib/cn.ts";
import type { Stat } from "#common/content/types.ts";

/** What the performance figures rest on, said right under them. */
export function FiguresBasis({ light = false }: { light?: boolean }) {
  const { figuresBasis } = useCommon();
  return <p className={cn("mt-6 max-w-3xl text-sm", light ? "text-brand-100" : "text-muted")}>{figuresBasis}</p>;
}

export function Stats({ items, light = false }: { items: readonly Stat[]; light?: boolean }) {
  return (
    <dl className="mt-12 grid gap-6 sm:grid-cols-3">
      {items.map((item) => (
        <div
          key={item.label}
          className={cn(
            "flex flex-col-reverse rounded-card p-6 text-center",
            light ? "bg-white/5 ring-1 ring-white/10" : "bg-brand-50",
          )}
        >
          <dt className={cn("mt-2 font-medium", light ? "text-brand-100" : "text-muted")}>{item.label}</dt>
          <dd className={cn("font-bold text-4xl tracking-tight sm:text-5xl", light ? "text-white" : "text-brand-600")}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
