import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { pathOf } from "#common/site/pages.ts";
import { createAdminUser, signIn } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { openDay } from "#tests/support/booking-page.ts";
import { serverEnv } from "../../playwright.config";
import { expect, tabFromFragment, test } from "./fixtures";

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
    await (await openDay(page, 16)).first().click();
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
    // The answer shows in the meeting's row, where the page now is (decision 049).
    const cancelled = page.getByRole("row", { name: new RegExp(`Visible-${lang}`) });
    await expect(cancelled.getByRole("status")).toHaveText(t.meetings.cancelled);
    await expect(cancelled.getByRole("status")).toBeInViewport();
    await expect(page).toHaveURL(/#meeting-\d+-actions$/);
    await expect(cancelled).toContainText(t.meetings.status.cancelled);

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

/**
 * A member's hours and profile, open in two tabs (decision 047): the later save, made from what the
 * first replaced, is a 409 that changes nothing and keeps what was typed; saving again replaces the
 * first, or the link gives way to it.
 */
const conflicts = [
  { lang: "fr", javaScriptEnabled: true },
  { lang: "en", javaScriptEnabled: false },
] as const;

for (const { lang, javaScriptEnabled } of conflicts) {
  const t = adminDictionaries[lang];
  test.describe(`${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, expectedConsoleErrors: /status of 409/ });

    test(`${lang}: a member's hours or profile saved over another's save are refused and kept`, async ({ page }) => {
      const admin = await createAdminUser(serverEnv.DATABASE_URL, { lang });
      const member = await createAdminUser(serverEnv.DATABASE_URL, { role: "staff" });
      await signIn(page.context().request, admin);
      const other = await page.context().newPage();
      const memberPage = `${adminPaths.availability}?user=${member.id}`;
      for (const tab of [page, other]) await tab.goto(memberPage);
      const tuesdayEnd = `${t.availability.weekdays[2]}, ${t.availability.to}`;

      // An admin is told whose page this is, since its text says "you".
      await expect(page.getByText(t.availability.otherMember.replace("{email}", member.email))).toBeVisible();

      // The member's own tab (here, the other one) saves first; the answer is in the section saved.
      await other.getByLabel(tuesdayEnd).fill("12:00");
      await other.getByRole("button", { name: t.availability.save }).click();
      const hoursSection = other.getByRole("region", { name: `${t.availability.hoursTitle} — ${member.email}` });
      await expect(hoursSection.getByText(t.availability.saved)).toBeVisible();

      await page.getByLabel(t.availability.weekdays[5], { exact: true }).uncheck();
      await page.getByRole("button", { name: t.availability.save }).click();
      const alert = page.getByRole("alert");
      await expect(alert).toContainText(t.availability.stale);
      if (javaScriptEnabled) await expect(alert).toBeFocused();
      // With or without script, the page opens at the hours, and the next Tab reaches the way out.
      if (javaScriptEnabled) await page.keyboard.press("Tab");
      else await tabFromFragment(page);
      await expect(alert.getByRole("link", { name: t.availability.staleCurrent })).toBeFocused();
      await expect(page.getByLabel(t.availability.weekdays[5], { exact: true })).not.toBeChecked();
      await expect(page.getByLabel(tuesdayEnd)).toHaveValue("17:00");

      if (javaScriptEnabled) {
        await expectAccessible(page, "refused hours", [1440]);
        await page.getByRole("button", { name: t.availability.save }).click();
        await expect(page.getByText(t.availability.saved)).toBeVisible();
        await expect(page.getByLabel(tuesdayEnd)).toHaveValue("17:00");
        await expect(page.getByLabel(t.availability.weekdays[5], { exact: true })).not.toBeChecked();
      } else {
        await alert.getByRole("link", { name: t.availability.staleCurrent }).click();
        await expect(page.getByLabel(tuesdayEnd)).toHaveValue("12:00");
        await expect(page.getByLabel(t.availability.weekdays[5], { exact: true })).toBeChecked();
      }

      // The profile, the same way: the other tab was opened before this save.
      await page.goto(memberPage);
      await other.goto(memberPage);
      await page.getByLabel(t.staffProfile.firstName).fill("Sophie");
      await page.getByRole("button", { name: t.staffProfile.save }).click();
      await expect(page.getByText(t.staffProfile.saved)).toBeVisible();
      await other.getByLabel(t.staffProfile.takesDemos).uncheck();
      await other.getByRole("button", { name: t.staffProfile.save }).click();
      await expect(other.getByRole("alert")).toContainText(t.staffProfile.stale);
      await expect(other.getByLabel(t.staffProfile.takesDemos)).not.toBeChecked();
      await other.goto(memberPage);
      await expect(other.getByLabel(t.staffProfile.firstName)).toHaveValue("Sophie");
      await expect(other.getByLabel(t.staffProfile.takesDemos)).toBeChecked();
    });
  });
}
