import { createAdminUser, createSetupLink, signIn, totpCode } from "#tests/support/admin.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test } from "./fixtures";

/** The back office in a real Chromium: setup and sign-in with TOTP, no-JS sign-in, keyboard, axe. */
const db = serverEnv.DATABASE_URL;
const base = serverEnv.SITE_URL;
let counter = 0;
const uniqueEmail = (name: string) => {
  counter += 1;
  return `${name}-${Date.now()}-${counter}@example.com`;
};

test("an admin sets up their access with TOTP, then signs in with a code from the authenticator", async ({ page }) => {
  const email = uniqueEmail("chromium-admin");
  await page.goto(await createSetupLink(db, base, email, "admin"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Créer votre accès");
  await expect(page.getByRole("img", { name: "Code QR de la clé d’authentification" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent()) as string;
  const password = "une phrase de passe assez longue";
  await page.getByLabel("Votre prénom").fill("Ana");
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByLabel("Confirmez le mot de passe").fill(password);
  await page.getByLabel("Code à six chiffres").fill(totpCode(secret));
  await page.getByRole("button", { name: "Créer mon accès" }).click();

  // Signed in at once, with ten recovery codes shown this one time.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Votre compte est prêt et vous êtes connecté.");
  await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  await page.getByRole("link", { name: "Continuer" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accueil");
  await page.getByRole("button", { name: "Se déconnecter" }).click();
  await page.getByLabel("Courriel").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in\/code/);
  // Setup spent this time step's code: the authenticator's next one is within the accepted window.
  await page.getByLabel("Code", { exact: true }).fill(totpCode(secret, Date.now() + 30_000));
  await page.getByRole("button", { name: "Vérifier" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accueil");

  await page.getByRole("navigation", { name: "Espace équipe" }).getByRole("link", { name: "Journal d’audit" }).click();
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: email })
      .filter({ has: page.getByRole("cell", { name: "Connexion", exact: true }) }),
  ).toHaveCount(1);
});

test.describe("without JavaScript", () => {
  // The wrong password is answered 401, on purpose.
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 401/ });

  test("staff sign in, change their language and sign out with plain forms", async ({ page }) => {
    const staff = await createAdminUser(db, { role: "staff" });
    await page.goto("/admin/account");
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Faccount$/);
    await page.getByLabel("Courriel").fill(staff.email);
    await page.getByLabel("Mot de passe").fill("wrong password, surely");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert")).toContainText("Connexion refusée");
    await page.getByLabel("Mot de passe").fill(staff.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/admin\/account$/);

    await page.getByLabel("Langue de l’espace équipe").selectOption("en");
    await page.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Preference saved.");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Votre session est fermée.");
  });
});

test("the sign-in form works from the keyboard alone, after the skip link", async ({ page }) => {
  const staff = await createAdminUser(db, { role: "staff" });
  await page.goto("/admin/sign-in");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Aller au contenu" })).toBeFocused();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "English" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Courriel")).toBeFocused();
  await page.keyboard.type(staff.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(staff.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin(#main)?$/);
  await page.goto("/admin");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeFocused();
});

for (const width of [375, 1440]) {
  test.describe(`at ${width} px`, () => {
    // The dead setup link (410) and the unknown page (404) are loaded on purpose.
    test.use({ expectedConsoleErrors: /status of (404|410)/ });
    test(`every back-office page has no axe violation at ${width} px, in both languages`, async ({ page }) => {
      // axe on every back-office page, twice: the lists grow with what the other tests create.
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const visit = async (path: string) => {
        await page.goto(path);
        await expectNoAxeViolations(page, `${path} at ${width}`);
      };
      await visit("/admin/sign-in");
      await visit("/admin/sign-in?lang=en");
      await visit("/admin/setup?token=nope");
      await visit(await createSetupLink(db, base, uniqueEmail("axe-setup"), "staff"));

      const pending = await createAdminUser(db, { totp: true });
      await page.context().request.post("/admin/sign-in", {
        headers: { origin: base },
        form: { email: pending.email, password: pending.password, next: "/admin" },
        maxRedirects: 0,
      });
      await visit("/admin/sign-in/code");

      for (const lang of ["fr", "en"] as const) {
        await page.context().clearCookies();
        await signIn(page.context().request, await createAdminUser(db, { lang }), base);
        for (const path of ["/admin", "/admin/account", "/admin/users", "/admin/audit", "/admin/nope"])
          await visit(path);
      }
    });
  });
}
