/**
 * Renders the site's icon (public/favicon.svg) as the PNGs the pages link to: a 32 px favicon and the
 * 180 px icon iOS puts on a home screen (opaque, since iOS rounds its corners itself).
 * A PNG, not the SVG itself: Chrome decodes a page's favicon on the page's main thread, and an SVG
 * there means building a whole isolated SVG document, in a task near the first paint (decision 051).
 *
 *   node --import tsx scripts/icons.ts
 */
import { mkdir, rename } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import { icons } from "../app/site/seo.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.join(root, "public", icons.source);
/** The SVG's own square, behind its rounded corners on the home-screen icon. */
const brand = "#124a6d";

const outputs = [
  { ...icons.favicon, opaque: false },
  { ...icons.appleTouch, opaque: true },
];

export async function buildIcons(): Promise<void> {
  for (const { href, size, opaque } of outputs) {
    const file = path.join(root, "public", href);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.tmp`;
    // The SVG's 32-unit square at the density that makes it `size` pixels, so nothing is resampled.
    const image = sharp(source, { density: (72 * size) / 32 }).resize(size, size);
    await (opaque ? image.flatten({ background: brand }) : image).png({ compressionLevel: 9 }).toFile(tmp);
    await rename(tmp, file);
  }
  console.log(`images: icons ${outputs.map((o) => `${o.size} px`).join(", ")}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildIcons().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
