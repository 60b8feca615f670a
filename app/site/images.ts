/**
 * Generated raster images, described once. `scripts/images.ts` writes the files,
 * `app/components/hero-image.tsx` points at them. Client-safe: no Node imports.
 */
export const heroImage = {
  name: "hero",
  width: 2400,
  height: 1350,
  widths: [640, 960, 1280, 1920],
  formats: ["avif", "webp", "jpg"],
  dir: "/generated",
} as const;

export type ImageFormat = (typeof heroImage.formats)[number];

/** "/generated/hero-640.avif" */
export function heroSrc(width: number, format: ImageFormat): string {
  return `${heroImage.dir}/${heroImage.name}-${width}.${format}`;
}

/** "/generated/hero-640.avif 640w, /generated/hero-960.avif 960w, …" */
export function heroSrcSet(format: ImageFormat): string {
  return heroImage.widths.map((w) => `${heroSrc(w, format)} ${w}w`).join(", ");
}
