import * as Menu from "@radix-ui/react-dropdown-menu";
import { ChevronDown } from "lucide-react";
import { type PointerEvent, type ReactNode, useRef, useState } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";

export type DropdownItem = { key: string; label: string; href?: string; current?: boolean; badge?: string };

/**
 * A Radix menu that also opens on mouse hover, as the spec asks. Keyboard (Enter, Space, arrows,
 * Escape) and touch keep Radix's own behaviour; hover never steals or restores focus.
 */
export function NavDropdown({ label, items, active }: { label: ReactNode; items: DropdownItem[]; active?: boolean }) {
  const [open, setOpen] = useState(false);
  const byHover = useRef(false);
  const hover = (next: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    byHover.current = true;
    setOpen(next);
  };
  return (
    <Menu.Root open={open} onOpenChange={setOpen} modal={false}>
      <div className="relative" onPointerEnter={hover(true)} onPointerLeave={hover(false)}>
        <Menu.Trigger
          onPointerDown={(event) => {
            // A mouse already opened it by hovering; a click must not toggle it shut again.
            if (event.pointerType === "mouse") event.preventDefault();
          }}
          onKeyDown={() => {
            byHover.current = false;
          }}
          className={cn(
            "inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-medium text-[0.95rem] hover:text-brand-600 data-[state=open]:text-brand-600",
            active ? "text-brand-600" : "text-ink",
          )}
        >
          {label}
          <ChevronDown aria-hidden className="size-4 transition-transform data-[state=open]:rotate-180" />
        </Menu.Trigger>
        <Menu.Content
          align="start"
          sideOffset={0}
          onCloseAutoFocus={(event) => byHover.current && event.preventDefault()}
          className="z-50 min-w-64 max-w-96 pt-2"
        >
          <div className="rounded-card border border-line bg-white p-2 shadow-card">
            {items.map((item) =>
              item.href ? (
                <Menu.Item key={item.key} asChild>
                  <Link
                    to={item.href}
                    aria-current={item.current ? "page" : undefined}
                    className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2 text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700 aria-[current=page]:font-semibold aria-[current=page]:text-brand-600"
                  >
                    {item.label}
                    {item.badge && <Badge>{item.badge}</Badge>}
                  </Link>
                </Menu.Item>
              ) : (
                <Menu.Item
                  key={item.key}
                  disabled
                  className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2 text-muted"
                >
                  {item.label}
                  {item.badge && <Badge>{item.badge}</Badge>}
                </Menu.Item>
              ),
            )}
          </div>
        </Menu.Content>
      </div>
    </Menu.Root>
  );
}

export function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        "whitespace-nowrap rounded-full bg-accent-100 px-2 py-0.5 font-semibold text-accent-700 text-xs",
        className,
      )}
    >
      {children}
    </span>
  );
}
