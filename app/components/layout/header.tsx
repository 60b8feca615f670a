import { Menu as MenuIcon, X } from "lucide-react";
import { useId } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { ButtonLink, buttonClass } from "#app/components/ui/button.tsx";
import { type DropdownItem, ItemBadge, NavDropdown } from "#app/components/ui/nav-dropdown.tsx";
import { type MenuId, menus, type NavEntry } from "#app/site/navigation.ts";
import type { Dictionary } from "#common/content/types.ts";
import { controlProps } from "#common/site/controls.ts";
import { contactHref } from "#common/site/links.ts";
import { type Lang, pageAt, pathOf } from "#common/site/pages.ts";
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
    badge: entry.comingSoon || entry.kind ? t.comingSoon : undefined,
    emptyKind: entry.kind,
  });
  return { current, items: (id: MenuId) => (menus[id] as readonly NavEntry[]).map(toItem) };
}

/**
 * The small screens' menu draws its text only in sizes and weights every page has already laid out
 * (16 and 14 px, regular and semibold). Each size it alone used made its first opening look the font
 * up again: 20–30 ms of the tap's task at 4× CPU (decision 019).
 */
const mobileLinkClass =
  "flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 text-ink hover:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-600";

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
  return (
    <nav aria-label={t.nav.label} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        <li>
          <NavLink to={pathOf("home", lang)} end className={navLinkClass}>
            {t.nav.home}
          </NavLink>
        </li>
        {menuIds.map((id) => (
          <NavDropdown key={id} label={t.nav[id]} items={items(id)} active={id === "about" && current === "about"} />
        ))}
      </ul>
    </nav>
  );
}

/**
 * The small screens' menu: a `popover` the button opens and closes from the first paint, which the
 * browser closes on Escape or a tap outside, giving focus back to the button. The site's script only
 * keeps the button's `aria-expanded` in step, whoever opened the menu: a first tap on a phone often
 * lands before any script has run.
 */
function MobileMenu({ t, lang, items }: { t: Common; lang: Lang; items: (id: MenuId) => DropdownItem[] }) {
  const panelId = useId();
  return (
    <div className="mobile-menu-toggle lg:hidden">
      <button
        type="button"
        popoverTarget={panelId}
        {...controlProps("menuButton")}
        className="inline-flex size-11 items-center justify-center rounded-full border border-line text-brand-800"
      >
        <MenuIcon aria-hidden className="when-menu-closed size-5" />
        <X aria-hidden className="when-menu-open size-5" />
        <span className="when-menu-closed sr-only">{t.nav.openMenu}</span>
        <span className="when-menu-open sr-only">{t.nav.closeMenu}</span>
      </button>
      <nav
        id={panelId}
        popover="auto"
        aria-label={t.nav.label}
        className="mobile-menu max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-line border-b bg-white px-4 pb-6 shadow-card sm:px-6"
      >
        <ul className="divide-y divide-line">
          <li className="py-3">
            <NavLink to={pathOf("home", lang)} end className={mobileLinkClass}>
              {t.nav.home}
            </NavLink>
          </li>
          {menuIds.map((id) => (
            <li key={id} className="py-3">
              <p
                id={`${panelId}-${id}`}
                className="px-3 pb-1 font-semibold text-muted text-sm uppercase tracking-wider"
              >
                {t.nav[id]}
              </p>
              <ul aria-labelledby={`${panelId}-${id}`}>
                {items(id).map((item) => (
                  <li key={item.key}>
                    {item.href ? (
                      <Link to={item.href} aria-current={item.current ? "page" : undefined} className={mobileLinkClass}>
                        {item.label}
                        <ItemBadge item={item} size="sm" />
                      </Link>
                    ) : (
                      <span className="flex min-h-11 items-center justify-between gap-3 px-3 text-muted">
                        {item.label}
                        <ItemBadge item={item} size="sm" />
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
          <Link
            to={contactHref(lang, "expert")}
            className={buttonClass({ variant: "brand", size: "lg", className: "flex-1" })}
          >
            {t.nav.talkToExpert}
          </Link>
        </div>
      </nav>
    </div>
  );
}
