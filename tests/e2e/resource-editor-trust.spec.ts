import type { Page } from "@playwright/test";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { editorTimeZones, slugFromTitle } from "#common/resources/editor.ts";
import { type Lang, pathOf } from "#common/site/pages.ts";
import { resourcePath } from "#common/site/resource-paths.ts";
import { editorTimeZone, localValue } from "#server/resources/input.server.ts";
import { inputOf, type ResourceInput } from "#server/resources/resource.server.ts";
import { createAdminUser, signIn } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { resourceInput } from "#tests/support/resource-input.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test, withAndWithoutJavaScript } from "./fixtures";
import { withSiteResources } from "./site-resources";

/**
 * Issue 46's resource editor, as an editor meets it (items 1, 2, 4 and 6): publishing keeps what was
 * typed, a public item stays public, a restored version waits in the form, and a refused form says
 * every error at once, each linked to its field. With and without JavaScript: French with, English without.
 */

const slugOf = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** An item of this test's own, straight through the store; published when asked. */
async function made(lang: Lang, fields: Partial<ResourceInput>, publish: boolean) {
  const slug = slugOf(fields.kind ?? "article");
  return withSiteResources(async (store) => {
    const item = await store.create(resourceInput({ lang, slug, title: `Item ${slug}`, ...fields }), null);
    if (publish) await store.publish(item.id);
    return item;
  });
}

async function signedInEditor(page: Page, lang: Lang) {
  const editor = await createAdminUser(serverEnv.DATABASE_URL, { role: "editor", lang });
  await signIn(page.context().request, editor);
  return editor;
}

/** The public page's heading, once this instance's publication stamp shows the latest change. */
async function expectPublicTitle(page: Page, lang: Lang, slug: string, title: string) {
  await expect
    .poll(async () => {
      // A kept-alive socket the server closes as this asks resets it (ECONNRESET): asked again.
      const answer = await page.request.get(resourcePath(lang, slug), { maxRetries: 1 });
      return answer.ok() ? /<h1[^>]*>([^<]*)<\/h1>/.exec(await answer.text())?.[1] : `status ${answer.status()}`;
    })
    .toBe(title);
}

withAndWithoutJavaScript((javaScriptEnabled) => {
  const lang: Lang = javaScriptEnabled ? "fr" : "en";
  const t = adminDictionaries[lang].resources;

  test(`${lang}: a title edited then published without saving is live with the new title`, async ({ page }) => {
    const item = await made(lang, {}, false);
    await signedInEditor(page, lang);
    await page.goto(`${adminPaths.resources}/${item.id}`);
    const title = `Edited then published ${item.slug}`;
    await page.getByLabel(t.fieldTitle, { exact: true }).fill(title);
    await page.getByRole("button", { name: t.publish, exact: true }).click();
    await expect(page.getByRole("region", { name: t.publishTitle }).getByRole("status")).toHaveText(t.done.published);
    await expect(page.getByLabel(t.fieldTitle, { exact: true })).toHaveValue(title);
    await expectPublicTitle(page, lang, item.slug, title);
    if (javaScriptEnabled) await expectAccessible(page, "the editor of a live item");
  });

  test.describe("a refused form", () => {
    test.use({ expectedConsoleErrors: /status of 40[09]/ });

    test(`${lang}: a published guide scheduled for next week stays on the site`, async ({ page }) => {
      const guide = await made(lang, { kind: "guide" }, false);
      const live = await made(lang, { kind: "guide" }, true);
      await signedInEditor(page, lang);
      // Live: the panel says so, and offers no schedule.
      await page.goto(`${adminPaths.resources}/${live.id}`);
      const panel = page.getByRole("region", { name: t.publishTitle });
      await expect(panel).toContainText(t.scheduleWithdrawFirst);
      await expect(panel.getByLabel(t.scheduleAt)).toHaveCount(0);

      // A page opened before a colleague published the guide still offers one: its schedule is refused.
      await page.goto(`${adminPaths.resources}/${guide.id}`);
      await withSiteResources((store) => store.publish(guide.id));
      const before = await withSiteResources((store) => store.get(guide.id));
      const nextWeek = localValue(new Date(Date.now() + 7 * 86_400_000), editorTimeZone);
      await panel.getByLabel(t.scheduleAt).fill(nextWeek);
      await panel.getByRole("button", { name: t.schedule }).click();
      const field = panel.getByLabel(t.scheduleAt);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(`${t.scheduleHint} ${t.errors.publishLive}`);
      await expect(field).toHaveValue(nextWeek);
      await expect(panel.getByRole("alert").getByRole("link", { name: t.scheduleAt })).toHaveAttribute(
        "href",
        "#publishAt",
      );
      expect(await withSiteResources((store) => store.get(guide.id))).toMatchObject({
        status: "published",
        publishAt: before?.publishAt,
      });
      await expectPublicTitle(page, lang, guide.slug, guide.title);
    });

    test(`${lang}: a past date is refused with a message on the field, and the draft stays a draft`, async ({
      page,
    }) => {
      const draft = await made(lang, {}, false);
      await signedInEditor(page, lang);
      await page.goto(`${adminPaths.resources}/${draft.id}`);
      const panel = page.getByRole("region", { name: t.publishTitle });
      await panel.getByLabel(t.scheduleAt).fill(localValue(new Date(Date.now() - 86_400_000), editorTimeZone));
      await panel.getByRole("button", { name: t.schedule }).click();
      await expect(panel.getByLabel(t.scheduleAt)).toHaveAccessibleDescription(
        `${t.scheduleHint} ${t.errors.publishPast}`,
      );
      expect(await withSiteResources((store) => store.get(draft.id))).toMatchObject({
        status: "draft",
        publishAt: null,
      });
      expect((await page.request.get(resourcePath(lang, draft.slug))).status()).toBe(404);
    });

    test(`${lang}: a webinar saved without its date and with a slug taken shows both, linked to the marked fields`, async ({
      page,
    }) => {
      const taken = await made(lang, {}, false);
      await signedInEditor(page, lang);
      await page.goto(adminPaths.resourceNew);
      await page.getByLabel(t.kind).selectOption("webinar");
      await page.getByLabel(t.lang).selectOption(lang);
      await page.getByLabel(t.fieldTitle, { exact: true }).fill("A webinar with no date");
      await page.getByLabel(t.slug).fill(taken.slug);
      await page.getByLabel(t.summary).fill("A summary.");
      await page.getByLabel(t.body, { exact: true }).fill("The programme, kept.");
      await page.getByLabel(t.author).fill("Test team");
      await page.getByLabel(t.lengthMinutes).fill("60");
      await page.getByRole("button", { name: t.save }).click();

      const summary = page.getByRole("alert");
      await expect(summary).toContainText(t.invalid);
      if (javaScriptEnabled) await expect(summary).toBeFocused();
      await expect(summary.getByRole("link")).toHaveText([t.slug, t.startsLocal]);
      await expect(summary.getByRole("link", { name: t.startsLocal })).toHaveAttribute("href", "#startsLocal");
      const starts = page.getByLabel(t.startsLocal);
      await expect(starts).toHaveAttribute("aria-invalid", "true");
      await expect(starts).toHaveAccessibleDescription(t.errors.startsLocal);
      await expect(page.getByLabel(t.slug)).toHaveAccessibleDescription(`${t.slugHint} ${t.slugTaken}`);
      await expect(page.getByLabel(t.body, { exact: true })).toHaveValue("The programme, kept.");
      await summary.getByRole("link", { name: t.startsLocal }).click();
      await expect(starts).toBeFocused();
      if (javaScriptEnabled) await expectAccessible(page, "a refused resource form");
    });
  });

  test(`${lang}: restoring a version of a published guide leaves the live page unchanged until it is saved`, async ({
    page,
  }) => {
    const guide = await made(lang, { kind: "guide", gated: true }, true);
    const live = `Live title ${guide.slug}`;
    await withSiteResources((store) => store.update(guide.id, { ...inputOf(guide), title: live }, null));
    await signedInEditor(page, lang);
    await page.goto(`${adminPaths.resources}/${guide.id}`);
    const history = page.getByRole("region", { name: t.history });
    const [current, older] = [history.getByRole("listitem").first(), history.getByRole("listitem").nth(1)];
    await expect(current).toContainText(t.currentVersion);
    await expect(current).toContainText(`${t.changedFields} ${t.fieldTitle}`);
    await expect(older).toContainText(t.created);
    // Restoring replaces the whole form: it says so, and asks, before it does (issue 52, item 9).
    await expect(older.getByText(t.restoreWarning)).toBeHidden();
    await older.getByText(t.restore).click();
    await expect(older.getByText(t.restoreWarning)).toBeVisible();
    await older.getByRole("button", { name: t.restoreConfirm }).click();

    await expect(page.getByRole("status").first()).toContainText(t.restored.split("{when}")[1]?.trim() ?? "");
    await expect(page.getByLabel(t.fieldTitle, { exact: true })).toHaveValue(guide.title);
    await expect(page.getByLabel(t.gated)).toBeChecked();
    expect(await withSiteResources((store) => store.get(guide.id))).toMatchObject({ title: live, status: "published" });
    expect(await withSiteResources((store) => store.versions(guide.id))).toHaveLength(2);
    await expectPublicTitle(page, lang, guide.slug, live);
    if (javaScriptEnabled) await expectAccessible(page, "a version restored into the form");

    // Reviewed and saved, it replaces the live version.
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.done.saved)).toBeVisible();
    await expectPublicTitle(page, lang, guide.slug, guide.title);
  });

  test(`${lang}: a webinar's card shows one date, named as the session's`, async ({ page }) => {
    const text = dictionaries[lang].pages.resources.text;
    const startsAt = new Date(Date.now() + 14 * 86_400_000);
    const webinar = await made(
      lang,
      { kind: "webinar", startsAt, timeZone: editorTimeZone, lengthMinutes: 45, replayUrl: null },
      true,
    );
    await page.goto(pathOf("webinars", lang));
    const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: webinar.title }) });
    await expect(card.locator("time")).toHaveCount(1);
    await expect(card.locator("time")).toHaveAttribute("datetime", startsAt.toISOString());
    await expect(card).toContainText(`${text.webinar.session} `);
  });

  test(`${lang}: a new item shows only its kind's fields, offers the time zones as a list, and takes its slug from its title`, async ({
    page,
  }) => {
    await signedInEditor(page, lang);
    await page.goto(adminPaths.resourceNew);
    const webinarFields = page.getByRole("group", { name: t.webinarLegend });
    await page.getByLabel(t.kind).selectOption("guide");
    await expect(webinarFields).toBeHidden();
    await expect(page.getByLabel(t.gated)).toBeVisible();
    await expect(page.getByLabel(t.illustrative)).toBeHidden();
    await page.getByLabel(t.kind).selectOption("webinar");
    await expect(webinarFields).toBeVisible();
    await expect(page.getByLabel(t.gated)).toBeHidden();
    const zone = page.getByLabel(t.timeZone);
    await expect(zone).toHaveValue(editorTimeZone);
    await expect(zone.locator("option")).toHaveText(editorTimeZones.map((each) => t.timeZones[each]));
    if (javaScriptEnabled) await expectAccessible(page, "the new resource form, a webinar's fields shown");

    await page.getByLabel(t.kind).selectOption("article");
    await expect(webinarFields).toBeHidden();
    await page.getByLabel(t.lang).selectOption(lang);
    const title = `L’été des cabinets ${slugOf("titre")}`;
    await page.getByLabel(t.fieldTitle, { exact: true }).fill(title);
    // With a script the slug follows the title as it is typed; without, the server makes it on saving.
    if (javaScriptEnabled) await expect(page.getByLabel(t.slug)).toHaveValue(slugFromTitle(title));
    await page.getByLabel(t.summary).fill("Un résumé.");
    await page.getByLabel(t.body, { exact: true }).fill("Un texte.");
    await page.getByLabel(t.author).fill("Équipe de test");
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.done.saved)).toBeVisible();
    await expect(page.getByLabel(t.slug)).toHaveValue(slugFromTitle(title));
  });
});
