import { type Lang, pathOf } from "./pages";

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

/** A public guide's PDF (an ungated one; a gated guide's goes through its form). */
export function guidePdfPath(lang: Lang, slug: string): string {
  return `${resourcePath(lang, slug)}/pdf`;
}
