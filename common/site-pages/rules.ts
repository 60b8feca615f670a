/**
 * What the editor's form and the save both check on a page's words (issue 55, decision 112), and how
 * the two languages keep each other honest: a field whose other language moved is « à revoir ».
 */
import { type Lang, languages, otherLang } from "#common/site/pages.ts";
import { type Field, fieldOrder, fieldsOf, type PageWords, type PathsByLang, type SitePageKey } from "./fields.ts";
import { frenchTypography, withoutUntouchable } from "./french-typography.ts";
import { altPathOf } from "./images.ts";

/**
 * Why a field is refused: past its budget, markup in a field that is text, a word no line can hold,
 * a figure's basis emptied (refused even in a draft), empty when publishing, or an uploaded image's
 * text empty (refused even in a draft, as the resources' images are), or an address field that holds
 * anything but one e-mail address.
 */
export type FieldError = "tooLong" | "markup" | "longWord" | "basisEmpty" | "empty" | "altEmpty" | "notEmail";

/**
 * What the words go with: whether the page's version shows an uploaded image. Without one, the
 * image's text stays empty (the drawn artwork is decorative, decision 014); with one, it is required
 * in both languages.
 */
export type CheckOptions = { image?: boolean };
/** Per language, per field path: its error. A language without any is absent; no error is `{}`. */
export type FieldErrors = Partial<Record<Lang, Record<string, FieldError>>>;

/** A word longer than this would overflow a 320 px column at body size (addresses set aside). */
export const longestWord = 30;

/** A tag (`<b`, `</`, `<!--`) or an entity (`&amp;`, `&#38;`): text, not markup, is what plain fields hold. */
const markup = /<[a-z!/]|&(?:[a-z][a-z0-9]*|#\d+|#x[0-9a-f]+);/i;

/**
 * An e-mail address as a mailto: link and a reader both take it: a dot-separated local part of the
 * characters addresses use (no quotes, spaces or brackets), `@`, and a domain of letter-digit-hyphen
 * labels ending with a top-level one of two letters or more. Nothing before or after it.
 */
const emailAddress =
  /^[\p{L}\p{N}!#$%&'*+/=?^_`|~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`|~-]+)*@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}$/u;

/** Whether a text is one e-mail address and nothing else. */
export function isEmailAddress(text: string): boolean {
  return emailAddress.test(text);
}

/** A rich field as shown: its links' words without their targets, and no emphasis or code marks. */
function shown(field: Field, text: string): string {
  if (field.kind !== "rich") return text;
  return text.replace(/\[([^\]\n]*)\]\([^)\n]*\)/g, "$1").replace(/\*\*|__|[*_`]/g, "");
}

/** Length as a reader counts it: characters, not UTF-16 units. */
function length(text: string): number {
  return Array.from(text).length;
}

function isBlank(text: string): boolean {
  return text.trim() === "";
}

function fieldError(field: Field, text: string): FieldError | undefined {
  if (field.kind === "basis" && isBlank(text)) return "basisEmpty";
  if (field.kind !== "rich" && markup.test(text)) return "markup";
  // Empty is a draft's right, as for any plain field; publishing refuses it.
  if (field.kind === "email" && !isBlank(text) && !isEmailAddress(text)) return "notEmail";
  if (length(shown(field, text)) > field.budget) return "tooLong";
  const words = withoutUntouchable(shown(field, text)).split(/\s+/u);
  if (words.some((word) => length(word) > longestWord)) return "longWord";
  return undefined;
}

function check(key: SitePageKey, words: PageWords, publishing: boolean, { image = false }: CheckOptions): FieldErrors {
  const errors: FieldErrors = {};
  const alt = altPathOf(key);
  for (const lang of languages) {
    const found: Record<string, FieldError> = {};
    for (const field of fieldsOf(key)) {
      const text = words[lang]?.[field.path] ?? "";
      const blank = isBlank(text);
      // An image's text is required with an image only, draft or not; any other field, to publish.
      const missing = field.path === alt ? (image ? "altEmpty" : undefined) : publishing ? "empty" : undefined;
      const error = fieldError(field, text) ?? (blank ? missing : undefined);
      if (error) found[field.path] = error;
    }
    if (Object.keys(found).length > 0) errors[lang] = found;
  }
  return errors;
}

/** What a draft may not hold: too long, markup in a text field, an overlong word, a basis emptied. */
export function checkDraft(key: SitePageKey, words: PageWords, options: CheckOptions = {}): FieldErrors {
  return check(key, words, false, options);
}

/** A draft's checks, and no field blank in either language (an image's text only when there is an image). */
export function checkPublication(key: SitePageKey, words: PageWords, options: CheckOptions = {}): FieldErrors {
  return check(key, words, true, options);
}

/** Paths in the fields' order (sitePageKeys', then the dictionary's); paths that are not fields dropped. */
function inFieldOrder(paths: Iterable<string>): string[] {
  const order = fieldOrder();
  return [...new Set(paths)]
    .filter((path) => order.has(path))
    .sort((a, b) => (order.get(a) as number) - (order.get(b) as number));
}

function changed(before: PageWords, after: PageWords, lang: Lang, path: string): boolean {
  return (before[lang]?.[path] ?? "") !== (after[lang]?.[path] ?? "");
}

function allPaths(...pages: PageWords[]): string[] {
  return pages.flatMap((page) => languages.flatMap((lang) => Object.keys(page[lang] ?? {})));
}

/**
 * The fields to review after a save: one whose text changed in one language and not in the other is
 * to review in the other; one edited in a language, or confirmed there, is no longer to review there;
 * the others stay as they were. Sorted in field order.
 */
export function nextReviews({
  before,
  after,
  toReview,
  confirmed,
}: {
  before: PageWords;
  after: PageWords;
  toReview: PathsByLang;
  confirmed: PathsByLang;
}): PathsByLang {
  const paths = inFieldOrder([...allPaths(before, after), ...languages.flatMap((lang) => toReview[lang] ?? [])]);
  const next = (lang: Lang): string[] => {
    const other = otherLang(lang);
    const pending = new Set(toReview[lang] ?? []);
    const done = new Set(confirmed[lang] ?? []);
    return paths.filter((path) => {
      if (changed(before, after, lang, path) || done.has(path)) return false;
      return changed(before, after, other, path) || pending.has(path);
    });
  };
  return { fr: next("fr"), en: next("en") };
}

/** The fields whose French or English changed, in field order: a version's « what changed ». */
export function changedPaths(before: PageWords, after: PageWords): string[] {
  return inFieldOrder(allPaths(before, after)).filter((path) =>
    languages.some((lang) => changed(before, after, lang, path)),
  );
}

/**
 * The words with French typography applied to every French field of the page (a rich field's link
 * targets and code are left as typed); English, and any path that is not the page's field, unchanged.
 */
/** The longest text typeset: room for a rich field's link targets, which its budget does not count. */
const typesetLimit = (budget: number) => 4 * budget;

export function typeset(key: SitePageKey, words: PageWords): PageWords {
  const fr = { ...words.fr };
  for (const { path, kind, budget } of fieldsOf(key)) {
    // An address is the same in both languages, and typography has no business in it.
    if (kind === "email") continue;
    const text = fr[path];
    // A text far past its budget is refused as too long whatever its spaces: it is kept as typed, and
    // no post of the form's whole size is typeset (a body's worth took 300 ms of the event loop).
    if (typeof text === "string" && text.length <= typesetLimit(budget)) fr[path] = frenchTypography(text);
  }
  return { fr, en: { ...words.en } };
}
