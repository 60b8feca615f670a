import type { Page } from "@playwright/test";
import { bookingHref, bookingParams } from "#common/booking/paths.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { type Lang, languages, pathOf } from "#common/site/pages.ts";
import { createAdminUser } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { movedAsOftenAsAllowed, takeTimeFromEveryone } from "#tests/support/booking.ts";
import { dayHeading, dayLinks, dayTimes, fillBookingDetails, openDay } from "#tests/support/booking-page.ts";
import { serverEnv } from "../../playwright.config";
import { expect, settled, test } from "./fixtures";
import { startServer, tempDatabase } from "./server-process";

/**
 * Booking a demo in the browser, in both languages, with and without JavaScript: choose a time,
 * give one's details, see the confirmation, move the meeting, cancel it. Each test books on a day
 * of its own, so tests never take each other's times.
 */

const text = (lang: Lang) => {
  const { pages } = dictionaries[lang];
  return { t: pages.booking, fields: pages.contact.form.fields };
};

test.beforeAll(async () => {
  // A fresh install's one account: the default hours apply to it.
  await createAdminUser(serverEnv.DATABASE_URL, {
    role: "staff",
    email: `booking-staff-${process.pid}-${Date.now()}@sobrita.test`,
  });
});

/** axe runs in the page: without JavaScript it cannot, and the same markup is checked with it. */
async function axe(page: Page, where: string, javaScriptEnabled = true) {
  if (javaScriptEnabled) await expectAccessible(page, where);
}

/** Lists the n-th free day's times (counting from 1) and picks its first; returns that time's accessible name. */
async function pickTime(page: Page, day: number): Promise<string> {
  const link = (await openDay(page, day)).first();
  const name = (await link.getAttribute("aria-label")) ?? "";
  await link.click();
  return name;
}

const modes = [
  { name: "with JavaScript", javaScriptEnabled: true, day: 2 },
  { name: "without JavaScript", javaScriptEnabled: false, day: 6 },
] as const;

for (const mode of modes) {
  test.describe(mode.name, () => {
    test.use({ javaScriptEnabled: mode.javaScriptEnabled, timezoneId: "America/Toronto" });
    // The browser reports a refused form's 400 (without JavaScript) and a lost race's 409 to the console.
    test.use({ expectedConsoleErrors: /status of (400|409)/ });
    test.setTimeout(90_000);

    for (const [index, lang] of languages.entries()) {
      const { t } = text(lang);

      test(`${lang}: book, see the confirmation, move and cancel`, async ({ page }) => {
        const day = mode.day + index * 2;
        await page.goto(pathOf("booking", lang));
        await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
        await axe(page, "free times", mode.javaScriptEnabled);
        // With script, picking a time stays in the page (the times are plain links with one handler).
        if (mode.javaScriptEnabled) await page.evaluate(() => Object.assign(window, { samePage: true }));
        const chosen = await pickTime(page, day);
        expect(chosen).toMatch(lang === "fr" ? /\d+\u00a0h\u00a0\d{2} \(heure de l’Est\)$/ : /\(Eastern Time\)$/);
        await expect(page.getByRole("heading", { name: t.detailsTitle })).toBeVisible();
        expect(await page.evaluate(() => "samePage" in window)).toBe(mode.javaScriptEnabled);

        // A message too short is refused, in the page's language (by the server without JavaScript).
        await fillBookingDetails(page, lang, `julie-${lang}-${mode.javaScriptEnabled}@cabinet-gagnon.ca`, {
          advisors: "4",
        });
        await page.getByLabel(t.fields.message).fill("Court");
        await page.getByRole("button", { name: t.submit }).click();
        await expect(page.getByText(dictionaries[lang].pages.contact.form.errors.summary)).toBeVisible();
        await expect(page.getByLabel(t.fields.message)).toHaveAttribute("aria-invalid", "true");
        if (mode.javaScriptEnabled) await expect(page.getByLabel(t.fields.message)).toBeFocused();
        await axe(page, "form with errors", mode.javaScriptEnabled);
        // A CI run at 20:00 UTC saw the second submission never go (see `settled`).
        await settled(page, mode.javaScriptEnabled);

        await page.getByLabel(t.fields.message).fill("");
        await expect(page.getByLabel(t.fields.message)).toHaveValue("");
        await page.getByRole("button", { name: t.submit }).click();
        await expect(page.getByRole("heading", { level: 1, name: t.confirmation.booked })).toBeVisible();
        await expect(page.getByText(chosen.replace(/^./, (c) => c.toUpperCase()))).toBeVisible();
        await expect(page.getByRole("link", { name: t.confirmation.calendar })).toHaveAttribute(
          "href",
          /invitation\.ics$/,
        );
        await axe(page, "confirmation", mode.javaScriptEnabled);

        // The calendar file is a REQUEST for this meeting.
        const icsHref = (await page.getByRole("link", { name: t.confirmation.calendar }).getAttribute("href")) ?? "";
        const ics = await page.request.get(icsHref);
        expect(ics.headers()["content-type"]).toContain("text/calendar");
        expect(await ics.text()).toContain("METHOD:REQUEST");

        await page.getByRole("link", { name: t.confirmation.reschedule }).click();
        await expect(page.getByRole("heading", { level: 1, name: t.reschedule.title })).toBeVisible();
        const moved = await pickTime(page, day + 1);
        await page.getByRole("button", { name: t.reschedule.submit }).click();
        await expect(page.getByRole("heading", { level: 1, name: t.confirmation.rescheduled })).toBeVisible();
        await expect(page.getByText(moved.replace(/^./, (c) => c.toUpperCase()))).toBeVisible();

        await page.getByText(t.confirmation.cancel, { exact: true }).click();
        await page.getByRole("button", { name: t.confirmation.cancelConfirm }).click();
        await expect(page.getByRole("heading", { level: 1, name: t.confirmation.cancelled })).toBeVisible();
        await expect(page.getByRole("link", { name: t.confirmation.reschedule })).toHaveCount(0);
        // Once cancelled, the link only says so: no details, no calendar file, no action.
        await expect(page.getByText(moved.replace(/^./, (c) => c.toUpperCase()))).toHaveCount(0);
        await expect(page.getByRole("main").locator("dl")).toHaveCount(0);
        await expect(page.getByText(t.confirmation.cancel, { exact: true })).toHaveCount(0);
        expect((await page.request.get(icsHref)).status()).toBe(404);
      });
    }

    const limitLang: Lang = mode.javaScriptEnabled ? "fr" : "en";
    test(`${limitLang}: once moved five times, the meeting's page offers to write to the team`, async ({ page }) => {
      const lang = limitLang;
      const { t } = text(lang);
      await page.goto(pathOf("booking", lang));
      await pickTime(page, mode.javaScriptEnabled ? 13 : 14);
      await fillBookingDetails(page, lang, `cinq-fois-${mode.javaScriptEnabled}@cabinet-gagnon.ca`, { advisors: "4" });
      await page.getByRole("button", { name: t.submit }).click();
      await expect(page.getByRole("heading", { level: 1, name: t.confirmation.booked })).toBeVisible();
      // Without JavaScript the form was sent to its #details, and the browser keeps that fragment across the redirect.
      const confirmation = page.url().replace(/#details$/, "");
      const token = new URL(confirmation).pathname.split("/").at(-1) ?? "";
      await movedAsOftenAsAllowed(serverEnv.DATABASE_URL, token);

      await page.reload();
      await expect(page.getByText(t.moveLimit.text.replace("{moves}", "5"))).toBeVisible();
      await expect(page.getByRole("link", { name: t.moveLimit.link })).toHaveAttribute("href", pathOf("contact", lang));
      await expect(page.getByRole("link", { name: t.confirmation.reschedule })).toHaveCount(0);
      await axe(page, "moved five times", mode.javaScriptEnabled);
      // The move page, from an older email, leads back here.
      await page.goto(bookingHref(lang, { move: token }));
      await expect(page).toHaveURL(confirmation);
      await page.getByRole("link", { name: t.moveLimit.link }).click();
      await expect(page).toHaveURL(new RegExp(`${pathOf("contact", lang)}$`));
    });

    // On a site of its own, with one member: on the shared site, a member another test made after the
    // time was taken from everyone was free then, and the "taken" time was booked (a CI run).
    test.describe("on a site of its own", () => {
      // Its pages' analytics beacon, sent from beside the build's own address, is refused (403).
      test.use({ expectedConsoleErrors: /status of (400|403|409)/ });

      test("fr: a time just taken comes back with the next free times and every answer kept", async ({ page }) => {
        const lang = "fr";
        const { t } = text(lang);
        const day = mode.day + 4;
        const database = tempDatabase();
        await createAdminUser(database, { role: "staff" });
        const server = await startServer(0, { DATABASE_URL: database });
        try {
          await page.goto(`${server.url}${pathOf("booking", lang)}`);
          await pickTime(page, day);
          await fillBookingDetails(page, lang, `lent-${mode.javaScriptEnabled}@cabinet-gagnon.ca`, { advisors: "4" });
          await page.getByLabel(t.fields.message).fill("Une démonstration pour notre équipe.");

          // Others, faster, book the same time with every member free then.
          const chosen = new URL(page.url()).searchParams.get(bookingParams[lang].time) ?? "";
          expect(await takeTimeFromEveryone(database, new Date(chosen))).toBeGreaterThan(0);

          await page.getByRole("button", { name: t.submit }).click();
          await expect(page.getByText(t.errors.taken)).toBeVisible();
          await expect(page.getByRole("group", { name: t.errors.takenChoose }).getByRole("radio")).not.toHaveCount(0);
          await expect(page.getByLabel(t.fields.message)).toHaveValue("Une démonstration pour notre équipe.");
          await expect(page.getByLabel(t.fields.company)).toHaveValue("Cabinet Gagnon");
          await axe(page, "just taken", mode.javaScriptEnabled);
          await page.getByRole("button", { name: t.submit }).click();
          await expect(page.getByRole("heading", { level: 1, name: t.confirmation.booked })).toBeVisible();
        } finally {
          // The page first: its last beacon must find the server still up.
          await page.close();
          await server.stop();
        }
      });
    });
  });
}

test("en: times are shown in the visitor's own time zone once the page runs", async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: "America/Vancouver" });
  const page = await context.newPage();
  await page.goto(pathOf("booking", "en"));
  await expect(page.getByText("Times shown in Pacific Time.")).toBeVisible();
  const first = dayTimes(page).first();
  await expect(first).toHaveAttribute("aria-label", /\(Pacific Time\)$/);
  await context.close();
});

test("fr: a time opened in a new tab loads there, and the times stay where they were", async ({ page }) => {
  await page.goto(pathOf("booking", "fr"));
  const link = dayTimes(page).first();
  const [tab] = await Promise.all([page.context().waitForEvent("page"), link.click({ modifiers: ["ControlOrMeta"] })]);
  await expect(tab.getByRole("heading", { name: text("fr").t.detailsTitle })).toBeVisible();
  await expect(page.getByRole("heading", { name: text("fr").t.detailsTitle })).toHaveCount(0);
  await tab.close();
});

test.describe("in Montréal", () => {
  test.use({ timezoneId: "America/Toronto" });
  test("fr: keyboard only, from the times to the confirmation", async ({ page }) => {
    const { t } = text("fr");
    await page.goto(pathOf("booking", "fr"));
    const day = dayLinks(page).nth(11);
    await day.focus();
    await page.keyboard.press("Enter");
    // The day's times are listed, and focus is on their heading: the next Tab reaches the first.
    await expect(day).toHaveAttribute("aria-current", "date");
    await expect(dayHeading(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAttribute("aria-label", /heure de l’Est/);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: t.detailsTitle })).toBeVisible();
    await page.getByLabel("Prénom", { exact: true }).focus();
    await page.keyboard.type("Julie");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Gagnon");
    await page.keyboard.press("Tab");
    await page.keyboard.type("clavier@cabinet-gagnon.ca");
    await page.keyboard.press("Tab"); // phone
    await page.keyboard.press("Tab");
    await page.keyboard.type("Cabinet Gagnon");
    await page.keyboard.press("Tab"); // advisors
    await page.keyboard.press("Tab"); // the role radios
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab"); // message
    await page.keyboard.press("Tab"); // consent
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab"); // privacy link
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveText(t.submit);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: t.confirmation.booked })).toBeVisible();
  });
});

test("every « Prendre rendez-vous » leads to the booking page, and the contact page offers it", async ({ page }) => {
  await page.goto(pathOf("home", "fr"));
  await page
    .getByRole("main")
    .getByRole("link", { name: /Prendre rendez-vous/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/rendez-vous$/);
  await page.goto(pathOf("contact", "en"));
  await page
    .getByRole("main")
    .getByRole("link", { name: text("en").t.contactOffer.link })
    .click();
  await expect(page).toHaveURL(/\/en\/book-a-demo$/);
});
