/**
 * Writes the site's icon, the header's logo mark (LogoMark), as an SVG file (the logo structured data
 * names), and renders it as the PNGs the pages link to: a 32 px favicon and the 180 px icon iOS puts
 * on a home screen (opaque, since iOS rounds its corners itself), and the one every email shows (decision 104).
 * A PNG, not the SVG itself: Chrome decodes a page's favicon on the page's main thread, and an SVG
 * there means building a whole isolated SVG document, in a task near the first paint (decision 051).
 *
 *   node --import tsx scripts/icons.ts
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import { brandColors } from "#app/site/brand.ts";
import { icons } from "#app/site/seo.ts";
import { emailLogo } from "#common/mail/email-look.ts";
import { logoMarkSvg } from "./logo-mark.ts";
import { replaceFile } from "./replace-file.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const outputs = [
  { ...icons.favicon, opaque: false },
  { ...icons.appleTouch, opaque: true },
  // Twice the size emails show it at, for sharp screens; PNG, since mail programs do not show SVG.
  { ...emailLogo, opaque: false },
];

const inPublic = (href: string) => path.join(root, "public", href);

export async function buildIcons(): Promise<void> {
  const svg = Buffer.from(logoMarkSvg('xmlns="http://www.w3.org/2000/svg"'));
  await replaceFile(inPublic(icons.logo), (tmp) => writeFile(tmp, svg));
  for (const { href, size, opaque } of outputs) {
    // The SVG's 32-unit square at the density that makes it `size` pixels, so nothing is resampled.
    const image = sharp(svg, { density: (72 * size) / 32 }).resize(size, size);
    // Behind the mark's rounded corners, its own square's colour.
    const png = (opaque ? image.flatten({ background: brandColors.ink }) : image).png({ compressionLevel: 9 });
    await replaceFile(inPublic(href), (tmp) => png.toFile(tmp));
  }
  console.log(`images: logo SVG, icons ${outputs.map((o) => `${o.size} px`).join(", ")}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildIcons().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
