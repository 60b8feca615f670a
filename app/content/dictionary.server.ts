import { type Lang, langOfPath } from "../site/pages";
import { en } from "./en";
import { fr } from "./fr";
import type { Dictionary } from "./types";

/** Server-only: route loaders pick the strings a page needs, so the dictionaries never ship as JavaScript. */
export const dictionaries: Record<Lang, Dictionary> = { fr, en };

type PageKey = keyof Dictionary["pages"];

export function pageText<K extends PageKey>(request: Request, key: K): { lang: Lang; t: Dictionary["pages"][K] } {
  const lang = langOfPath(new URL(request.url).pathname);
  return { lang, t: dictionaries[lang].pages[key] };
}
