/**
 * Cuts the one web font down to the glyphs the site can show: every character of both dictionaries,
 * plus printable ASCII for what visitors type, in the weights the styles use. About half the bytes
 * of the full Latin file, so the text it draws (often the largest paint) arrives sooner.
 * Writes assets/generated/inter-subset.woff2, which app.css inlines.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { dictionaries } from "../app/content/dictionary.server";

export const subsetFontFile = "assets/generated/inter-subset.woff2";
const require = createRequire(import.meta.url);
const source = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

export async function buildFonts(): Promise<void> {
  const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join("");
  const used = new Set([...ascii, ..."«»’‘“”–—…•·€©®™°×\u00a0\u202f", ...strings(dictionaries).join("")]);
  const subset = await subsetFont(readFileSync(source), [...used].join(""), {
    targetFormat: "woff2",
    // font-normal to font-bold: the weights the styles use.
    variationAxes: { wght: { min: 400, max: 700 } },
    // Kerning only: Inter's alternates and other features, which the styles never ask for, doubled the glyphs kept.
    keepFeatures: ["kern"],
  });
  mkdirSync("assets/generated", { recursive: true });
  writeFileSync(subsetFontFile, subset);
  console.log(`fonts: ${subsetFontFile}, ${used.size} characters, ${subset.length} bytes`);
}
