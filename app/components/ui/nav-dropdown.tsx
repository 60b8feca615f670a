import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { cn } from "../../lib/cn";
import { Badge } from "./badge";

export type DropdownItem = { key: string; label: string; href?: string; current?: boolean; badge?: string };

const linkClass =
  "flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2 text-ink hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-600";

function links(list: HTMLElement | null): HTMLAnchorElement[] {
  return [...(list?.querySelectorAll<HTMLAnchorElement>("a[href]") ?? [])];
}

/**
 * One menu of the site navigation, in the disclosure pattern WAI-ARIA recommends for site links:
 * a button that shows a list of links. It opens on mouse hover (as the spec asks), by tap, with
 * Enter or Space, or with the arrows straight onto a link; arrows move within it; Escape, a tap
 * elsewhere or focus leaving closes it, and Escape gives focus back to the button.
 */
export function NavDropdown({
  label,
  items,
  active,
  open,
  onOpenChange,
}: {
  label: ReactNode;
  items: DropdownItem[];
  active?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const panelId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const pointer = useRef("");

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open, onOpenChange]);

  const openOnto = (which: "first" | "last") => {
    const focus = () =>
      links(list.current)
        .at(which === "first" ? 0 : -1)
        ?.focus();
    if (open) return focus();
    onOpenChange(true);
    // The links become focusable once React has shown the list.
    requestAnimationFrame(focus);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    openOnto(event.key === "ArrowDown" ? "first" : "last");
  };

  const onListKey = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const all = links(list.current);
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    all[(at + (event.key === "ArrowDown" ? 1 : -1) + all.length) % all.length]?.focus();
  };

  return (
    <li
      ref={root}
      className="relative"
      onPointerEnter={(event) => event.pointerType === "mouse" && onOpenChange(true)}
      onPointerLeave={(event) => event.pointerType === "mouse" && onOpenChange(false)}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        event.stopPropagation();
        onOpenChange(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={(event) => {
          pointer.current = event.pointerType;
        }}
        // A mouse has already opened it by hovering: its click must not shut it again.
        onClick={() => onOpenChange(pointer.current === "mouse" ? true : !open)}
        onKeyDown={onButtonKey}
        onKeyUp={() => {
          pointer.current = "";
        }}
        className={cn(
          "inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-medium text-[0.95rem] hover:text-brand-600",
          active || open ? "text-brand-600" : "text-ink",
        )}
      >
        {label}
        <ChevronDown aria-hidden className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <div id={panelId} hidden={!open} className="absolute top-full left-0 z-50 w-max min-w-64 max-w-96 pt-2">
        <ul ref={list} onKeyDown={onListKey} className="rounded-card border border-line bg-white p-2 shadow-card">
          {items.map((item) => (
            <li key={item.key}>
              {item.href ? (
                <Link to={item.href} aria-current={item.current ? "page" : undefined} className={linkClass}>
                  {item.label}
                  {item.badge && <Badge>{item.badge}</Badge>}
                </Link>
              ) : (
                <span className="flex min-h-11 items-center justify-between gap-3 px-3 py-2 text-muted">
                  {item.label}
                  {item.badge && <Badge>{item.badge}</Badge>}
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
