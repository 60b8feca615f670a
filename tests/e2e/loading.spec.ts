import { readdirSync, readFileSync } from "node:fs";
import { createServer, get } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { dayTimesId } from "#app/booking/booking-times.tsx";
import { languages, pathOf, prerenderedPaths } from "#common/site/pages.ts";
import { createAdminUser } from "#tests/support/admin.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * What the Lighthouse budgets rest on. A public page starts no React: React renders it on the server,
 * and the browser gets the site's small script, and a form's or booking's where the page has one
 * (issue 56). The back office hydrates, with its modules asked for only once the page has loaded and
 * painted (app/lib/defer-hydration.ts). The stylesheet is cached for good under a content-hashed name.
 */

const pageScript = /^\/assets\/(site|form|booking)-[\w-]{8}\.js$/;

for (const [path, expected] of [
  ["/", ["site"]],
  ["/en/about", ["site"]],
  ["/contact", ["site", "form"]],
  ["/en/book-a-demo", ["site", "form", "booking"]],
] as const) {
  test(`${path} starts no React: it asks for ${expected.join(", ")} alone, once it has loaded`, async ({ page }) => {
    const response = await page.goto(path);
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain("__reactRouter");
    // Each script says it has run; a form's and booking's come after the site's.
    await page.waitForFunction(
      (names) => names.every((name) => document.documentElement.hasAttribute(`data-${name}-ready`)),
      expected,
    );
    const { modules, load, firstModule } = await page.evaluate(() => {
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return {
        modules: scripts.map((entry) => new URL(entry.name).pathname),
        load: navigation.loadEventStart,
        firstModule: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    });
    // Asked for once the page has loaded and painted its content (decision 111), as the back office's.
    expect(firstModule).toBeGreaterThanOrEqual(load);
    expect(
      modules.every((module) => pageScript.test(module)),
      modules.join(" "),
    ).toBe(true);
    expect(new Set(modules.map((module) => pageScript.exec(module)?.[1]))).toEqual(new Set(expected));
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  });
}

test("the back office asks for no module before load and the largest paint, and hydration keeps the painted element", async ({
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
  const response = await page.goto("/admin/sign-in");
  expect(await response?.text()).not.toContain('<link rel="modulepreload"');
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
  expect(timing.modules).toBeGreaterThan(0);
  expect(timing.firstModule).toBeGreaterThanOrEqual(timing.load);
  expect(timing.firstModule).toBeGreaterThanOrEqual(timing.firstPaint);
  // Hydration adopted the server's elements: the largest one painted is still in the document.
  expect(timing.painted.at(-1)).toBe(true);
});

test.describe("a back-office page's first paint of the header alone", () => {
  test.use({ awaitHydration: false });

  /**
   * Chromium sometimes paints the header before the parser has read <main>, despite the page's
   * render-blocking "expect" link (6 of 97 Lighthouse runs, decision 054). Here the page's
   * server holds the rest of the document until that paint has happened, with the link taken out.
   */
  test("does not start the scripts: they wait for the paint of the page's content", async ({ page, baseURL }) => {
    const html = (await (await fetch(`${baseURL}/admin/sign-in`)).text()).replace(/<link rel="expect"[^>]*>/, "");
    const cut = html.indexOf("<main");
    let release = () => {};
    const rest = new Promise<void>((resolve) => {
      release = resolve;
    });
    const server = createServer(async (request, response) => {
      if (request.url === "/admin/sign-in") {
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
        // Times, not the order of callbacks: the deferral's own observer, made after load with
        // `buffered`, may hear of the content's paint before this one does.
        const state = { paints: [] as { of: string; at: number }[], askedAt: undefined as number | undefined };
        Object.assign(window, { state });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
            state.paints.push({ of: entry.element?.closest("main") ? "content" : "header", at: entry.startTime });
        }).observe({ type: "largest-contentful-paint", buffered: true });
        new MutationObserver(() => {
          if (state.askedAt === undefined && document.querySelector('link[rel="modulepreload"]'))
            state.askedAt = performance.now();
        }).observe(document, { childList: true, subtree: true });
      });
      type State = { paints: { of: string; at: number }[]; askedAt?: number };
      const { port } = server.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/admin/sign-in`, { waitUntil: "commit" });
      await page.waitForFunction(() => performance.getEntriesByType("paint").length > 0);
      release();
      await page.waitForFunction(() => (window as unknown as { state: State }).state.askedAt !== undefined);
      await page.waitForFunction(() =>
        (window as unknown as { state: State }).state.paints.some((paint) => paint.of === "content"),
      );
      const state = await page.evaluate(() => (window as unknown as { state: State }).state);
      expect(state.paints[0]?.of).toBe("header");
      const content = state.paints.find((paint) => paint.of === "content");
      expect(content?.at).toBeLessThanOrEqual(state.askedAt as number);
    } finally {
      release();
      // The page first: its requests would otherwise fail against a closed server.
      await page.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

test("every module the back office hydrates with asks V8 to compile it off the main thread, and the lazy chart does not", async ({
  page,
  request,
}) => {
  const hint = "//# allFunctionsCalledOnLoad\n";
  for (const path of ["/admin/sign-in"]) {
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
