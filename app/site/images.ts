/**
 * Generated raster images, described once. `scripts/images.ts` writes the files into `dir` (from the
 * project root, not served as it is); `app/components/hero-image.tsx` imports them through Vite,
 * which serves them under /assets/ with content-hashed names, cached for good. Client-safe: no Node
 * imports.
 */
export const heroImage = {
  name: "hero",
  width: 2400,
  height: 1350,
  widths: [640, 960, 1280, 1920],
  formats: ["avif", "webp", "jpg"],
  dir: "assets/generated",
} as const;

export type ImageFormat = (typeof heroImage.formats)[number];

/** "hero-640.avif" */
export function heroFileName(width: number, format: ImageFormat): string {
  return `${heroImage.name}-${width}.${format}`;
}

/** "/assets/hero-640-….avif 640w, /assets/hero-960-….avif 960w, …", given each file's URL. */
export function srcSetOf(urlOf: (fileName: string) => string, format: ImageFormat): string {
  return heroImage.widths.map((w) => `${urlOf(heroFileName(w, format))} ${w}w`).join(", ");
}
