/**
 * The brand's colours for what is drawn outside the style sheet: the logo mark, the icons rendered
 * from it and the social cards. The style sheet's theme (app.css) declares the same values as
 * `--color-brand-700` and `--color-accent-500`; brand.test.ts holds the two together.
 */
export const brandColors = {
  /** Deep blue: the mark's square, and what iOS shows behind the home-screen icon's corners. */
  ink: "#124a6d",
  /** The one warm accent: the mark's dot. */
  accent: "#ee8434",
} as const;
