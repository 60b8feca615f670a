import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { htmlLang, languages, otherLang, pathOf } from "#common/site/pages.ts";
import { feedPath } from "#common/site/resource-paths.ts";
import { seedResources } from "#server/resources/seed-content.ts";
import { createAdminUser, signIn } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { resourceInput } from "#tests/support/resource-input.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { withSiteResources } from "./site-resources";

/**
 * Issue 26's public side and its done-when: the menu's guides, webinars and case studies are live,
 * each index links to its items, each item has hreflang and structured data and is in the sitemap,
 * each language has a feed; an editor publishes from /admin/resources and the item is listed;
 * script typed into a body never runs. The first resources are seeded at start (decision 033).
 */

const listIds = ["guides", "webinars", "caseStudies"] as const;

for (const lang of languages) {
  const t = dictionaries[lang];

  test(`${lang}: the menu's guides, webinars and case studies are live lists, and the index links to every item`, async ({
    page,
  }) => {
    await page.goto(pathOf("resources", lang));
    const links = page.locator("main article, main li h3 a");
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    const menu = page.locator("header nav").first();
    for (const id of listIds) {
      const entry = menu.locator(`a[href="${pathOf(id, lang)}"]`).first();
      await expect(entry).toHaveCount(1);
      // Something of each kind is published: its « Bientôt » stays hidden (decision 037).
      await expect(entry.locator("[data-empty-kind]")).toBeHidden();
    }
    for (const id of listIds) {
      await page.goto(pathOf(id, lang));
      await expect(page.locator("main li h3 a").first()).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.pages[id].title);
    }
    await page.goto(pathOf("resources", lang));
    await expectAccessible(page, `${pathOf("resources", lang)}`);
  });

  test(`${lang}: each item has its title, date, reading time, author, hreflang to its translation, JSON-LD, and is in the sitemap and the feed`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto(pathOf("resources", lang));
    // The seeded items only: other tests publish items of their own, some without a translation.
    const seeded = seedResources(new Date()).map((pair) => `${pathOf("resources", lang)}/${pair[lang].slug}`);
    const hrefs = await page
      .locator("main li h3 a")
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(expect.arrayContaining(seeded));
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const feed = await request.get(feedPath(lang));
    expect(feed.headers()["content-type"]).toContain("atom+xml");
    const feedXml = await feed.text();
    expect([...feedXml.matchAll(/<entry>/g)].length).toBeGreaterThanOrEqual(3);
    const kinds = new Set<string>();
    for (const href of seeded) {
      const url = `${baseURL}${href}`;
      expect(sitemap).toContain(`<loc>${url}</loc>`);
      expect(feedXml).toContain(url);
      await page.goto(href ?? "");
      await expect(page.locator("main h1")).toBeVisible();
      await expect(page.locator("main time")).toHaveCount(1);
      await expect(page.locator("main")).toContainText(t.pages.resources.text.readingTime.replace("{n}", ""));
      await expect(page.locator("main")).toContainText(t.pages.resources.text.by);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(url);
      const twin = await page
        .locator(`link[rel="alternate"][hreflang="${htmlLang[otherLang(lang)]}"]`)
        .getAttribute("href");
      expect(twin, `${href}: hreflang to its translation`).toBeTruthy();
      expect(sitemap).toContain(`hreflang="${htmlLang[otherLang(lang)]}" href="${twin}"`);
      // The language toggle goes to the translation, not to the other language's home.
      await expect(page.locator(`header a[hreflang="${htmlLang[otherLang(lang)]}"]`).first()).toHaveAttribute(
        "href",
        new URL(twin ?? "").pathname,
      );
      const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
      kinds.add(json["@type"]);
      if (json["@type"] === "Event") {
        expect(json.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        expect(json.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
      } else {
        expect(json.headline).toBe(await page.locator("main h1").textContent());
      }
      expect(await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute("href")).toBe(
        feedPath(lang),
      );
      // The twin names this page back.
      const back = await request.get(new URL(twin ?? "").pathname);
      expect(await back.text()).toMatch(new RegExp(`hreflang="${htmlLang[lang]}" href="${url}"`, "i"));
    }
    expect(kinds).toEqual(new Set(["Article", "Event"]));
    await page.goto(seeded[0] ?? "");
    await expectAccessible(page, `${seeded[0]}`);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the lists filter by kind and search with accents and case ignored; item pages read in full", async ({
    page,
  }) => {
    const t = dictionaries.fr.pages.resources.text;
    await page.goto(pathOf("resources", "fr"));
    await page.getByRole("link", { name: t.kinds.webinar, exact: true }).click();
    await expect(page).toHaveURL(pathOf("webinars", "fr"));
    expect(await page.locator("main li h3").count()).toBeGreaterThanOrEqual(3);
    await page.getByLabel(t.search).fill("VERIFICATION");
    await page.getByRole("button", { name: t.searchButton }).click();
    await expect(page.locator("main li h3")).toHaveText([/vérification/]);
    await page.locator("main li h3 a").click();
    await expect(page.locator("main h2").first()).toBeVisible();
    // axe runs in the page, so it cannot here; the tests above check the same markup with it.
  });
});

test("a list answers 304 to the ETag it gave, until something is published", async ({ request }) => {
  const first = await request.get(pathOf("resources", "en"));
  const etag = first.headers().etag ?? "";
  expect(etag).toMatch(/^W\/"/);
  expect(first.headers()["cache-control"]).toBe("no-cache");
  const again = await request.get(pathOf("resources", "en"), { headers: { "if-none-match": etag } });
  expect(again.status()).toBe(304);
});

test("an editor publishes an item that then appears on the index; script typed into its body never runs", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const t = adminDictionaries.fr.resources;
  const editor = await createAdminUser(serverEnv.DATABASE_URL, { role: "editor" });
  await signIn(page.context().request, editor);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  // An editor works on resources only.
  expect((await page.request.get(adminPaths.leads)).status()).toBe(403);

  await page.goto(adminPaths.resources);
  await page.getByRole("link", { name: t.newItem }).click();
  const slug = `essai-${Date.now()}`;
  const title = `Essai de publication ${slug}`;
  await page.getByLabel(t.fieldTitle, { exact: true }).fill(title);
  await page.getByLabel(t.slug).fill(slug);
  await page.getByLabel(t.summary).fill("Un résumé pour l’essai de publication.");
  const hostile = [
    "Texte **visible**.",
    "<script>window.__ran = 1; alert('script')</script>",
    "<img src=x onerror=\"window.__ran = 1; alert('img')\">",
    "[lien](javascript:alert('lien'))",
  ].join("\n\n");
  await page.getByLabel(t.body, { exact: true }).fill(hostile);
  await page.getByLabel(t.author).fill("Équipe de test");
  await page.getByRole("button", { name: t.preview }).click();
  await expect(page.getByRole("region", { name: t.previewTitle })).toContainText("<script>");
  await expectAccessible(page, "the editor's preview");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(t.done.saved)).toBeVisible();
  await page.getByRole("button", { name: "Publier", exact: true }).click();
  await expect(page.getByText(t.done.published)).toBeVisible();

  // Listed within 60 s on the public index (each instance reads the publication stamp every few seconds).
  await expect(async () => {
    await page.goto(pathOf("resources", "fr"));
    await expect(page.getByRole("link", { name: title })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000, intervals: [1_000] });
  await page.getByRole("link", { name: title }).click();
  // In French only: no hreflang names a translation that does not exist.
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expect(page.locator(".resource-body")).toContainText("<script>window.__ran = 1;");
  await expect(page.locator(".resource-body strong")).toHaveText("visible");
  expect(await page.locator(".resource-body a[href^='javascript']").count()).toBe(0);
  expect(await page.evaluate(() => (window as { __ran?: number }).__ran)).toBeUndefined();
  expect(dialogs).toEqual([]);

  // The list says the item has no English translation yet.
  await page.goto(adminPaths.resources);
  await expectAccessible(page, "the resources list");
  await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText(t.missingTranslation);
});

test.describe("the editor without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("writes, previews, publishes and schedules with plain forms; the list shows the item", async ({ page }) => {
    const t = adminDictionaries.en.resources;
    const editor = await createAdminUser(serverEnv.DATABASE_URL, { role: "editor", lang: "en" });
    await signIn(page.context().request, editor);
    await page.goto(adminPaths.resourceNew);
    const slug = `no-script-${Date.now()}`;
    const title = `Written without a script ${slug}`;
    await page.getByLabel(t.lang).selectOption("en");
    await page.getByLabel(t.fieldTitle, { exact: true }).fill(title);
    await page.getByLabel(t.slug).fill(slug);
    await page.getByLabel(t.summary).fill("Plain forms all the way.");
    await page.getByLabel(t.body, { exact: true }).fill("## A subheading\n\nSome *text*.");
    await page.getByLabel(t.author).fill("Test team");
    await page.getByRole("button", { name: t.preview }).click();
    // Each answer opens where it shows: the preview under the form, publishing's in its own panel.
    const preview = page.getByRole("region", { name: t.previewTitle });
    await expect(preview.getByRole("heading", { name: title })).toBeInViewport();
    // The page as it will read, not only its body: its kind, summary and byline too (issue 46, item 17).
    const words = dictionaries.en.pages.resources.text;
    await expect(preview).toContainText(words.kinds.article);
    await expect(preview).toContainText("Plain forms all the way.");
    await expect(preview).toContainText(`${words.by} Test team`);
    await expect(preview.getByRole("heading", { name: "A subheading" })).toBeVisible();
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.done.saved)).toBeVisible();
    await page.getByLabel(t.scheduleAt).fill("2099-01-01T09:00");
    await page.getByRole("button", { name: t.schedule }).click();
    const scheduled = page.getByRole("region", { name: t.publishTitle }).getByRole("status");
    await expect(scheduled).toHaveText(t.done.scheduled);
    await expect(scheduled).toBeInViewport();
    await page.goto(pathOf("resources", "en"));
    await expect(page.getByRole("link", { name: title })).toHaveCount(0);

    await page.goBack();
    await page.getByRole("button", { name: t.publish, exact: true }).click();
    await expect(page.getByText(t.done.published)).toBeVisible();
    await page.goto(pathOf("resources", "en"));
    await expect(page.getByRole("link", { name: title })).toBeVisible();
  });
});

/**
 * A colleague saves the item while the editor has it open (decision 047): the editor's save is a 409
 * naming the colleague, changes nothing and keeps what was typed. Saving again replaces the
 * colleague's version, which stays in the history; or the editor loads the current version instead.
 */
const savedSince = [
  { lang: "fr", javaScriptEnabled: true },
  { lang: "en", javaScriptEnabled: false },
] as const;

for (const { lang, javaScriptEnabled } of savedSince) {
  test.describe(`${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, expectedConsoleErrors: /status of 409/ });

    test(`${lang}: a save made over a colleague's is refused, keeps the text, and can replace it or give way`, async ({
      page,
    }) => {
      const t = adminDictionaries[lang].resources;
      const editor = await createAdminUser(serverEnv.DATABASE_URL, { role: "editor", lang });
      const colleague = { id: editor.id, email: `chloe-${Date.now()}@sobrita.test` };
      const slug = `deux-${lang}-${Date.now()}`;
      const item = await withSiteResources((store) =>
        store.create(resourceInput({ lang, slug, title: `Deux mains ${slug}` }), {
          id: editor.id,
          email: editor.email,
        }),
      );
      await signIn(page.context().request, editor);
      await page.goto(`${adminPaths.resources}/${item.id}`);

      await withSiteResources(async (store) => {
        const [opened] = await store.versions(item.id);
        await store.update(
          item.id,
          resourceInput({ lang, slug, title: `Titre de Chloé ${slug}` }),
          colleague,
          opened?.id,
        );
      });
      await page.getByLabel(t.summary).fill("Mon résumé, tapé pendant ce temps.");
      await page.getByRole("button", { name: t.save }).click();
      const alert = page.getByRole("alert");
      await expect(alert).toContainText(colleague.email);
      // No field is to blame: once a script shows the message, the reader starts there.
      if (javaScriptEnabled) await expect(alert).toBeFocused();
      await expect(alert).toContainText(t.savedSince.split("{who}")[0] ?? "");
      await expect(page.getByLabel(t.summary)).toHaveValue("Mon résumé, tapé pendant ce temps.");
      const stored = await withSiteResources((store) => store.get(item.id));
      expect(stored).toMatchObject({ title: `Titre de Chloé ${slug}`, summary: resourceInput().summary });

      if (javaScriptEnabled) {
        await expectAccessible(page, "a refused resource save", [1440]);
        await page.getByRole("button", { name: t.save }).click();
        await expect(page.getByText(t.done.saved)).toBeVisible();
        const replaced = await withSiteResources((store) => store.get(item.id));
        expect(replaced).toMatchObject({ title: `Deux mains ${slug}`, summary: "Mon résumé, tapé pendant ce temps." });
        const history = page.getByRole("region", { name: t.history });
        await expect(history).toContainText(`Titre de Chloé ${slug}`);
      } else {
        await alert.getByRole("link", { name: t.savedSinceCurrent }).click();
        await expect(page.getByLabel(t.fieldTitle, { exact: true })).toHaveValue(`Titre de Chloé ${slug}`);
        await expect(page.getByLabel(t.summary)).toHaveValue(resourceInput().summary);
      }
    });
  });
}

test.describe("an address already taken", () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 409/ });

  test("is a 409 that names the field and keeps the text, not a server error", async ({ page }) => {
    const t = adminDictionaries.fr.resources;
    const editor = await createAdminUser(serverEnv.DATABASE_URL, { role: "editor" });
    const slug = `prise-${Date.now()}`;
    await withSiteResources((store) => store.create(resourceInput({ slug }), { id: editor.id, email: editor.email }));
    await signIn(page.context().request, editor);
    await page.goto(adminPaths.resourceNew);
    await page.getByLabel(t.fieldTitle, { exact: true }).fill("Une autre page");
    await page.getByLabel(t.slug).fill(slug);
    await page.getByLabel(t.summary).fill("Un résumé.");
    await page.getByLabel(t.body, { exact: true }).fill("Un texte gardé.");
    await page.getByLabel(t.author).fill("Équipe de test");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: t.save }).click();
    expect((await answer).status()).toBe(409);
    await expect(page.getByRole("alert").getByRole("link", { name: t.slug })).toHaveAttribute("href", "#slug");
    await expect(page.getByLabel(t.slug)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(t.slug)).toHaveAccessibleDescription(`${t.slugHint} ${t.slugTaken}`);
    await expect(page.getByLabel(t.body, { exact: true })).toHaveValue("Un texte gardé.");
  });
});
