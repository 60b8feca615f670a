import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { languages, pathOf } from "#common/site/pages.ts";
import { createMeetingTypeStore } from "#server/booking/meeting-types.server.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { createAdminUser, signInAsFromSite } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { createMeetingType, setStaffProfile } from "#tests/support/booking.ts";
import { fillBookingDetails, openDay } from "#tests/support/booking-page.ts";
import { serverEnv } from "../../playwright.config";
import { expect, settled, tabFromFragment, test, withAndWithoutJavaScript } from "./fixtures";
import { type ServerProcess, startServer, tempDatabase } from "./server-process";

/**
 * Meeting types (decision 036): the general agents page's call to action books the 45-minute MGA
 * partnership, with and without JavaScript; admins set each type in the back office. The
 * partnership is booked on days no other booking test uses, so tests never take each other's times.
 */

test.beforeAll(async () => {
  await createAdminUser(serverEnv.DATABASE_URL, {
    role: "staff",
    email: `types-staff-${process.pid}-${Date.now()}@sobrita.test`,
  });
});

const generalAgent = { firstName: "Marc", lastName: "Tremblay", company: "Agence Tremblay", role: "mga" } as const;

const modes = [
  { name: "with JavaScript", javaScriptEnabled: true, day: 20 },
  { name: "without JavaScript", javaScriptEnabled: false, day: 24 },
] as const;

for (const mode of modes) {
  test.describe(mode.name, () => {
    test.use({ javaScriptEnabled: mode.javaScriptEnabled, timezoneId: "America/Toronto" });
    test.setTimeout(60_000);

    for (const [index, lang] of languages.entries()) {
      const t = dictionaries[lang].pages.booking;
      const name = lang === "fr" ? "Partenariat agent général" : "MGA partnership";

      test(`${lang}: books the MGA partnership from the general agents page and sees 45 minutes`, async ({ page }) => {
        await page.goto(pathOf("mga", lang));
        await page.getByRole("link", { name: dictionaries[lang].pages.mga.cta.button }).click();
        await expect(page).toHaveURL(/[?&]type=mga-partnership/);
        await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
        await expect(page.getByText(t.duration.replace("{minutes}", "45"))).toBeVisible();
        if (mode.javaScriptEnabled) await expectAccessible(page, "MGA partnership times");

        await (await openDay(page, mode.day + index)).first().click();
        await fillBookingDetails(page, lang, `mga-${lang}-${mode.day}-${process.pid}@agence.test`, {
          who: generalAgent,
        });
        await page.getByRole("button", { name: t.submit }).click();

        await expect(page.getByRole("heading", { level: 1, name: t.meetingTypes.booked })).toBeVisible();
        const what = t.meetingTypes.what.replace("{type}", name).replace("{minutes}", "45");
        await expect(page.getByText(what)).toBeVisible();
        // The invitation names the meeting and lasts 45 minutes.
        const href = await page.getByRole("link", { name: t.confirmation.calendar }).getAttribute("href");
        const ics = await (await page.request.get(href ?? "")).text();
        expect(ics).toContain(`SUMMARY:${name}`);
        const [start, end] = ["DTSTART", "DTEND"].map(
          (key) => /(\d{8}T\d{6})Z?/.exec(ics.split(`${key}`)[1] ?? "")?.[1],
        );
        const minutes = (text: string) => Number(text.slice(9, 11)) * 60 + Number(text.slice(11, 13));
        expect(minutes(end ?? "") - minutes(start ?? "")).toBe(45);
        if (mode.javaScriptEnabled) await expectAccessible(page, "MGA partnership confirmation");
      });
    }
  });
}

test.describe("an unknown type", () => {
  test.use({ expectedConsoleErrors: /status of 404/ });
  test("is a 404, not the demo", async ({ page }) => {
    const response = await page.goto(`${pathOf("booking", "en")}?type=nothing`);
    expect(response?.status()).toBe(404);
  });
});

/**
 * The back office's meeting types, on a site of their own: on the shared one, every member the suite
 * has made by then is a possible host of every type (131 members and 12 types in a CI run, some 1,600
 * boxes), and axe and role lookups over that page outlasted the test's minute on a loaded machine. A
 * team's page lists its own few members; this one does too.
 */
const site = { database: "", server: undefined as unknown as ServerProcess };
test.beforeAll(async () => {
  site.database = tempDatabase();
  site.server = await startServer(0, { DATABASE_URL: site.database });
});
test.afterAll(() => site.server?.stop());

for (const lang of languages) {
  const t = adminDictionaries[lang];
  withAndWithoutJavaScript(
    (javaScriptEnabled) => {
      // A length out of bounds is refused with a 400, which the browser reports.
      test.use({ expectedConsoleErrors: /status of 400/ });

      test(`${lang}: an admin sets a meeting type; a length out of bounds changes nothing`, async ({ page }) => {
        const type = await createMeetingType(site.database);
        const admin = await createAdminUser(site.database, { lang });
        await signInAsFromSite(page, admin, site.server.url, serverEnv.SITE_URL);
        await page.goto(`${site.server.url}${adminPaths.meetingTypes}`);
        await expect(page.getByRole("heading", { level: 1, name: t.meetingTypes.title })).toBeVisible();
        if (javaScriptEnabled) await expectAccessible(page, "meeting types");
        const panel = page.getByRole("region", { name: type.name[lang] });
        await panel.getByLabel(t.meetingTypes.minutes).fill("5");
        await panel.getByLabel(t.meetingTypes.buffer).fill("10");
        await panel.getByRole("button", { name: t.meetingTypes.save }).click();
        await expect(page.getByText(t.meetingTypes.invalid)).toBeVisible();
        // What was typed stays in the form, with or without JavaScript; nothing was saved.
        await expect(panel.getByLabel(t.meetingTypes.buffer)).toHaveValue("10");
        expect(await storedType(type.slug)).toMatchObject({ minutes: 30, bufferMinutes: 15 });
        // A length of 0 flags the length, and it alone, with its own message (issue 46).
        await settled(page, javaScriptEnabled);
        await panel.getByLabel(t.meetingTypes.minutes).fill("0");
        await panel.getByRole("button", { name: t.meetingTypes.save }).click();
        const length = panel.getByLabel(t.meetingTypes.minutes);
        await expect(length).toHaveAttribute("aria-invalid", "true");
        await expect(length).toHaveAccessibleDescription(t.meetingTypes.errors.minutes);
        for (const name of [t.meetingTypes.nameFr, t.meetingTypes.nameEn, t.meetingTypes.buffer])
          await expect(panel.getByLabel(name)).not.toHaveAttribute("aria-invalid");
        const summary = panel.getByRole("alert");
        await expect(summary).toContainText(t.meetingTypes.errors.minutes);
        if (javaScriptEnabled) {
          await expect(summary).toBeFocused();
          await expectAccessible(page, "a meeting type's length in error", [1440]);
        }
        await summary.getByRole("link", { name: t.meetingTypes.minutes }).click();
        await expect(length).toBeFocused();
        expect(await storedType(type.slug)).toMatchObject({ minutes: 30, bufferMinutes: 15 });
        await settled(page, javaScriptEnabled);
        await panel.getByLabel(t.meetingTypes.minutes).fill("50");
        await panel.getByRole("button", { name: t.meetingTypes.save }).click();
        await expect(page.getByText(t.meetingTypes.saved)).toBeVisible();
        await expect(panel.getByLabel(t.meetingTypes.minutes)).toHaveValue("50");
        expect(await storedType(type.slug)).toMatchObject({ minutes: 50, bufferMinutes: 10 });
        await expect(page.getByRole("navigation").getByRole("link", { name: t.chrome.nav.meetingTypes })).toBeVisible();
      });
    },
    (on) => `${lang}, JavaScript ${on ? "on" : "off"}`,
  );
}

/**
 * Hosts (issue 46): only members booking may offer are listed, by name, never an editor; a save
 * whose ticked host stopped taking meetings since the page opened is refused, its message on the
 * hosts field saying why, and changes nothing.
 */
for (const lang of languages) {
  const t = adminDictionaries[lang].meetingTypes;
  withAndWithoutJavaScript(
    (javaScriptEnabled) => {
      test.use({ expectedConsoleErrors: /status of 400/ });

      test(`${lang}: lists hosts by name, never an editor, and refuses a type left with no bookable host`, async ({
        page,
      }) => {
        const type = await createMeetingType(site.database);
        const tag = `${process.pid}${Date.now()}${javaScriptEnabled ? "a" : "b"}${lang}`;
        const editor = await createAdminUser(site.database, { role: "editor" });
        const host = await createAdminUser(site.database, { role: "staff" });
        await setStaffProfile(site.database, editor.id, { firstName: `Rédactrice${tag}` });
        await setStaffProfile(site.database, host.id, { firstName: `Hôte${tag}` });
        await signInAsFromSite(
          page,
          await createAdminUser(site.database, { lang }),
          site.server.url,
          serverEnv.SITE_URL,
        );
        await page.goto(`${site.server.url}${adminPaths.meetingTypes}`);
        const panel = page.getByRole("region", { name: type.name[lang] });
        const hosts = panel.getByRole("group", { name: t.who });
        await expect(hosts.getByRole("checkbox", { name: `Hôte${tag}`, exact: true })).toBeVisible();
        await expect(hosts.getByRole("checkbox", { name: new RegExp(`Rédactrice${tag}`) })).toHaveCount(0);
        await expect(hosts.getByText(host.email)).toHaveCount(0);

        await hosts.getByRole("checkbox", { name: `Hôte${tag}`, exact: true }).check();
        // Meanwhile the member stops taking demos: no one ticked could take this type.
        await setStaffProfile(site.database, host.id, { takesDemos: false });
        await panel.getByRole("button", { name: t.save }).click();
        const summary = panel.getByRole("alert");
        await expect(summary).toContainText(t.errors.staffNotHost);
        if (javaScriptEnabled) await expect(summary).toBeFocused();
        await expect(hosts).toHaveAccessibleDescription(`${t.whoHint} ${t.errors.staffNotHost}`);
        await expect(panel.getByLabel(t.minutes)).not.toHaveAttribute("aria-invalid");
        expect(await storedType(type.slug)).toMatchObject({ staffUserIds: null });
        // Reloaded, the list no longer offers them.
        await page.goto(`${site.server.url}${adminPaths.meetingTypes}`);
        await expect(hosts.getByRole("checkbox", { name: `Hôte${tag}`, exact: true })).toHaveCount(0);
      });
    },
    (on) => `hosts, ${lang}, JavaScript ${on ? "on" : "off"}`,
  );
}

/**
 * Two tabs open on the same type (decision 047): the second save, made from what the first replaced,
 * is a 409 that changes nothing and keeps what was typed. Saving again then replaces the first;
 * or the admin loads the current settings instead.
 */
const conflicts = [
  { lang: "fr", javaScriptEnabled: true },
  { lang: "en", javaScriptEnabled: false },
] as const;

for (const { lang, javaScriptEnabled } of conflicts) {
  const t = adminDictionaries[lang].meetingTypes;
  test.describe(`${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, expectedConsoleErrors: /status of 409/ });

    test(`${lang}: a save made over another's is refused, keeps what was typed, and can replace it or give way`, async ({
      page,
    }) => {
      const type = await createMeetingType(site.database);
      await signInAsFromSite(page, await createAdminUser(site.database, { lang }), site.server.url, serverEnv.SITE_URL);
      const other = await page.context().newPage();
      for (const tab of [page, other]) await tab.goto(`${site.server.url}${adminPaths.meetingTypes}`);
      const panelIn = (tab: typeof page) => tab.getByRole("region", { name: type.name[lang] });

      await panelIn(other).getByLabel(t.minutes).fill("50");
      await panelIn(other).getByRole("button", { name: t.save }).click();
      await expect(other.getByText(t.saved)).toBeVisible();

      const panel = panelIn(page);
      await panel.getByLabel(t.buffer).fill("5");
      await panel.getByRole("button", { name: t.save }).click();
      await expect(panel.getByRole("alert")).toContainText(t.stale);
      if (javaScriptEnabled) await expect(panel.getByRole("alert")).toBeFocused();
      await expect(panel.getByLabel(t.buffer)).toHaveValue("5");
      await expect(panel.getByLabel(t.minutes)).toHaveValue("30");
      expect(await storedType(type.slug)).toMatchObject({ minutes: 50, bufferMinutes: 15 });

      if (javaScriptEnabled) {
        await expectAccessible(page, "a refused meeting type save", [1440]);
        await panel.getByRole("button", { name: t.save }).click();
        await expect(page.getByText(t.saved)).toBeVisible();
        expect(await storedType(type.slug)).toMatchObject({ minutes: 30, bufferMinutes: 5 });
      } else {
        // The answer opens at this type: the first Tab reaches the message's link.
        await tabFromFragment(page);
        await expect(panel.getByRole("link", { name: t.staleCurrent })).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(panelIn(page).getByLabel(t.minutes)).toHaveValue("50");
        await expect(panelIn(page).getByLabel(t.buffer)).toHaveValue("15");
        expect(await storedType(type.slug)).toMatchObject({ minutes: 50, bufferMinutes: 15 });
      }
    });
  });
}

async function storedType(slug: string) {
  const app = await openDatabase(site.database);
  try {
    return await createMeetingTypeStore(app).get(slug);
  } finally {
    await app.close();
  }
}
