/**
 * Writes robots.txt into the client build, so the server answers it from memory like any other
 * built file. The sitemap lists published resources too: it is rendered per request
 * (app/routes/sitemap.ts, decision 033).
 *
 *   node --import tsx scripts/seo-files.ts [clientDir]
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { siteUrl } from "#common/site/origin.server.ts";

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export async function writeSeoFiles(clientDir: string, origin: string): Promise<void> {
  const base = origin.replace(/\/+$/, "");
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(base));
  console.log(`seo: robots.txt for ${base}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeSeoFiles(process.argv[2] ?? "build/client", siteUrl).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
