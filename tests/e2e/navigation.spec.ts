import { pathOf } from "../../app/site/pages";
import { expect, test } from "./fixtures";

test.describe("desktop navigation", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a dropdown opens on hover, closes when the mouse leaves, and its links work", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    const trigger = nav.getByRole("button", { name: "Solutions" });
    await trigger.hover();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(256);
    expect(box?.width).toBeLessThanOrEqual(384);
    await page.mouse.move(5, 600);
    await expect(menu).toBeHidden();

    await trigger.hover();
    await page.getByRole("menuitem", { name: /Application web/ }).click();
    await expect(page).toHaveURL(pathOf("webApp", "fr"));
  });

  test("a dropdown works by keyboard: Enter opens, arrows move, Escape closes and gives focus back", async ({
    page,
  }) => {
    await page.goto("/en");
    const trigger = page
      .getByRole("navigation", { name: "Main navigation" })
      .getByRole("button", { name: "Resources" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menu")).toBeVisible();
    // The first entry (guides) has no page yet: it is a label, skipped by the arrow keys.
    const guides = page.getByRole("menuitem", { name: /guides/i });
    await expect(guides).toHaveAttribute("aria-disabled", "true");
    expect(await guides.evaluate((el) => el.tagName)).not.toBe("A");
    await expect(page.getByRole("menuitem", { name: /Webinars/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: /Conferences/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press("Space");
    await expect(page.getByRole("menu")).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(pathOf("conferences", "en"));
  });

  test("the active page is marked for home and about", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await expect(nav.getByRole("link", { name: "Accueil" })).toHaveAttribute("aria-current", "page");
    await page.goto(pathOf("about", "fr"));
    await expect(nav.getByRole("link", { name: "Accueil" })).not.toHaveAttribute("aria-current", "page");
    await nav.getByRole("button", { name: "À propos" }).hover();
    await expect(page.getByRole("menuitem", { name: "À propos de nous" })).toHaveAttribute("aria-current", "page");
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
