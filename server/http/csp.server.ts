import { createHash, randomBytes } from "node:crypto";
import { pageScriptStarter } from "#common/site/after-paint.ts";
import { languagePreferenceScript } from "#common/site/language-preference.ts";
import { languages } from "#common/site/pages.ts";
import { speculationRules } from "#common/site/speculation.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/**
 * The inline scripts every public page carries, whose text never changes: the language preference,
 * the site script's starter, and each language's speculation rules, which React writes without the
 * nonce of a page rendered now.
 */
const constantHashes = [languagePreferenceScript, pageScriptStarter, ...languages.map(speculationRules)].map(sha256);

export type InlineSources = { scripts: string[]; styleAttributes: string[] };

/** Hashes of a page's executable inline scripts and of its style attributes, as CSP sources. */
export function inlineSources(html: string): InlineSources {
  const scripts = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    scripts.add(sha256(body));
  }
  const styleAttributes = new Set<string>();
  for (const [, value = ""] of html.matchAll(/\sstyle="([^"]*)"/g)) {
    styleAttributes.add(sha256(value.replaceAll("&quot;", '"').replaceAll("&amp;", "&")));
  }
  return { scripts: [...scripts], styleAttributes: [...styleAttributes] };
}

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/**
 * An enforced policy: scripts from this origin, or inline by hash (prerendered) or nonce (rendered
 * now); styles from this origin, and only the style attributes the page was built with.
 */
export function contentSecurityPolicy({ scripts, styleAttributes }: InlineSources): string {
  return [
    "default-src 'self'",
    // A prerendered page's own list has these already: each hash once.
    `script-src 'self' ${[...new Set([...constantHashes, ...scripts])].join(" ")}`,
    "style-src 'self'",
    styleAttributes.length ? `style-src-attr 'unsafe-hashes' ${styleAttributes.join(" ")}` : "style-src-attr 'none'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
