import sharp from "sharp";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { pathOf } from "#common/site/pages.ts";
import { imageRenditions } from "#server/resources/images.server.ts";
import { createAdminUser, signIn } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { resourceInput } from "#tests/support/resource-input.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { rawRequest } from "./raw-http";
import { withSiteResources } from "./site-resources";

/**
 * A resource's files (issues 26, 44 and 46): an editor uploads a guide's PDF and an image with its
 * description; the page serves the image in every format and the PDF as a sandboxed file; a draft's
 * image is hidden from the public; a refused file says why, by name, and keeps what was typed.
 */

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
  const { image, item } = await withSiteResources(async (store) => {
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

  await withSiteResources((store) => store.publish(item.id));
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
  await withSiteResources(async (store) => {
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
      const item = await withSiteResources((store) =>
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
      expect((await withSiteResources((store) => store.images())).filter((image) => image.alt === alt)).toEqual([]);
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
      expect((await withSiteResources((store) => store.list())).filter((item) => item.slug === slug)).toEqual([]);

      const pdf = Buffer.from("%PDF-1.4\n% uploaded before the first save\n%%EOF\n");
      await panel()
        .getByLabel(t.pdfFile)
        .setInputFiles({ name: "first.pdf", mimeType: "application/pdf", buffer: pdf });
      await panel().getByRole("button", { name: t.upload }).click();
      await expect(panel().getByRole("status")).toHaveText(t.done.pdf);
      await expect(panel()).toContainText("first.pdf");
      const saved = (await withSiteResources((store) => store.list())).filter((item) => item.slug === slug);
      expect(saved.map((item) => item.title)).toEqual([title]);
      expect(
        Buffer.from((await withSiteResources((store) => store.pdf(saved[0]?.id ?? 0)))?.bytes ?? []).equals(pdf),
      ).toBe(true);
    });

    test(`${lang}: an image uploaded beside unsaved text keeps that text: the upload saves the form first`, async ({
      page,
    }) => {
      const t = adminDictionaries[lang].resources;
      const editor = await createAdminUser(serverEnv.DATABASE_URL, { role: "editor", lang });
      const item = await withSiteResources((store) =>
        store.create(resourceInput({ lang, slug: `typed-beside-${lang}-${Date.now()}` }), editor),
      );
      await signIn(page.context().request, editor);
      await page.goto(`${adminPaths.resources}/${item.id}`);
      const typed = `Typed beside the upload, not saved (${item.id}).`;
      await page.getByLabel(t.body, { exact: true }).fill(typed);
      const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#175a84" } })
        .png()
        .toBuffer();
      const images = page.getByRole("region", { name: t.imagesTitle });
      await images.getByLabel(t.imageFile).setInputFiles({ name: "beside.png", mimeType: "image/png", buffer: png });
      await images.getByLabel(t.imageAlt).fill(`Beside ${item.id}`);
      await images.getByRole("button", { name: t.upload }).click();
      await expect(images.getByRole("status")).toHaveText(t.done.image);
      await expect(page.getByLabel(t.body, { exact: true })).toHaveValue(typed);
      expect((await withSiteResources((store) => store.get(item.id)))?.body).toBe(typed);
      if (javaScriptEnabled) await expectAccessible(page, `${lang}: an image uploaded beside typed text`);
    });

    test(`${lang}: a file that is not a PDF is refused by name on the guide's PDF field`, async ({ page }) => {
      const t = adminDictionaries[lang].resources;
      const editor = await createAdminUser(serverEnv.DATABASE_URL, { role: "editor", lang });
      const item = await withSiteResources((store) =>
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
      expect(await withSiteResources((store) => store.pdf(item.id))).toBeUndefined();
    });
  });
}
