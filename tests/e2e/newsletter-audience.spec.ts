import { adminPaths } from "#common/admin/paths.ts";
import { createAdminUser, signInAsFromSite } from "#tests/support/admin.ts";
import { confirmedSubscriber } from "#tests/support/subscribers.ts";
import { serverEnv } from "../../playwright.config";
import { expect, leaveForBlank, test } from "./fixtures";
import { type ServerProcess, startServer, tempDatabase } from "./server-process";

/**
 * The audience page counts the newsletter's confirmed subscribers as each language says it (issue 52,
 * item 20): « 0 abonné confirmé », « 1 abonné confirmé », « 2 abonnés confirmés »; "0 confirmed
 * subscribers", "1 confirmed subscriber", "2 confirmed subscribers". A server of its own, so the
 * count is only what this test made.
 */
let server: ServerProcess | undefined;
test.afterEach(async ({ page }) => {
  await leaveForBlank(page);
  await server?.stop();
  server = undefined;
});

const said = {
  fr: ["0\u00a0abonné confirmé", "1\u00a0abonné confirmé", "2\u00a0abonnés confirmés"],
  en: ["0 confirmed subscribers", "1 confirmed subscriber", "2 confirmed subscribers"],
};

test("the audience page says 0, 1 and 2 confirmed subscribers as French and English do", async ({ page, browser }) => {
  test.setTimeout(90_000);
  const database = tempDatabase();
  server = await startServer(0, { DATABASE_URL: database });
  const url = server.url;
  const french = await createAdminUser(database, { role: "admin", lang: "fr" });
  const english = await createAdminUser(database, { role: "admin", lang: "en" });
  await signInAsFromSite(page, french, url, serverEnv.SITE_URL);
  const other = await browser.newContext();
  try {
    const englishPage = await other.newPage();
    await signInAsFromSite(englishPage, english, url, serverEnv.SITE_URL);
    for (const count of [0, 1, 2]) {
      if (count > 0) await confirmedSubscriber(database, count === 1 ? "fr" : "en");
      for (const [reader, lang] of [
        [page, "fr"],
        [englishPage, "en"],
      ] as const) {
        await reader.goto(`${url}${adminPaths.audience}`);
        await expect(reader.getByRole("main")).toContainText(said[lang][count] ?? "");
      }
    }
  } finally {
    await other.close();
  }
});
