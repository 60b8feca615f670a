import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { sql } from "kysely";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { createAdminUser, signIn } from "#tests/support/admin.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./leads";

/**
 * Cookieless analytics end to end (decision 010): a visit from a campaign and a lead, as the
 * dashboard shows them; what the database keeps of them; hostile beacons.
 *
 * Chromium's headless user agent is a robot's (isbot), and never counted: each visitor here is a
 * browser context with a user agent of its own, so tests running alongside never mix with it.
 */
const db = serverEnv.DATABASE_URL;
const base = serverEnv.SITE_URL;
const t = adminDictionaries.fr.analytics;

function visitorAgent(): string {
  const token = Math.random().toString(36).slice(2, 10);
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Visit/${token}`;
}

/** Opens a page and waits for its view to be counted (the beacon is sent once the page is idle). */
async function visit(page: Page, path: string) {
  const counted = page.waitForResponse(
    (response) => response.url() === `${base}/api/event` && response.request().method() === "POST",
  );
  await page.goto(path);
  expect((await counted).status()).toBe(202);
}

/** Every row of every table but the lead's own, as text. */
async function everythingButLeads(): Promise<Record<string, string>> {
  const app = await openDatabase(db);
  try {
    const tables = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(app.db);
    const dump: Record<string, string> = {};
    for (const { name } of tables.rows) {
      // The lead itself, and the inbox's full-text index of it (FTS5 keeps its own copy of the text).
      // The staff member's own session keeps their browser and address for My account (decision 032).
      // The outbox keeps the team's notice of the lead as it was written, as long as the lead (decision 072).
      if (name === "leads" || name.startsWith("leads_search") || name === "sessions" || name === "outbox") continue;
      dump[name] = JSON.stringify((await sql`select * from ${sql.table(name)}`.execute(app.db)).rows);
    }
    return dump;
  } finally {
    await app.close();
  }
}

async function signedInPage(browser: Browser, lang: "fr" | "en" = "fr") {
  const context = await browser.newContext();
  await signIn(context.request, await createAdminUser(db, { role: "staff", lang }), base);
  return context.newPage();
}

/** The values of a table's row, as shown: reloads until the roll-up has counted what is expected. */
async function expectRow(page: Page, table: string, first: string, cells: string[]) {
  await expect(async () => {
    await page.reload();
    const row = page
      .getByRole("region", { name: table })
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: first, exact: true }) });
    await expect(row.getByRole("cell")).toHaveText(cells, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

const userAgent = visitorAgent();

test.describe("a visitor's browser", () => {
  test.use({ userAgent });

  test("a visit from a newsletter, then a lead: one visitor, two views and one conversion from newsletter", async ({
    browser,
    page,
  }) => {
    // A source and a campaign of this test's own: other tests count visits on the same server, even on "/".
    const tag = `t${Math.random().toString(36).slice(2, 10)}`;
    await visit(page, `/?utm_source=newsletter-${tag}&utm_medium=email&utm_campaign=launch-${tag}`);
    await visit(page, "/contact");

    const form = dictionaries.fr.pages.contact.form;
    const email = uniqueEmail("analytics");
    await page.getByLabel(form.fields.firstName, { exact: true }).fill("Zéphirine");
    await page.getByLabel(form.fields.lastName, { exact: true }).fill("Analytiqua");
    await page.getByLabel(form.fields.email, { exact: true }).fill(email);
    await page.getByLabel(form.fields.message, { exact: true }).fill("Bonjour, j’aimerais une démonstration.");
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: form.submit }).click();
    await expect(page.getByRole("heading", { name: form.success.title })).toBeVisible();

    const dashboard = await signedInPage(browser);
    await dashboard.goto("/admin/analytics?range=7");
    // Source, visitors, page views, conversions, rate.
    await expectRow(dashboard, t.tables.sources, `newsletter-${tag}`, ["1", "2", "1", "100\u00a0%"]);
    await expectRow(dashboard, t.tables.campaigns, `launch-${tag}`, ["1", "2", "1", "100\u00a0%"]);

    // What the database keeps of it all: nothing that names the visitor, outside the lead itself.
    const dump = await everythingButLeads();
    expect(Object.keys(dump)).toEqual(expect.arrayContaining(["analytics_events", "analytics_conversions"]));
    expect(dump.analytics_events).toContain(`newsletter-${tag}`);
    for (const [table, rows] of Object.entries(dump)) {
      for (const secret of [
        userAgent,
        userAgent.split(" ").at(-1) as string,
        "127.0.0.1",
        email,
        "Zéphirine",
        "Analytiqua",
      ]) {
        expect(rows.includes(secret), `${table} holds ${secret}`).toBe(false);
      }
    }
  });
});

test("hostile beacons are refused with a 4xx and leave nothing behind", async ({ request }) => {
  const marker = `hostile${Date.now()}`;
  const headers = { "content-type": "text/plain;charset=UTF-8", "user-agent": visitorAgent() };
  const post = (data: string, extra: Record<string, string> = {}) =>
    request.post("/api/event", { headers: { ...headers, ...extra }, data });
  const refused: [ReturnType<typeof post>, number][] = [
    [post(`{"p":"/","s":"${marker}"`), 400],
    [post(JSON.stringify({ p: "/", s: marker, extra: 1 })), 400],
    [post(JSON.stringify({ p: "/nowhere", s: marker })), 422],
    [post(JSON.stringify({ p: "/", s: marker, r: "x".repeat(5000) })), 413],
    [post(JSON.stringify({ p: "/", s: marker }), { "content-type": "application/x-www-form-urlencoded" }), 415],
    [post(JSON.stringify({ p: "/", s: marker }), { origin: "https://evil.example" }), 403],
    [post(JSON.stringify({ p: "/", s: marker }), { "sec-fetch-site": "cross-site" }), 403],
  ];
  for (const [response, status] of refused) expect((await response).status()).toBe(status);
  // Refusals say so in the language of the page that sent them.
  const english = await post("{", { referer: `${base}/en/advisors` });
  expect(await english.text()).toBe(dictionaries.en.httpErrors.badRequest);
  expect(await (await post("{")).text()).toBe(dictionaries.fr.httpErrors.badRequest);
  // A robot is not told it was ignored.
  expect((await post(JSON.stringify({ p: "/", s: marker }), { "user-agent": "Googlebot/2.1" })).status()).toBe(204);

  // One accepted view after them: once it is written, anything accepted before it would be too.
  expect((await post(JSON.stringify({ p: "/", s: `ok${marker}` }))).status()).toBe(202);
  await expect
    .poll(async () => (await everythingButLeads()).analytics_events, { timeout: 10_000 })
    .toContain(`ok${marker}`);
  const events = (await everythingButLeads()).analytics_events ?? "";
  expect(events.split(`ok${marker}`).join("")).not.toContain(marker);
});

test("a CSV export is plain values, with a visitor's formula made inert", async ({ browser, request }) => {
  const marker = `csv${Date.now()}`;
  const formula = `=HYPERLINK("https://evil.example","${marker}")`;
  const response = await request.post("/api/event", {
    headers: { "content-type": "text/plain", "user-agent": visitorAgent() },
    data: JSON.stringify({ p: "/en/advisors", s: marker, c: formula }),
  });
  expect(response.status()).toBe(202);
  const page = await signedInPage(browser);
  await expect(async () => {
    const csv = await (await page.request.get("/admin/analytics/export?table=campaigns&range=7")).text();
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""${marker}"")"`);
  }).toPass({ timeout: 15_000 });
  const sources = await page.request.get("/admin/analytics/export?table=sources&range=7");
  expect(sources.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(await sources.text()).toMatch(
    /^\ufeff"Source","Visiteurs","Pages vues","Conversions","Taux de conversion"\r\n/,
  );
  expect((await page.request.get("/admin/analytics/export?table=nope&range=7")).status()).toBe(400);
  expect((await page.request.get("/admin/analytics?range=custom&from=2026-02-30&to=2026-01-01")).status()).toBe(400);
  const anonymous = await request.get("/admin/analytics/export?table=sources&range=7");
  expect(anonymous.status()).toBe(401);
});

test("the dashboard's range form works from the keyboard", async ({ browser }) => {
  const page = await signedInPage(browser);
  await page.goto("/admin/analytics");
  await expect(page.getByRole("radio", { name: t.ranges["30"] })).toBeChecked();
  await page.getByRole("radio", { name: t.ranges["30"] }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: t.ranges["90"] })).toBeChecked();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/range=90/);
  await expect(page.getByRole("region", { name: t.tables.daily }).getByRole("row")).toHaveCount(91);
});

for (const width of [375, 1440]) {
  for (const lang of ["fr", "en"] as const) {
    test(`the dashboard has no axe violation at ${width} px in ${lang}`, async ({ browser }) => {
      const page = await signedInPage(browser, lang);
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/analytics?range=90");
      // The chart's module is fetched once the page has hydrated: two steps after the load.
      await expect(page.locator(".recharts-wrapper")).toBeVisible({ timeout: 20_000 });
      const { violations } = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze();
      expect(
        violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
      ).toEqual([]);
      // Best practice too (issue 46, item 19): every landmark tells itself apart from the others.
      const landmarks = await new AxeBuilder({ page }).withRules(["landmark-unique"]).analyze();
      expect(landmarks.violations.map((violation) => violation.nodes.map((node) => node.target).join(", "))).toEqual(
        [],
      );
      // The axes read at 14 px at least, and the lines go straight from one day to the next.
      await expect(page.locator(".recharts-cartesian-axis-tick-value").first()).toBeVisible();
      await expect(page.locator(".recharts-line-curve")).toHaveCount(2);
      const sizes = await page
        .locator(".recharts-cartesian-axis-tick-value")
        .evaluateAll((ticks) => ticks.map((tick) => Number.parseFloat(getComputedStyle(tick).fontSize)));
      expect(sizes.length).toBeGreaterThan(0);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(14);
      const lines = await page
        .locator(".recharts-line-curve")
        .evaluateAll((paths) => paths.map((path) => path.getAttribute("d") ?? ""));
      expect(lines.length).toBe(2);
      for (const line of lines) expect(line).not.toMatch(/C/);
    });
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, userAgent });

  test("a page sends no beacon, and the dashboard's range form is a plain GET", async ({ page, browser }) => {
    const beacons: string[] = [];
    page.on("request", (request) => request.url().endsWith("/api/event") && beacons.push(request.url()));
    await page.goto("/");
    await page.goto("/en/advisors");
    expect(beacons).toEqual([]);

    const context = await browser.newContext({ javaScriptEnabled: false });
    await signIn(context.request, await createAdminUser(db, { role: "staff" }), base);
    const dashboard = await context.newPage();
    await dashboard.goto("/admin/analytics");
    await dashboard.getByRole("radio", { name: t.ranges["7"] }).check();
    await dashboard.getByRole("button", { name: t.show }).click();
    await expect(dashboard).toHaveURL(/range=7/);
    await expect(dashboard.getByRole("region", { name: t.tables.daily }).getByRole("row")).toHaveCount(8);
    await context.close();
  });
});
