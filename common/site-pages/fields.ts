/**
 * The site's editable words (issue 55, decision 112). Today's dictionaries are the schema: a page's
 * fields are the leaf strings of its editable subtrees, named by their dot path from the dictionary's
 * root, in the dictionary's order; their words are the first version of every page.
 */
import { en } from "#common/content/en.ts";
import { fr } from "#common/content/fr.ts";
import type { Dictionary } from "#common/content/types.ts";
import { type Lang, type PageId, pathOf } from "#common/site/pages.ts";

export const sitePageKeys = [
  "home",
  "webApp",
  "services",
  "advisors",
  "mga",
  "about",
  "contact",
  "booking",
  "resources",
  "guides",
  "webinars",
  "caseStudies",
  "conferences",
  "privacy",
  "terms",
  "cookies",
  "footer",
  "shared",
] as const;
export type SitePageKey = (typeof sitePageKeys)[number];

/** `email`: an e-mail address the site shows and links to (the footer's), nothing but one. */
export type FieldKind = "plain" | "rich" | "figure" | "basis" | "email";

/** One editable leaf string of the dictionary, named by its dot path from the dictionary's root. */
export type Field = { path: string; kind: FieldKind; budget: number };

/** A page's words in one language: path → text. */
export type Words = Record<string, string>;
/** A page's words in both languages. */
export type PageWords = Record<Lang, Words>;
/** Fields by language: the ones to review, or confirmed. */
export type PathsByLang = Record<Lang, string[]>;

const dictionaries: Record<Lang, Dictionary> = { fr, en };

/**
 * The subtrees each key edits. The forms' words, the booking's messages and the resources' list words
 * stay code: they are interface, not the page's say, and most hold ICU placeholders.
 */
const editable: Record<SitePageKey, readonly string[]> = {
  home: ["pages.home"],
  webApp: ["pages.webApp"],
  services: ["pages.services"],
  advisors: ["pages.advisors"],
  mga: ["pages.mga"],
  about: ["pages.about"],
  contact: ["meta", "title", "subtitle", "description", "addresses"].map((part) => `pages.contact.${part}`),
  booking: ["meta", "subtitle", "title", "description"].map((part) => `pages.booking.${part}`),
  resources: listPage("resources"),
  guides: listPage("guides"),
  webinars: listPage("webinars"),
  caseStudies: listPage("caseStudies"),
  conferences: ["pages.conferences"],
  privacy: ["pages.privacy"],
  terms: ["pages.terms"],
  cookies: ["pages.cookies"],
  footer: ["common.footer.description", "common.footer.addresses"],
  shared: ["common.figuresBasis", "common.illustrativeTestimonials"],
};

function listPage(key: string): string[] {
  return ["meta", "title", "lead", "cta"].map((part) => `pages.${key}.${part}`);
}

const legal = "(?:privacy|terms|cookies)";
/** The figures: a Stat's value wherever the pages show claims, stats or the pilot's facts. */
const statOwners =
  "(?:home\\.claims\\.items\\.\\d+|webApp\\.stats\\.items\\.\\d+|advisors\\.claim|mga\\.claim|mga\\.pilot\\.facts\\.\\d+)";

const kindRules: readonly (readonly [RegExp, FieldKind])[] = [
  // The legal pages' paragraphs and list items are the only rich fields (the resources' Markdown subset).
  [new RegExp(`^pages\\.${legal}\\.(?:intro|sections\\.\\d+\\.(?:paragraphs|list)\\.\\d+)$`), "rich"],
  [new RegExp(`^pages\\.${statOwners}\\.value$`), "figure"],
  // What qualifies a figure (this industry is regulated): each figure's own label, the basis line under
  // them, and the section words that call them aims (« Des gains visés », « Objectifs »…) or a pilot's.
  [new RegExp(`^pages\\.${statOwners}\\.label$`), "basis"],
  [/^common\.figuresBasis$/, "basis"],
  [/^pages\.home\.claims\.(?:eyebrow|intro)$/, "basis"],
  [/^pages\.webApp\.stats\.(?:eyebrow|title)$/, "basis"],
  [/^pages\.mga\.pilot\.eyebrow$/, "basis"],
  // The footer's contact addresses: a mailto: link's target as much as its words.
  [/^common\.footer\.addresses\.\w+$/, "email"],
];

/**
 * Length budgets, counted as shown, first match wins. Each holds today's longer language and keeps a
 * page whole at 320 px (site-pages-budgets.spec renders every field at its budget): headings stay a few
 * lines at a phone's width, a button's label one line, a figure one line at the stat's size.
 */
const itemOwner = "(?:(?:items|steps|stages|benefits|models)\\.\\d+|control\\.(?:advisors|mga))";
const budgetRules: readonly (readonly [RegExp, number])[] = [
  // Search engines cut a title near 70 characters and a description near 160.
  [/\.meta\.title$/, 70],
  [/\.meta\.description$/, 160],
  // Three figures side by side from the tablet up; one line each at the stat's type size.
  [/\.value$/, 12],
  [/\.label$/, 80],
  // An image's text alternative: a sentence or two, as screen readers read it whole (issue 55, item 8).
  [/\.image\.alt$/, 150],
  [/^common\.figuresBasis$/, 400],
  [/^common\.(?:illustrativeTestimonials|footer\.description)$/, 260],
  // Legal pages are long reading, one column: generous, yet bounded.
  [new RegExp(`^pages\\.${legal}\\.intro$`), 600],
  [/\.paragraphs\.\d+$/, 1500],
  [/\.list\.\d+$/, 600],
  [/\.heading$/, 90],
  [/\.updated$/, 60],
  [/\.hero\.title$/, 90],
  [/\.hero\.lead$/, 260],
  [/\.eyebrow$/, 60],
  // A button's label holds on one line of a 320 px button; an inline link may wrap once.
  [/\.(?:primary|secondary|button)$/, 32],
  [/\.link$/, 60],
  [/\.(?:quote\.text|items\.\d+\.quote)$/, 260],
  [/\.author$/, 40],
  [/\.role$/, 80],
  [/\.points\.\d+$/, 90],
  [new RegExp(`\\.${itemOwner}\\.title$`), 70],
  [new RegExp(`\\.${itemOwner}\\.text$`), 220],
  // An address is one word that no line breaks: the footer and the contact page let it wrap anywhere, but keep it short.
  [/^common\.footer\.addresses\.\w+$/, 40],
  [/\.addresses\.\w+$/, 80],
  [/\.cta\.title$/, 80],
  [/\.cta\.text$/, 220],
  [/\.team\.placeholder$/, 90],
  // A page's own heading (contact, lists, legal): short, it is the page's h1.
  [/^pages\.\w+\.title$/, 60],
  [/^pages\.\w+\.subtitle$/, 80],
  // A section's title: an h2 of two or three lines at 320 px.
  [/\.title$/, 80],
  [/\.(?:intro|lead|description)$/, 260],
];

function kindOf(path: string): FieldKind {
  return kindRules.find(([rule]) => rule.test(path))?.[1] ?? "plain";
}

function budgetOf(path: string): number {
  const budget = budgetRules.find(([rule]) => rule.test(path))?.[1];
  // A field the table forgets is a schema change to think about, not a silent default.
  if (budget === undefined) throw new Error(`No length budget for the site's field ${path}`);
  return budget;
}

/** The value at a dot path (array indexes as numbers), or undefined. */
function at(root: unknown, path: string): unknown {
  let value = root;
  for (const part of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/** Leaf strings under a value, in its order; a string with an ICU placeholder stays code. */
function leaves(value: unknown, path: string, out: string[]): void {
  if (typeof value === "string") {
    if (!value.includes("{")) out.push(path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      leaves(item, `${path}.${index}`, out);
    });
  } else if (value !== null && typeof value === "object") {
    for (const [name, item] of Object.entries(value)) leaves(item, `${path}.${name}`, out);
  }
}

/** The leaf paths of a key in one language's dictionary (the schema is French; tests compare English). */
export function leafPathsOf(key: SitePageKey, lang: Lang): string[] {
  const out: string[] = [];
  for (const root of editable[key]) leaves(at(dictionaries[lang], root), root, out);
  return out;
}

const fieldCache = new Map<SitePageKey, readonly Field[]>();

export function isSitePageKey(value: string): value is SitePageKey {
  return (sitePageKeys as readonly string[]).includes(value);
}

/** The page's fields, in the dictionary's order. */
export function fieldsOf(key: SitePageKey): readonly Field[] {
  let fields = fieldCache.get(key);
  if (!fields) {
    fields = Object.freeze(
      leafPathsOf(key, "fr").map((path) => Object.freeze({ path, kind: kindOf(path), budget: budgetOf(path) })),
    );
    fieldCache.set(key, fields);
  }
  return fields;
}

let order: Map<string, number> | undefined;
/** Every field's place across the keys, in sitePageKeys' order then the dictionary's. */
export function fieldOrder(): ReadonlyMap<string, number> {
  if (!order) {
    const paths = sitePageKeys.flatMap((key) => fieldsOf(key).map((field) => field.path));
    order = new Map(paths.map((path, index) => [path, index]));
  }
  return order;
}

/** The key a field path belongs to, if it is a field. */
export function keyOfPath(path: string): SitePageKey | undefined {
  return sitePageKeys.find((key) => fieldsOf(key).some((field) => field.path === path));
}

/** The first version: today's dictionaries' words for the page (a fresh copy on every call). */
export function originalWords(key: SitePageKey): PageWords {
  const words = (lang: Lang): Words =>
    Object.fromEntries(fieldsOf(key).map(({ path }) => [path, String(at(dictionaries[lang], path) ?? "")]));
  return { fr: words("fr"), en: words("en") };
}

/** The route table's page for each key that is a page of its own; footer and shared show on every page. */
const pageIds: Record<SitePageKey, PageId | undefined> = {
  home: "home",
  webApp: "webApp",
  services: "services",
  advisors: "advisors",
  mga: "mga",
  about: "about",
  contact: "contact",
  booking: "booking",
  resources: "resources",
  guides: "guides",
  webinars: "webinars",
  caseStudies: "caseStudies",
  conferences: "conferences",
  privacy: "privacy",
  terms: "terms",
  cookies: "cookies",
  footer: undefined,
  shared: undefined,
};

/** The public address of a page in a language; undefined for footer and shared (every page). */
export function pagePathOf(key: SitePageKey, lang: Lang): string | undefined {
  const id = pageIds[key];
  return id ? pathOf(id, lang) : undefined;
}

/** Footer and shared words show on every page. */
export function isSiteWide(key: SitePageKey): boolean {
  return pageIds[key] === undefined;
}

/**
 * The dictionary with these pages' words in (immutably: a copy). A path that is not a field, or a
 * value that is not a string, is ignored: stored words never reach outside the editable subtrees.
 */
export function withEdits(dictionary: Dictionary, lang: Lang, pages: Iterable<PageWords>): Dictionary {
  const copy = structuredClone(dictionary);
  const fields = fieldOrder();
  for (const page of pages) {
    for (const [path, text] of Object.entries(page[lang] ?? {})) {
      if (!fields.has(path) || typeof text !== "string") continue;
      const parts = path.split(".");
      const last = parts.pop() as string;
      const parent = at(copy, parts.join("."));
      if (parent === null || typeof parent !== "object") continue;
      const container = parent as Record<string, unknown>;
      if (typeof container[last] === "string") container[last] = text;
    }
  }
  return copy;
}
