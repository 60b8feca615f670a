import type { Locator } from "@playwright/test";
import { pathOf } from "#common/site/pages.ts";
import { holdModules } from "#tests/support/hold-modules.ts";
import { expect, test } from "./fixtures";

/** The list of links a menu's summary shows and hides. */
async function panelOf(trigger: Locator): Promise<Locator> {
  return trigger.locator("xpath=following-sibling::div");
}

/** Open, as the browser tells assistive technology: the menu's <details> is open. */
function expectOpen(trigger: Locator, open: boolean) {
  return expect(trigger.locator("xpath=..")).toHaveJSProperty("open", open);
}

test.describe("desktop navigation", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a dropdown opens on hover, closes when the mouse leaves, and its links work", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    const trigger = nav.locator("summary", { hasText: "Solutions" });
    await trigger.hover();
    const menu = await panelOf(trigger);
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(256);
    expect(box?.width).toBeLessThanOrEqual(384);
    await page.mouse.move(5, 600);
    await expect(menu).toBeHidden();

    await trigger.hover();
    await menu.getByRole("link", { name: /Application web/ }).click();
    await expect(page).toHaveURL(pathOf("webApp", "fr"));
  });

  test("a dropdown works by keyboard: Enter opens, arrows move, Escape closes and gives focus back", async ({
    page,
  }) => {
    await page.goto("/en");
    const trigger = page
      .getByRole("navigation", { name: "Main navigation" })
      .locator("summary", { hasText: "Resources" });
    const menu = await panelOf(trigger);
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await expectOpen(trigger, true);
    // Guides have their list now (decision 033): the first entry is a link.
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: /guides/i })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: /Webinars/ })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(menu.getByRole("link", { name: /guides/i })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Space");
    await expect(menu).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: /guides/i })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: /Webinars/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: /Conferences/ })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(pathOf("conferences", "en"));
    // A new page, loaded whole (issue 56): the keyboard starts at its top, on the skip link, once its
    // script has wired the menus the next steps use.
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-site-ready"));
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();

    // A closed menu opens with the down arrow, straight onto its first link.
    const about = page.getByRole("navigation", { name: "Main navigation" }).locator("summary", { hasText: "About" });
    await about.focus();
    await page.keyboard.press("ArrowDown");
    await expect((await panelOf(about)).getByRole("link", { name: "About us" })).toBeFocused();
  });

  test("the active page is marked for home and about", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link", { name: "Accueil" })).toHaveAttribute("aria-current", "page");
    await page.goto(pathOf("about", "fr"));
    await expect(nav.getByRole("link", { name: "Accueil" })).not.toHaveAttribute("aria-current", "page");
    await nav.locator("summary", { hasText: "À propos" }).hover();
    await expect(nav.getByRole("link", { name: "À propos de nous" })).toHaveAttribute("aria-current", "page");
  });

  test("the header's call to action goes to the contact page", async ({ page }) => {
    await page.goto("/en");
    await page.getByRole("banner").getByRole("link", { name: "Talk to an expert" }).click();
    await expect(page).toHaveURL(/\/en\/contact/);
  });
});

test.describe("mobile navigation", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the menu button opens the same entries and a language button, Escape closes it", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Ouvrir le menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeHidden();
    await button.click();
    const panel = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(panel).toBeVisible();
    await expect(page.getByRole("button", { name: "Fermer le menu" })).toHaveAttribute("aria-expanded", "true");
    for (const name of [
      "Application web",
      "Services professionnels",
      "Conseillers",
      "Agents généraux",
      "Webinaires",
      "Nous joindre",
    ]) {
      await expect(panel.getByRole("link", { name: new RegExp(name) })).toBeVisible();
    }
    await expect(panel.getByRole("link", { name: /^EN/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeFocused();

    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page
      .getByRole("navigation", { name: "Navigation principale" })
      .getByRole("link", { name: "Conseillers" })
      .click();
    await expect(page).toHaveURL(pathOf("advisors", "fr"));
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeHidden();
  });
});

test.describe("a menu opened before the scripts run", () => {
  test.use({ awaitHydration: false });

  test("the mobile menu stays open once the page has hydrated", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const release = await holdModules(page);
    // The held script holds the load event: the page is there once the response has come.
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const panel = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(panel).toBeVisible();
    release();
    // The button's aria-expanded is set by the script's first effects, in the same pass as any closing.
    const button = page.getByRole("button", { name: "Fermer le menu" });
    await expect(button).toHaveAttribute("aria-expanded", "true");
    expect(await panel.evaluate((nav) => nav.matches(":popover-open"))).toBe(true);
  });

  test("a desktop menu stays open once the page has hydrated", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const release = await holdModules(page);
    await page.goto("/en", { waitUntil: "commit" });
    const trigger = page
      .getByRole("navigation", { name: "Main navigation" })
      .locator("summary", { hasText: "Solutions" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expectOpen(trigger, true);
    release();
    // The header's first effects (the mobile button's aria-expanded among them) have run: the one that
    // closes a menu when a link is followed left this one open.
    await expect(page.locator("button[popovertarget][aria-expanded]")).toHaveCount(1);
    await expectOpen(trigger, true);
  });
});

test.describe("touch", () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

  test("a dropdown opens and closes with a tap", async ({ page }) => {
    await page.goto("/en");
    const trigger = page
      .getByRole("navigation", { name: "Main navigation" })
      .locator("summary", { hasText: "Solutions" });
    await trigger.tap();
    const menu = await panelOf(trigger);
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: /Professional services/ }).tap();
    await expect(page).toHaveURL(pathOf("services", "en"));
  });
});
