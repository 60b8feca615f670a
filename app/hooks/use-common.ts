import { useRouteLoaderData } from "react-router";
import type { Dictionary } from "#common/content/types.ts";

/** The site-wide strings the root loader sent for this page's language. */
export function useCommon(): Dictionary["common"] {
  const data = useRouteLoaderData("root") as { common: Dictionary["common"] } | undefined;
  if (!data) throw new Error("The root loader's data is missing.");
  return data.common;
}
