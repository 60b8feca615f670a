import sharp from "sharp";
import { adminDictionaries } from "../../common/admin/content/dictionary.server";
import { adminPaths } from "../../common/admin/paths";
import { dictionaries } from "../../common/content/dictionary.server";
import { htmlLang, languages, otherLang, pathOf } from "../../common/site/pages";
import { feedPath } from "../../common/site/resource-paths";
import { serverEnv } from "../../playwright.config";
import { imageRenditions } from "../../server/resources/images.server";
import { seedResources } from "../../server/resources/seed-content";
import type { ResourceStore } from "../../server/resources/store.server";
import { createAdminUser, signIn } from "../support/admin";
import { expectAccessible } from "../support/axe";
import { resourceInput } from "../support/resource-input";
import { withResourceStore } from "../support/resource-store";
import { expect, test } from "./fixtures";
import { rawRequest } from "./raw-http";

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

test("an editor uploads a guide's PDF and an image with its alt text; the page serves them in every format", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const t = adminDictionaries.en.resources;
  const editor = await createAdminUser(serverEnv.DATABASE_URL, { role: "editor", lang: "en" });
  await signIn(page.context().request, editor);
  await page.goto(adminPaths.resourceNew);
  await expectAccessible(page, "the new resource form");
  const slug = `upload-${Date.now()}`;
  await page.getByLabel(t.kind).selectOption("guide");
  await page.getByLabel(t.lang).selectOption("en");
  await page.getByLabel(t.fieldTitle, { exact: true }).fill(`A guide with files ${slug}`);
  await page.getByLabel(t.slug).fill(slug);
  await page.getByLabel(t.summary).fill("A guide to check uploads.");
  await page.getByLabel(t.body, { exact: true }).fill("The chart:");
  await page.getByLabel(t.author).fill("Test team");
  await page.getByRole("button", { name: t.save }).click();
  await expect(page.getByText(t.done.saved)).toBeVisible();

  const pdf = Buffer.from("%PDF-1.4\n% a tiny test file\n%%EOF\n");
  await page.getByLabel(t.pdfFile).setInputFiles({ name: "checklist.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("region", { name: t.pdfTitle }).getByRole("button", { name: t.upload }).click();
  const uploaded = page.getByRole("region", { name: t.pdfTitle }).getByRole("status");
  await expect(uploaded).toHaveText(t.done.pdf);
  await expect(uploaded).toBeInViewport();

  const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#175a84" } })
    .png()
    .toBuffer();
  const images = page.getByRole("region", { name: t.imagesTitle });
  await images.getByLabel(t.imageFile).setInputFiles({ name: "chart.png", mimeType: "image/png", buffer: png });
  await images.getByLabel(t.imageAlt).fill("A blue chart");
  await images.getByRole("button", { name: t.upload }).click();
  await expect(images.getByRole("status")).toHaveText(t.done.image);
  await expect(images.getByRole("status")).toBeInViewport();
  const snippet = (await page.getByRole("region", { name: t.imagesTitle }).locator("code").first().textContent()) ?? "";
  expect(snippet).toMatch(/^!\[A blue chart\]\(media:\d+\)$/);
  await page.getByLabel(t.body, { exact: true }).fill(`The chart:\n\n${snippet}`);
  await page.getByRole("button", { name: t.save }).click();
  // The body is saved before Publish is pressed: a second form sent at once makes the browser drop the first.
  await expect(page.getByText(t.done.saved)).toBeVisible();
  await page.getByRole("button", { name: t.publish, exact: true }).click();
  await expect(page.getByText(t.done.published)).toBeVisible();
  await expectAccessible(page, "the resource editor");

  await page.goto(`${pathOf("resources", "en")}/${slug}`);
  const picture = page.locator(".resource-body picture");
  await expect(picture.locator('source[type="image/avif"]')).toHaveCount(1);
  await expect(picture.locator('source[type="image/webp"]')).toHaveCount(1);
  const img = picture.locator("img");
  await expect(img).toHaveAttribute("alt", "A blue chart");
  await expect(img).toHaveAttribute("width", "1200");
  await expect(img).toHaveAttribute("height", "600");
  expect(await img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  const srcset = (await picture.locator('source[type="image/avif"]').getAttribute("srcset")) ?? "";
  const avif = await request.get(srcset.split(" ")[0] ?? "");
  expect(avif.headers()["content-type"]).toBe("image/avif");
  expect(avif.headers()["cache-control"]).toContain("immutable");

  const download = await request.get(`${pathOf("resources", "en")}/${slug}/pdf`);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);
  await expect(page.getByRole("link", { name: dictionaries.en.pages.resources.text.downloadPdf })).toBeVisible();
});

/** A GET sent as is, so that a header sent twice is seen twice (a client library joins them). */
async function rawGet(path: string): Promise<{ status: number; headers: [string, string][] }> {
  const port = Number(serverEnv.PORT);
  const { status, head } = await rawRequest(
    port,
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
  );
  const headers = head
    .split("\r\n")
    .slice(1)
    .map((line): [string, string] => {
      const at = line.indexOf(":");
      return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
    });
  return { status, headers };
}

const valuesOf = (headers: [string, string][], name: string) =>
  headers.filter(([each]) => each === name).map(([, value]) => value);

/** What a file an editor uploaded is served with (issue 44, item 12): no script runs in it, one caching rule. */
function expectUploadedFileHeaders(headers: [string, string][], cacheControl: string) {
  expect(valuesOf(headers, "content-security-policy")).toEqual(["sandbox; default-src 'none'"]);
  expect(valuesOf(headers, "cache-control")).toEqual([cacheControl]);
}

test("a draft's image is a 404 to the public under a name no one can guess; its editor previews it; published, it is served as a file", async ({
  page,
  request,
}) => {
  const t = adminDictionaries.en.resources;
  const editor = await createAdminUser(serverEnv.DATABASE_URL, { role: "editor", lang: "en" });
  const png = await sharp({ create: { width: 1000, height: 500, channels: 3, background: "#175a84" } })
    .png()
    .toBuffer();
  const { width, height, renditions } = await imageRenditions(new Uint8Array(png));
  const slug = `draft-image-${Date.now()}`;
  const { image, item } = await withStore(async (store) => {
    const image = await store.addImage("A draft's chart", width, height, renditions);
    const body = `The chart:\n\n![A draft's chart](media:${image.id})`;
    const item = await store.create(resourceInput({ lang: "en", slug, body }), editor);
    return { image, item };
  });

  await signIn(page.context().request, editor);
  await page.goto(`${adminPaths.resources}/${item.id}`);
  await page.getByRole("button", { name: t.preview }).click();
  const previewed = page.getByRole("region", { name: t.previewTitle }).locator("img");
  await expect(previewed).toHaveAttribute("alt", "A draft's chart");
  await expect.poll(() => previewed.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const src = (await previewed.getAttribute("src")) ?? "";
  // Named by a random token, not by the image's number: the next upload's name cannot be counted to.
  expect(src).toMatch(/^\/media\/[\w-]{22}-1000\.jpeg$/);
  expect(src).not.toContain(`/media/${image.id}-`);
  const forEditor = await page.request.get(src);
  expect(forEditor.status()).toBe(200);
  expect(forEditor.headers()["cache-control"]).toBe("private, no-store");

  // The public: nothing, under its name or the number it had before tokens.
  const legacy = `/media/${image.id}-1000.jpeg`;
  expect((await request.get(src)).status()).toBe(404);
  expect((await request.get(legacy, { maxRedirects: 0 })).status()).toBe(404);
  expect((await rawGet(src)).status).toBe(404);

  await withStore((store) => store.publish(item.id));
  const published = await rawGet(src);
  expect(published.status).toBe(200);
  expect(valuesOf(published.headers, "content-type")).toEqual(["image/jpeg"]);
  expectUploadedFileHeaders(published.headers, "public, max-age=31536000, immutable");
  // A page or feed that still names it by its number moves to its token, now that it is public.
  const moved = await request.get(legacy, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(src);
  await expect(async () => {
    await page.goto(`${pathOf("resources", "en")}/${slug}`);
    await expect(page.locator(".resource-body img")).toHaveAttribute("src", src, { timeout: 1_000 });
  }).toPass({ timeout: 30_000, intervals: [1_000] });
});

test("a guide's PDF is served with one caching rule and sandboxed, as a file no script runs in", async () => {
  const slug = `sandboxed-${Date.now()}`;
  const pdf = new TextEncoder().encode("%PDF-1.4\n% a sandboxed test file\n%%EOF\n");
  const editor = await createAdminUser(serverEnv.DATABASE_URL, { role: "editor" });
  await withStore(async (store) => {
    const guide = await store.create(resourceInput({ kind: "guide", slug }), editor);
    await store.setPdf(guide.id, "guide.pdf", pdf);
    await store.publish(guide.id);
  });
  const file = await rawGet(`${pathOf("resources", "fr")}/${slug}/pdf`);
  expect(file.status).toBe(200);
  expect(valuesOf(file.headers, "content-type")).toEqual(["application/pdf"]);
  expectUploadedFileHeaders(file.headers, "no-cache");
});

/** 256 million pixels in well under a megabyte (issue 44, item 11): made once, uploaded by both tests below. */
let hugePng: Promise<Buffer> | undefined;

for (const { lang, javaScriptEnabled } of [
  { lang: "fr", javaScriptEnabled: true },
  { lang: "en", javaScriptEnabled: false },
] as const) {
  test.describe(`${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, expectedConsoleErrors: /status of 400/ });

    test(`${lang}: an image of 16,000 × 16,000 pixels is refused with its size on its field, the description kept, and nothing is stored`, async ({
      page,
    }) => {
      const t = adminDictionaries[lang].resources;
      hugePng ??= sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: "#ffffff" } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      const editor = await createAdminUser(serverEnv.DATABASE_URL, { role: "editor", lang });
      const item = await withStore((store) =>
        store.create(resourceInput({ lang, slug: `huge-${lang}-${Date.now()}` }), editor),
      );
      await signIn(page.context().request, editor);
      await page.goto(`${adminPaths.resources}/${item.id}`);
      const alt = `Too many pixels ${item.id}`;
      const images = page.getByRole("region", { name: t.imagesTitle });
      await images
        .getByLabel(t.imageFile)
        .setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: await hugePng });
      await images.getByLabel(t.imageAlt).fill(alt);
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await images.getByRole("button", { name: t.upload }).click();
      expect((await answer).status()).toBe(400);
      const size = lang === "fr" ? "16\u00a0000 × 16\u00a0000" : "16,000 × 16,000";
      const message = t.uploadErrors.pixels.replace("{size}", size);
      // The summary names the field and links to it; the field says what was wrong, and says to choose the file again.
      const summary = images.getByRole("alert");
      await expect(summary).toContainText(t.uploadInvalid);
      await expect(summary.getByRole("link", { name: t.imageFile })).toHaveAttribute("href", "#image");
      await expect(summary).toContainText(message);
      const field = images.getByLabel(t.imageFile);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
      await expect(images.getByLabel(t.imageAlt)).toHaveValue(alt);
      expect((await withStore((store) => store.images())).filter((image) => image.alt === alt)).toEqual([]);
      if (javaScriptEnabled) await expectAccessible(page, `${lang}: an image refused`);
    });

    test(`${lang}: a new guide's PDF is uploaded before any save: refused, the typed fields stay; accepted, the draft is saved with it`, async ({
      page,
    }) => {
      const t = adminDictionaries[lang].resources;
      const editor = await createAdminUser(serverEnv.DATABASE_URL, { role: "editor", lang });
      await signIn(page.context().request, editor);
      await page.goto(adminPaths.resourceNew);
      const slug = `first-pdf-${lang}-${Date.now()}`;
      const title = `A guide uploaded first ${slug}`;
      await page.getByLabel(t.kind).selectOption("guide");
      await page.getByLabel(t.lang).selectOption(lang);
      await page.getByLabel(t.fieldTitle, { exact: true }).fill(title);
      await page.getByLabel(t.slug).fill(slug);
      await page.getByLabel(t.summary).fill("A guide to check the first upload.");
      await page.getByLabel(t.body, { exact: true }).fill("Its checklist.");
      await page.getByLabel(t.author).fill("Test team");
      const panel = () => page.getByRole("region", { name: t.pdfTitle });
      await expect(panel()).toContainText(t.uploadSavesFirst);
      await panel()
        .getByLabel(t.pdfFile)
        .setInputFiles({ name: "notes.txt", mimeType: "application/pdf", buffer: Buffer.from("just text") });
      await panel().getByRole("button", { name: t.upload }).click();
      await expect(panel().getByRole("alert")).toContainText(t.uploadErrors.pdfType.replace("{name}", "notes.txt"));
      await expect(page.getByLabel(t.fieldTitle, { exact: true })).toHaveValue(title);
      expect((await withStore((store) => store.list())).filter((item) => item.slug === slug)).toEqual([]);

      const pdf = Buffer.from("%PDF-1.4\n% uploaded before the first save\n%%EOF\n");
      await panel()
        .getByLabel(t.pdfFile)
        .setInputFiles({ name: "first.pdf", mimeType: "application/pdf", buffer: pdf });
      await panel().getByRole("button", { name: t.upload }).click();
      await expect(panel().getByRole("status")).toHaveText(t.done.pdf);
      await expect(panel()).toContainText("first.pdf");
      const saved = (await withStore((store) => store.list())).filter((item) => item.slug === slug);
      expect(saved.map((item) => item.title)).toEqual([title]);
      expect(Buffer.from((await withStore((store) => store.pdf(saved[0]?.id ?? 0)))?.bytes ?? []).equals(pdf)).toBe(
        true,
      );
    });

    test(`${lang}: a file that is not a PDF is refused by name on the guide's PDF field`, async ({ page }) => {
      const t = adminDictionaries[lang].resources;
      const editor = await createAdminUser(serverEnv.DATABASE_URL, { role: "editor", lang });
      const item = await withStore((store) =>
        store.create(resourceInput({ lang, kind: "guide", slug: `not-pdf-${lang}-${Date.now()}` }), editor),
      );
      await signIn(page.context().request, editor);
      await page.goto(`${adminPaths.resources}/${item.id}`);
      const panel = page.getByRole("region", { name: t.pdfTitle });
      await panel
        .getByLabel(t.pdfFile)
        .setInputFiles({ name: "notes.txt", mimeType: "application/pdf", buffer: Buffer.from("just text") });
      const answer = page.waitForResponse((response) => response.request().method() === "POST");
      await panel.getByRole("button", { name: t.upload }).click();
      expect((await answer).status()).toBe(400);
      const message = t.uploadErrors.pdfType.replace("{name}", "notes.txt");
      await expect(panel.getByRole("alert")).toContainText(message);
      await expect(panel.getByLabel(t.pdfFile)).toHaveAccessibleDescription(message);
      expect(await withStore((store) => store.pdf(item.id))).toBeUndefined();
    });
  });
}

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
      const item = await withStore((store) =>
        store.create(resourceInput({ lang, slug, title: `Deux mains ${slug}` }), {
          id: editor.id,
          email: editor.email,
        }),
      );
      await signIn(page.context().request, editor);
      await page.goto(`${adminPaths.resources}/${item.id}`);

      await withStore(async (store) => {
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
      const stored = await withStore((store) => store.get(item.id));
      expect(stored).toMatchObject({ title: `Titre de Chloé ${slug}`, summary: resourceInput().summary });

      if (javaScriptEnabled) {
        await expectAccessible(page, "a refused resource save", [1440]);
        await page.getByRole("button", { name: t.save }).click();
        await expect(page.getByText(t.done.saved)).toBeVisible();
        const replaced = await withStore((store) => store.get(item.id));
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
    await withStore((store) => store.create(resourceInput({ slug }), { id: editor.id, email: editor.email }));
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

function withStore<T>(work: (store: ResourceStore) => Promise<T>): Promise<T> {
  return withResourceStore(serverEnv.DATABASE_URL, work);
}
