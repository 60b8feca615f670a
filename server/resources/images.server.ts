import sharp from "sharp";
import type { ImageRendition } from "./store.server";

/** The widths an uploaded image is served at (never wider than the original). */
const widths = [480, 960, 1440];
const formats = ["avif", "webp", "jpeg"] as const;

/** An upload that sharp cannot read as an image. */
export class NotAnImage extends Error {}

/**
 * AVIF, WebP and JPEG at each width up to the original's, so the page offers the lightest its
 * visitor's browser reads; metadata (camera, place) is dropped, orientation applied.
 */
export async function imageRenditions(
  bytes: Uint8Array,
): Promise<{ width: number; height: number; renditions: ImageRendition[] }> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw new NotAnImage("unreadable");
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  if (!width || !height) throw new NotAnImage("no size");
  const sizes = [...new Set([...widths.filter((each) => each < width), Math.min(width, widths.at(-1) ?? width)])];
  const renditions: ImageRendition[] = [];
  for (const size of sizes) {
    for (const format of formats) {
      const { data, info } = await sharp(bytes)
        .rotate()
        .resize({ width: size, withoutEnlargement: true })
        .toFormat(format, { quality: format === "avif" ? 50 : 75 })
        .toBuffer({ resolveWithObject: true });
      renditions.push({ format, width: info.width, height: info.height, bytes: new Uint8Array(data) });
    }
  }
  return { width, height, renditions };
}
