/**
 * Writes sitemap.xml and robots.txt into the client build from the route table, so the server
 * answers /sitemap.xml and /robots.txt from memory like any other built file.
 *
 *   node --import tsx scripts/seo-files.ts [clientDir]
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { siteUrl } from "../app/site/origin.server.ts";
import { htmlLang, languages, pages } from "../app/site/pages.ts";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

/** Every page in both languages, each with its fr-CA, en-CA and x-default (French) alternates. */
export function sitemapXml(origin: string): string {
  const urls = pages.flatMap((page) => {
    const alternates = [
      ...languages.map((lang) => [htmlLang[lang], page[lang]] as const),
      ["x-default", page.fr] as const,
    ]
      .map(
        ([hreflang, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(origin + href)}"/>`,
      )
      .join("\n");
    return languages.map(
      (lang) => `  <url>\n    <loc>${escapeXml(origin + page[lang])}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export async function writeSeoFiles(clientDir: string, origin: string): Promise<void> {
  const base = origin.replace(/\/+$/, "");
  await writeFile(path.join(clientDir, "sitemap.xml"), sitemapXml(base));
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(base));
  console.log(`seo: sitemap.xml (${pages.length * languages.length} URLs) and robots.txt for ${base}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeSeoFiles(process.argv[2] ?? "build/client", siteUrl).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
