import type { Page } from "@playwright/test";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { newsletterText } from "#common/content/newsletter.ts";
import { pathOf } from "#common/site/pages.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { expect, leaveForBlank, settled, test, withAndWithoutJavaScript } from "./fixtures";
import { fillForm, uniqueEmail } from "./leads";
import { type ServerProcess, startServer, tempDatabase } from "./server-process";

/**
 * A public form sent back with errors (issue 52): it keeps what was sent, the newsletter's box
 * included, and the time it was first shown (the robot timer is not restarted for a visitor who
 * corrects it); a field left empty is named in its message; a form sent too fast says what to do.
 */
const renderedAt = (page: Page) => page.locator('input[name="renderedAt"]').inputValue();
const contactText = (lang: "fr" | "en") => dictionaries[lang].pages.contact.form;

withAndWithoutJavaScript((javaScriptEnabled) => {
  test.use({ expectedConsoleErrors: /status of 400/ });

  test("the newsletter form refused for its address keeps its box ticked and its first render time", async ({
    page,
  }) => {
    const t = newsletterText.fr;
    await page.goto(pathOf("newsletter", "fr"));
    const shown = await renderedAt(page);
    const email = page.getByLabel(t.fields.email, { exact: true });
    // The browser's own check lets "name@firm" through; the server's asks for a domain.
    await email.fill("claire@cabinet");
    await page.getByLabel(t.consent.wording).check();
    await page.getByRole("button", { name: t.submit }).click();
    await expect(email).toHaveAccessibleDescription(t.errors.email);
    await settled(page, javaScriptEnabled);
    await expect(page.getByLabel(t.consent.wording)).toBeChecked();
    expect(await renderedAt(page)).toBe(shown);
    if (javaScriptEnabled) await expectNoAxeViolations(page, "the newsletter form sent back");
    await email.fill(uniqueEmail("refused-newsletter"));
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("heading", { name: t.sent.title })).toBeVisible();
  });

  for (const lang of ["fr", "en"] as const) {
    test(`a contact form with a blank name names the field, in ${lang}, and keeps its first render time`, async ({
      page,
    }) => {
      const t = contactText(lang);
      await page.goto(pathOf("contact", lang));
      const shown = await renderedAt(page);
      await fillForm(page, lang, uniqueEmail(`blank-${lang}`));
      // Spaces pass the browser's `required`; the schema trims them and refuses the name.
      const first = page.getByLabel(t.fields.firstName, { exact: true });
      await first.fill("   ");
      await page.getByRole("button", { name: t.submit }).click();
      await expect(page.locator("#firstName-error")).toHaveText(
        lang === "fr" ? "Le prénom est obligatoire." : "Enter your first name.",
      );
      await expect(first).toHaveAttribute("aria-invalid", "true");
      await settled(page, javaScriptEnabled);
      expect(await renderedAt(page)).toBe(shown);
      // The title says the refusal first (decision 095), and no more once the form is sent.
      const title = dictionaries[lang].pages.contact.meta.title;
      await expect(page).toHaveTitle(`${lang === "fr" ? "Erreur\u00a0: " : "Error: "}${title}`);
      await first.fill("Marie-Claude");
      await page.getByRole("button", { name: t.submit }).click();
      await expect(page.getByRole("heading", { name: t.success.title })).toBeVisible();
      await expect(page).toHaveTitle(title);
    });
  }
});

/**
 * A server whose robot timer outlasts any test: every form is sent "too fast", whatever the load,
 * with no sleep and no clock to wait for.
 */
test.describe("a form sent within the robot timer, without JavaScript", () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 400/ });
  let server: ServerProcess;
  test.beforeAll(async () => {
    server = await startServer(0, { DATABASE_URL: tempDatabase(), MIN_FILL_MS: String(3_600_000) });
  });
  test.afterAll(async () => {
    await server.stop();
  });
  test.afterEach(async ({ page }) => {
    await leaveForBlank(page);
  });

  test("the newsletter says to wait a moment, not to reload, and keeps the form as it was, its time included", async ({
    page,
  }) => {
    const t = newsletterText.fr;
    await page.goto(`${server.url}${pathOf("newsletter", "fr")}`);
    const shown = await renderedAt(page);
    await page.getByLabel(t.fields.email, { exact: true }).fill("claire@cabinet-test.ca");
    await page.getByLabel(t.consent.wording).check();
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Ce formulaire a été envoyé très vite après son ouverture. Vérifiez vos réponses, attendez quelques secondes, puis envoyez-le de nouveau.",
    );
    await expect(page.getByLabel(t.fields.email, { exact: true })).toHaveValue("claire@cabinet-test.ca");
    await expect(page.getByLabel(t.consent.wording)).toBeChecked();
    expect(await renderedAt(page)).toBe(shown);
  });

  test("the contact form says to wait a moment, not to check fields, and keeps its first render time", async ({
    page,
  }) => {
    const t = contactText("en");
    await page.goto(`${server.url}${pathOf("contact", "en")}`);
    const shown = await renderedAt(page);
    await fillForm(page, "en", uniqueEmail("too-fast"));
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "This form was sent very soon after it opened. Check your answers, wait a few seconds, then send it again.",
    );
    expect(await renderedAt(page)).toBe(shown);
  });
});

/**
 * A back-office refusal shown as a line of its own, without a summary of fields (a wrong password):
 * its title says the refusal first too (decision 095), with and without a script.
 */
withAndWithoutJavaScript((javaScriptEnabled) => {
  test.use({ expectedConsoleErrors: /status of 401/ });

  test("a refused sign-in starts the page title with « Erreur : »", async ({ page }) => {
    const t = adminDictionaries.fr.signIn;
    await page.goto(adminPaths.signIn);
    const title = await page.title();
    await page.getByLabel(t.email).fill(uniqueEmail("refused-sign-in"));
    await page.getByLabel(t.password).fill("Pas le bon mot de passe 42");
    await page.getByRole("button", { name: t.submit }).click();
    await expect(page.getByRole("alert")).toHaveText(t.failed);
    await settled(page, javaScriptEnabled);
    await expect(page).toHaveTitle(`Erreur\u00a0: ${title}`);
  });
});
