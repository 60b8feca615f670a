import { controlProps } from "#common/site/controls.ts";
import type { Lang } from "#common/site/pages.ts";
import { menuStylesheetPath } from "#common/site/resource-paths.ts";

/**
 * The stylesheet that shows the menu's « Bientôt » beside the kinds with nothing published
 * (decision 037). It neither delays the first paint nor the script: a `print` stylesheet is fetched
 * at low priority and applies to nothing on a screen; the site's script makes it apply. Without a
 * script, the `<noscript>` copy applies from the start.
 */
export function MenuStylesheet({ lang }: { lang: Lang }) {
  const href = menuStylesheetPath(lang);
  return (
    <>
      <link rel="stylesheet" href={href} media="print" {...controlProps("menuStylesheet")} />
      <noscript>
        <link rel="stylesheet" href={href} />
      </noscript>
    </>
  );
}
