/**
 * The public pages' script (issue 56): what the site's controls do beyond their HTML, on markup React
 * rendered on the server. Every control already works before it runs (decision 007); this adds what
 * HTML does not give. Nothing runs while the page is only prerendered for a later visit.
 */
import { sendPageView } from "#common/analytics/beacon.ts";
import { autoAdvanceMs, control, readyAttribute, selectorOf } from "#common/site/controls.ts";
import { languagePreferenceKey } from "#common/site/language-preference.ts";
import { focusFragment } from "./fragment";
import { whenShown } from "./shown";

/** Back from the browser's page cache, menus left open when the visitor followed a link are shut. */
function onReturn(close: () => void) {
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) close();
  });
}

/** The small screens' menu: its button says whether it is open, whoever opened it (a tap before this ran). */
function menuButton(button: HTMLButtonElement) {
  const menu = button.popoverTargetElement;
  if (!(menu instanceof HTMLElement)) return;
  const say = (open: boolean) => button.setAttribute("aria-expanded", String(open));
  say(menu.matches(":popover-open"));
  menu.addEventListener("toggle", (event) => say((event as ToggleEvent).newState === "open"));
  onReturn(() => {
    if (menu.matches(":popover-open")) menu.hidePopover();
  });
}

/**
 * A desktop menu, a `<details>` (disclosure pattern): hover opens it for real, the arrows move onto and
 * through its links, Escape closes it and gives focus back, and a tap elsewhere or focus leaving closes it.
 */
function navMenu(item: HTMLElement) {
  const details = item.querySelector("details");
  const summary = details?.querySelector("summary");
  if (!details || !summary) return;
  const links = () => [...details.querySelectorAll<HTMLAnchorElement>("a[href]")];
  const mouse = (event: PointerEvent) => event.pointerType === "mouse";
  let pointer = "";
  item.addEventListener("pointerenter", (event) => {
    if (mouse(event)) details.open = true;
  });
  item.addEventListener("pointerleave", (event) => {
    if (mouse(event)) details.open = false;
  });
  item.addEventListener("focusout", (event) => {
    if (!item.contains(event.relatedTarget as Node | null)) details.open = false;
  });
  item.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !details.open) return;
    event.stopPropagation();
    details.open = false;
    summary.focus();
  });
  summary.addEventListener("pointerdown", (event) => {
    pointer = event.pointerType;
  });
  summary.addEventListener("click", (event) => {
    // A mouse has already opened it by hovering: its click must not shut it again.
    if (pointer === "mouse" && details.open) event.preventDefault();
    pointer = "";
  });
  summary.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    details.open = true;
    links()
      .at(event.key === "ArrowDown" ? 0 : -1)
      ?.focus();
  });
  details.addEventListener("keydown", (event) => {
    if (event.target === summary || (event.key !== "ArrowDown" && event.key !== "ArrowUp")) return;
    event.preventDefault();
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    all[(at + (event.key === "ArrowDown" ? 1 : -1) + all.length) % all.length]?.focus();
  });
  document.addEventListener("pointerdown", (event) => {
    if (details.open && !details.contains(event.target as Node)) details.open = false;
  });
  onReturn(() => {
    details.open = false;
  });
}

/** The language toggle: following it is a choice, kept for the visitor's next arrival (decision 007). */
function languageToggle(link: HTMLAnchorElement) {
  link.addEventListener("click", () => {
    const target = link.getAttribute(control.languageToggle);
    if (target) localStorage.setItem(languagePreferenceKey, target);
  });
}

/**
 * The testimonials (WCAG 2.2.2): every 6 s, by the buttons and dots; held while hovered or focused,
 * paused by its button, still under reduced motion, announcing only the changes the visitor asked for.
 * Before this runs, the row scrolls and snaps and the dots are links to each quote.
 */
function carousel(root: HTMLElement) {
  const track = root.querySelector<HTMLElement>(selectorOf("carouselTrack"));
  const slides = [...root.querySelectorAll<HTMLElement>(selectorOf("carouselSlide"))];
  const dots = [...root.querySelectorAll<HTMLElement>(selectorOf("carouselDot"))];
  const playButton = root.querySelector<HTMLElement>(selectorOf("carouselPlay"));
  if (!track || slides.length === 0) return;
  const count = slides.length;
  const reduced = matchMedia("(prefers-reduced-motion: reduce)");
  let index = 0;
  // The slide the row rests on, and where a scroll this started is headed: until it rests there, the
  // end of an earlier scroll it interrupted must not pull the carousel back.
  let shown = 0;
  let heading: number | null = null;
  // null until the visitor presses pause or play: then motion follows the system's preference.
  let chosen: boolean | null = null;
  let hovered = false;
  let focused = false;
  let announce = false;
  let timer: number | undefined;
  const playing = () => chosen ?? !reduced.matches;

  function show() {
    slides.forEach((slide, at) => {
      if (at === index) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    });
    dots.forEach((dot, at) => {
      if (at === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    track?.setAttribute("aria-live", announce ? "polite" : "off");
    root.toggleAttribute("data-playing", playing());
    if (track && index !== shown) {
      shown = index;
      const left = index * track.clientWidth;
      if (Math.abs(track.scrollLeft - left) > 1) {
        heading = index;
        track.scrollTo({ left, behavior: reduced.matches ? "instant" : "smooth" });
      }
    }
    clearTimeout(timer);
    if (playing() && !hovered && !focused)
      timer = window.setTimeout(() => {
        announce = false;
        index = (index + 1) % count;
        show();
      }, autoAdvanceMs);
  }
  const go = (next: number) => {
    announce = true;
    index = (next + count) % count;
    show();
  };

  root.addEventListener("pointerenter", () => {
    hovered = true;
    show();
  });
  root.addEventListener("pointerleave", () => {
    hovered = false;
    show();
  });
  root.addEventListener("focusin", () => {
    focused = true;
    show();
  });
  root.addEventListener("focusout", (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    show();
  });
  // The visitor's own hand takes over from any scroll this started.
  for (const input of ["pointerdown", "wheel", "keydown"])
    track.addEventListener(
      input,
      () => {
        heading = null;
      },
      { passive: true },
    );
  track.addEventListener("scrollend", () => {
    const rest = Math.round(track.scrollLeft / track.clientWidth);
    if (heading !== null) {
      if (rest === heading) heading = null;
      return;
    }
    // A swipe or a scroll moved the row: the dots follow where it came to rest.
    shown = rest;
    index = rest;
    show();
  });
  for (const [at, dot] of dots.entries())
    dot.addEventListener("click", (event) => {
      event.preventDefault();
      go(at);
    });
  for (const step of root.querySelectorAll<HTMLElement>(selectorOf("carouselStep")))
    step.addEventListener("click", () => go(index + Number(step.getAttribute(control.carouselStep))));
  playButton?.addEventListener("click", () => {
    chosen = !playing();
    show();
  });
  reduced.addEventListener("change", show);
  show();
}

whenShown(() => {
  const all = <T extends Element>(name: Parameters<typeof selectorOf>[0]) => [
    ...document.querySelectorAll<T>(selectorOf(name)),
  ];
  for (const sheet of all<HTMLLinkElement>("menuStylesheet")) sheet.media = "all";
  for (const button of all<HTMLButtonElement>("menuButton")) menuButton(button);
  for (const item of all<HTMLElement>("navMenu")) navMenu(item);
  for (const link of all<HTMLAnchorElement>("languageToggle")) languageToggle(link);
  for (const root of all<HTMLElement>("carousel")) carousel(root);
  focusFragment();
  // A form's and booking's own scripts come only to the pages that have one, whoever wrote the page.
  if (document.querySelector(selectorOf("form"))) void import("./form");
  if (document.querySelector(selectorOf("booking"))) void import("./booking");
  document.documentElement.setAttribute(readyAttribute("site"), "");
  // Each view of a public page is counted once the browser is idle (decision 010); a missing page's
  // address is said in the console too (specification).
  const notFound = document.querySelector(selectorOf("notFound")) !== null;
  if (notFound) console.error(`404: ${location.pathname}`);
  sendPageView(notFound);
});
