import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";
import { type MediaFormat, mediaPath } from "./media-names.server";

/**
 * An editor's Markdown as HTML a visitor may safely receive (decision 033). markdown-it escapes raw
 * HTML (`html: false`) and refuses `javascript:` links by itself; sanitize-html then keeps only the
 * tags, attributes and URL schemes a resource needs, so no script, event handler, iframe or
 * scripted link survives whatever is typed or pasted, even if one of the two lets something by.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

/** An uploaded image as the body names it, `![alt](media:12)`, and what its page serves. */
export type BodyImage = { id: number; token: string; alt: string; width: number; height: number; widths: number[] };

/**
 * An uploaded image's id as a body writes it, and nothing else (`media:012` is not image 12): the
 * media route finds the items showing an image by this exact spelling (decision 063).
 */
const mediaSource = /^media:([1-9]\d{0,8})$/;

/** What a render is given: the uploaded images the body may name, and a rewrite of its links' addresses. */
type RenderEnv = { images?: Map<number, BodyImage>; href?: (href: string) => string };

const defaultImage = markdown.renderer.rules.image;
markdown.renderer.rules.image = (tokens, index, options, env: RenderEnv, self) => {
  const token = tokens[index];
  const src = token?.attrGet("src") ?? "";
  const id = mediaSource.exec(src)?.[1];
  const image = id ? env.images?.get(Number(id)) : undefined;
  if (!token || !image) return defaultImage ? defaultImage(tokens, index, options, env, self) : "";
  const alt = markdown.utils.escapeHtml(token.content || image.alt);
  const largest = image.widths.at(-1) ?? image.width;
  const height = Math.round((image.height * largest) / image.width);
  const srcset = (format: MediaFormat) =>
    image.widths.map((width) => `${mediaPath(image.token, width, format)} ${width}w`).join(", ");
  const sizes = "(min-width: 48rem) 42rem, 100vw";
  return (
    `<picture><source type="image/avif" srcset="${srcset("avif")}" sizes="${sizes}">` +
    `<source type="image/webp" srcset="${srcset("webp")}" sizes="${sizes}">` +
    `<img src="${mediaPath(image.token, largest, "jpeg")}" srcset="${srcset("jpeg")}" sizes="${sizes}" ` +
    `alt="${alt}" width="${largest}" height="${height}" loading="lazy" decoding="async"></picture>`
  );
};

// A link's address is rewritten on its token, before it is written out and escaped: no string search
// in the HTML, which writes the address in its own escaping.
const defaultLinkOpen = markdown.renderer.rules.link_open;
markdown.renderer.rules.link_open = (tokens, index, options, env: RenderEnv, self) => {
  const token = tokens[index];
  const href = token?.attrGet("href");
  if (token && href && env.href) token.attrSet("href", env.href(href));
  return defaultLinkOpen
    ? defaultLinkOpen(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
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

/** `images`: the uploaded images the body may name, by id; `href`: what each link's address becomes. */
export function renderMarkdown(
  source: string,
  images?: Map<number, BodyImage>,
  href?: (href: string) => string,
): string {
  return sanitizeHtml(markdown.render(source, { images, href } satisfies RenderEnv), allowed);
}

/** Text or a double-quoted attribute's value made safe in HTML, as markdown-it escapes its own. */
export const escapeHtml: (value: string) => string = markdown.utils.escapeHtml;

/** Every link's address in a body, in order, as `renderMarkdown` writes it (and hands it to `href`). */
export function linksIn(source: string): string[] {
  return markdown
    .parse(source, {})
    .flatMap((block) => block.children ?? [])
    .filter((token) => token.type === "link_open")
    .map((token) => token.attrGet("href") ?? "");
}

/** The uploaded images a body names, so that its page reads only those. */
export function imageIdsIn(source: string): number[] {
  return [...source.matchAll(/\]\(media:([1-9]\d{0,8})\)/g)].map((match) => Number(match[1]));
}

/** How a body names an uploaded image, as `imageIdsIn` finds it: what a search for the items showing it looks for. */
export function imageReference(id: number): string {
  return `](media:${id})`;
}

/** Minutes to read, at 200 words a minute (a common figure for reading on screen), never under 1. */
export function readingMinutes(source: string): number {
  const words = source.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}
