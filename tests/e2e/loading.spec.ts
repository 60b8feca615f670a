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
    // The modules wait for the first largest-contentful-paint report; a larger element may still
    // paint after them (the hero image after the headline), which no deferral can know in advance.
    expect(timing.firstModule, path).toBeGreaterThanOrEqual(timing.firstPaint);
    // Hydration adopted the server's elements: the largest one painted is still in the document.
    expect(timing.painted.at(-1), path).toBe(true);
  }
});

test("the stylesheet has a content-hashed name and is cached for good", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
  expect(href).toMatch(/^\/assets\/root-[\w-]{8}\.css$/);
  const response = await request.get(href ?? "");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});
