/**
 * Issue 55, item 8, tried as an editor would: the home hero's drawn artwork replaced by an uploaded
 * image from the home page's editor, its text refused when missing in English, published with it,
 * served as a `<picture>` with its preload in the head and each language's text, then taken back to
 * the original artwork by restoring the first version. A server and database of its own.
 */
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { sitePagePath } from "#common/admin/paths.ts";
import { createAdminUser, signInAsFromSite } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { serverEnv } from "../../playwright.config";
import { type ServerProcess, startServer, tempDatabase } from "./server-process";

const frenchAlt = "Une conseillère à son bureau, devant deux écrans";
const englishAlt = "An advisor at her desk, in front of two screens";

/** A PNG as a camera's photo would be cropped: wider than the largest width served. */
async function photo() {
  const buffer = await sharp({ create: { width: 1800, height: 1000, channels: 3, background: "#1f6f9f" } })
    .composite([
      {
        input: await sharp({ create: { width: 600, height: 400, channels: 3, background: "#14a38b" } })
          .png()
          .toBuffer(),
        left: 900,
        top: 300,
      },
    ])
    .png()
    .toBuffer();
  return { name: "bureau.png", mimeType: "image/png", buffer };
}

async function html(server: ServerProcess, path: string): Promise<string> {
  return (await fetch(`${server.url}${path}`)).text();
}

/** The page's `<head>`, where the preload must be for the browser to start the image first. */
function headOf(page: string): string {
  return page.slice(0, page.indexOf("</head>"));
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Enregistrer le brouillon" }).first().click();
}

test("an editor replaces the home hero's image, publishes it, and goes back to the artwork", async ({ browser }) => {
  test.setTimeout(180_000);
  const databaseUrl = tempDatabase();
  const server = await startServer(0, { DATABASE_URL: databaseUrl });
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const editor = await createAdminUser(databaseUrl, { role: "editor" });
    await signInAsFromSite(page, editor, server.url, serverEnv.SITE_URL);

    // A database with no edits: the drawn artwork, decorative, and no image to preload.
    const before = await html(server, "/");
    expect(before).not.toContain("<picture");
    expect(before).toContain('<svg aria-hidden="true"');
    expect(headOf(before)).not.toContain('rel="preload" as="image"');

    await page.goto(`${server.url}${sitePagePath("home")}`);
    const panel = page.getByRole("region", { name: "Image du héros" });
    await expect(panel).toContainText("illustration d’origine");

    // A missing English text is refused on its field, linked from the summary; the file must be chosen again.
    await panel.getByLabel("Nouvelle image").setInputFiles(await photo());
    await page.locator("#fr-pages-home-hero-image-alt").fill(frenchAlt);
    await save(page);
    const englishField = page.locator("#en-pages-home-hero-image-alt");
    await expect(englishField).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#en-pages-home-hero-image-alt-error")).toContainText("Décrivez l’image");
    const summary = page.getByRole("alert");
    await expect(
      summary.getByRole("link", { name: "Héros › Image › Texte de remplacement (Anglais)" }),
    ).toHaveAttribute("href", "#en-pages-home-hero-image-alt");
    await expect(page.locator("#hero-image-error")).toContainText("Choisissez de nouveau le fichier");
    await expect(page.locator("#fr-pages-home-hero-image-alt")).toHaveValue(frenchAlt);
    expect(await html(server, "/")).not.toContain("<picture");

    // With both texts, published: / serves the picture with its text and its preload in the head.
    await panel.getByLabel("Nouvelle image").setInputFiles(await photo());
    await englishField.fill(englishAlt);
    await page.getByRole("button", { name: "Publier", exact: true }).click();
    await expect(page.getByText("Page publiée.")).toBeVisible();
    // The editor shows the newest version's image (its text is the fields beside it).
    await expect(panel.locator("figure img")).toHaveAttribute("src", /^\/page-images\/[\w-]{22}-480\.jpeg$/);
    await expect.poll(async () => (await html(server, "/")).includes("<picture"), { timeout: 15_000 }).toBe(true);
    const home = await html(server, "/");
    expect(home).toContain(`alt="${frenchAlt}"`);
    expect(home).not.toContain('<svg aria-hidden="true" focusable="false" preserveAspectRatio');
    // HTML's attribute names know no case; React writes srcSet, imageSrcSet, fetchPriority.
    expect(home).toMatch(/<source type="image\/avif" srcset="[^"]*\/page-images\/[\w-]{22}-480\.avif 480w/i);
    expect(home).toMatch(/<img [^>]*width="1800" height="1000"/);
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(headOf(home))?.[0] ?? "";
    expect(preload, "the hero's image is preloaded from the head").toContain('type="image/avif"');
    expect(preload).toMatch(/imagesizes="100vw"/i);
    expect(preload).toMatch(/fetchpriority="high"/i);
    const avif = /imagesrcset="[^"]*(\/page-images\/[\w-]{22}-1440\.avif) 1440w/i.exec(preload)?.[1];
    expect(avif).toBeDefined();

    // Its files answer at addresses that change with them, kept a year.
    const image = await fetch(`${server.url}${avif}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/avif");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(1440);

    // The English page has the English text.
    const english = await html(server, "/en");
    expect(english).toContain(`alt="${englishAlt}"`);
    expect(headOf(english)).toContain('rel="preload" as="image"');

    // The published page is held to the built pages' accessibility checks, in both languages.
    const visitor = await context.newPage();
    for (const path of ["/", "/en"]) {
      await visitor.goto(`${server.url}${path}`);
      await expectAccessible(visitor, `${path} with its published picture`);
    }
    await visitor.close();

    // Restoring the first version, then publishing, brings the drawn artwork back.
    await page.goto(`${server.url}${sitePagePath("home")}`);
    const original = page.locator("details", { hasText: "Version d’origine" }).last();
    await original.locator("summary").click();
    await original.getByRole("button", { name: /Restaurer cette version en brouillon/ }).click();
    await expect(page.getByText("Version restaurée en brouillon")).toBeVisible();
    await expect(panel).toContainText("illustration d’origine");
    await page.getByRole("button", { name: "Publier", exact: true }).click();
    await expect(page.getByText("Page publiée.")).toBeVisible();
    await expect.poll(async () => (await html(server, "/")).includes("<picture"), { timeout: 15_000 }).toBe(false);
    const after = await html(server, "/");
    expect(after).toContain('<svg aria-hidden="true"');
    expect(headOf(after)).not.toContain('rel="preload" as="image"');
    // The image is no longer any live page's: the public is told there is none.
    expect((await fetch(`${server.url}${avif}`)).status).toBe(404);
  } finally {
    await context.close();
    await server.stop();
  }
});
