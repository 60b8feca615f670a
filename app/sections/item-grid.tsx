import type { LucideIcon } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import type { Item } from "#common/content/types.ts";

const columns = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Cards with an icon, a title and a line: features, benefits, capabilities, values. */
export function ItemGrid({
  items,
  icons,
  cols = 3,
  light = false,
}: {
  items: readonly Item[];
  icons: readonly LucideIcon[];
  cols?: keyof typeof columns;
  light?: boolean;
}) {
  return (
    <ul className={cn("mt-12 grid gap-6", columns[cols])}>
      {items.map((item, index) => {
        const Icon = icons[index % icons.length] as LucideIcon;
        return (
          <li
            key={item.title}
            className={cn(
              "rounded-card p-6",
              light ? "border border-white/10 bg-white/5" : "border border-line bg-white shadow-card",
            )}
          >
            <span
              className={cn(
                "inline-flex size-11 items-center justify-center rounded-xl",
                light ? "bg-teal-500/15 text-teal-100" : "bg-teal-50 text-teal-700",
              )}
            >
              <Icon aria-hidden className="size-5" />
            </span>
            <h3 className={cn("mt-4 font-semibold text-lg", light ? "text-white" : "text-brand-900")}>{item.title}</h3>
            <p className={cn("mt-2 leading-relaxed", light ? "text-brand-100" : "text-muted")}>{item.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
