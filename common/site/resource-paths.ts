import { type Lang, languages, type Page, pageAt, pages, pathOf } from "./pages";

/**
 * The public addresses of resources (decision 033): an item under its language's index, the
 * feed beside it, and uploaded files under /media, which has no language.
 */
export function resourcePath(lang: Lang, slug: string): string {
  return `${pathOf("resources", lang)}/${slug}`;
}

export const feedFile: Record<Lang, string> = { fr: "fil.xml", en: "feed.xml" };

export function feedPath(lang: Lang): string {
  return `${pathOf("resources", lang)}/${feedFile[lang]}`;
}

/**
 * The stylesheet that shows the menu's « Bientôt » beside the kinds with nothing published in a
 * language (decision 037). Its dot keeps it apart from every item's slug (letters, digits, hyphens).
 */
export const menuStylesheetFile = "menu.css";

export function menuStylesheetPath(lang: Lang): string {
  return `${pathOf("resources", lang)}/${menuStylesheetFile}`;
}

/** A public guide's PDF (an ungated one; a gated guide's goes through its form). */
export function guidePdfPath(lang: Lang, slug: string): string {
  return `${resourcePath(lang, slug)}/pdf`;
}

/** What a form in front of an item asks for: a webinar's seat, a gated guide's file. */
export type RequestKind = "webinar" | "guide";

/** The last segment of a request form's address, per kind and language. */
export const requestSteps: Record<RequestKind, Record<Lang, string>> = {
  webinar: { fr: "inscription", en: "register" },
  guide: { fr: "telechargement", en: "download" },
};

/**
 * A webinar's registration or a gated guide's form: a page of its own beside the item, rendered on
 * each request, since the item's page is cached until the next publication and a form's stamp is not.
 */
export function resourceRequestPath(lang: Lang, slug: string, kind: RequestKind): string {
  return `${resourcePath(lang, slug)}/${requestSteps[kind][lang]}`;
}

const requestPattern = new RegExp(
  `^(?:${languages
    .map((lang) => `${pathOf("resources", lang)}/[^/]+/(?:${requestSteps.webinar[lang]}|${requestSteps.guide[lang]})`)
    .join("|")})$`,
);

export function isResourceRequestPath(path: string): boolean {
  return requestPattern.test(path);
}

/**
 * Where a path sits below a resources index (an item, its feed, its files and forms): the index's
 * language and what follows the index's slash. Undefined for any other path, the index included.
 */
export function belowResources(path: string): { lang: Lang; rest: string } | undefined {
  for (const lang of languages) {
    const prefix = `${pathOf("resources", lang)}/`;
    if (path.startsWith(prefix)) return { lang, rest: path.slice(prefix.length) };
  }
  return undefined;
}

const resourcesPage = pages.find((page) => page.id === "resources") as Page;

/**
 * The page a path is counted under in analytics: its own, or, for a resource's page (decision 033),
 * the resources list of its language; its feed and the menu's stylesheet are no page.
 */
export function countedPageAt(path: string): { page: Page; lang: Lang } | undefined {
  const found = pageAt(path);
  if (found) return found;
  const below = belowResources(path);
  const slug = below?.rest;
  if (!below || !slug || slug.includes("/") || slug === menuStylesheetFile || Object.values(feedFile).includes(slug)) {
    return undefined;
  }
  return { page: resourcesPage, lang: below.lang };
}
