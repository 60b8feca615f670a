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

/**
 * One paragraph or list item of a site page's rich field (decision 112): its emphasis, code and links
 * only, inside the element the page already gives it, sanitized as a body is.
 */
export function renderInlineMarkdown(source: string): string {
  return sanitizeHtml(markdown.renderInline(source, {}), allowed);
}

type Token = ReturnType<typeof markdown.parse>[number];

/**
 * Markdown as plain text (issue 52, item 20), read from markdown-it's tokens, so it is parsed as the
 * HTML is: no `**`, `#` or `[]()` left, a link as its words then its address in brackets (a bare
 * address once), lists and quotes marked as a text email marks them. `href` rewrites each address,
 * as `renderMarkdown`'s does.
 */
export function markdownToText(source: string, href: (link: string) => string = (link) => link): string {
  const lines: string[] = [];
  const lists: { ordered: boolean; next: number }[] = [];
  let quotes = 0;
  let marker = "";
  let cells: string[] | undefined;
  const blank = () => {
    if (lines.length > 0 && lines.at(-1) !== "") lines.push("");
  };
  const write = (text: string) => {
    const indent = "  ".repeat(Math.max(0, lists.length - 1));
    text.split("\n").forEach((part, index) => {
      const lead = index === 0 ? marker : " ".repeat(marker.length);
      lines.push(`${"> ".repeat(quotes)}${indent}${lead}${part}`.trimEnd());
    });
    marker = "";
  };
  for (const token of markdown.parse(source, {})) {
    switch (token.type) {
      case "paragraph_open":
      case "heading_open":
      case "table_open":
        // A tight list's paragraphs are hidden: its items follow one another, line by line.
        if (!token.hidden) blank();
        break;
      case "bullet_list_open":
      case "ordered_list_open":
        if (lists.length === 0) blank();
        lists.push({ ordered: token.type === "ordered_list_open", next: Number(token.attrGet("start") ?? 1) });
        break;
      case "bullet_list_close":
      case "ordered_list_close":
        lists.pop();
        break;
      case "list_item_open": {
        const list = lists.at(-1);
        marker = list?.ordered ? `${list.next++}. ` : "- ";
        break;
      }
      case "blockquote_open":
        blank();
        quotes += 1;
        break;
      case "blockquote_close":
        quotes -= 1;
        break;
      case "inline":
        if (cells) cells.push(inlineText(token.children ?? [], href));
        else write(inlineText(token.children ?? [], href));
        break;
      case "fence":
      case "code_block":
        blank();
        write(token.content.replace(/\n$/, ""));
        break;
      case "hr":
        blank();
        write("----");
        break;
      case "tr_open":
        cells = [];
        break;
      case "tr_close":
        write((cells ?? []).join(" | "));
        cells = undefined;
        break;
    }
  }
  return lines.join("\n").trim();
}

/** A paragraph's or a heading's words: marks dropped, images by their description, links with their address. */
function inlineText(children: Token[], href: (link: string) => string): string {
  let text = "";
  const open: { start: number; href: string; bare: boolean }[] = [];
  for (const child of children) {
    if (child.type === "text" || child.type === "text_special" || child.type === "code_inline") text += child.content;
    else if (child.type === "softbreak" || child.type === "hardbreak") text += "\n";
    else if (child.type === "image") text += child.content;
    else if (child.type === "link_open") {
      // `<https://…>` and a bare address (linkify) show their address once, not twice.
      open.push({ start: text.length, href: child.attrGet("href") ?? "", bare: child.info === "auto" });
    } else if (child.type === "link_close") {
      const link = open.pop();
      if (!link) continue;
      const words = text.slice(link.start);
      const address = href(link.href);
      const shown = link.bare ? (address === link.href ? words : address) : words ? `${words} (${address})` : address;
      text = text.slice(0, link.start) + shown;
    }
  }
  return text;
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
