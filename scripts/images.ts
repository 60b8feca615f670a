/**
 * Renders assets/hero.svg into assets/generated/hero-{width}.{avif,webp,jpg} (the app imports them, and
 * Vite serves them with content-hashed names), then the social cards (scripts/og-images.ts).
 * Skips the work when every output is newer than its sources, so repeated builds are fast.
 *
 *   node --import tsx scripts/images.ts
 */
import { mkdir, readFile, rename, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import { heroFileName, heroImage, type ImageFormat } from "../app/site/images.ts";
import { buildOgImages } from "./og-images.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sourceFile = path.join(root, "assets", `${heroImage.name}.svg`);
const outDir = path.join(root, heroImage.dir);

/** Any of these changing means the outputs are stale. */
const sources = [sourceFile, fileURLToPath(import.meta.url), path.join(root, "app/site/images.ts")];

/** Byte budgets; exceeding one prints a warning (simplify the artwork rather than lower quality). */
const budgets: Record<string, number> = { "hero-640.avif": 15_000, "hero-1280.avif": 40_000 };

/** The left part of the image carries white hero text and must keep this contrast everywhere. */
const textZone = { fraction: 0.55, minContrast: 4.5 };

function encode(img: sharp.Sharp, format: ImageFormat): sharp.Sharp {
  switch (format) {
    case "avif":
      return img.avif({ quality: 50, effort: 4, chromaSubsampling: "4:2:0" });
    case "webp":
      return img.webp({ quality: 72, effort: 5 });
    case "jpg":
      return img.jpeg({ quality: 75, mozjpeg: true, progressive: true });
  }
}

async function mtime(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

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

const kB = (bytes: number) => `${Math.round(bytes / 1000)} kB`;

export async function buildImages(): Promise<string[]> {
  const started = performance.now();
  const outputs = heroImage.widths.flatMap((w) =>
    heroImage.formats.map((format) => ({ w, format, file: path.join(outDir, heroFileName(w, format)) })),
  );

  const newestSource = Math.max(...(await Promise.all(sources.map(async (f) => (await mtime(f)) ?? 0))));
  const outTimes = await Promise.all(outputs.map((o) => mtime(o.file)));
  const fresh = outTimes.every((t) => t !== undefined && t > newestSource);

  let contrast: number | undefined;
  if (!fresh) {
    await mkdir(outDir, { recursive: true });
    const svg = await readFile(sourceFile);
    // Render the vector once at full size, then downscale per width.
    const { data, info } = await sharp(svg, { density: 72 })
      .resize(heroImage.width, heroImage.height, { fit: "fill" })
      .flatten({ background: "#061c2c" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    contrast = whiteTextContrast(data, info.width, info.height, info.channels);

    await Promise.all(
      outputs.map(async ({ w, format, file }) => {
        const tmp = `${file}.tmp`;
        await encode(sharp(data, { raw }).resize({ width: w, kernel: "lanczos3" }), format).toFile(tmp);
        await rename(tmp, file);
      }),
    );
  }

  const sizes = new Map<string, number>();
  for (const o of outputs) sizes.set(path.basename(o.file), (await stat(o.file)).size);
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  const avif = heroImage.widths.map((w) => heroFileName(w, "avif"));
  const highlights = avif.map((name) => `${name} ${kB(sizes.get(name) ?? 0)}`);
  const how = fresh ? "up to date" : `rendered in ${((performance.now() - started) / 1000).toFixed(1)} s`;
  console.log(`images: ${outputs.length} files ${how}, ${kB(total)} total, ${highlights.join(", ")}`);

  for (const [name, limit] of Object.entries(budgets)) {
    const size = sizes.get(name) ?? 0;
    if (size > limit) console.warn(`images: warning: ${name} is ${kB(size)}, budget ${kB(limit)}`);
  }
  if (contrast !== undefined && contrast < textZone.minContrast) {
    console.warn(
      `images: warning: white text over the left ${textZone.fraction * 100} % has contrast ${contrast.toFixed(2)}:1 (< ${textZone.minContrast}:1)`,
    );
  }

  return [...outputs.map((o) => o.file), ...(await buildOgImages())];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildImages().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
