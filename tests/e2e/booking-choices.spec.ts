import { bookingHref, bookingParams } from "#common/booking/paths.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { type Lang, languages, pathOf } from "#common/site/pages.ts";
import { createAdminUser } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { dayHeading, dayLinks, dayTimes, fillBookingDetails, openDay } from "#tests/support/booking-page.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * What the walk through booking asked for (issue 25, decision 031): a month view, a chosen time
 * zone with Montréal's beside it, focus where the visitor is, errors that name their fields, a
 * time no longer offered said as such, and a meeting page with its video link, online calendars
 * and an optional reason to cancel. With and without JavaScript, in both languages. Each test
 * books on a day of its own, after those booking.spec.ts uses.
 */

const text = (lang: Lang) => {
  const { pages } = dictionaries[lang];
  return { t: pages.booking, aids: pages.booking.visitAids, fields: pages.contact.form.fields };
};

test.beforeAll(async () => {
  await createAdminUser(serverEnv.DATABASE_URL, {
    role: "staff",
    email: `choices-${process.pid}-${Date.now()}@sobrita.test`,
  });
});

const modes = [
  { name: "with JavaScript", javaScriptEnabled: true, day: 15 },
  { name: "without JavaScript", javaScriptEnabled: false, day: 17 },
] as const;

for (const mode of modes) {
  test.describe(mode.name, () => {
    test.use({ javaScriptEnabled: mode.javaScriptEnabled, timezoneId: "America/Toronto" });
    test.use({ expectedConsoleErrors: /status of (400|409)/ });
    test.setTimeout(90_000);

    for (const [index, lang] of languages.entries()) {
      const { t, aids, fields } = text(lang);

      test(`${lang}: a day from the month, a time in another zone, errors by field, then cancel with a reason`, async ({
        page,
      }) => {
        await page.goto(pathOf("booking", lang));
        // The month view: each free day links to the page that lists its times, and the times come into view.
        const times = await openDay(page, mode.day + index);
        const label =
          (await dayLinks(page)
            .nth(mode.day - 1 + index)
            .getAttribute("aria-label")) ?? "";
        const dayName = label.split(/\s?:/)[0] ?? "";
        await expect(dayHeading(page)).toContainText(dayName, { ignoreCase: true });
        await expect(times.first()).toBeInViewport();
        if (mode.javaScriptEnabled) await expectAccessible(page, "month view");

        // Read in Vancouver's time: the same day's times say so, and the chosen one gives Montréal's beside it.
        await page.getByLabel(aids.zoneChoice.label).selectOption("America/Vancouver");
        await page.getByRole("button", { name: aids.zoneChoice.submit }).click();
        await expect(dayHeading(page)).toContainText(dayName, { ignoreCase: true });
        const firstTime = times.first();
        await expect(firstTime).toHaveAttribute("aria-label", lang === "fr" ? /heure du Pacifique/ : /Pacific Time/);
        await firstTime.click();
        // Focus on the form's heading, which the sticky header does not cover.
        await expect(page.locator("#details")).toBeFocused();
        const heading = await page.locator("#details").boundingBox();
        const header = await page.locator("header").first().boundingBox();
        expect(heading?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
        const beside = aids.easternBeside.replace("{time}", "");
        await expect(page.getByText(beside.trim())).toBeVisible();

        // Fields in error: the summary names each, as a link to it. (Without JavaScript the browser
        // checks the address and the box itself; a message too short only the server sees.)
        await fillBookingDetails(page, lang, mode.javaScriptEnabled ? "pas-une-adresse" : "julie@cabinet-gagnon.ca");
        await page.getByLabel(t.fields.message).fill("Court");
        if (mode.javaScriptEnabled) await page.getByLabel(fields.consent).uncheck();
        await page.getByRole("button", { name: t.submit }).click();
        const summary = page.getByRole("alert");
        await expect(summary.getByRole("link", { name: t.fields.message })).toBeVisible();
        if (mode.javaScriptEnabled) {
          await expect(summary.getByRole("link", { name: fields.email })).toBeVisible();
          await summary.getByRole("link", { name: aids.summaryFields.consent }).click();
          await expect(page.getByLabel(fields.consent)).toBeFocused();
        } else {
          expect(new URL(page.url()).hash).toBe("#details");
        }
        await page.getByLabel(t.fields.message).fill("");
        if (mode.javaScriptEnabled) await expectAccessible(page, "errors by field");

        await page.getByLabel(fields.email).fill(`choix-${lang}-${mode.javaScriptEnabled}@cabinet-gagnon.ca`);
        await page.getByLabel(fields.consent).check();
        await page.getByRole("button", { name: t.submit }).click();
        await expect(page.getByRole("heading", { level: 1, name: t.confirmation.booked })).toBeVisible();

        // The video link is a link; Google and Outlook are offered beside the .ics.
        await expect(page.getByRole("link", { name: aids.joinVideo })).toHaveAttribute("href", /^https:\/\//);
        await expect(page.getByRole("link", { name: aids.addTo.google })).toHaveAttribute(
          "href",
          /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
        );
        await expect(page.getByRole("link", { name: aids.addTo.outlook })).toHaveAttribute(
          "href",
          /^https:\/\/outlook\.live\.com\/calendar\//,
        );
        if (mode.javaScriptEnabled) await expectAccessible(page, "confirmation with its links");

        await page.getByText(t.confirmation.cancel, { exact: true }).click();
        await page.getByLabel(aids.cancelReason.label).fill("Un imprévu");
        await page.getByRole("button", { name: t.confirmation.cancelConfirm }).click();
        await expect(page.getByRole("heading", { level: 1, name: t.confirmation.cancelled })).toBeVisible();
        await expect(page.getByRole("link", { name: aids.joinVideo })).toHaveCount(0);
        if (mode.javaScriptEnabled) await expect(page.locator("#main")).toBeFocused();
      });
    }

    test("fr: a day with no free time left lists the next one, and links lead to the days on either side", async ({
      page,
    }) => {
      const { aids } = text("fr");
      await page.goto(pathOf("booking", "fr"));
      const days = await dayLinks(page).evaluateAll(
        (links, param) =>
          links.map((link) => ({
            key: new URL(link.getAttribute("href") ?? "", "http://x").searchParams.get(param) ?? "",
            label: (link.getAttribute("aria-label") ?? "").split(/\u00a0?:/)[0] ?? "",
          })),
        bookingParams.fr.day,
      );
      // The first day after the first free one that has no time (a weekend, at the default hours).
      const free = new Set(days.map((day) => day.key));
      const next = new Date(`${days[0]?.key}T12:00:00Z`);
      do next.setUTCDate(next.getUTCDate() + 1);
      while (free.has(next.toISOString().slice(0, 10)));
      const missing = next.toISOString().slice(0, 10);
      const after = days.findIndex((day) => day.key > missing);

      await page.goto(bookingHref("fr", { day: missing }));
      await expect(page.getByText(aids.dayNotFree.replace("{day}", days[after]?.label ?? ""))).toBeVisible();
      await expect(dayLinks(page).nth(after)).toHaveAttribute("aria-current", "date");
      await page.getByRole("link", { name: new RegExp(`^${aids.month.nextDay}`) }).click();
      await expect(dayLinks(page).nth(after + 1)).toHaveAttribute("aria-current", "date");
      await expect(dayHeading(page)).toContainText(days[after + 1]?.label ?? "", { ignoreCase: true });
      await page.getByRole("link", { name: new RegExp(`^${aids.month.previousDay}`) }).click();
      await expect(dayLinks(page).nth(after)).toHaveAttribute("aria-current", "date");
      await expect(page.getByText(aids.dayNotFree.split(".")[0] ?? "")).toHaveCount(0);
    });

    test("fr: a past or made-up time is no longer available, not taken by someone else", async ({ page }) => {
      const { t, aids } = text("fr");
      for (const time of ["2020-01-06T15:00:00.000Z", "pas-une-date"]) {
        await page.goto(bookingHref("fr", { time }));
        await expect(page.getByText(aids.noLongerFree)).toBeVisible();
        await expect(page.getByText(t.errors.taken)).toHaveCount(0);
      }
    });
  });
}

test("fr: at 375 px, a day's times sit three to a row, and the first of the month reads « 1er »", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(pathOf("booking", "fr"));
  const tops = await dayTimes(page).evaluateAll((all) =>
    all.slice(0, 3).map((link) => link.getBoundingClientRect().top),
  );
  expect(new Set(tops).size).toBe(1);
  const labels = await dayLinks(page).evaluateAll((all) => all.map((link) => link.getAttribute("aria-label") ?? ""));
  const first = labels.find((label) => / 1(er)? /.test(label));
  if (first) expect(first).toMatch(/ 1er /);
});

test.describe("keyboard only", () => {
  test.use({ timezoneId: "America/Toronto" });
  test("fr: move a meeting to a day of the month, then cancel it", async ({ page }) => {
    test.setTimeout(90_000);
    const { t, aids } = text("fr");
    const tabTo = async (name: string | RegExp) => {
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press("Tab");
        const focused = await page.evaluate(
          () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent ?? "",
        );
        if (typeof name === "string" ? focused.trim() === name : name.test(focused)) return;
      }
      throw new Error(`never reached ${name}`);
    };
    await page.goto(pathOf("booking", "fr"));
    // The month's last free day: far from the days the other tests book. It was the 20th, which is
    // not there once today's last time has passed on a month with 19 other weekdays (a holiday in it).
    await (await openDay(page, await dayLinks(page).count())).first().click();
    await fillBookingDetails(page, "fr", "clavier-deplace@cabinet-gagnon.ca");
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.confirmation.booked })).toBeVisible();

    // From the meeting's page to the move, a day of the month, its first time, and the move.
    await tabTo(t.confirmation.reschedule);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: t.reschedule.title })).toBeVisible();
    await expect(page.getByRole("heading", { name: t.reschedule.title })).toHaveCount(1);
    await tabTo(/^mardi|^mercredi|^jeudi|^vendredi|^lundi/);
    await page.keyboard.press("Enter");
    await expect(dayHeading(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAttribute("aria-label", /heure de l’Est/);
    await page.keyboard.press("Enter");
    await expect(page.locator("#details")).toBeFocused();
    await tabTo(t.reschedule.submit);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: t.confirmation.rescheduled })).toBeVisible();

    // Cancel, with a reason, by keyboard; focus then goes to the main content.
    await tabTo(t.confirmation.cancel);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(aids.cancelReason.label)).toBeFocused();
    await page.keyboard.type("Un autre moment, plus tard");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: t.confirmation.cancelConfirm })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: t.confirmation.cancelled })).toBeVisible();
    await expect(page.locator("#main")).toBeFocused();
  });
});
