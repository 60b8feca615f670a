import { type Lang, langOfPath } from "#common/site/pages.ts";
import { en } from "./en";
import { fr } from "./fr";
import type { Dictionary } from "./types";

/** Server-only: route loaders pick the strings a page needs, so the dictionaries never ship as JavaScript. */
export const dictionaries: Record<Lang, Dictionary> = { fr, en };

type PageKey = keyof Dictionary["pages"];

/**
 * A page's words in its address's language, and what `shared` picks beside them from the rest of the
 * dictionary (the carousel's controls, a mockup): each page carries only the shared words it shows.
 */
export function pageText<K extends PageKey, Shared extends object = object>(
  url: URL,
  key: K,
  shared?: (dictionary: Dictionary) => Shared,
): { lang: Lang; t: Dictionary["pages"][K] } & Shared {
  const lang = langOfPath(url.pathname);
  const dictionary = dictionaries[lang];
  return { ...(shared?.(dictionary) as Shared), lang, t: dictionary.pages[key] };
}
