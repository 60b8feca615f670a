import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { pathOf } from "#common/site/pages.ts";
import { createAdminUser, signIn } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * Issue 46, item 18, at 375 px: the back office's header and menu took about 290 px before any
 * content, and My account's « Fermer » buttons sat beyond the screen's right edge.
 */
const db = serverEnv.DATABASE_URL;
const base = serverEnv.SITE_URL;
const phone = { width: 375, height: 700 };

for (const javaScriptEnabled of [true, false]) {
  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: phone });

    test("the header folds its menu into a button: the page starts within 160 px, and the menu still leads everywhere", async ({
      page,
    }) => {
      const t = adminDictionaries.fr.chrome;
      const admin = await createAdminUser(db, { role: "admin" });
      await signIn(page.context().request, admin, base);
      await page.goto(adminPaths.home);
      const main = (await page.locator("main").boundingBox())?.y ?? Number.POSITIVE_INFINITY;
      expect(main).toBeLessThan(160);
      const menu = page.getByRole("navigation", { name: t.navLabel });
      await expect(menu).toBeHidden();
      await page.getByRole("button", { name: t.menu }).click();
      await expect(menu).toBeVisible();
      await expect(page.getByText(admin.email)).toBeVisible();
      await menu.getByRole("link", { name: t.nav.account }).click();
      await expect(page).toHaveURL(new RegExp(`${adminPaths.account}$`));
      // Followed, the link closes the menu (with script; without, the new page starts closed).
      await expect(page.getByRole("navigation", { name: t.navLabel })).toBeHidden();
    });
  });
}

test.describe("at 375 px", () => {
  test.use({ viewport: phone });

  test("My account's « Fermer » buttons are on screen, each row stacked under its columns' names", async ({
    page,
    browser,
  }) => {
    const t = adminDictionaries.fr.accounts.sessions;
    const staff = await createAdminUser(db, { role: "staff" });
    const other = await browser.newContext();
    try {
      await signIn(other.request, staff, base);
      await signIn(page.context().request, staff, base);
      await page.goto(adminPaths.account);
      const sessions = page.getByRole("region", { name: t.label });
      const end = sessions.getByRole("button", { name: new RegExp(`^${t.end}`) });
      await expect(end).toHaveCount(1);
      // Where it is as the page opens, without scrolling the table sideways.
      const box = await end.boundingBox();
      expect(box).not.toBeNull();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
      await expect(sessions.getByText(t.columns.lastUsed)).toBeVisible();
      await expectAccessible(page, "My account at 375 px");
      await end.click();
      await expect(page.getByRole("status")).toHaveText(t.ended);
    } finally {
      await other.close();
    }
  });

  test("the status screen's jobs stack: each job's next run is on screen, under its column's name", async ({
    page,
  }) => {
    const t = adminDictionaries.fr.status.jobs;
    const admin = await createAdminUser(db, { role: "admin" });
    await signIn(page.context().request, admin, base);
    await page.goto(adminPaths.status);
    const firstJob = page.getByRole("region", { name: t.caption }).locator("tbody tr").first();
    const nextRun = firstJob.locator("td").last();
    const box = await nextRun.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
    expect(await nextRun.evaluate((cell) => getComputedStyle(cell, "::before").content)).toContain(t.columns.nextRun);
    await expectAccessible(page, "the status screen at 375 px");
  });

  test("the resources' search box shows its whole placeholder", async ({ page }) => {
    const t = dictionaries.fr.pages.resources.text;
    await page.goto(pathOf("resources", "fr"));
    const box = page.getByRole("searchbox", { name: t.search });
    await expect(box).toHaveAttribute("placeholder", t.search);
    // The placeholder's width in the box's own font, against the room inside the box.
    const fits = await box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width <= room;
    });
    expect(fits).toBe(true);
  });
});
