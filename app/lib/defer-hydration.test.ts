import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

/**
 * A paint as the observer reports it: the largest paint's element, where it stands in the document
 * (before `<main>`, in it, after it), or none for a first paint.
 */
type Place = "header" | "main" | "footer";
type PaintEntry = { element?: { place: Place } };
const inside = (place: Place): PaintEntry => ({ element: { place } });
const contentPaint = inside("main");
/** The page's `<main>`, answering as the DOM does: what it contains, and what follows it. */
const main = {
  contains: (element: { place: Place }) => element.place === "main",
  compareDocumentPosition: (element: { place: Place }) =>
    element.place === "header" ? Node.DOCUMENT_POSITION_PRECEDING : Node.DOCUMENT_POSITION_FOLLOWING,
};
const Node = { DOCUMENT_POSITION_PRECEDING: 2, DOCUMENT_POSITION_FOLLOWING: 4 };

/** The shape React Router 7.18 renders, preload tags hoisted into <head> by React. */
function page({ nonce, script }: { nonce?: string; script?: string } = {}) {
  const n = nonce ? ` nonce="${nonce}"` : "";
  const routeModules =
    script ??
    [
      'import "/assets/manifest-f8a0e588.js";',
      'import * as route0 from "/assets/root-UWv72Dfj.js";',
      'import * as route1 from "/assets/home-BON2rW-S.js";',
      "  ",
      '  window.__reactRouterRouteModules = {"root":route0,"home.fr":route1};',
      "",
      'import("/assets/entry.client-_6OGtpZq.js");',
    ].join("\n");
  return [
    '<!DOCTYPE html><html lang="fr-CA"><head><meta charSet="utf-8"/>',
    `<link rel="modulepreload" href="/assets/manifest-f8a0e588.js"${n}/>`,
    `<link rel="modulepreload" href="/assets/entry.client-_6OGtpZq.js"${n}/>`,
    `<link rel="modulepreload" href="/assets/ui-BdfOjLfY.js"${n}/>`,
    `<link rel="modulepreload" href="/assets/root-UWv72Dfj.js"${n}/>`,
    `<link rel="modulepreload" href="/assets/home-BON2rW-S.js"${n}/>`,
    '<link rel="stylesheet" href="/assets/root-DGkJ3Pqc.css"/>',
    "</head><body><main><h1>Bonjour</h1></main>",
    `<script${n}>window.__reactRouterContext = {"basename":"/"};</script>`,
    `<script${n} type="module" async="">${routeModules}</script>`,
    `<!--$--><script${n}>window.__reactRouterContext.streamController.close();</script><!--/$-->`,
    "</body></html>",
  ].join("");
}

const moduleScript = (html: string) =>
  /<script(?: nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

type Browser = Awaited<ReturnType<typeof run>>;

/**
 * Runs the rewritten script against a stand-in for the browser: which modules it imports, in what
 * order and when, what it preloads, and what it hands React Router. `paintTypes` are the entry types
 * its PerformanceObserver supports.
 */
async function run(
  script: string,
  { readyState = "loading", paintTypes = ["largest-contentful-paint", "paint"] } = {},
) {
  const log: string[] = [];
  const appended: { rel: string; href: string }[] = [];
  const listeners: Record<string, () => void> = {};
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const observers: {
    type?: string;
    buffered?: boolean;
    report: (entries?: PaintEntry[]) => void;
    disconnected: boolean;
  }[] = [];
  const window: Record<string, unknown> = {};
  const document = {
    readyState,
    createElement: () => ({ rel: "", href: "" }),
    querySelector: (selector: string) => (selector === "main" ? main : null),
    head: { append: (link: { rel: string; href: string }) => appended.push({ ...link }) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTypes;
    entry: (typeof observers)[number];
    constructor(callback: (list: { getEntries: () => PaintEntry[] }) => void) {
      this.entry = {
        report: (entries = [contentPaint]) => !this.entry.disconnected && callback({ getEntries: () => entries }),
        disconnected: false,
      };
      observers.push(this.entry);
    }
    observe(options: { type: string; buffered: boolean }) {
      Object.assign(this.entry, options);
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  class MessageChannel {
    port1: { onmessage?: () => void } = {};
    port2 = { postMessage: () => setImmediate(() => this.port1.onmessage?.()) };
  }
  const load = async (url: string) => {
    log.push(url);
    return { url };
  };
  const body = script.replaceAll(/\bimport\(/g, "load(");
  const factory = new Function(
    "window",
    "document",
    "load",
    "addEventListener",
    "requestAnimationFrame",
    "setTimeout",
    "globalThis",
    "PerformanceObserver",
    "MessageChannel",
    "Node",
    body,
  );
  factory(
    window,
    document,
    load,
    (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
    (callback: () => void) => frames.push(callback),
    (callback: () => void, ms = 0) => timers.push({ callback, ms }),
    { PerformanceObserver },
    PerformanceObserver,
    MessageChannel,
    Node,
  );
  /**
   * Runs every frame (unless `withFrames` is false) and every timer due within `untilMs` (the others
   * wait), then lets promises settle.
   */
  const flush = async (untilMs = 0, withFrames = true) => {
    for (let i = 0; i < 50; i++) {
      for (;;) {
        const frame = withFrames ? frames.shift() : undefined;
        if (frame) {
          frame();
          continue;
        }
        const due = timers.findIndex((timer) => timer.ms <= untilMs);
        if (due === -1) break;
        timers.splice(due, 1)[0]?.callback();
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { log, appended, listeners, observers, window, flush };
}

const entryClient = "/assets/entry.client-_6OGtpZq.js";
const started = (browser: Browser) => browser.log.includes(entryClient);

describe("deferHydration", () => {
  it("drops the preload tags, and imports nothing before load and the largest paint", async () => {
    const html = deferHydration(page());
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-DGkJ3Pqc.css"/>');
    expect(html).toContain("<main><h1>Bonjour</h1></main>");
    expect(html).toContain('<script>window.__reactRouterContext = {"basename":"/"};</script>');

    const browser = await run(moduleScript(html));
    await browser.flush();
    expect(browser.log).toEqual([]);
    expect(browser.appended).toEqual([]);
    expect(Object.keys(browser.listeners)).toEqual(["load"]);

    browser.listeners.load?.();
    await browser.flush();
    expect(browser.log).toEqual([]);
    expect(browser.observers).toMatchObject([{ type: "largest-contentful-paint", buffered: true }]);

    // The report alone starts it: no timer or frame needed (a test's stopped clock stops those).
    browser.observers[0]?.report();
    await browser.flush(-1, false);
    expect(browser.observers[0]?.disconnected).toBe(true);
    expect(browser.appended).toEqual([
      { rel: "modulepreload", href: "/assets/manifest-f8a0e588.js" },
      { rel: "modulepreload", href: "/assets/entry.client-_6OGtpZq.js" },
      { rel: "modulepreload", href: "/assets/ui-BdfOjLfY.js" },
      { rel: "modulepreload", href: "/assets/root-UWv72Dfj.js" },
      { rel: "modulepreload", href: "/assets/home-BON2rW-S.js" },
    ]);
    expect(browser.log).toEqual([
      "/assets/manifest-f8a0e588.js",
      "/assets/root-UWv72Dfj.js",
      "/assets/home-BON2rW-S.js",
      "/assets/entry.client-_6OGtpZq.js",
    ]);
    expect(browser.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-UWv72Dfj.js" },
      "home.fr": { url: "/assets/home-BON2rW-S.js" },
    });
  });

  it("with lazy route discovery, hands over the page's own routes at once and imports the rest after the paint", async () => {
    const script = [
      ";",
      'import * as route0 from "/assets/root-UWv72Dfj.js";',
      'import * as route1 from "/assets/home-BON2rW-S.js";',
      "  window.__reactRouterManifest = {",
      '  "entry": {',
      '    "module": "/assets/entry.client-_6OGtpZq.js"',
      "  },",
      '  "version": "09a6f7c7"',
      "};",
      '  window.__reactRouterRouteModules = {"root":route0,"home.fr":route1};',
      "",
      'import("/assets/entry.client-_6OGtpZq.js");',
    ].join("\n");
    const html = deferHydration(
      page({ script }).replace(/<link rel="modulepreload" href="\/assets\/manifest-[^"]+"\/>/, ""),
    );
    expect(html).not.toContain('<link rel="modulepreload"');

    const browser = await run(moduleScript(html));
    expect(browser.window.__reactRouterManifest).toEqual({
      entry: { module: "/assets/entry.client-_6OGtpZq.js" },
      version: "09a6f7c7",
    });
    browser.listeners.load?.();
    await browser.flush();
    expect(browser.log).toEqual([]);
    browser.observers[0]?.report();
    await browser.flush();
    expect(browser.log).toEqual([
      "/assets/root-UWv72Dfj.js",
      "/assets/home-BON2rW-S.js",
      "/assets/entry.client-_6OGtpZq.js",
    ]);
    expect(browser.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-UWv72Dfj.js" },
      "home.fr": { url: "/assets/home-BON2rW-S.js" },
    });
  });

  it("waits for the content's paint when the first one showed the header alone", async () => {
    const browser = await run(moduleScript(deferHydration(page())));
    browser.listeners.load?.();
    await browser.flush();
    // Reported before load, delivered at once to the buffered observer: the parser had yielded.
    browser.observers[0]?.report([inside("header")]);
    await browser.flush();
    expect(started(browser)).toBe(false);
    expect(browser.observers[0]?.disconnected).toBe(false);
    browser.observers[0]?.report([inside("main")]);
    await browser.flush();
    expect(started(browser)).toBe(true);
  });

  it("starts on a paint of the footer, a short page's largest, which the parser reaches after the content", async () => {
    const browser = await run(moduleScript(deferHydration(page())));
    browser.listeners.load?.();
    await browser.flush();
    browser.observers[0]?.report([inside("footer")]);
    await browser.flush();
    expect(started(browser)).toBe(true);
  });

  it("waits for the first paint where the browser does not report the largest", async () => {
    const browser = await run(moduleScript(deferHydration(page())), { paintTypes: ["paint"] });
    browser.listeners.load?.();
    await browser.flush();
    expect(browser.observers).toMatchObject([{ type: "paint", buffered: true }]);
    browser.observers[0]?.report([{}]);
    await browser.flush();
    expect(started(browser)).toBe(true);
  });

  it("waits two frames after load where the browser reports no paint at all", async () => {
    const browser = await run(moduleScript(deferHydration(page())), { paintTypes: [] });
    browser.listeners.load?.();
    await browser.flush();
    expect(browser.observers).toEqual([]);
    expect(started(browser)).toBe(true);
  });

  it("starts when the page has already loaded, and in any case three seconds after load", async () => {
    const loaded = await run(moduleScript(deferHydration(page())), { readyState: "complete" });
    expect(loaded.listeners).toEqual({});
    loaded.observers[0]?.report();
    await loaded.flush();
    expect(started(loaded)).toBe(true);

    const neverPainted = await run(moduleScript(deferHydration(page())));
    neverPainted.listeners.load?.();
    await neverPainted.flush(2999);
    expect(started(neverPainted)).toBe(false);
    await neverPainted.flush(3000);
    expect(started(neverPainted)).toBe(true);
    // The paint reported afterwards starts nothing twice.
    neverPainted.observers[0]?.report();
    await neverPainted.flush(3000);
    expect(neverPainted.log.filter((url) => url === entryClient)).toHaveLength(1);
  });

  it("keeps the nonce of a page rendered on request", () => {
    const html = deferHydration(page({ nonce: "abc+/=" }));
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<script nonce="abc+/=" type="module" async="">const preloads = [');
    expect(html).toContain('<script nonce="abc+/=">window.__reactRouterContext');
  });

  it("also takes preload tags already given a low priority", () => {
    const html = deferHydration(page().replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"'));
    expect(html).not.toContain('<link rel="modulepreload"');
  });

  it("leaves a page alone when the script is not the shape it knows", () => {
    const split = [
      'import "/assets/manifest-f8a0e588.js";',
      'import * as route0_clientLoader from "/assets/root-client-loader.js";',
      'import * as route0_main from "/assets/root-UWv72Dfj.js";',
      "const route0 = {...route0_clientLoader,...route0_main};",
      "  ",
      '  window.__reactRouterRouteModules = {"root":route0};',
      "",
      'import("/assets/entry.client-_6OGtpZq.js");',
    ].join("\n");
    for (const html of [
      page({ script: split }),
      page({ script: 'import("/assets/entry.client-_6OGtpZq.js");' }),
      page({ script: moduleScript(page()).replace('"home.fr":route1', '"home.fr":route2') }),
      page().replace('href="/assets/ui-BdfOjLfY.js"', 'href="/assets/ui-BdfOjLfY.js" integrity="sha384-x"'),
      page().replace("</body>", '<script type="module" async="">import("/x.js");</script></body>'),
      "<!DOCTYPE html><html><body>No scripts</body></html>",
    ]) {
      expect(deferHydration(html)).toBe(html);
    }
  });
});
