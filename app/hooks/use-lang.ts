import { useLocation } from "react-router";
import { type Lang, langOfPath } from "../../common/site/pages";

/** The page's language comes from its URL, on the server and in the browser alike. */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}
