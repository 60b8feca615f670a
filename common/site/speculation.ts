import { control } from "./controls";
import { type Lang, languages, pathOf } from "./pages";
import { requestSteps } from "./resource-paths";

/**
 * What the browser may fetch ahead (issue 56): the pages a visitor's pointer rests on or presses
 * (moderate eagerness), in the page's own language. Not the language toggle (a choice, not a
 * reading), nor the pages that carry a form, whose stamp starts when the page is asked for (contact,
 * booking and its moments, the newsletter, a resource's request), nor the back office. A constant
 * per language, so a page's CSP hashes it like its other inline scripts.
 */
export function speculationRules(lang: Lang): string {
  // A language's pages: under its home, "/" or "/en". French, at the root, leaves English out.
  const under = (home: string) => (home === "/" ? ["/*"] : [home, `${home}/*`]);
  const others = languages
    .filter((each) => each !== lang)
    .map((each) => pathOf("home", each))
    .filter((home) => home !== "/");
  const formPages = (["contact", "booking", "newsletter"] as const).map((id) => pathOf(id, lang));
  const requests = Object.values(requestSteps).map((step) => `${pathOf("resources", lang)}/*/${step[lang]}`);
  const where = {
    and: [
      { or: under(pathOf("home", lang)).map((path) => ({ href_matches: path })) },
      ...[...others.flatMap(under), ...formPages, ...requests, "/admin", "/admin/*"].map((path) => ({
        not: { href_matches: path },
      })),
      { not: { selector_matches: `[${control.languageToggle}]` } },
    ],
  };
  return JSON.stringify({ prefetch: [{ source: "document", where, eagerness: "moderate" }] });
}
