import { adminDictionaries } from "../../app/admin/content/dictionary.server";
import { adminPaths } from "../../app/admin/paths";
import { dictionaries } from "../../app/content/dictionary.server";
import { pathOf } from "../../app/site/pages";
import { serverEnv } from "../../playwright.config";
import { createAdminUser, signIn } from "../support/admin";
import { expectAccessible } from "../support/axe";
import { expect, test } from "./fixtures";

/** The back office's side of booking: the meetings list with cancel, and a member's hours and time off. */

// A video room that is not an https address is refused with a 400, which the browser reports.
test.use({ expectedConsoleErrors: /status of 400/ });

for (const lang of ["fr", "en"] as const) {
  const t = adminDictionaries[lang];

  test(`${lang}: an admin sees a booked meeting, cancels it, and sets a member's hours and time off`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const admin = await createAdminUser(serverEnv.DATABASE_URL, { lang });
    // A visitor books on the site, without JavaScript's help needed.
    const booking = dictionaries.fr.pages.booking;
    const fields = dictionaries.fr.pages.contact.form.fields;
    await page.goto(pathOf("booking", "fr"));
    await page.locator("#moments > ul > li").nth(15).locator("summary").click();
    await page.locator("#moments > ul > li").nth(15).getByRole("link").first().click();
    await page.getByLabel(fields.firstName, { exact: true }).fill("Admin");
    await page.getByLabel(fields.lastName, { exact: true }).fill(`Visible-${lang}`);
    await page.getByLabel(fields.email).fill(`admin-view-${lang}@cabinet.test`);
    await page.getByLabel(booking.fields.company).fill("Cabinet Test");
    await page.getByLabel(booking.roles.other).check();
    await page.getByLabel(fields.consent).check();
    await page.getByRole("button", { name: booking.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: booking.confirmation.booked })).toBeVisible();

    await signIn(page.context().request, admin);
    await page.goto(`${adminPaths.meetings}?staff=all&when=upcoming`);
    await expect(page.getByRole("heading", { level: 1, name: t.meetings.title })).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(`Visible-${lang}`) });
    await expect(row).toContainText(t.meetings.status.booked);
    await expectAccessible(page, "meetings");
    await row.getByRole("button", { name: new RegExp(t.meetings.cancel) }).click();
    await expect(page.getByText(t.meetings.cancelled)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(`Visible-${lang}`) })).toContainText(
      t.meetings.status.cancelled,
    );

    await page.goto(adminPaths.availability);
    await expect(page.getByText(t.availability.defaults)).toBeVisible();
    await expectAccessible(page, "availability");
    await page.getByLabel(t.staffProfile.firstName).fill("Sophie");
    await page.getByLabel(t.staffProfile.videoUrl).fill("http://zoom.example/sophie");
    await page.getByRole("button", { name: t.staffProfile.save }).click();
    await expect(page.getByText(t.staffProfile.invalidVideoUrl)).toBeVisible();
    await page.getByLabel(t.staffProfile.videoUrl).fill("https://zoom.example.com/my/sophie");
    await page.getByRole("button", { name: t.staffProfile.save }).click();
    await expect(page.getByText(t.staffProfile.saved)).toBeVisible();
    await expect(page.getByLabel(t.staffProfile.videoUrl)).toHaveValue("https://zoom.example.com/my/sophie");
    await expect(page.getByLabel(t.staffProfile.takesDemos)).toBeChecked();
    // Hours that end before they start: the message names the day.
    await page.getByLabel(`${t.availability.weekdays[2]}, ${t.availability.to}`).fill("08:00");
    await page.getByRole("button", { name: t.availability.save }).click();
    await expect(
      page.getByText(t.staffProfile.invalidDayHours.replace("{day}", t.availability.weekdays[2])),
    ).toBeVisible();
    await page.getByLabel(`${t.availability.weekdays[2]}, ${t.availability.to}`).fill("17:00");
    await page.getByLabel(t.availability.weekdays[5], { exact: true }).uncheck();
    await page.getByRole("button", { name: t.availability.save }).click();
    await expect(page.getByText(t.availability.saved)).toBeVisible();
    await expect(page.getByLabel(t.availability.weekdays[5], { exact: true })).not.toBeChecked();
    await expect(page.getByLabel(t.availability.weekdays[1], { exact: true })).toBeChecked();

    await page.getByLabel(t.availability.firstDay).fill("2027-01-04");
    await page.getByLabel(t.availability.lastDay).fill("2027-01-08");
    await page.getByRole("button", { name: t.availability.addTimeOff }).click();
    await expect(page.getByText(t.availability.timeOffAdded)).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "2027" })).toHaveCount(1);
    await page.getByRole("button", { name: new RegExp(t.availability.remove) }).click();
    await expect(page.getByText(t.availability.removed)).toBeVisible();
    await expect(page.getByText(t.availability.noTimeOff)).toBeVisible();
  });
}
