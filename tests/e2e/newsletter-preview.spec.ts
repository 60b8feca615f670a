import { randomBytes } from "node:crypto";
import { newsletterPreviewPath } from "#common/admin/paths.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { createAdminUser, signIn } from "#tests/support/admin.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * Issue 52: an issue's HTML preview is a page of its own on the site's origin. It is sandboxed as an
 * uploaded file is, so nothing in an email runs as the site, yet it still looks as the email does.
 */
const db = serverEnv.DATABASE_URL;
const base = serverEnv.SITE_URL;
// An email, not one of the site's pages: nothing in it hydrates. The sandbox refuses the test's own
// page script (the fixture's CSP listener), and the policy the image from elsewhere.
test.use({
  awaitHydration: false,
  expectedConsoleErrors:
    /frame is sandboxed and the 'allow-scripts' permission is not set|images\.exemple\.test\/pixel\.png/,
});

test("an issue's HTML preview opens sandboxed, loads nothing, and keeps the email's own look", async ({ page }) => {
  const preview = `Ligne d’aperçu ${randomBytes(4).toString("hex")}`;
  const app = await openDatabase(db);
  let id: number;
  try {
    const at = new Date().toISOString();
    ({ id } = await app.db
      .insertInto("newsletter_issues")
      .values({
        lang: "fr",
        subject: "Aperçu isolé",
        preview,
        body: "Voici **trois idées**. ![Une image d’ailleurs](https://images.exemple.test/pixel.png)",
        resource_ids: "[]",
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow());
  } finally {
    await app.close();
  }
  // What reaches the network from elsewhere: answered here, never by the outside world.
  const fetched: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    fetched.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  const editor = await createAdminUser(db, { role: "editor" });
  await signIn(page.context().request, editor, base);

  const response = await page.goto(newsletterPreviewPath(id, "html"));
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/^sandbox; default-src 'none'/);
  // Sandboxed: the page is of no origin, so it can read nothing of the site's, and no script runs.
  expect(await page.evaluate(() => window.origin)).toBe("null");
  await expect(page.locator("strong")).toHaveText("trois idées");
  // The email's style attributes apply: the preview line mail programs show stays hidden.
  await expect(page.getByText(preview)).toBeHidden();
  // Nothing is fetched from elsewhere, such as an image that would tell someone the preview was opened.
  expect(fetched).toEqual([]);
});
