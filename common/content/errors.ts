import type { Lang } from "../site/pages";
import { pathOf } from "../site/pages";

/**
 * The routing error screen may render when no loader data exists, so its few words ship with the
 * client bundle instead of coming from the server-side dictionaries.
 */
export const errorText: Record<Lang, { title: string; back: string; homeHref: string }> = {
  fr: {
    title: "Erreur inattendue de l’application\u00a0!",
    back: "Retour à l’accueil",
    homeHref: pathOf("home", "fr"),
  },
  en: { title: "Unexpected Application Error!", back: "Back to home", homeHref: pathOf("home", "en") },
};
