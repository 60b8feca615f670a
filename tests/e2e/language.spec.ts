import { pathOf } from "#common/site/pages.ts";
import { expect, test } from "./fixtures";

test("the toggle goes to the same page in the other language and back, and remembers", async ({ page }) => {
  await page.goto(pathOf("advisors", "fr"));
  const toggle = page.getByRole("banner").getByRole("link", { name: /^EN/ }).first();
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(page).toHaveURL(pathOf("advisors", "en"));
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");

  await page.getByRole("banner").getByRole("link", { name: /^FR/ }).first().click();
  await expect(page).toHaveURL(pathOf("advisors", "fr"));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("fr");
});

test("a stored English preference takes a French URL to its English twin on load", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => localStorage.setItem("language", "en"));
  await page.goto("/");
  await expect(page).toHaveURL("/en");
  await page.goto(`${pathOf("about", "fr")}?ref=abc`);
  await expect(page).toHaveURL(`${pathOf("about", "en")}?ref=abc`);
});

test("a stored French preference takes an English URL to its French twin", async ({ page }) => {
  await page.goto("/en");
  await page.evaluate(() => localStorage.setItem("language", "fr"));
  await page.goto(pathOf("mga", "en"));
  await expect(page).toHaveURL(pathOf("mga", "fr"));
});
