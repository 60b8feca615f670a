import type { Page } from "@playwright/test";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { languages, otherLang, pathOf } from "#common/site/pages.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, test } from "./fixtures";

/**
 * The site before (or without) its scripts: with JavaScript off, and with the page's module scripts
 * failing to load while its inline script still runs. Every control a visitor sees must work.
 */
const modes = [
  { name: "with JavaScript disabled", javaScriptEnabled: false },
  { name: "with the module scripts blocked", javaScriptEnabled: true },
] as const;

/** axe runs in the page: without JavaScript it cannot, so the same markup is checked with the modules blocked. */
async function expectNoViolations(page: Page, where: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await expectNoAxeViolations(page, where);
}

for (const mode of modes) {
  test.describe(mode.name, () => {
    test.use({ javaScriptEnabled: mode.javaScriptEnabled, awaitHydration: false });
    test.beforeEach(async ({ page }) => {
      if (mode.javaScriptEnabled) await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    });
    // A blocked module script is reported by the browser as a failed load.
    test.use({ expectedConsoleErrors: /Failed to load resource|net::ERR_FAILED|dynamically imported module/ });

    for (const lang of languages) {
      const t = dictionaries[lang].common;

      test(`${lang}: the mobile menu opens and closes, and passes axe open`, async ({ page }) => {
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(pathOf("home", lang));
        const button = page.getByRole("button", { name: t.nav.openMenu });
        await button.click();
        const menu = page.getByRole("navigation", { name: t.nav.label });
        await expect(menu.getByRole("link", { name: t.nav.items.webApp })).toBeVisible();
        await expectNoViolations(page, "mobile menu open", mode.javaScriptEnabled);
        await page.getByRole("button", { name: t.nav.closeMenu }).click();
        await expect(menu.getByRole("link", { name: t.nav.items.webApp })).toBeHidden();
      });

      test(`${lang}: a desktop menu opens on hover and by keyboard, and passes axe open`, async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(pathOf("home", lang));
        const link = page.getByRole("banner").getByRole("link", { name: t.nav.items.services });
        await expect(link).toBeHidden();
        const solutions = page.getByRole("banner").locator("summary", { hasText: t.nav.solutions });
        await solutions.hover();
        await expect(link).toBeVisible();
        await page.mouse.move(700, 600);
        await expect(link).toBeHidden();

        await solutions.focus();
        await page.keyboard.press("Enter");
        await expect(link).toBeVisible();
        await page.keyboard.press("Tab");
        await expect(page.getByRole("banner").getByRole("link", { name: t.nav.items.webApp })).toBeFocused();
        await expectNoViolations(page, "desktop menu open", mode.javaScriptEnabled);
      });

      test(`${lang}: the toggle switches language, and the choice stays with a stored preference`, async ({
        page,
        context,
        baseURL,
      }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        const stored = lang === "fr" ? "en" : "fr";
        // The visitor chose the other language on an earlier visit.
        await context.addInitScript(
          ([key, value]) => {
            if (!sessionStorage.getItem("seeded")) {
              localStorage.setItem(key as string, value as string);
              sessionStorage.setItem("seeded", "1");
            }
          },
          ["language", stored],
        );
        if (!mode.javaScriptEnabled) {
          await page.goto(pathOf("advisors", stored));
          await page.getByRole("link", { name: new RegExp(dictionaries[stored].common.nav.toggleName) }).click();
          await expect(page).toHaveURL(`${baseURL}${pathOf("advisors", lang)}`);
          return;
        }
        // Entering from outside: the stored choice is honoured.
        await page.goto(pathOf("advisors", lang));
        await expect(page).toHaveURL(`${baseURL}${pathOf("advisors", stored)}`);
        // The toggle, clicked before any module script: the visitor stays where they asked to go.
        await page.getByRole("link", { name: new RegExp(dictionaries[stored].common.nav.toggleName) }).click();
        await expect(page).toHaveURL(`${baseURL}${pathOf("advisors", lang)}`);
        await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${lang}`));
        expect(await page.evaluate(() => localStorage.getItem("language"))).toBe(lang);
        // Coming back to the home page later: the new choice holds.
        await page.goto(pathOf("home", otherLang(lang)));
        await expect(page).toHaveURL(`${baseURL}${pathOf("home", lang)}`);
      });

      test(`${lang}: every testimonial can be read`, async ({ page }) => {
        await page.goto(pathOf("home", lang));
        for (const { quote } of dictionaries[lang].pages.home.testimonials.items) {
          const text = page.getByText(quote);
          await text.scrollIntoViewIfNeeded();
          await expect(text).toBeInViewport();
        }
      });
    }

    for (const lang of languages) {
      test(`${lang}: the contact form still submits`, async ({ page }) => {
        const t = dictionaries[lang].pages.contact.form;
        await page.goto(pathOf("contact", lang));
        await page.getByLabel(t.fields.firstName, { exact: true }).fill("Noscript");
        await page.getByLabel(t.fields.lastName, { exact: true }).fill("Visitor");
        await page
          .getByLabel(t.fields.email, { exact: true })
          .fill(`noscript-${lang}-${mode.javaScriptEnabled}@example.com`);
        await page.getByLabel(t.fields.message, { exact: true }).fill("A message sent before any script ran.");
        await page.getByRole("checkbox").check();
        await page.getByRole("button", { name: t.submit }).click();
        await expect(page.getByRole("heading", { name: t.success.title })).toBeVisible();
      });
    }
  });
}
