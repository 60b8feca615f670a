import { useEffect } from "react";
import { refusedTitle } from "#common/content/errors.ts";
import { useDocumentLang } from "./use-lang";

/**
 * While a form's refusal is shown, the page title starts with "Error: ", the first words a screen
 * reader says of the page (decision 095). This is the browser's half, for a refusal found by the
 * script or answered to it; a refusal answered without script has its title from the server.
 */
export function useRefusedTitle(refused: boolean): void {
  const lang = useDocumentLang();
  useEffect(() => {
    if (!refused) return;
    const title = document.title;
    document.title = refusedTitle(title, lang);
    return () => {
      if (document.title === refusedTitle(title, lang)) document.title = title;
    };
  }, [refused, lang]);
}
