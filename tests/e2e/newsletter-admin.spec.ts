import { readFileSync } from "node:fs";
import { audienceText } from "#common/admin/content/audience.ts";
import { newsletterText } from "#common/content/newsletter.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { createNewsletter } from "#server/newsletter/newsletter.server.ts";
import { createAdminUser, signIn, signInSession } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { readCsv } from "#tests/support/spreadsheet.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./leads";

/** The back office's newsletter page: the confirmed list, exported as CSV by admins only. */
const db = serverEnv.DATABASE_URL;
const base = serverEnv.SITE_URL;

/** Subscribes and confirms an address on the test server's database, as the emails' links would. */
async function confirmedSubscriber(email: string) {
  const app = await openDatabase(db);
  try {
    const newsletter = createNewsletter(app);
    const t = newsletterText.en.consent;
    await newsletter.subscribe(email, {
      wording: t.wording,
      version: t.version,
      sourcePage: "/en/newsletter",
      lang: "en",
    });
    const row = await app.db
      .selectFrom("newsletter_subscribers")
      .select("confirm_token")
      .where("email_key", "=", email.toLowerCase())
      .executeTakeFirstOrThrow();
    await newsletter.confirm(row.confirm_token ?? "");
    // A pending address is not on the list.
    await newsletter.subscribe(`pending-${email}`, {
      wording: t.wording,
      version: t.version,
      sourcePage: "/en/newsletter",
      lang: "en",
    });
  } finally {
    await app.close();
  }
}

test("an admin exports the confirmed list as CSV, with the consent each address confirmed", async ({ page }) => {
  const admin = await createAdminUser(db, { role: "admin", totp: true, lang: "en" });
  await signIn(page.context().request, admin, base);
  const email = uniqueEmail("subscriber");
  await confirmedSubscriber(email);
  const t = audienceText.en;

  await page.goto("/admin");
  await page.getByRole("link", { name: "Newsletter and webinars" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
  await expectAccessible(page, "the newsletter and webinars page");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: t.newsletter.export }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = readCsv(readFileSync(await download.path(), "utf8"), ",");
  expect(header).toEqual(Object.values(t.newsletterCsv));
  const mine = rows.filter((row) => row[0]?.endsWith(email));
  expect(mine).toEqual([
    [
      email,
      "English",
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      "/en/newsletter",
      newsletterText.en.consent.version,
    ],
  ]);
});

test("staff and visitors cannot export the list", async () => {
  const staff = await signInSession(base, await createAdminUser(db, { role: "staff" }));
  const get = (cookie = "") =>
    fetch(`${base}/admin/audience/newsletter.csv`, { headers: { cookie }, redirect: "manual" });
  expect((await get()).status).toBe(401);
  expect((await get(staff.cookie)).status).toBe(403);
});
