import { dictionaries } from "#common/content/dictionary.server.ts";
import { languages, pages, pathOf } from "#common/site/pages.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test } from "./fixtures";

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // One test per page: each has its own time, so a busy machine slows a page without failing the lot.
    for (const lang of languages)
      for (const entry of pages)
        test(`${entry[lang]} passes axe`, async ({ page }) => {
          await page.goto(entry[lang]);
          await expectNoAxeViolations(page, `${entry[lang]} at ${width}`);
        });
  });
}

test.describe("menus open", () => {
  test("the mobile menu, open, passes axe in both languages", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const lang of languages) {
      await page.goto(pathOf("home", lang));
      await page.getByRole("button", { name: dictionaries[lang].common.nav.openMenu }).click();
      await expectNoAxeViolations(page, `mobile menu ${lang}`);
    }
  });

  test("a dropdown, open, passes axe in both languages", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const lang of languages) {
      await page.goto(pathOf("home", lang));
      const trigger = page.getByRole("banner").locator("summary", { hasText: dictionaries[lang].common.nav.solutions });
      await trigger.hover();
      await expect(trigger.locator("xpath=..")).toHaveJSProperty("open", true);
      await expectNoAxeViolations(page, `dropdown ${lang}`);
    }
  });
});

test.describe("the contact form", () => {
  for (const width of [375, 1440]) {
    test(`showing its errors and its confirmation passes axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const lang of languages) {
        const t = dictionaries[lang].pages.contact.form;
        await page.goto(pathOf("contact", lang));
        await page.getByRole("button", { name: t.submit }).click();
        await expect(page.locator("#firstName-error")).toBeVisible();
        await expectNoAxeViolations(page, `contact errors ${lang}`);

        await page.getByLabel(t.fields.firstName, { exact: true }).fill("Anne");
        await page.getByLabel(t.fields.lastName, { exact: true }).fill("Roy");
        await page.getByLabel(t.fields.email, { exact: true }).fill(`a11y-${lang}-${width}@cabinet-test.ca`);
        await page.getByLabel(t.fields.message, { exact: true }).fill("Un message pour le test d’accessibilité.");
        await page.getByRole("checkbox").check();
        await page.getByRole("button", { name: t.submit }).click();
        await expect(page.getByRole("heading", { name: t.success.title })).toBeVisible();
        await expectNoAxeViolations(page, `contact confirmation ${lang}`);
      }
    });
  }
});

test.describe("keyboard", () => {
  test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
    await page.goto(pathOf("about", "fr"));
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: dictionaries.fr.common.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("the header's tab order is logical, and focus is clearly visible", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/en");
    const nav = dictionaries.en.common.nav;
    const expected = ["Skip", "Sobrita", nav.home, nav.solutions, nav.resources, nav.about, "EN|FR", nav.talkToExpert];
    const seen: string[] = [];
    for (let i = 0; i < expected.length; i++) {
      await page.keyboard.press("Tab");
      const focused = page.locator(":focus");
      seen.push(((await focused.textContent()) ?? "").trim());
      const outline = await focused.evaluate((el) => getComputedStyle(el).outlineStyle);
      if (i > 0) expect(outline, seen.at(-1)).not.toBe("none");
    }
    expect(seen[0]).toContain(dictionaries.en.common.skipLink);
    expect(seen.slice(1, 6)).toEqual(["Sobrita", nav.home, nav.solutions, nav.resources, nav.about]);
    expect(seen[6]).toMatch(/^FR/);
    expect(seen[7]).toBe(nav.talkToExpert);
  });

  test("the mobile menu's tab order follows the list, and Escape gives focus back", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const nav = dictionaries.fr.common.nav;
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: nav.openMenu })).toBeFocused();
    await page.keyboard.press("Enter");
    const order = [nav.home, nav.items.webApp, nav.items.services, nav.items.advisors, nav.items.mga, nav.items.guides];
    for (const name of order) {
      await page.keyboard.press("Tab");
      expect(((await page.locator(":focus").textContent()) ?? "").trim()).toContain(name);
    }
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: nav.openMenu })).toBeFocused();
    await expect(page.getByRole("navigation", { name: nav.label })).toBeHidden();
  });

  test("after following a link, the new page starts at its top, whose skip link leads to its content", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/en");
    const nav = page.getByRole("navigation", { name: dictionaries.en.common.nav.label });
    await nav.locator("summary", { hasText: dictionaries.en.common.nav.solutions }).focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(pathOf("webApp", "en"));
    // A public page loads whole (issue 56): the keyboard starts at the skip link, as on any site.
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-site-ready"));
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: dictionaries.en.common.skipLink })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    await page.keyboard.press("Tab");
    const next = page.locator(":focus");
    expect(await next.evaluate((el) => Boolean(el.closest("main")))).toBe(true);
  });

  test("the carousel's controls all have names", async ({ page }) => {
    await page.goto("/en");
    const carousel = page.getByRole("region", { name: dictionaries.en.carousel.label });
    // Previous, next and pause; a link to each of the four quotes.
    const controls = [...(await carousel.getByRole("button").all()), ...(await carousel.getByRole("link").all())];
    for (const control of controls) {
      expect(((await control.textContent()) ?? "").trim().length).toBeGreaterThan(2);
    }
    expect(controls).toHaveLength(7);
  });
});

test("no page scrolls sideways at 320 px (reflow, and 200 % zoom of a 640 px window)", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 700 });
  const overflowing: string[] = [];
  for (const entry of pages) {
    for (const lang of languages) {
      await page.goto(entry[lang]);
      const { scroll, client } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      if (scroll > client) overflowing.push(`${entry[lang]}: ${scroll} > ${client}`);
    }
  }
  expect(overflowing).toEqual([]);
});

test("one h1 per page and headings in order", async ({ page }) => {
  // Forty loads in one test: 19 s alone, past 30 s beside another worker's browser tests.
  test.setTimeout(120_000);
  for (const entry of pages) {
    for (const lang of languages) {
      await page.goto(entry[lang]);
      const levels = await page
        .locator("main h1, main h2, main h3, main h4")
        .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      expect(
        levels.filter((l) => l === 1),
        entry[lang],
      ).toHaveLength(1);
      for (let i = 1; i < levels.length; i++) {
        expect((levels[i] as number) - (levels[i - 1] as number), `${entry[lang]} heading ${i}`).toBeLessThanOrEqual(1);
      }
    }
  }
});
