import type { Locator } from "@playwright/test";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { type Lang, pathOf } from "#common/site/pages.ts";
import { menuStylesheetPath } from "#common/site/resource-paths.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { createResourceStore } from "#server/resources/store.server.ts";
import { expect, test, withAndWithoutJavaScript } from "./fixtures";
import { type ServerProcess, startServer, tempDatabase } from "./server-process";

/**
 * The menu's « Bientôt » per kind and language (issue 26, decision 037), on a server and database of
 * this file's own: the seed publishes every kind in both languages at start, then the French
 * webinars are unpublished. Prerendered pages learn it from the menu's stylesheet, without a rebuild.
 */
let server: ServerProcess;

test.beforeAll(async () => {
  const database = tempDatabase();
  server = await startServer(0, { DATABASE_URL: database });
  const app = await openDatabase(database);
  try {
    const store = createResourceStore(app);
    const webinars = await store.published("fr", { kind: "webinar" });
    expect(webinars.length).toBeGreaterThanOrEqual(3);
    for (const webinar of webinars) await store.unpublish(webinar.id);
  } finally {
    await app.close();
  }
});

test.afterAll(async () => {
  await server?.stop();
});

const entries = [
  ["guides", "guide"],
  ["webinars", "webinar"],
  ["caseStudies", "case-study"],
] as const;

/** What each menu entry of a kind shows, once the page is loaded: its badge seen or not, and its name. */
async function expectBadges(menu: Locator, lang: Lang, empty: readonly string[]) {
  const { comingSoon } = dictionaries[lang].common;
  for (const [id, kind] of entries) {
    const link = menu.locator(`a[href="${pathOf(id, lang)}"]`);
    const badge = link.locator(`[data-empty-kind="${kind}"]`);
    if (empty.includes(kind)) {
      await expect(badge).toBeVisible();
      await expect(badge).toHaveText(comingSoon);
      await expect(link).toHaveAccessibleName(new RegExp(comingSoon));
    } else {
      await expect(badge).toBeHidden();
      // Hidden, it is not read either.
      await expect(link).not.toHaveAccessibleName(new RegExp(comingSoon));
    }
  }
  // Conferences have no list: always « Bientôt ».
  await expect(menu.locator(`a[href="${pathOf("conferences", lang)}"]`)).toHaveAccessibleName(new RegExp(comingSoon));
}

withAndWithoutJavaScript((javaScriptEnabled) => {
  // This server's origin is not the build's: the page-view beacon is refused (403).
  test.use({ expectedConsoleErrors: /status of 403/ });

  for (const [lang, empty] of [
    ["fr", ["webinar"]],
    ["en", []],
  ] as const) {
    test(`${lang}: « Bientôt » beside ${empty.join(", ") || "no kind"} in the wide and the small screens' menus`, async ({
      page,
    }) => {
      const t = dictionaries[lang].common;
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${server.url}${pathOf("home", lang)}`);
      const stylesheet = page.locator(`head link[href="${menuStylesheetPath(lang)}"]`).first();
      // Fetched without holding the first paint, applied once the page has hydrated.
      if (javaScriptEnabled) await expect(stylesheet).toHaveAttribute("media", "all");
      const desktop = page.getByRole("navigation", { name: t.nav.label }).first();
      await desktop.getByText(t.nav.resources, { exact: true }).click();
      await expectBadges(desktop, lang, empty);

      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByRole("button", { name: t.nav.openMenu }).click();
      const mobile = page.locator("nav.mobile-menu");
      await expect(mobile).toBeVisible();
      await expectBadges(mobile, lang, empty);
    });
  }
});

test("the stylesheet names the kinds with nothing published in its language, and is cached for under a minute", async ({
  request,
}) => {
  const french = await request.get(`${server.url}${menuStylesheetPath("fr")}`);
  expect(french.headers()["content-type"]).toMatch(/^text\/css/);
  expect(french.headers()["cache-control"]).toMatch(/^public, max-age=\d+$/);
  expect(await french.text()).toContain('[data-empty-kind="webinar"]');
  expect(await (await request.get(`${server.url}${menuStylesheetPath("en")}`)).text()).not.toContain("webinar");
});
