/**
 * Starts the JavaScript only once the page has painted its largest content.
 *
 * React Router ends every page with `<link rel="modulepreload">` tags and one inline module script
 * that imports the manifest and the matched route modules, then the client entry, which hydrates.
 * Those requests start while the page still loads and compete with the stylesheet, the font and the
 * hero image. Here the tags go, and the script waits for the `load` event and for the browser to
 * report the page's content painted before it adds the same preloads (so the modules
 * still arrive in parallel, not as a chain of imports) and imports the same modules in the same order.
 *
 * Only the exact shape React Router 7 emits is rewritten; any other page is returned unchanged, and
 * its JavaScript starts as before. The inline script's CSP hash is taken from the final HTML.
 */

import { afterContentPaint } from "#common/site/after-paint.ts";

/** `<link rel="modulepreload" href="…"/>`, with the fetchpriority or nonce attributes we know of. */
const preloadLink = /<link rel="modulepreload"(?: fetchpriority="low")? href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
/** Any modulepreload at all: if one has a shape we don't know, nothing is rewritten. */
const anyPreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/** React Router's route-modules script: its opening tag (nonce or not), body, and closing tag. */
const routeModulesScript = /(<script(?: nonce="[^"]*")? type="module" async="">)([\s\S]*?)<\/script>/g;

/**
 *     import "/assets/manifest-….js";
 *     import * as route0 from "/assets/root-….js";
 *     import * as route1 from "/assets/home-….js";
 *
 *       window.__reactRouterRouteModules = {"root":route0,"home.fr":route1};
 *
 *     import("/assets/entry.client-….js");
 *
 * or, with lazy route discovery, the page's own routes inline in place of the manifest's import:
 *
 *     ;
 *     import * as route0 from "/assets/root-….js";
 *     import * as route1 from "/assets/home-….js";
 *       window.__reactRouterManifest = {
 *       …
 *     };
 *       window.__reactRouterRouteModules = {"root":route0,"home.fr":route1};
 *
 *     import("/assets/entry.client-….js");
 */
const body =
  /^(?:import ("[^"\n]+");|;)\n((?:import \* as route\d+ from "[^"\n]+";\n)+)[ \n]*(?:window\.__reactRouterManifest = (\{\n[\s\S]*?\n\});\n[ \n]*)?window\.__reactRouterRouteModules = (\{(?:"(?:[^"\\\n]|\\.)*":route\d+,?)+\});\n\nimport\(("[^"\n]+")\);$/;
const routeImport = /^import \* as (route\d+) from ("[^"\n]+");$/;

/** The page's HTML with its JavaScript started after the first paint of its content, or unchanged. */
export function deferHydration(html: string): string {
  const scripts = [...html.matchAll(routeModulesScript)];
  if (scripts.length !== 1) return html;
  const [whole, openingTag = "", source = ""] = scripts[0] as RegExpExecArray;
  const parts = body.exec(source);
  if (!parts) return html;
  const [, manifest, importLines = "", inlineManifest, modulesMap = "", entry = ""] = parts;
  if (!manifest === !inlineManifest) return html;

  const routes = importLines
    .trimEnd()
    .split("\n")
    .map((line) => routeImport.exec(line));
  if (routes.some((route) => !route)) return html;
  const names = routes.map((route) => (route as RegExpExecArray)[1] as string);
  const urls = routes.map((route) => (route as RegExpExecArray)[2] as string);
  // Every name the map uses is one imported here.
  for (const [, name] of modulesMap.matchAll(/:(route\d+)/g)) if (!names.includes(name as string)) return html;

  const links = [...html.matchAll(preloadLink)];
  if (links.length !== [...html.matchAll(anyPreload)].length) return html;
  const preloads = [...new Set(links.map((link) => link[1] as string))];

  const script = [
    // The page's own routes are data: set at once, read by the entry when it hydrates.
    ...(inlineManifest ? [`window.__reactRouterManifest = ${inlineManifest};`] : []),
    `const preloads = ${JSON.stringify(preloads)};`,
    // A task boundary that no fake timer holds back.
    "const nextTask = () =>",
    "  new Promise((resolve) => {",
    "    const channel = new MessageChannel();",
    "    channel.port1.onmessage = resolve;",
    "    channel.port2.postMessage(null);",
    "  });",
    "const start = async () => {",
    // Starting a request can take the main thread a few milliseconds: one per task.
    "  for (const href of preloads) {",
    '    const link = document.createElement("link");',
    '    link.rel = "modulepreload";',
    "    link.href = href;",
    "    document.head.append(link);",
    "    await nextTask();",
    "  }",
    ...(manifest ? [`  await import(${manifest});`] : []),
    // One after the other, in React Router's order: the preloads above already fetch them all at once.
    ...names.map((name, index) => `  const ${name} = await import(${urls[index]});`),
    `  window.__reactRouterRouteModules = ${modulesMap};`,
    `  await import(${entry});`,
    "};",
    // Once the page's content has painted (common/site/after-paint.ts).
    afterContentPaint("start();"),
  ].join("\n");

  return html.replace(preloadLink, "").replace(whole, () => `${openingTag}${script}</script>`);
}
