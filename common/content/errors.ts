import type { Lang } from "#common/site/pages.ts";
import { pathOf } from "#common/site/pages.ts";

/**
 * The routing error screen may render when no loader data exists, so its few words ship with the
 * client bundle instead of coming from the server-side dictionaries. So does the prefix of a refused
 * form's page title (decision 095), which every form of the site and the back office shares.
 */
export const errorText: Record<Lang, { title: string; back: string; homeHref: string; refusedTitle: string }> = {
  fr: {
    title: "Erreur inattendue de l’application\u00a0!",
    back: "Retour à l’accueil",
    homeHref: pathOf("home", "fr"),
    refusedTitle: "Erreur\u00a0: ",
  },
  en: {
    title: "Unexpected Application Error!",
    back: "Back to home",
    homeHref: pathOf("home", "en"),
    refusedTitle: "Error: ",
  },
};

/** A page title that says first that the form was refused; said once, however often it is asked. */
export function refusedTitle(title: string, lang: Lang): string {
  const prefix = errorText[lang].refusedTitle;
  return title.startsWith(prefix) ? title : `${prefix}${title}`;
}
