import { useEnhanced } from "#app/hooks/use-enhanced.ts";
import type { Lang } from "#common/site/pages.ts";
import { menuStylesheetPath } from "#common/site/resource-paths.ts";

/**
 * The stylesheet that shows the menu's « Bientôt » beside the kinds with nothing published
 * (decision 037). It neither delays the first paint nor the script: a `print` stylesheet is fetched
 * at low priority and applies to nothing on a screen; once the page has hydrated, it applies.
 * Without a script, the `<noscript>` copy applies from the start.
 */
export function MenuStylesheet({ lang }: { lang: Lang }) {
  const hydrated = useEnhanced();
  const href = menuStylesheetPath(lang);
  return (
    <>
      <link rel="stylesheet" href={href} media={hydrated ? "all" : "print"} />
      <noscript>
        <link rel="stylesheet" href={href} />
      </noscript>
    </>
  );
}
