import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import {
  ageReauthentication,
  createAdminUser,
  createSetupLink,
  postForm,
  signIn,
  signInSession,
  totpCode,
} from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test } from "./fixtures";

/** Issue 27's accounts, as a member would meet them: sessions, recovery codes, re-authentication, locks, setup. */
const db = serverEnv.DATABASE_URL;
const base = serverEnv.SITE_URL;
// Wrong codes, passwords and locks are answered 400 or 401, on purpose.
test.use({ expectedConsoleErrors: /status of 40[01]/ });

test("from My account, a member ends another of their open sessions and keeps the current one", async ({
  page,
  browser,
}) => {
  const staff = await createAdminUser(db, { role: "staff" });
  const phone = await browser.newContext();
  try {
    await signIn(phone.request, staff, base);
    await signIn(page.context().request, staff, base);
    await page.goto("/admin/account");
    const sessions = page.getByRole("region", { name: "Vos sessions ouvertes" });
    const rows = sessions.getByRole("row").filter({ hasText: "Chrome sur Linux" });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: "Cette session" })).toHaveCount(1);
    await expect(rows.first()).toContainText("Ce réseau");
    await expectAccessible(page, "My account with two sessions");

    await rows
      .filter({ hasNotText: "Cette session" })
      .getByRole("button", { name: /^Fermer/ })
      .click();
    await expect(page.getByRole("status")).toHaveText("Session fermée.");
    await expect(sessions.getByRole("row").filter({ hasText: "Chrome sur Linux" })).toHaveCount(1);
    // The other session fails on its next request; this one carries on.
    const next = await phone.request.get(`${base}/admin/account`, { maxRedirects: 0 });
    expect(next.status()).toBe(302);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon compte");
  } finally {
    await phone.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 401/ });

  test("a member ends all their other sessions with a plain form", async ({ page, browser }) => {
    const staff = await createAdminUser(db, { role: "staff", lang: "en" });
    const others = await Promise.all([browser.newContext(), browser.newContext()]);
    try {
      for (const other of others) await signIn(other.request, staff, base);
      await signIn(page.context().request, staff, base);
      await page.goto("/admin/account");
      await page.getByRole("button", { name: "End all other sessions" }).click();
      await expect(page.getByRole("status")).toHaveText("Other sessions ended: 2.");
      for (const other of others) {
        expect((await other.request.get(`${base}/admin`, { maxRedirects: 0 })).status()).toBe(302);
      }
    } finally {
      await Promise.all(others.map((other) => other.close()));
    }
  });

  test("each form of My account answers inside its own panel, and the page opens there", async ({ page }) => {
    const t = adminDictionaries.en;
    const admin = await createAdminUser(db, { role: "admin", lang: "en" });
    await signIn(page.context().request, admin, base);
    // A phone's height, so that the lower panels start out of view.
    await page.setViewportSize({ width: 375, height: 700 });
    const saves = [
      {
        panel: t.analyticsPaths.weekly.legend,
        button: t.analyticsPaths.weekly.save,
        said: t.analyticsPaths.weekly.saved,
      },
      { panel: t.sales.preferencesTitle, button: t.sales.savePreferences, said: t.sales.preferencesSaved },
      // Saved as it stands: how the team shares contact messages is not this test's to change.
      { panel: t.sales.assignmentTitle, button: t.sales.saveAssignment, said: t.sales.assignmentSaved },
    ];
    for (const save of saves) {
      await page.goto("/admin/account");
      const panel = page.getByRole("region", { name: save.panel });
      await expect(panel).not.toBeInViewport();
      await panel.getByRole("button", { name: save.button }).click();
      const answer = page.getByRole("region", { name: save.panel }).getByRole("status");
      await expect(answer).toHaveText(save.said);
      await expect(answer).toBeInViewport();
      await expect(page.getByRole("status")).toHaveCount(1);
    }
  });

  test("a button in a member's row answers in that row, and the page opens there", async ({ page }) => {
    const t = adminDictionaries.en;
    const admin = await createAdminUser(db, { role: "admin", lang: "en" });
    // Users are listed by address: this one comes after the test's own and the form that adds one.
    const staff = await createAdminUser(db, {
      role: "staff",
      email: `zz-row-${process.pid}-${Date.now()}@example.com`,
    });
    await signIn(page.context().request, admin, base);
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto("/admin/users");
    const row = page.getByRole("row").filter({ hasText: staff.email });
    await expect(row).not.toBeInViewport();
    await row.getByRole("button", { name: `${t.users.reset} – ${staff.email}` }).click();
    const answer = page.getByRole("row").filter({ hasText: staff.email }).getByRole("status");
    await expect(answer).toContainText(t.users.resetDone);
    await expect(answer.locator("code")).toHaveText(/\/admin\/setup\?token=/);
    await expect(answer).toBeInViewport();
    await expect(page.getByRole("status")).toHaveCount(1);
  });

  test("an admin confirms their password and code before disabling an account, then is back on Users", async ({
    page,
  }) => {
    const admin = await createAdminUser(db, { totp: true });
    const staff = await createAdminUser(db, { role: "staff" });
    await signIn(page.context().request, admin, base);
    await ageReauthentication(db, admin.id);
    await page.goto("/admin/users");
    const disable = page.getByRole("button", { name: `Désactiver – ${staff.email}` });
    await disable.click();
    // The button's fragment stays in the address, and brings the page back to its row.
    await expect(page).toHaveURL(/\/admin\/confirm\?next=%2Fadmin%2Fusers#user-\d+-actions$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmez votre identité");
    await page.getByLabel("Mot de passe").fill("not the password at all");
    await page.getByLabel("Code de l’application d’authentification").fill("000000");
    await page.getByRole("button", { name: "Confirmer" }).click();
    await expect(page.getByRole("alert")).toHaveText("Mot de passe ou code refusé. Réessayez.");
    await page.getByLabel("Mot de passe").fill(admin.password);
    // The sign-in spent this step's code: the authenticator's next one, typed with its space.
    const code = totpCode(admin.totpSecret as string, Date.now() + 30_000);
    await page.getByLabel("Code de l’application d’authentification").fill(`${code.slice(0, 3)} ${code.slice(3)}`);
    await page.getByRole("button", { name: "Confirmer" }).click();
    await expect(page).toHaveURL(/\/admin\/users#user-\d+-actions$/);
    await disable.click();
    await expect(page.getByRole("status")).toContainText("désactivé");
    await expect(page.getByRole("row").filter({ hasText: staff.email })).toContainText("Désactivé");
  });
});

test("the confirmation page passes axe, and an export waits for it", async ({ page }) => {
  const admin = await createAdminUser(db, { lang: "en" });
  await signIn(page.context().request, admin, base);
  await ageReauthentication(db, admin.id);
  const exported = await page.context().request.get(`${base}/admin/leads/export`, { maxRedirects: 0 });
  expect(exported.headers().location).toBe("/admin/confirm?next=%2Fadmin%2Fleads%2Fexport");
  const analytics = await page.context().request.get(`${base}/admin/analytics/export?table=sources`, {
    maxRedirects: 0,
  });
  expect(analytics.headers().location).toBe("/admin/confirm?next=%2Fadmin%2Fanalytics%2Fexport%3Ftable%3Dsources");
  // A POST comes back to the page its form was on, to be sent again: nothing was erased meanwhile.
  const other = await createAdminUser(db);
  const session = await signInSession(base, other);
  await ageReauthentication(db, other.id);
  const erase = await postForm(
    base,
    "/admin/privacy",
    { csrf: session.csrf, intent: "delete", email: "someone@example.com", confirmed: "yes" },
    session,
  );
  expect(erase.headers.get("location")).toBe("/admin/confirm?next=%2Fadmin%2Fprivacy");
  await page.goto("/admin/confirm?next=%2Fadmin%2Fleads");
  await expectAccessible(page, "the confirmation page");
  // Only a back-office path is a way back.
  await page.goto("/admin/confirm?next=https%3A%2F%2Fexample.com%2F");
  await page.getByLabel("Password").fill(admin.password);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(`${base}/admin`);
  const again = await page.context().request.get(`${base}/admin/leads/export`, { maxRedirects: 0 });
  expect(again.status()).toBe(200);
});

test("a recovery code signs a member in once, from the code step", async ({ page }) => {
  const admin = await createAdminUser(db, { totp: true });
  await signIn(page.context().request, admin, base);
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto("/admin/account");
  await page.getByRole("button", { name: "Générer de nouveaux codes" }).click();
  const codes = page.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  // The page that shows them opens at them.
  await expect(page.getByRole("heading", { name: adminDictionaries.fr.accounts.recovery.codesTitle })).toBeInViewport({
    ratio: 1,
  });
  await expectAccessible(page, "recovery codes shown");
  const code = (await codes.nth(2).textContent()) as string;
  await page.getByRole("link", { name: "Continuer" }).click();
  await expect(page.getByText("Codes inutilisés\u00a0: 10.")).toBeVisible();

  await page.context().clearCookies();
  for (const attempt of ["first", "second"]) {
    await page.goto("/admin/sign-in");
    await page.getByLabel("Courriel").fill(admin.email);
    await page.getByLabel("Mot de passe").fill(admin.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\/code/);
    if (attempt === "first") await expectAccessible(page, "the code step");
    await page.getByText("Utiliser un code de récupération").click();
    await page.getByLabel("Code de récupération").fill(code.toUpperCase());
    await page.getByRole("button", { name: "Utiliser ce code" }).click();
    if (attempt === "first") {
      await expect(page).toHaveURL(/\/admin$/);
      await page.getByRole("button", { name: "Se déconnecter" }).click();
    } else {
      await expect(page.getByRole("alert")).toHaveText("Ce code est refusé. Réessayez (essais restants\u00a0: 2).");
      await expect(page.getByLabel("Code de récupération")).toBeFocused();
    }
  }
});

test("a locked account says until when, and an admin sees the lock on Users and lifts it", async ({ page }) => {
  const staff = await createAdminUser(db, { role: "staff" });
  for (let i = 0; i < 5; i += 1) {
    await postForm(base, "/admin/sign-in", { email: staff.email, password: "wrong, wrong, wrong", next: "/admin" });
  }
  await page.goto("/admin/sign-in");
  await page.getByLabel("Courriel").fill(staff.email);
  await page.getByLabel("Mot de passe").fill(staff.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("alert")).toContainText("Il est verrouillé jusqu’à");

  await signIn(page.context().request, await createAdminUser(db), base);
  await page.goto("/admin/users");
  const row = page.getByRole("row").filter({ hasText: staff.email });
  await expect(row).toContainText("Verrouillé jusqu’à");
  await row.getByRole("button", { name: `Déverrouiller – ${staff.email}` }).click();
  await expect(page.getByRole("status")).toHaveText("Le compte est déverrouillé.");
  await expect(page.getByRole("row").filter({ hasText: staff.email })).not.toContainText("Verrouillé");
  const signedIn = await postForm(base, "/admin/sign-in", {
    email: staff.email,
    password: staff.password,
    next: "/admin",
  });
  expect(signedIn.headers.get("location")).toBe("/admin");
});

test("setup shows the key in groups of four, puts the focus on the first error, and signs the member in", async ({
  page,
}) => {
  const email = `setup-groups-${Date.now()}@example.com`;
  await page.goto(await createSetupLink(db, base, email, "staff"));
  await expect(page.getByTestId("totp-secret").locator("span").first()).toHaveText(/^[A-Z2-7]{4}$/);
  await page.getByLabel("Votre prénom").fill("Léa");
  await page.getByLabel("Mot de passe", { exact: true }).fill("sobrita all the way home");
  await page.getByLabel("Confirmez le mot de passe").fill("sobrita all the way home");
  await page.getByRole("button", { name: "Créer mon accès" }).click();
  await expect(page.getByRole("alert")).toHaveText("Ce mot de passe contient le nom de l’entreprise, Sobrita.");
  await expect(page.getByLabel("Mot de passe", { exact: true })).toBeFocused();
  await page.getByLabel("Mot de passe", { exact: true }).fill("a quiet lake in the north");
  await page.getByLabel("Confirmez le mot de passe").fill("a quiet lake in the north!");
  await page.getByRole("button", { name: "Créer mon accès" }).click();
  await expect(page.getByLabel("Confirmez le mot de passe")).toBeFocused();
  await page.getByLabel("Mot de passe", { exact: true }).fill("a quiet lake in the north");
  await page.getByLabel("Confirmez le mot de passe").fill("a quiet lake in the north");
  await page.getByRole("button", { name: "Créer mon accès" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Accueil");
});
