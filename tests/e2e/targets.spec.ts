import type { Locator } from "@playwright/test";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { pathOf } from "#common/site/pages.ts";
import { createAdminUser, signIn } from "#tests/support/admin.ts";
import { openDay } from "#tests/support/booking-page.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * Issue 46, item 18: at 375 px, the boxes and buttons a thumb must hit are 24 px at least (WCAG
 * 2.5.8), even beside a label long enough to wrap: the booking form's radios, the back office's boxes.
 */
test.use({ viewport: { width: 375, height: 800 }, timezoneId: "America/Toronto" });

async function expectTarget(control: Locator) {
  const box = await control.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
}

test("the booking form's first radio, beside its long label, is a 24 px target", async ({ page }) => {
  await createAdminUser(serverEnv.DATABASE_URL, { role: "staff" });
  const t = dictionaries.fr.pages.booking;
  await page.goto(pathOf("booking", "fr"));
  await (await openDay(page, 12)).first().click();
  await expectTarget(page.getByRole("radio", { name: t.roles.advisor }));
});

test("a back-office box (« Je prends des démonstrations ») is a 24 px target", async ({ page }) => {
  const member = await createAdminUser(serverEnv.DATABASE_URL, { role: "staff", lang: "fr" });
  await signIn(page.context().request, member);
  await page.goto(adminPaths.availability);
  await expectTarget(page.getByRole("checkbox", { name: adminDictionaries.fr.staffProfile.takesDemos }));
});
