import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

/**
 * An editor's Markdown as HTML a visitor may safely receive (decision 033). markdown-it escapes raw
 * HTML (`html: false`) and refuses `javascript:` links by itself; sanitize-html then keeps only the
 * tags, attributes and URL schemes a resource needs, so no script, event handler, iframe or
 * scripted link survives whatever is typed or pasted, even if one of the two lets something by.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

/** An uploaded image as the body names it, `![alt](media:12)`, and what its page serves. */
export type BodyImage = { id: number; alt: string; width: number; height: number; widths: number[] };

export const mediaScheme = "media:";

/** The public address of one rendition (app/routes/resource-media.ts serves it). */
export function mediaPath(id: number, width: number, format: "avif" | "webp" | "jpeg"): string {
  return `/media/${id}-${width}.${format}`;
}

const defaultImage = markdown.renderer.rules.image;
markdown.renderer.rules.image = (tokens, index, options, env: { images?: Map<number, BodyImage> }, self) => {
  const token = tokens[index];
  const src = token?.attrGet("src") ?? "";
  const image = src.startsWith(mediaScheme) ? env.images?.get(Number(src.slice(mediaScheme.length))) : undefined;
  if (!token || !image) return defaultImage ? defaultImage(tokens, index, options, env, self) : "";
  const alt = markdown.utils.escapeHtml(token.content || image.alt);
  const largest = image.widths.at(-1) ?? image.width;
  const height = Math.round((image.height * largest) / image.width);
  const srcset = (format: "avif" | "webp" | "jpeg") =>
    image.widths.map((width) => `${mediaPath(image.id, width, format)} ${width}w`).join(", ");
  const sizes = "(min-width: 48rem) 42rem, 100vw";
  return (
    `<picture><source type="image/avif" srcset="${srcset("avif")}" sizes="${sizes}">` +
    `<source type="image/webp" srcset="${srcset("webp")}" sizes="${sizes}">` +
    `<img src="${mediaPath(image.id, largest, "jpeg")}" srcset="${srcset("jpeg")}" sizes="${sizes}" ` +
    `alt="${alt}" width="${largest}" height="${height}" loading="lazy" decoding="async"></picture>`
  );
};

const allowed: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "blockquote",
    "strong",
    "em",
    "code",
    "pre",
    "a",
    "img",
    "picture",
    "source",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"],
    source: ["type", "srcset", "sizes"],
    th: ["scope"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // An item's own heading is its title (h1): a body's top-level headings become h2.
  transformTags: { h1: "h2" },
};

/** `images`: the uploaded images the body may name, by id. */
export function renderMarkdown(source: string, images?: Map<number, BodyImage>): string {
  return sanitizeHtml(markdown.render(source, { images }), allowed);
}

/** The uploaded images a body names, so that its page reads only those. */
export function imageIdsIn(source: string): number[] {
  return [...source.matchAll(/\]\(media:(\d+)\)/g)].map((match) => Number(match[1]));
}

/** Minutes to read, at 200 words a minute (a common figure for reading on screen), never under 1. */
export function readingMinutes(source: string): number {
  const words = source.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}
