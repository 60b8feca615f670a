import { Menu as MenuIcon, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import type { Dictionary } from "../../content/types";
import { contactHref } from "../../site/links";
import { type MenuId, menus, type NavEntry } from "../../site/navigation";
import { type Lang, pageAt, pathOf } from "../../site/pages";
import { Badge } from "../ui/badge";
import { ButtonLink, buttonClass } from "../ui/button";
import { type DropdownItem, NavDropdown } from "../ui/nav-dropdown";
import { LanguageToggle } from "./language-toggle";
import { Logo } from "./logo";

type Common = Dictionary["common"];
const menuIds = Object.keys(menus) as MenuId[];

function useMenuItems(t: Common, lang: Lang) {
  const current = pageAt(useLocation().pathname)?.page.id;
  const toItem = (entry: NavEntry): DropdownItem => ({
    key: entry.label,
    label: t.nav.items[entry.label],
    href: entry.page && pathOf(entry.page, lang),
    current: entry.page === current,
    badge: entry.comingSoon ? t.comingSoon : undefined,
  });
  return { current, items: (id: MenuId) => (menus[id] as readonly NavEntry[]).map(toItem) };
}

const navLinkClass =
  "inline-flex min-h-11 items-center rounded-md px-3 font-medium text-[0.95rem] hover:text-brand-600 aria-[current=page]:text-brand-600 aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8";

export function Header({ t, lang }: { t: Common; lang: Lang }) {
  const { current, items } = useMenuItems(t, lang);
  return (
    <header className="sticky top-0 z-40 border-line border-b bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo lang={lang} />
        <DesktopNav t={t} lang={lang} current={current} items={items} />
        <div className="hidden items-center gap-3 lg:flex">
          <LanguageToggle lang={lang} t={t.nav} />
          <ButtonLink to={contactHref(lang, "expert")} variant="brand">
            {t.nav.talkToExpert}
          </ButtonLink>
        </div>
        <MobileMenu t={t} lang={lang} items={items} />
      </div>
    </header>
  );
}

function DesktopNav({
  t,
  lang,
  current,
  items,
}: {
  t: Common;
  lang: Lang;
  current: string | undefined;
  items: (id: MenuId) => DropdownItem[];
}) {
  const [open, setOpen] = useState<MenuId | "">("");
  const { pathname } = useLocation();
  // A followed link closes the menu it came from.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => setOpen(""), [pathname]);
  return (
    <nav aria-label={t.nav.label} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <li>
          <NavLink to={pathOf("home", lang)} end className={navLinkClass}>
            {t.nav.home}
          </NavLink>
        </li>
        {menuIds.map((id) => (
          <NavDropdown
            key={id}
            label={t.nav[id]}
            items={items(id)}
            active={id === "about" && current === "about"}
            open={open === id}
            onOpenChange={(next) => setOpen((now) => (next ? id : now === id ? "" : now))}
          />
        ))}
      </ul>
    </nav>
  );
}

function MobileMenu({ t, lang, items }: { t: Common; lang: Lang; items: (id: MenuId) => DropdownItem[] }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();

  // A followed link closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="inline-flex size-11 items-center justify-center rounded-full border border-line text-brand-800"
      >
        {open ? <X aria-hidden className="size-5" /> : <MenuIcon aria-hidden className="size-5" />}
        <span className="sr-only">{open ? t.nav.closeMenu : t.nav.openMenu}</span>
      </button>
      <nav
        id={panelId}
        aria-label={t.nav.label}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-line border-b bg-white px-4 pb-6 shadow-card sm:px-6"
      >
        <ul className="divide-y divide-line">
          <li className="py-3">
            <NavLink to={pathOf("home", lang)} end className={navLinkClass}>
              {t.nav.home}
            </NavLink>
          </li>
          {menuIds.map((id) => (
            <li key={id} className="py-3">
              <p
                id={`${panelId}-${id}`}
                className="px-3 pb-1 font-semibold text-muted text-xs uppercase tracking-wider"
              >
                {t.nav[id]}
              </p>
              <ul aria-labelledby={`${panelId}-${id}`}>
                {items(id).map((item) => (
                  <li key={item.key}>
                    {item.href ? (
                      <Link
                        to={item.href}
                        aria-current={item.current ? "page" : undefined}
                        className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 text-ink hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-600"
                      >
                        {item.label}
                        {item.badge && <Badge>{item.badge}</Badge>}
                      </Link>
                    ) : (
                      <span className="flex min-h-11 items-center justify-between gap-3 px-3 text-muted">
                        {item.label}
                        {item.badge && <Badge>{item.badge}</Badge>}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-3 pt-4">
          <LanguageToggle lang={lang} t={t.nav} />
          <Link to={contactHref(lang, "expert")} className={buttonClass({ variant: "brand", className: "flex-1" })}>
            {t.nav.talkToExpert}
          </Link>
        </div>
      </nav>
    </div>
  );
}
