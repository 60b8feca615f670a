/**
 * What an email's HTML part must show (decision 104), read from the markup React Email writes: its
 * language, its title, the logo from the site's own origin and, where the text has a main link, the
 * button that goes there.
 */
import { expect } from "vitest";
import { emailLogo } from "#common/mail/email-look.ts";

const entities: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };
const decode = (value: string) => value.replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => entities[entity] ?? entity);

/** Every link of the HTML: its address and its words, as a reader sees them. */
export function linksOf(html: string): { href: string; text: string }[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(([, href = "", inner = ""]) => ({
    href: decode(href),
    text: decode(
      inner
        .replace(/<!--[\s\S]*?-->/g, "")
        .replace(/<[^>]+>/g, "")
        .trim(),
    ),
  }));
}

export function expectBrandedHtml(
  html: string | undefined,
  { lang, origin, button, text }: { lang: string; origin: string; button?: string; text?: string },
): void {
  if (!html) throw new Error("no HTML part");
  expect(html).toMatch(new RegExp(`<html[^>]*\\slang="${lang}"`));
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect(html).toContain(`src="${origin}${emailLogo.href}"`);
  if (button === undefined) return;
  const link = linksOf(html).find((candidate) => candidate.text === button);
  expect(link, `a button « ${button} »`).toBeDefined();
  // It goes where the text part's link goes.
  if (text !== undefined) expect(text).toContain(link?.href);
}
