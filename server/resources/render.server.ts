import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

/**
 * An editor's Markdown as HTML a visitor may safely receive (decision 033). markdown-it escapes raw
 * HTML (`html: false`) and refuses `javascript:` links by itself; sanitize-html then keeps only the
 * tags, attributes and URL schemes a resource needs, so no script, event handler, iframe or
 * scripted link survives whatever is typed or pasted, even if one of the two lets something by.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

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
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title"], img: ["src", "alt", "width", "height"], th: ["scope"] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  // An item's own heading is its title (h1): a body's top-level headings become h2.
  transformTags: { h1: "h2" },
};

export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), allowed);
}

/** Minutes to read, at 200 words a minute (a common figure for reading on screen), never under 1. */
export function readingMinutes(source: string): number {
  const words = source.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}
