/**
 * Renders the social card of each language into public/generated/og-{lang}.png (1200×630) from the
 * built dictionaries; server/site-pages/social-card.server.ts draws it, and the server draws a
 * language's card again when the home page's live words change (decision 112).
 * Skips the work when every output is newer than its sources.
 *
 *   node --import tsx scripts/og-images.ts
 */
import { stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { en } from "#common/content/en.ts";
import { fr } from "#common/content/fr.ts";
import type { Dictionary } from "#common/content/types.ts";
import { socialCardPath } from "#common/site/brand.ts";
import { type Lang, languages } from "#common/site/pages.ts";
import { socialCard, socialCardBudget } from "#server/site-pages/social-card.server.ts";
import { replaceFile } from "./replace-file.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dictionaries: Record<Lang, Dictionary> = { fr, en };

/** Any of these changing means the outputs are stale. */
const sources = [
  fileURLToPath(import.meta.url),
  "server/site-pages/social-card.server.ts",
  "app/components/layout/logo.tsx",
  "common/site/brand.ts",
  "common/content/fr/product.ts",
  "common/content/en/product.ts",
  "common/site/config.ts",
].map((file) => path.resolve(root, file));

async function mtime(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

const kB = (bytes: number) => `${Math.round(bytes / 1000)} kB`;

export async function buildOgImages(): Promise<string[]> {
  const started = performance.now();
  const outputs = languages.map((lang) => ({ lang, file: path.join(root, "public", socialCardPath(lang)) }));

  const newestSource = Math.max(...(await Promise.all(sources.map(async (f) => (await mtime(f)) ?? 0))));
  const outTimes = await Promise.all(outputs.map((o) => mtime(o.file)));
  const fresh = outTimes.every((t) => t !== undefined && t > newestSource);

  if (!fresh) {
    for (const { lang, file } of outputs) {
      const png = await socialCard(dictionaries[lang]);
      await replaceFile(file, (tmp) => writeFile(tmp, png));
    }
  }

  const sizes = await Promise.all(outputs.map(async (o) => (await stat(o.file)).size));
  const how = fresh ? "up to date" : `rendered in ${((performance.now() - started) / 1000).toFixed(1)} s`;
  const list = outputs.map((o, i) => `${path.basename(o.file)} ${kB(sizes[i] ?? 0)}`).join(", ");
  console.log(`images: social cards ${how}, ${list}`);
  outputs.forEach((o, i) => {
    if ((sizes[i] ?? 0) > socialCardBudget) {
      console.warn(`images: warning: ${path.basename(o.file)} is ${kB(sizes[i] ?? 0)}, budget ${kB(socialCardBudget)}`);
    }
  });
  return outputs.map((o) => o.file);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildOgImages().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
