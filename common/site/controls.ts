/**
 * The contract between the public pages' markup and their small scripts (issue 56): the components
 * write these attributes, the scripts in `app/scripts/` find the controls by them, and both read the
 * shared constants here, so neither can change without the other seeing it.
 */

/** The data attributes a control carries, by what it is. */
export const control = {
  /** The small screens' menu button; its menu is the popover it targets. */
  menuButton: "data-menu-button",
  /** A site menu of the desktop header: the `<li>` around its `<details>`. */
  navMenu: "data-nav-menu",
  /** The language toggle; its value is the language it leads to. */
  languageToggle: "data-language-toggle",
  /** The testimonials' carousel, and its parts. */
  carousel: "data-carousel",
  carouselTrack: "data-carousel-track",
  carouselSlide: "data-carousel-slide",
  /** A dot: its value is the slide it shows. */
  carouselDot: "data-carousel-dot",
  /** Previous or next: its value is -1 or 1. */
  carouselStep: "data-carousel-step",
  carouselPlay: "data-carousel-play",
  /** On `<main>` of the "not found" page, which the page-view beacon counts apart. */
  notFound: "data-not-found",
} as const;

export type Control = keyof typeof control;

/** The selector of a control's elements. */
export const selectorOf = (name: Control): string => `[${control[name]}]`;

/** React's props for a control's attribute, with a value or none. */
export const controlProps = (name: Control, value = ""): Record<string, string> => ({ [control[name]]: value });

/** The carousel moves on every 6 s, unless held, paused or asked for less motion (specification). */
export const autoAdvanceMs = 6000;

/** The scripts, each built from its own entry, and which pages carry which. */
export type PageScript = "site" | "form" | "booking";

/**
 * Each script says it is wired on the root element (`data-site-ready`…): the browser tests wait for it,
 * where they waited for React's hydration.
 */
export const readyAttribute = (script: PageScript): string => `data-${script}-ready`;
