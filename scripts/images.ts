/**
 * Checks the hero artwork (assets/hero.svg, drawn inline on the home page) still leaves white text
 * readable over its left part, then renders the social cards (scripts/og-images.ts) and the icons
 * (scripts/icons.ts).
 *
 *   node --import tsx scripts/images.ts
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import { buildIcons } from "./icons.ts";
import { buildOgImages } from "./og-images.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const heroFile = path.join(root, "assets", "hero.svg");

/** The left part of the artwork carries white hero text and must keep this contrast everywhere. */
const textZone = { fraction: 0.55, minContrast: 4.5 };

/** Worst-case contrast of white text over the left text zone of a raw RGB render. */
function whiteTextContrast(data: Buffer, width: number, height: number, channels: number): number {
  const table = Array.from({ length: 256 }, (_, v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const lin = (i: number) => table[data[i] ?? 0] ?? 0;
  const zoneWidth = Math.floor(width * textZone.fraction);
  let maxL = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width * channels; x < zoneWidth; x++, i += channels) {
      const l = 0.2126 * lin(i) + 0.7152 * lin(i + 1) + 0.0722 * lin(i + 2);
      if (l > maxL) maxL = l;
    }
  }
  return 1.05 / (maxL + 0.05);
}

export async function buildImages(): Promise<string[]> {
  const { data, info } = await sharp(await readFile(heroFile), { density: 72 })
    .flatten({ background: "#061c2c" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const contrast = whiteTextContrast(data, info.width, info.height, info.channels);
  if (contrast < textZone.minContrast) {
    console.warn(
      `images: warning: white text over the left ${textZone.fraction * 100} % of the hero has contrast ${contrast.toFixed(2)}:1 (< ${textZone.minContrast}:1)`,
    );
  }
  await buildIcons();
  return buildOgImages();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildImages().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
