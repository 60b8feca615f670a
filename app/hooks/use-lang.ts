import { useLocation, useRouteLoaderData } from "react-router";
import { adminLayoutId, isAdminPath, type Lang, langOfPath } from "#common/site/pages.ts";

/** The page's language comes from its URL, on the server and in the browser alike. */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}

/** The document's language: the address's, except in the back office, which speaks its user's. */
export function useDocumentLang(): Lang {
  const admin = isAdminPath(useLocation().pathname);
  const adminLang = useRouteLoaderData<{ lang: Lang }>(adminLayoutId)?.lang;
  const pathLang = useLang();
  return (admin && adminLang) || pathLang;
}
