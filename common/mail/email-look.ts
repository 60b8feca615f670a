/**
 * What every HTML email is drawn with (decision 104). Mail programs read neither the site's style
 * sheet nor SVG, so the logo is a PNG rendered from the header's mark at build (scripts/icons.ts) and
 * served from the site's own origin, and the colours are the theme's (app.css), written out;
 * email-look.test.ts holds the two together.
 */
export const emailLogo = { href: "/generated/email-logo.png", size: 96 } as const;

export const emailColors = {
  /** --color-ink: the text. */
  ink: "#10202e",
  /** --color-muted: the footer. */
  muted: "#4a5b6b",
  /** --color-line: rules and card borders. */
  line: "#dbe3ea",
  /** --color-surface: behind the message. */
  surface: "#f5f8fb",
  /** --color-brand-600: links and the button, white on it at 7:1. */
  brand: "#175a84",
  /** --color-brand-900: the company's name and headings. */
  heading: "#0a2c43",
} as const;
