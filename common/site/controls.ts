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
  /** A public form its script checks and sends; its value is how it is sent: "fetch" or "post". */
  form: "data-form",
  /** The form's rules and words (`FormWords`), as JSON. */
  formWords: "data-form-words",
  /** The box of the form's errors, and the templates the script writes errors from. */
  formSummary: "data-form-summary",
  formErrorTemplate: "data-form-error-template",
  formSummaryTemplate: "data-form-summary-template",
  /** The confirmation a form sent in the background shows, hidden until then, and its "send another" link. */
  formSent: "data-form-sent",
  formAgain: "data-form-again",
  /** The booking page's times or form; its value is the zone the server labelled the times in. */
  booking: "data-booking",
  /** On the booking region when the visitor chose a zone: their times stay in it. */
  bookingZoneChosen: "data-booking-zone-chosen",
  /** The booking address's parameter that names a zone, in the page's language. */
  bookingZoneParam: "data-booking-zone-param",
  /** The days and times, whose links the booking script follows in place. */
  bookingMoments: "data-booking-moments",
  /** The stylesheet of the menu's « Bientôt », fetched as `print` until the site's script applies it. */
  menuStylesheet: "data-menu-stylesheet",
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
