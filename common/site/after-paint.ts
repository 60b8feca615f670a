/**
 * The browser code that runs `start` once the page's content has painted (decisions 006 and 054):
 * after `load`, on a largest-contentful-paint report of an element in `<main>` or after it (a short
 * page's largest may be the footer's), or a first paint where the browser reports no element. That
 * report needs no timer, so a page whose clock is stopped (a test's fake timers) starts too; where
 * the browser reports neither, two frames after load; and whatever happens, 3 s after load. Lighthouse's
 * simulation counts every request asked for before the largest paint in it: a script asked for after
 * it costs the paint nothing.
 *
 * Source text, not a function: it is written inline into pages, whose CSP names its hash.
 */
export function afterContentPaint(start: string): string {
  return [
    "let started = false;",
    "const once = () => {",
    "  if (started) return;",
    "  started = true;",
    `  ${start}`,
    "};",
    "const afterPaint = () => {",
    "  setTimeout(once, 3000);",
    "  const types = globalThis.PerformanceObserver?.supportedEntryTypes ?? [];",
    '  const type = ["largest-contentful-paint", "paint"].find((t) => types.includes(t));',
    "  if (!type) return requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once, 0)));",
    '  const main = document.querySelector("main");',
    "  const withContent = (element) =>",
    "    !main || main.contains(element) || Boolean(main.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);",
    "  const observer = new PerformanceObserver((list) => {",
    "    if (!list.getEntries().some((entry) => !entry.element || withContent(entry.element))) return;",
    "    observer.disconnect();",
    "    once();",
    "  });",
    "  observer.observe({ type, buffered: true });",
    "};",
    'if (document.readyState === "complete") afterPaint();',
    'else addEventListener("load", afterPaint, { once: true });',
  ].join("\n");
}

/**
 * A public page's starter (issue 56): the site's script, imported once the content has painted. Its
 * address is the element's own `data-src`, so the text is the same on every page and every build,
 * and every page's CSP names one constant hash for it.
 */
export const pageScriptStarter = `{\nconst src = document.currentScript.dataset.src;\n${afterContentPaint("import(src);")}\n}`;
