import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { controlProps } from "#common/site/controls.ts";
import { Badge } from "./badge";

/** `emptyKind`: the badge shows only while the menu's stylesheet says that kind has nothing published (decision 037). */
export type DropdownItem = {
  key: string;
  label: string;
  href?: string;
  current?: boolean;
  badge?: string;
  emptyKind?: string;
};

export function ItemBadge({ item, size }: { item: DropdownItem; size?: "xs" | "sm" }) {
  if (!item.badge) return null;
  return (
    <Badge size={size} data-empty-kind={item.emptyKind}>
      {item.badge}
    </Badge>
  );
}

const linkClass =
  "flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2 text-ink hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-600";

/**
 * One menu of the site navigation, in the disclosure pattern WAI-ARIA recommends for site links, built
 * on `<details>`: from the first paint a tap, a click, Enter or Space opens it, the browser tells
 * assistive technology whether it is open, and opening one menu closes the others (`name`). A mouse
 * hovering it shows it through CSS alone (app.css). The site's script (app/scripts/site.ts) then gives
 * the same markup what HTML does not: hover opens it for real, the arrows move onto and through its
 * links, Escape closes it and gives focus back, and a tap elsewhere or focus leaving closes it.
 */
export function NavDropdown({ label, items, active }: { label: ReactNode; items: DropdownItem[]; active?: boolean }) {
  return (
    <li {...controlProps("navMenu")} className="relative">
      <details name="site-menu" className="nav-menu group/menu">
        <summary
          className={cn(
            "inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-3 font-medium text-[0.95rem] hover:text-brand-600 group-open/menu:text-brand-600 [&::-webkit-details-marker]:hidden",
            active ? "text-brand-600" : "text-ink",
          )}
        >
          {label}
          <ChevronDown aria-hidden className="size-4 transition-transform group-open/menu:rotate-180" />
        </summary>
        <div className="absolute top-full left-0 z-50 w-max min-w-64 max-w-96 pt-2">
          <ul className="rounded-card border border-line bg-white p-2 shadow-card">
            {items.map((item) => (
              <li key={item.key}>
                {item.href ? (
                  <Link to={item.href} aria-current={item.current ? "page" : undefined} className={linkClass}>
                    {item.label}
                    <ItemBadge item={item} />
                  </Link>
                ) : (
                  <span className="flex min-h-11 items-center justify-between gap-3 px-3 py-2 text-muted">
                    {item.label}
                    <ItemBadge item={item} />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </details>
    </li>
  );
}
