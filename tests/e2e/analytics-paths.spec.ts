import type { Browser, Page } from "@playwright/test";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { type Lang, languages, pathOf } from "#common/site/pages.ts";
import { createAdminUser } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { openDay } from "#tests/support/booking-page.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { type ServerProcess, startServer, tempDatabase } from "./server-process";

/**
 * The path to a lead (issue 28), tried from outside: a visitor from a newsletter reads a page,
 * follows a link out, hits a missing address and books a demo; the dashboard shows the channel, the
 * funnel, the link, the address and the conversion. The server and its database are this file's
 * own, so every figure read here was made here. The browser still believes it is on the site's
 * address (SITE_URL): each request is handed to this server, so the beacon's Origin is the site's.
 */
const site = serverEnv.SITE_URL;
const fr = adminDictionaries.fr;

let server: ServerProcess;
let database: string;

// Retries, until the cause is found: the keyboard funnel test has run past its 120 s, waiting on
// `browser.newContext` for its second routed context after the first closed (2026-11-25: once in
// four CI runs, then once in a full run on the merged main, which passed on its retry in 8 s).
test.describe.configure({ mode: "serial", retries: 2 });
test.setTimeout(120_000);

test.beforeAll(async () => {
  database = tempDatabase();
  server = await startServer(0, { DATABASE_URL: database, ANALYTICS_FLUSH_MS: "200", ANALYTICS_ROLLUP_MS: "500" });
  // One member to book with.
  await createAdminUser(database, { role: "staff", email: "paths-staff@sobrita.test" });
});

test.afterAll(async () => {
  await server?.stop();
});

/** A browser context whose requests to the site go to this file's server; other hosts get a blank page. */
async function routedContext(browser: Browser, options: { userAgent?: string; javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ timezoneId: "America/Toronto", ...options });
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== site) return route.fulfill({ contentType: "text/html", body: "<title>Ailleurs</title>" });
    // The Host stays the site's, as a proxy in front would keep it: form actions check it against the Origin.
    try {
      const response = await route.fetch({
        url: `${server.url}${url.pathname}${url.search}`,
        headers: { ...route.request().headers(), host: url.host },
        maxRedirects: 0,
        // A kept-alive socket the server closed as the visitor typed resets the next request before
        // the server reads it (ECONNRESET, seen once in CI): Playwright's own retry sends it again.
        maxRetries: 1,
      });
      // A page's redirect (a form's POST answered 303) comes back as a page that goes there itself:
      // Chromium follows a redirect fulfilled here without asking this handler for its target, which
      // would then reach the site's own server instead of this file's.
      const location = response.headers().location;
      if (route.request().isNavigationRequest() && response.status() >= 300 && response.status() < 400 && location)
        return route.fulfill({
          contentType: "text/html",
          body: `<meta http-equiv="refresh" content="0; url=${new URL(location, site).href}">`,
        });
      await route.fulfill({ response });
    } catch (error) {
      // A request still on its way (a beacon, an icon) when its context closes has no one left to answer.
      if (!/disposed|closed/.test((error as Error).message)) throw error;
    }
  });
  return context;
}

const visitorAgent = () =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Visit/${Math.random().toString(36).slice(2, 10)}`;

const beaconAnswered = (page: Page) =>
  page.waitForResponse((response) => response.url() === `${site}/api/event` && response.request().method() === "POST");

/** Opens a page, waits for it to hydrate and for its view to be counted. */
async function visit(page: Page, path: string, status = 200) {
  const counted = beaconAnswered(page);
  const response = await page.goto(`${site}${path}`);
  expect(response?.status()).toBe(status);
  expect((await counted).status()).toBe(202);
}

async function signedIn(browser: Browser, lang: Lang, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await routedContext(browser, options);
  const user = await createAdminUser(database, { role: "admin", lang });
  // Signed in over HTTP as the form would, to this file's server under the site's name: the
  // session cookie lands in the context (cookies do not look at the port).
  const signedIn = await context.request.post(`${server.url}/admin/sign-in`, {
    headers: { origin: site, host: new URL(site).host },
    form: { email: user.email, password: user.password, next: "/admin" },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  return context;
}

/** The cells of a row of a table named `table`, found by its row header; reloads until the roll-up has it. */
async function expectRow(page: Page, table: string, first: string, cells: string[]) {
  await expect(async () => {
    await page.reload();
    const row = page
      .getByRole("region", { name: table, exact: true })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: first, exact: true }) });
    await expect(row.getByRole("cell")).toHaveText(cells, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test("a visit from utm_medium=email that reads a page, follows a link out, hits a missing address and books a demo", async ({
  browser,
}) => {
  const visitor = await routedContext(browser, { userAgent: visitorAgent() });
  const page = await visitor.newPage();
  await visit(page, "/?utm_source=infolettre&utm_medium=email&utm_campaign=novembre");
  await visit(page, pathOf("mga", "fr"));

  const outbound = beaconAnswered(page);
  // The footer's link to the company's LinkedIn page opens in a new tab.
  await page.getByRole("link", { name: /^LinkedIn/ }).click();
  expect((await outbound).status()).toBe(202);

  await visit(page, "/vieille-page-des-agents?ref=courriel", 404);

  const booking = dictionaries.fr.pages.booking;
  const fields = dictionaries.fr.pages.contact.form.fields;
  await visit(page, pathOf("booking", "fr"));
  await (await openDay(page, 2)).first().click();
  await page.getByLabel(fields.firstName, { exact: true }).fill("Julie");
  await page.getByLabel(fields.lastName, { exact: true }).fill("Gagnon");
  await page.getByLabel(fields.email).fill("julie@cabinet-chemin.ca");
  await page.getByLabel(booking.fields.company).fill("Cabinet Chemin");
  await page.getByLabel(booking.roles.advisor).check();
  await page.getByLabel(booking.fields.advisors).fill("4");
  await page.getByLabel(fields.consent).check();
  await page.getByRole("button", { name: booking.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: booking.confirmation.booked })).toBeVisible();
  await visitor.close();

  const admin = await signedIn(browser, "fr");
  const dashboard = await admin.newPage();
  await dashboard.goto(`${site}/admin/analytics?range=7`);
  const t = fr.analytics;
  const p = fr.analyticsPaths;
  const funnel = p.funnels.defaultName;
  // Views: the home page, the MGA page, the missing address, the booking page.
  await expectRow(dashboard, t.tables.channels, t.values.channels.email, ["1", "4", "1", "100\u00a0%"]);
  await expectRow(dashboard, funnel, `1. ${p.funnels.anyPage}`, ["1", "100\u00a0%", "–"]);
  await expectRow(dashboard, funnel, `2. Page ${pathOf("booking", "fr")}`, ["1", "100\u00a0%", "0"]);
  await expectRow(dashboard, funnel, `3. ${p.funnels.events.booking}`, ["1", "100\u00a0%", "0"]);
  await expectRow(dashboard, p.funnels.byChannel.replace("{name}", funnel), t.values.channels.email, [
    "1",
    "1",
    "1",
    "100\u00a0%",
  ]);
  await expectRow(dashboard, p.tables.outbound, "linkedin.com", ["1", "1"]);
  await expectRow(dashboard, p.tables.missing, "/vieille-page-des-agents", ["1", "1"]);
  await expectRow(dashboard, p.tables.forms, p.forms.booking, ["1", "1", "100\u00a0%"]);
  await expectRow(dashboard, t.tables.landings, "/", ["1", "4", "1", "100\u00a0%"]);
  // Next to each funnel: it counts journeys within one day.
  await expect(dashboard.getByText(p.funnels.withinDay)).toHaveCount(1);
  await expect(dashboard.getByText(p.comparison.noBefore.replace("{days}", "7")).first()).toBeVisible();
  // The address's query and the visitor's way in are nowhere in what the dashboard shows.
  await expect(dashboard.getByText("ref=courriel")).toHaveCount(0);
  await admin.close();
});

test("the new parts of the dashboard pass axe at 375 and 1440 px, in French and English", async ({ browser }) => {
  for (const lang of languages) {
    const admin = await signedIn(browser, lang);
    const page = await admin.newPage();
    await page.goto(`${site}/admin/analytics?range=30`);
    await expect(
      page.getByRole("heading", { name: adminDictionaries[lang].analyticsPaths.funnels.title }),
    ).toBeVisible();
    await expectAccessible(page, `analytics dashboard (${lang})`);
    await page.goto(`${site}/admin/analytics/funnels`);
    await expectAccessible(page, `funnels (${lang})`);
    await page.goto(`${site}/admin/account`);
    await expectAccessible(page, `my account (${lang})`);
    await admin.close();
  }
});

test("an admin defines a funnel with the keyboard alone: the MGA page, then a demo booked", async ({ browser }) => {
  const admin = await signedIn(browser, "fr");
  const page = await admin.newPage();
  const a = fr.analyticsPaths.funnelAdmin;
  await page.goto(`${site}/admin/analytics/funnels`);
  await page.getByLabel(a.name).focus();
  await page.keyboard.type("Agents généraux vers une démo");
  const step = (n: number) => page.getByRole("group", { name: a.step.replace("{n}", String(n)) });
  const press = async (...keys: string[]) => {
    for (const key of keys) await page.keyboard.press(key);
  };
  // Arrow keys change a closed list's choice: "Page" is one down from "None", "Event" two.
  await press("Tab");
  await expect(step(1).getByLabel(a.kind, { exact: true })).toBeFocused();
  await press("ArrowDown", "Tab");
  await page.keyboard.type(pathOf("mga", "fr"));
  await press("Tab", "Tab");
  await expect(step(2).getByLabel(a.kind, { exact: true })).toBeFocused();
  await press("ArrowDown", "ArrowDown", "Tab", "Tab");
  await expect(step(2).getByLabel(a.event, { exact: true })).toBeFocused();
  // "Demo booked" is the last of the six events.
  await press("End");
  await expect(step(2).getByLabel(a.event, { exact: true })).toHaveValue("booking");
  await expect(step(2).getByLabel(a.kind, { exact: true })).toHaveValue("event");
  // Enter in a text field sends its form, as in any browser form.
  await press("Shift+Tab");
  await expect(step(2).getByLabel(a.pattern, { exact: true })).toBeFocused();
  const sent = page.waitForResponse((response) => response.request().method() === "POST");
  await page.keyboard.press("Enter");
  await sent;
  // Closed only once nothing is on its way: a route handler still fetching as its context closes is
  // the likeliest cause of the hang noted above, though not a proven one (it never came on demand).
  await page.waitForLoadState("networkidle");
  await admin.close();

  // Read back in a context of its own: in this routed setup the page after a POST's redirect loses
  // the session (the same flow on the site itself keeps it; see the other back-office tests).
  const reader = await signedIn(browser, "fr");
  const check = await reader.newPage();
  await check.goto(`${site}/admin/analytics/funnels`);
  await expect(
    check.getByText(`Page ${pathOf("mga", "fr")} → ${fr.analyticsPaths.funnels.events.booking}`),
  ).toBeVisible();

  // The first test's visitor went from the MGA page to a booked demo today.
  await check.goto(`${site}/admin/analytics?range=7`);
  const name = "Agents généraux vers une démo";
  await expectRow(check, name, `1. Page ${pathOf("mga", "fr")}`, ["1", "100\u00a0%", "–"]);
  await expectRow(check, name, `2. ${fr.analyticsPaths.funnels.events.booking}`, ["1", "100\u00a0%", "0"]);
  await reader.close();
});

test.describe("without JavaScript", () => {
  test("the funnels, their note and the new tables are in the page, and a funnel is made and deleted by plain forms", async ({
    browser,
  }) => {
    const admin = await signedIn(browser, "en", { javaScriptEnabled: false });
    const page = await admin.newPage();
    const p = adminDictionaries.en.analyticsPaths;
    await page.goto(`${site}/admin/analytics?range=7`);
    await expect(page.getByText(p.funnels.withinDay).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: p.funnels.defaultName, exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: p.tables.missing })).toBeVisible();
    await expect(page.getByRole("heading", { name: p.live.title })).toBeVisible();

    await page.goto(`${site}/admin/analytics/funnels`);
    await page.getByLabel(p.funnelAdmin.name).fill("Without script");
    await page
      .getByRole("group", { name: "Step 1" })
      .getByLabel(p.funnelAdmin.kind, { exact: true })
      .selectOption("page");
    await page
      .getByRole("group", { name: "Step 1" })
      .getByLabel(p.funnelAdmin.pattern, { exact: true })
      .fill("/ressources*");
    // One step only: refused, in English, nothing made; the page opens at the form and its refusal,
    // below the list on a phone.
    await page.setViewportSize({ width: 375, height: 700 });
    await page.getByRole("button", { name: p.funnelAdmin.create }).click();
    await expect(page.getByText(p.funnelAdmin.invalid)).toBeInViewport();
    await page.getByLabel(p.funnelAdmin.name).fill("Without script");
    await page
      .getByRole("group", { name: "Step 1" })
      .getByLabel(p.funnelAdmin.kind, { exact: true })
      .selectOption("page");
    await page
      .getByRole("group", { name: "Step 1" })
      .getByLabel(p.funnelAdmin.pattern, { exact: true })
      .fill("/ressources*");
    await page
      .getByRole("group", { name: "Step 2" })
      .getByLabel(p.funnelAdmin.kind, { exact: true })
      .selectOption("event");
    await page
      .getByRole("group", { name: "Step 2" })
      .getByLabel(p.funnelAdmin.event, { exact: true })
      .selectOption("download");
    const created = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: p.funnelAdmin.create }).click();
    await created;
    await admin.close();
    // Read back in a context of its own (see the keyboard test), then deleted by its plain form.
    const reader = await signedIn(browser, "en", { javaScriptEnabled: false });
    const check = await reader.newPage();
    await check.goto(`${site}/admin/analytics/funnels`);
    await expect(check.getByText("Page /ressources* → File downloaded")).toBeVisible();
    await check.getByRole("button", { name: `${p.funnelAdmin.remove} – Without script` }).click();
    await reader.close();
    const last = await signedIn(browser, "en", { javaScriptEnabled: false });
    const after = await last.newPage();
    await after.goto(`${site}/admin/analytics/funnels`);
    await expect(after.getByText("Without script")).toHaveCount(0);
    await last.close();
  });

  for (const lang of languages) {
    test(`a page address with more than 5 stars is refused with its reason, in ${lang}, and no funnel is made`, async ({
      browser,
    }) => {
      const admin = await signedIn(browser, lang, { javaScriptEnabled: false });
      const page = await admin.newPage();
      const p = adminDictionaries[lang].analyticsPaths.funnelAdmin;
      const name = `Étoiles ${lang}`;
      await page.goto(`${site}/admin/analytics/funnels`);
      await expect(page.getByText(p.patternHint)).toBeVisible();
      await page.getByLabel(p.name).fill(name);
      for (const [n, kind, value] of [
        ["1", "page", "/***********Q"],
        ["2", "page", "/agents-generaux"],
      ] as const) {
        const step = page.getByRole("group", { name: p.step.replace("{n}", n) });
        await step.getByLabel(p.kind, { exact: true }).selectOption(kind);
        await step.getByLabel(p.pattern, { exact: true }).fill(value);
      }
      const answered = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: p.create }).click();
      expect((await answered).status()).toBe(400);
      await expect(page.getByText(p.tooManyStars)).toBeInViewport();
      await page.goto(`${site}/admin/analytics/funnels`);
      await expect(page.getByText(name)).toHaveCount(0);
      await admin.close();
    });
  }
});
