/**
 * Issue 55, done when, tried as a new editor would: the home page's French title changed in « Pages du
 * site », previewed, published, reviewed in English, refused when too long, a figure's basis kept,
 * the first version restored, markup shown as text; with and without JavaScript, each on a server
 * and database of its own. Then a publication seen by two instances on PostgreSQL within 15 s.
 */
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { sitePagePath, sitePagePreviewPath } from "#common/admin/paths.ts";
import { en } from "#common/content/en.ts";
import { fr } from "#common/content/fr.ts";
import { prerenderedPaths } from "#common/site/pages.ts";
import { originalWords } from "#common/site-pages/fields.ts";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { createSitePagesDesk } from "#server/site-pages/desk.server.ts";
import { createAdminUser, signInAsFromSite } from "#tests/support/admin.ts";
import { serverEnv } from "../../playwright.config";
import { settled } from "./fixtures";
import { instancesOnPostgres, type ServerProcess, startServer, tempDatabase } from "./server-process";

/** The h1 of a public page as the server answers it now, read without a browser. */
async function headingOf(server: ServerProcess, path: string): Promise<string> {
  const html = await (await fetch(`${server.url}${path}`)).text();
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "";
  return heading
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");
}

const typedTitle = "Votre cabinet, enfin allégé : essayez-le !";
/** As French typography sets it, as typed and again on save. */
const publishedTitle = "Votre cabinet, enfin allégé\u00a0: essayez-le\u202f!";
const originalTitle = fr.pages.home.hero.title;

async function save(page: Page) {
  // The form has the button above and below its fields.
  await page.getByRole("button", { name: "Enregistrer le brouillon" }).first().click();
}

for (const javaScriptEnabled of [true, false]) {
  test(`an editor changes the home page's French title, ${javaScriptEnabled ? "with" : "without"} JavaScript`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const databaseUrl = tempDatabase();
    const server = await startServer(0, { DATABASE_URL: databaseUrl });
    const context = await browser.newContext({ javaScriptEnabled });
    try {
      const page = await context.newPage();
      // No script error on any page of the walk (the fixtures' guard, for this test's own context).
      const problems: string[] = [];
      page.on("pageerror", (error) => problems.push(error.message));
      const editor = await createAdminUser(databaseUrl, { role: "editor" });
      await signInAsFromSite(page, editor, server.url, serverEnv.SITE_URL);

      // The list names every page; the home page opens its editor.
      await page.goto(`${server.url}/admin/site-pages`);
      await settled(page, javaScriptEnabled);
      await expect(page.getByRole("heading", { level: 1, name: "Pages du site" })).toBeVisible();
      await page
        .getByRole("region", { name: "Pages du site" })
        .getByRole("link", { name: "Accueil", exact: true })
        .click();
      await expect(page).toHaveURL(`${server.url}${sitePagePath("home")}`);
      await settled(page, javaScriptEnabled);

      // A draft leaves / alone; the preview shows it.
      await page.locator("#fr-pages-home-hero-title").fill(typedTitle);
      await save(page);
      await expect(page.getByText("Brouillon enregistré. Le site n’a pas changé.")).toBeVisible();
      await expect(page.locator("#fr-pages-home-hero-title")).toHaveValue(publishedTitle);
      expect(await headingOf(server, "/")).toBe(originalTitle);
      const preview = await context.newPage();
      await preview.goto(`${server.url}${sitePagePreviewPath("home", "fr")}`);
      await expect(preview.locator("h1")).toHaveText(publishedTitle);
      await preview.close();

      // Published: / shows it within 15 s, /en keeps its own.
      await page.getByRole("button", { name: "Publier", exact: true }).click();
      await expect(page.getByText("Page publiée.")).toBeVisible();
      await expect.poll(() => headingOf(server, "/"), { timeout: 15_000 }).toBe(publishedTitle);
      expect(await headingOf(server, "/en")).toBe(en.pages.home.hero.title);

      // The English title is now to review.
      await expect(page.locator("#en-pages-home-hero-title-review")).toHaveText("À revoir");
      await expect(page.locator("#en-pages-home-hero-title")).toHaveAttribute(
        "aria-describedby",
        /en-pages-home-hero-title-review/,
      );
      await page.goto(`${server.url}/admin/site-pages`);
      await settled(page, javaScriptEnabled);
      await expect(page.getByRole("row", { name: /Accueil/ })).toContainText("1\u00a0champ à revoir");

      // A 400-character title is refused on its field, linked from the summary, and what was typed is kept.
      await page.goto(`${server.url}${sitePagePath("home")}`);
      await settled(page, javaScriptEnabled);
      const tooLong = "Un titre beaucoup trop long ".repeat(15).slice(0, 400);
      await page.locator("#fr-pages-home-hero-title").fill(tooLong);
      await save(page);
      const title = page.locator("#fr-pages-home-hero-title");
      await expect(title).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#fr-pages-home-hero-title-error")).toContainText("dépasse la longueur prévue");
      const link = page.getByRole("alert").getByRole("link", { name: "Héros › Titre (Français)" });
      await expect(link).toHaveAttribute("href", "#fr-pages-home-hero-title");
      await expect(title).toHaveValue(tooLong.trim());
      expect(await headingOf(server, "/")).toBe(publishedTitle);

      // A figure's basis cannot be emptied.
      await page.goto(`${server.url}${sitePagePath("shared")}`);
      await settled(page, javaScriptEnabled);
      const basis = page.locator("#fr-common-figuresBasis");
      await basis.fill("");
      await save(page);
      if (javaScriptEnabled) {
        await expect(basis).toHaveAttribute("aria-invalid", "true");
        await expect(page.locator("#fr-common-figuresBasis-error")).toContainText("ne peuvent pas être vidés");
      } else {
        // Without a script the browser holds the form back: `required` says why, on the field.
        expect(await basis.evaluate((control: HTMLTextAreaElement) => control.validity.valueMissing)).toBe(true);
        await expect(page.getByText("Brouillon enregistré.")).toHaveCount(0);
      }
      const home = await (await fetch(`${server.url}/`)).text();
      expect(home).toContain(fr.common.figuresBasis.slice(0, 40));

      // Restoring the first version puts the original title back once published.
      await page.goto(`${server.url}${sitePagePath("home")}`);
      await settled(page, javaScriptEnabled);
      const original = page.locator("details", { hasText: "Version d’origine" }).last();
      await original.locator("summary").click();
      await original.getByRole("button", { name: /Restaurer cette version en brouillon/ }).click();
      await expect(page.getByText("Version restaurée en brouillon")).toBeVisible();
      await expect(page.locator("#fr-pages-home-hero-title")).toHaveValue(originalTitle);
      await page.getByRole("button", { name: "Publier", exact: true }).click();
      await expect.poll(() => headingOf(server, "/"), { timeout: 15_000 }).toBe(originalTitle);

      // Markup typed in a rich field shows as text; its Markdown is kept.
      await page.goto(`${server.url}${sitePagePath("privacy")}`);
      await settled(page, javaScriptEnabled);
      await page
        .locator("#fr-pages-privacy-sections-0-paragraphs-0")
        .fill("Nous protégeons vos <b>renseignements</b> et <script>alert(1)</script> **vraiment**.");
      await page.getByRole("button", { name: "Publier", exact: true }).click();
      await expect(page.getByText("Page publiée.")).toBeVisible();
      const privacy = await context.newPage();
      await expect
        .poll(
          async () => {
            await privacy.goto(`${server.url}/confidentialite`);
            return privacy.getByText("<b>renseignements</b>").count();
          },
          { timeout: 15_000 },
        )
        .toBe(1);
      await expect(privacy.locator("main strong", { hasText: "vraiment" })).toBeVisible();
      await expect(privacy.locator("main b, main script")).toHaveCount(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await server.stop();
    }
  });
}

test("a site-wide text published as it was makes every prerendered page again, byte for byte as the build did", async () => {
  test.setTimeout(120_000);
  const databaseUrl = tempDatabase();
  const app = await openDatabase(databaseUrl);
  try {
    const desk = createSitePagesDesk({ database: app, audit: createAuditLog(app) });
    const saved = await desk.save(
      "footer",
      { words: originalWords("footer"), revision: 0, confirmed: { fr: [], en: [] } },
      null,
    );
    if (!saved.ok) throw new Error("the footer's own words were refused");
    expect(await desk.publish("footer", { revision: saved.revision }, null)).toMatchObject({ ok: true });
  } finally {
    await app.close();
  }
  // The footer shows on every page: this server renders each prerendered page before it answers.
  const server = await startServer(0, { DATABASE_URL: databaseUrl, LOG_LEVEL: "info" });
  try {
    expect(server.stdout()).toContain("site pages rendered");
    for (const path of prerenderedPaths()) {
      const built = readFileSync(`build/client${path === "/" ? "" : path}/index.html`, "utf8");
      const served = await fetch(`${server.url}${path}`, { headers: { "accept-encoding": "identity" } });
      expect(await served.text(), path).toBe(built);
    }
  } finally {
    await server.stop();
  }
});

test.describe("two instances on PostgreSQL", () => {
  const instances = instancesOnPostgres();

  test("a publication is live on both within 15 s, and the other language keeps its own", async () => {
    test.setTimeout(120_000);
    const { database, servers } = await instances.start(2);
    const app = await openDatabase(database.url);
    try {
      const desk = createSitePagesDesk({ database: app, audit: createAuditLog(app) });
      const words = { fr: { "pages.home.hero.title": "Publié sur une instance, vu sur les deux" }, en: {} };
      const saved = await desk.save("home", { words, revision: 0, confirmed: { fr: [], en: [] } }, null);
      if (!saved.ok) throw new Error("the draft was refused");
      expect(await desk.publish("home", { revision: saved.revision }, null)).toMatchObject({ ok: true });
    } finally {
      await app.close();
    }
    for (const server of servers) {
      await expect
        .poll(() => headingOf(server, "/"), { timeout: 15_000 })
        .toBe("Publié sur une instance, vu sur les deux");
      expect(await headingOf(server, "/en")).toBe(en.pages.home.hero.title);
    }
  });
});
