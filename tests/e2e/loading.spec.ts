import { readdirSync, readFileSync } from "node:fs";
import { createServer, get } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { dayTimesId } from "#app/booking/booking-times.tsx";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { languages, pathOf, prerenderedPaths } from "#common/site/pages.ts";
import { createAdminUser } from "#tests/support/admin.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * What the Lighthouse budgets rest on: the page paints its largest content before any module is
 * asked for (app/lib/defer-hydration.ts), hydration keeps that element, and the stylesheet is cached
 * for good under a content-hashed name.
 */

test("no module is requested before load and the largest paint, and hydration keeps the painted element", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const paints: PerformanceEntry[] = [];
    Object.assign(window, { paints });
    new PerformanceObserver((list) => paints.push(...list.getEntries())).observe({
      type: "largest-contentful-paint",
      buffered: true,
    });
  });
  for (const path of ["/", "/en/about", "/contact"]) {
    const response = await page.goto(path);
    expect(await response?.text(), path).not.toContain('<link rel="modulepreload"');
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const modules = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
      const paints = (window as unknown as { paints: (PerformanceEntry & { element: Element | null })[] }).paints;
      return {
        load: navigation.loadEventStart,
        modules: modules.length,
        firstModule: Math.min(...modules.map((entry) => entry.startTime)),
        firstPaint: Math.min(...paints.map((entry) => entry.startTime)),
        painted: paints.map((entry) => Boolean(entry.element?.isConnected)),
      };
    });
    expect(timing.modules, path).toBeGreaterThan(0);
    expect(timing.firstModule, path).toBeGreaterThanOrEqual(timing.load);
    // The modules wait for a largest-contentful-paint report of the content; a larger element may
    // still paint after them (the hero image after the headline), which no deferral can know in advance.
    expect(timing.firstModule, path).toBeGreaterThanOrEqual(timing.firstPaint);
    // Hydration adopted the server's elements: the largest one painted is still in the document.
    expect(timing.painted.at(-1), path).toBe(true);
  }
});

test.describe("a short page, whose largest paint is the footer's", () => {
  // An unknown link's page answers 4xx.
  test.use({ expectedConsoleErrors: /status of 4\d\d/ });

  test("starts its scripts on that paint, with no timer: the content above it has painted too", async ({ page }) => {
    // Timers stand still: the three-second fallback never comes, only the paint's report can start them.
    const now = new Date("2026-11-26T15:00:00Z");
    await page.clock.install({ time: now });
    await page.clock.pauseAt(new Date(now.getTime() + 1000));
    await page.addInitScript(() => {
      const places: string[] = [];
      Object.assign(window, { places });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
          places.push(entry.element?.closest("main") ? "main" : (entry.element?.closest("footer")?.tagName ?? "other"));
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    for (const path of ["/infolettre/confirmer?token=inconnu", "/en/newsletter/unsubscribe?token=unknown"]) {
      // The fixture's goto waits for hydration.
      await page.goto(path);
      expect(await page.evaluate(() => (window as unknown as { places: string[] }).places.at(-1)), path).toBe("FOOTER");
    }
  });
});

test.describe("a first paint of the header alone", () => {
  test.use({ awaitHydration: false });

  /**
   * Chromium sometimes paints the header before the parser has read <main>, despite the page's
   * render-blocking "expect" link (6 of 97 Lighthouse runs, decision 054). Here the page's
   * server holds the rest of the document until that paint has happened, with the link taken out.
   */
  test("does not start the scripts: they wait for the paint of the page's content", async ({ page, baseURL }) => {
    const html = (await (await fetch(`${baseURL}/`)).text()).replace(/<link rel="expect"[^>]*>/, "");
    const cut = html.indexOf("<main");
    let release = () => {};
    const rest = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = createServer(async (request, response) => {
      if (request.url === "/") {
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.write(html.slice(0, cut));
        await rest;
        response.end(html.slice(cut));
        return;
      }
      const answer = await fetch(`${baseURL}${request.url}`);
      response.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "" });
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      await page.addInitScript(() => {
        const state = { paints: [] as string[], askedBeforeContent: undefined as boolean | undefined };
        Object.assign(window, { state });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
            state.paints.push(entry.element?.closest("main") ? "content" : "header");
        }).observe({ type: "largest-contentful-paint", buffered: true });
        new MutationObserver(() => {
          if (state.askedBeforeContent === undefined && document.querySelector('link[rel="modulepreload"]'))
            state.askedBeforeContent = !state.paints.includes("content");
        }).observe(document, { childList: true, subtree: true });
      });
      const { port } = server.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "commit" });
      await page.waitForFunction(() => performance.getEntriesByType("paint").length > 0);
      release();
      await page.waitForFunction(
        () => (window as unknown as { state: { askedBeforeContent?: boolean } }).state.askedBeforeContent !== undefined,
      );
      const state = await page.evaluate(
        () => (window as unknown as { state: { paints: string[]; askedBeforeContent: boolean } }).state,
      );
      expect(state.paints[0]).toBe("header");
      expect(state.askedBeforeContent).toBe(false);
    } finally {
      release();
      // The page first: its requests would otherwise fail against a closed server.
      await page.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

test("every module a page hydrates with asks V8 to compile it off the main thread, and the lazy chart does not", async ({
  page,
  request,
}) => {
  const hint = "//# allFunctionsCalledOnLoad\n";
  for (const path of ["/", "/en/about", "/contact"]) {
    await page.goto(path);
    const modules = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter(
          (pathname) => pathname.startsWith("/assets/") && pathname.endsWith(".js") && !/\/manifest-/.test(pathname),
        ),
    );
    expect(modules.length, path).toBeGreaterThan(2);
    for (const module of modules)
      expect((await (await request.get(module)).text()).startsWith(hint), module).toBe(true);
  }
  // The back office's chart comes through a lazy import() and may never render: V8 keeps its default.
  const chart = readdirSync(resolve("build/client/assets")).find((name) => /^visits-chart-.*\.js$/.test(name));
  expect(chart).toBeDefined();
  expect(readFileSync(resolve("build/client/assets", chart as string), "utf8").startsWith(hint)).toBe(false);
});

test("the stylesheet has a content-hashed name and is cached for good", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
  expect(href).toMatch(/^\/assets\/root-[\w-]{8}\.css$/);
  const response = await request.get(href ?? "");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("the page keeps its nodes when the routes of its links arrive after hydration", async ({ page }) => {
  // React's DevTools hook: React calls it on every commit, so the test can wait for the re-render that
  // the routes' arrival causes instead of guessing a delay.
  await page.addInitScript(() => {
    const commits = { count: 0 };
    Object.assign(window, {
      commits,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberRoot: () => {
          commits.count += 1;
        },
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
      },
    });
  });
  const commitCount = () => page.evaluate(() => (window as unknown as { commits: { count: number } }).commits.count);
  // `settled`: what the page changes on its own once the script runs, and must have changed before
  // the nodes are marked. The carousel swaps its play icon for pause when the visitor has not asked
  // for less motion (the server assumes they have, and the switch is a transition, decision 046).
  const pages = [
    { path: "/", settled: dictionaries.fr.carousel.pause },
    { path: "/en/general-agents", settled: undefined },
  ];
  for (const { path, settled } of pages) {
    // The routes of the page's links are held back until the page's nodes are marked.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/__manifest?*", async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === "/__manifest");
    await page.goto(path);
    await asked;
    if (settled) await expect(page.getByRole("button", { name: settled }), path).toBeAttached();
    const marked = await page.evaluate(() => {
      const nodes = document.querySelectorAll("main *");
      for (const node of nodes) Object.assign(node, { marked: true });
      return nodes.length;
    });
    const before = await commitCount();
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/__manifest");
    release();
    expect((await answered).status(), path).toBe(200);
    // The new routes re-render the page: wait for that commit.
    await expect.poll(commitCount, { message: path }).toBeGreaterThan(before);
    const kept = await page.evaluate(() => {
      const nodes = [...document.querySelectorAll("main *")];
      return {
        count: nodes.length,
        fresh: nodes.filter((node) => !("marked" in node)).map((node) => node.outerHTML.slice(0, 80)),
      };
    });
    expect(kept.fresh, path).toEqual([]);
    expect(kept.count, path).toBe(marked);
    await page.unroute("**/__manifest?*");
  }
});

/**
 * TCP's first flight is ten segments (RFC 6928), 14,600 bytes: a page whose answer is longer waits a
 * round trip more on a new connection, and Lighthouse counts it (its Slow 4G: 150 ms more LCP on `/`
 * at 14,615 bytes, 2026-11-26). Headers count, as they are sent.
 */
const firstFlight = 10 * 1460;

/** A page's answer as the browser receives it with Brotli: status line, headers and body, in bytes. */
const answerSize = (url: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "br" } }, (response) => {
      const statusLine = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length;
      let headers = 2;
      for (let i = 0; i < response.rawHeaders.length; i += 2)
        headers += Buffer.byteLength(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`);
      let body = 0;
      response.on("data", (chunk: Buffer) => {
        body += chunk.length;
      });
      response.on("end", () => resolve(statusLine + headers + body));
    }).on("error", reject);
  });

test("every prerendered page's answer, headers and compressed HTML, fits in TCP's first flight", async ({
  baseURL,
}) => {
  const sizes: Record<string, number> = {};
  for (const path of prerenderedPaths()) sizes[path] = await answerSize(`${baseURL}${path}`);
  const over = Object.entries(sizes).filter(([, size]) => size > firstFlight);
  expect(over, JSON.stringify(sizes)).toEqual([]);
});

/**
 * The booking page lists one day's times, not a month of them (decision 057): with a member taking
 * meetings at the default hours, its answer fits too.
 */
test("the booking page, with a member's free times, fits in TCP's first flight", async ({ baseURL }) => {
  await createAdminUser(serverEnv.DATABASE_URL, {
    role: "staff",
    email: `first-flight-${process.pid}-${Date.now()}@sobrita.test`,
  });
  for (const lang of languages) {
    const url = `${baseURL}${pathOf("booking", lang)}`;
    const html = await (await fetch(url)).text();
    expect(html, "the page lists free times").toContain(`aria-labelledby="${dayTimesId}"`);
    expect(await answerSize(url), url).toBeLessThanOrEqual(firstFlight);
  }
});
