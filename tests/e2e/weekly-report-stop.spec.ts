import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { createReportSubscriptions } from "#server/analytics/weekly-report.server.ts";
import { type AppDatabase, openDatabase } from "#server/db/db.server.ts";
import { createAdminUser } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test, withAndWithoutJavaScript } from "./fixtures";

/** The link in every weekly report: opening it only asks (mail scanners open links); the button stops it. */

async function withDatabase<T>(work: (app: AppDatabase) => Promise<T>): Promise<T> {
  const app = await openDatabase(serverEnv.DATABASE_URL);
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

const isSubscribed = (userId: number) => withDatabase((app) => createReportSubscriptions(app).isSubscribed(userId));

async function subscribedUser(lang: "fr" | "en") {
  const user = await createAdminUser(serverEnv.DATABASE_URL, { lang });
  const token = await withDatabase(async (app) => {
    await createReportSubscriptions(app).set(user.id, true, new Date());
    const row = await app.db
      .selectFrom("analytics_report_subscriptions")
      .select("stop_token")
      .where("user_id", "=", user.id)
      .executeTakeFirstOrThrow();
    return row.stop_token;
  });
  return { id: user.id, link: `${adminPaths.weeklyReportStop}?token=${token}&lang=${lang}` };
}

withAndWithoutJavaScript((javaScriptEnabled) => {
  test.use({ expectedConsoleErrors: /status of 410/ });

  for (const lang of ["fr", "en"] as const) {
    const t = adminDictionaries[lang].analyticsPaths.weekly;

    test(`${lang}: opening the stop link asks first; the button stops the report, once`, async ({ page }) => {
      const user = await subscribedUser(lang);
      await page.goto(user.link);
      await expect(page.getByRole("heading", { level: 1, name: t.confirmTitle })).toBeVisible();
      expect(await isSubscribed(user.id)).toBe(true);
      if (javaScriptEnabled) await expectAccessible(page, "the stop link's question");

      await page.getByRole("button", { name: t.confirmButton }).click();
      await expect(page.getByRole("heading", { level: 1, name: t.stoppedTitle })).toBeVisible();
      await expect(page.getByText(t.stopped)).toBeVisible();
      expect(await isSubscribed(user.id)).toBe(false);

      // The same link again: the report is off all the same, and the page says the link is spent.
      await page.goto(user.link);
      await page.getByRole("button", { name: t.confirmButton }).click();
      await expect(page.getByText(t.stopInvalid)).toBeVisible();
    });
  }
});

test("a mail program's one-click unsubscribe (RFC 8058) stops the report with a POST and no Origin", async ({
  request,
}) => {
  const user = await subscribedUser("en");
  const response = await request.post(user.link, { form: { "List-Unsubscribe": "One-Click" } });
  expect(response.status()).toBe(200);
  expect(await isSubscribed(user.id)).toBe(false);
});
