import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { createResourceStore } from "#server/resources/store.server.ts";
import { createAdminUser, signIn } from "#tests/support/admin.ts";
import { holdModules } from "#tests/support/hold-modules.ts";
import { resourceInput } from "#tests/support/resource-input.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * What someone types before the script runs stays once React hydrates the form. React 19 sets a
 * textarea that has a default back to that default when it hydrates it, unlike an input
 * (app/components/ui/textarea.tsx): an editor who started on a resource's body lost what they wrote.
 */
test.use({ awaitHydration: false });

test("text typed into a resource's body before the script runs is still there once the page has hydrated", async ({
  page,
}) => {
  const t = adminDictionaries.en.resources;
  const editor = await createAdminUser(serverEnv.DATABASE_URL, { role: "editor", lang: "en" });
  await signIn(page.context().request, editor);
  const app = await openDatabase(serverEnv.DATABASE_URL);
  const item = await createResourceStore(app)
    .create(resourceInput({ lang: "en", slug: `typed-${Date.now()}`, body: "The chart:" }), null)
    .finally(() => app.close());

  const release = await holdModules(page);
  await page.goto(`${adminPaths.resources}/${item.id}`);
  const written = "The chart:\n\nWritten before the script ran.";
  await page.getByLabel(t.body, { exact: true }).fill(written);
  await page.getByLabel(t.author).fill("Someone else");
  release();
  await page.waitForFunction(() => Object.keys(document.documentElement).some((key) => key.startsWith("__reactFiber")));
  await expect(page.getByLabel(t.body, { exact: true })).toHaveValue(written);
  await expect(page.getByLabel(t.author)).toHaveValue("Someone else");
});
