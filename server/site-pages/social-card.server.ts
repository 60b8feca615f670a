/**
 * Each language's social card (1200×630 PNG), composed as an SVG out of the site's own sources: the
 * brand gradient of assets/hero.svg, the logo mark of the header, the company name and the home
 * hero's eyebrow, title and lead. The build renders the built words' cards (scripts/og-images.ts);
 * the server renders a language's card again when the live words it shows change (render.server.ts).
 *
 * Fonts: the site draws with the device's own font (decision 014); the card asks fontconfig for
 * Noto Sans (Debian's fonts-noto-core, which CI and the servers install), then DejaVu Sans. Lines are
 * wrapped here, measured with the same Pango layout librsvg uses.
 *
 * All the drawing is sharp's (libvips), on libuv's thread pool: a card takes about 300 ms of worker
 * threads (the measuring of each line, then the drawing), and the event loop only composes strings
 * between the steps, held 10 ms at most (social-card.server.test.ts measures both).
 */
import sharp from "sharp";
import type { Dictionary } from "#common/content/types.ts";
import { brandColors, logoMarkSvg } from "#common/site/brand.ts";
import { site } from "#common/site/config.ts";

export const socialCardSize = { width: 1200, height: 630 } as const;
/** Byte budget per card; a social network may refuse or recompress heavier images. */
export const socialCardBudget = 120_000;

const { width, height } = socialCardSize;
const padX = 80;

const fontFamily = "Noto Sans, DejaVu Sans, sans-serif";
/** The same list for Pango, which measures the lines (sizes in px at 72 dpi). */
const pangoFamily = "Noto Sans,DejaVu Sans,sans-serif";

type TextStyle = { size: number; weight: 400 | 700; lineHeight: number };

/** The words a card shows: what to compare to know whether a language's card must be made again. */
export type SocialCardWords = { eyebrow: string; title: string; lead: string };

export function socialCardWords(dictionary: Dictionary): SocialCardWords {
  const { eyebrow, title, lead } = dictionary.pages.home.hero;
  return { eyebrow, title, lead };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

/** Widths already measured; bounded, since a server measures every publication's new words. */
const measured = new Map<string, number>();
const measuredAtMost = 5000;

/** The rendered width of one line, in px. */
async function measure(text: string, style: TextStyle): Promise<number> {
  const key = `${style.weight}/${style.size}/${text}`;
  const known = measured.get(key);
  if (known !== undefined) return known;
  const weight = style.weight === 700 ? "Bold" : "";
  const { info } = await sharp({
    text: { text: escapeXml(text), font: `${pangoFamily} ${weight} ${style.size}px`, dpi: 72 },
  }).toBuffer({ resolveWithObject: true });
  if (measured.size >= measuredAtMost) measured.clear();
  measured.set(key, info.width);
  return info.width;
}

/** Greedy wrap on ordinary spaces (no-break spaces keep French punctuation with its word). */
async function wrap(text: string, style: TextStyle, maxWidth: number): Promise<string[]> {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && (await measure(candidate, style)) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lines that start each sentence afresh when that costs no extra line ("Less admin." / "More time…"). */
async function wrapSentences(text: string, style: TextStyle, maxWidth: number): Promise<string[]> {
  const plain = await wrap(text, style, maxWidth);
  const sentences = text.split(/(?<=[.!?…])\s+/);
  if (sentences.length < 2) return plain;
  const bySentence = (await Promise.all(sentences.map((s) => wrap(s, style, maxWidth)))).flat();
  return bySentence.length <= plain.length ? bySentence : plain;
}

type Fitted = { style: TextStyle; lines: string[] };

/** The largest of `sizes` at which the text fits in `maxLines`; the smallest otherwise. */
async function fitText(
  text: string,
  sizes: number[],
  base: Omit<TextStyle, "size">,
  maxWidth: number,
  maxLines: number,
) {
  let best: Fitted | undefined;
  for (const size of sizes) {
    const style = { ...base, size };
    best = { style, lines: await wrapSentences(text, style, maxWidth) };
    if (best.lines.length <= maxLines) break;
  }
  return best as Fitted;
}

function textBlock(lines: string[], style: TextStyle, top: number, fill: string): string {
  const step = style.size * style.lineHeight;
  // Baseline of each line: the middle of its line box, lowered by about a third of the font size.
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="${padX}" y="${(top + step * i + step / 2 + style.size * 0.35).toFixed(1)}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  return `<text font-family="${fontFamily}" font-size="${style.size}" font-weight="${style.weight}" fill="${fill}">${tspans}</text>`;
}

/** The logo mark exactly as the header draws it, placed as a nested SVG. */
const logoMark = (x: number, y: number, size: number) =>
  logoMarkSvg(`x="${x}" y="${y}" width="${size}" height="${size}"`);

/** The card as SVG, with these words. */
export async function socialCardSvg(words: SocialCardWords): Promise<string> {
  const textWidth = width - 2 * padX;
  const eyebrow = await fitText(words.eyebrow, [22, 20, 18], { weight: 700, lineHeight: 1.3 }, textWidth, 1);
  const title = await fitText(words.title, [64, 58, 52, 46], { weight: 700, lineHeight: 1.14 }, textWidth, 3);
  const lead = await fitText(words.lead, [30, 28, 26], { weight: 400, lineHeight: 1.42 }, 940, 3);

  const heightOf = ({ lines, style }: Fitted) => lines.length * style.size * style.lineHeight;
  const gaps = { eyebrow: 14, lead: 28 };
  const blockHeight = heightOf(eyebrow) + gaps.eyebrow + heightOf(title) + gaps.lead + heightOf(lead);
  // Centre the text in the space between the logo row and the bottom band.
  const areaTop = 160;
  const areaBottom = height - 50;
  const eyebrowTop = Math.max(areaTop, areaTop + (areaBottom - areaTop - blockHeight) / 2);
  const titleTop = eyebrowTop + heightOf(eyebrow) + gaps.eyebrow;
  const leadTop = titleTop + heightOf(title) + gaps.lead;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${width}" y2="${height}">
      <stop offset="0" stop-color="#061c2c"/>
      <stop offset="0.55" stop-color="#0d3a57"/>
      <stop offset="1" stop-color="${brandColors.ink}"/>
    </linearGradient>
    <radialGradient id="glowTeal" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="#14a38b" stop-opacity="0.38"/>
      <stop offset="0.45" stop-color="#14a38b" stop-opacity="0.12"/>
      <stop offset="1" stop-color="#14a38b" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glowWarm" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${brandColors.accent}" stop-opacity="0.26"/>
      <stop offset="0.4" stop-color="${brandColors.accent}" stop-opacity="0.08"/>
      <stop offset="1" stop-color="${brandColors.accent}" stop-opacity="0"/>
    </radialGradient>
    <pattern id="grid" width="48" height="48" patternUnits="userSpaceOnUse">
      <path d="M48 0H0V48" fill="none" stroke="#ffffff" stroke-opacity="0.055" stroke-width="1"/>
    </pattern>
    <linearGradient id="gridFade" gradientUnits="userSpaceOnUse" x1="520" y1="0" x2="${width}" y2="0">
      <stop offset="0" stop-color="#fff" stop-opacity="0"/>
      <stop offset="1" stop-color="#fff" stop-opacity="1"/>
    </linearGradient>
    <mask id="gridMask" maskUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}">
      <rect width="${width}" height="${height}" fill="url(#gridFade)"/>
    </mask>
    <linearGradient id="band" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#14a38b"/>
      <stop offset="0.7" stop-color="#22c3a6"/>
      <stop offset="1" stop-color="${brandColors.accent}"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <circle cx="1010" cy="150" r="420" fill="url(#glowTeal)"/>
  <circle cx="1120" cy="560" r="260" fill="url(#glowWarm)"/>
  <rect width="${width}" height="${height}" fill="url(#grid)" mask="url(#gridMask)"/>
  <g fill="none" stroke-linecap="round">
    <path d="M-20 560C300 548 520 500 720 440S1000 330 1220 300" stroke="#14a38b" stroke-opacity="0.2" stroke-width="2"/>
    <path d="M-20 600C360 590 600 556 800 500S1060 420 1220 400" stroke="${brandColors.accent}" stroke-opacity="0.14" stroke-width="1.5"/>
  </g>
  <rect x="${padX - 1.5}" y="62.5" width="63" height="63" rx="17.5" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="1.5"/>
  ${logoMark(padX, 64, 60)}
  <text x="${padX + 80}" y="${64 + 30 + 13}" font-family="${fontFamily}" font-size="36" font-weight="700" fill="#ffffff">${escapeXml(site.name)}</text>
  ${textBlock(eyebrow.lines, eyebrow.style, eyebrowTop, "#4fd1b8")}
  ${textBlock(title.lines, title.style, titleTop, "#ffffff")}
  ${textBlock(lead.lines, lead.style, leadTop, "#c8dcea")}
  <rect y="${height - 10}" width="${width}" height="10" fill="url(#band)"/>
</svg>`;
}

/** A language's card, with its dictionary's words (its home hero's), as PNG bytes. */
export async function socialCard(dictionary: Dictionary): Promise<Buffer> {
  const svg = Buffer.from(await socialCardSvg(socialCardWords(dictionary)));
  return (
    sharp(svg, { density: 72 })
      .resize(width, height, { fit: "fill" })
      .flatten({ background: "#061c2c" })
      // A 256-colour palette with dithering keeps the gradients smooth at a fraction of the bytes.
      .png({ palette: true, colours: 256, dither: 0.8, effort: 10, compressionLevel: 9 })
      .toBuffer()
  );
}
