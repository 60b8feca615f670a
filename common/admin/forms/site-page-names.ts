import type { Lang } from "#common/site/pages.ts";

/**
 * The site page editor's control names, apart from its schema so that its components name their
 * controls without taking zod into the page's script (decision 108).
 */

/**
 * A field's control name: its language, then its path with `/` for `.`, which Conform would read as
 * objects nested in the page's words (`pages.privacy.sections.2…`). The language stays a level, so the
 * form reads as `{ fr: { "pages/home/hero/title": … }, en: … }`.
 */
export function wordsName(lang: Lang, path: string): string {
  return `${lang}.${sentPath(path)}`;
}

/** A path as its control's name writes it, below the language. */
export function sentPath(path: string): string {
  return path.replaceAll(".", "/");
}

/** The name of a field's « Confirmer » box, whose value is the field's path, in its language. */
export function confirmName(lang: Lang): string {
  return `confirm.${lang}`;
}

/** A field's control id in a language: the summary's links and the error's name point at it. */
export function controlId(lang: Lang, path: string): string {
  return `${lang}-${path.replaceAll(".", "-")}`;
}
