import sharp from "sharp";
import type { ImageRendition } from "./resource.server";

/** The widths an uploaded image is served at (never wider than the original). */
const widths = [480, 960, 1440];
const formats = ["avif", "webp", "jpeg"] as const;

/**
 * The most pixels an upload may decode to: 40 million, a 50-megapixel camera's photo cropped a
 * little, or 8,000 × 5,000. A small, highly compressed file can claim far more (a 748 kB PNG of
 * 16,000 × 16,000 took 12 s and 330 MB to read), so the claim is refused before anything decodes.
 */
export const maxImagePixels = 40_000_000;

/** An uploaded image's format as its header says it: AVIF is HEIF whose pictures are AV1. */
export type ImageFormat = "jpeg" | "png" | "webp" | "avif" | (string & {});

function formatOf(meta: sharp.Metadata): ImageFormat {
  return meta.format === "heif" && meta.compression === "av1" ? "avif" : (meta.format ?? "");
}

/** An upload that sharp cannot read as an image. */
export class NotAnImage extends Error {}

/** An image whose size, read from its header, is more than `maxImagePixels`: nothing was decoded. */
export class ImageTooLarge extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super("too many pixels");
  }
}

/**
 * AVIF, WebP and JPEG at each width up to the original's, so the page offers the lightest its
 * visitor's browser reads; metadata (camera, place) is dropped, orientation applied. The header is
 * read first (sizes only); the pixels are then decoded once, already at the largest width served,
 * and every rendition is made from those.
 */
export async function imageRenditions(
  bytes: Uint8Array,
  /** The formats taken, as the header names them; any sharp reads when left out. */
  { taken }: { taken?: readonly ImageFormat[] } = {},
): Promise<{ width: number; height: number; renditions: ImageRendition[] }> {
  const limited = { limitInputPixels: maxImagePixels };
  let meta: sharp.Metadata;
  try {
    // The header alone, unlimited, to tell the editor the size refused; sharp decodes nothing here.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new NotAnImage("unreadable");
  }
  if (taken && !taken.includes(formatOf(meta))) throw new NotAnImage("format");
  if ((meta.width ?? 0) * (meta.height ?? 0) > maxImagePixels) {
    throw new ImageTooLarge(meta.width ?? 0, meta.height ?? 0);
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  if (!width || !height) throw new NotAnImage("no size");
  const largest = Math.min(width, widths.at(-1) ?? width);
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    decoded = await sharp(bytes, limited)
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    // The header read, the pixels did not (a truncated or corrupt file).
    throw new NotAnImage("undecodable");
  }
  const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
  const sizes = [...new Set([...widths.filter((each) => each < width), largest])];
  const renditions: ImageRendition[] = [];
  for (const size of sizes) {
    for (const format of formats) {
      const { data, info } = await sharp(decoded.data, { raw })
        .resize({ width: size, withoutEnlargement: true })
        .toFormat(format, { quality: format === "avif" ? 50 : 75 })
        .toBuffer({ resolveWithObject: true });
      renditions.push({ format, width: info.width, height: info.height, bytes: new Uint8Array(data) });
    }
  }
  return { width, height, renditions };
}
