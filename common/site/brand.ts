import type { Lang } from "./pages.ts";

/**
 * The brand's colours for what is drawn outside the style sheet: the logo mark, the icons rendered
 * from it and the social cards. The style sheet's theme (app.css) declares the same values as
 * `--color-brand-700` and `--color-accent-500`; app/site/brand.test.ts holds the two together.
 * Here, not in app/, because the server draws the social cards again when the home page is published.
 */
export const brandColors = {
  /** Deep blue: the mark's square, and what iOS shows behind the home-screen icon's corners. */
  ink: "#124a6d",
  /** The one warm accent: the mark's dot. */
  accent: "#ee8434",
} as const;

/** The logo mark's drawing, on a 32-unit square: the header's LogoMark and the files drawn from it share it. */
export const logoMark = {
  viewBox: "0 0 32 32",
  square: { size: 32, radius: 9 },
  /** The S, a white stroke. */
  stroke: {
    d: "M9 20.5c2.2 2 4.6 3 7.3 3 3.4 0 5.7-1.7 5.7-4.3 0-5.4-12-3.4-12-9 0-2.5 2.3-4.2 5.5-4.2 2.4 0 4.4.8 6 2.2",
    color: "#fff",
    width: 2.6,
  },
  dot: { cx: 23.5, cy: 23, r: 2.6 },
} as const;

/**
 * The logo mark as SVG markup for files and images, as the header draws it (the same markup React
 * writes for LogoMark, without the page's classes), with `attributes` on its root: a namespace for a
 * file, a place in a card.
 */
export function logoMarkSvg(attributes: string): string {
  const { square, stroke, dot } = logoMark;
  return (
    `<svg ${attributes} viewBox="${logoMark.viewBox}">` +
    `<rect width="${square.size}" height="${square.size}" rx="${square.radius}" fill="${brandColors.ink}"></rect>` +
    `<path d="${stroke.d}" fill="none" stroke="${stroke.color}" stroke-width="${stroke.width}" stroke-linecap="round"></path>` +
    `<circle cx="${dot.cx}" cy="${dot.cy}" r="${dot.r}" fill="${brandColors.accent}"></circle></svg>`
  );
}

/** Each language's social card (1200×630 PNG), which every page names: made at build, and again at publication. */
export const socialCardPath = (lang: Lang) => `/generated/og-${lang}.png`;
