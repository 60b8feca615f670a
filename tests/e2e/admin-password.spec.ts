import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { createAdminUser, signIn, signInSession } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test, withAndWithoutJavaScript } from "./fixtures";

/**
 * Issue 46, item 10: a member changes their own password on My account. The current password first,
 * setup's rules for the new one; then the old one fails, the new one signs in, and their other
 * sessions are ended while this one stays.
 */
const base = serverEnv.SITE_URL;
const NEW = "a brand new passphrase for my account";

withAndWithoutJavaScript((javaScriptEnabled) => {
  // A refusal is a 400, which the browser reports.
  test.use({ expectedConsoleErrors: /status of 400/ });

  for (const lang of ["fr", "en"] as const) {
    test(`${lang}: changes the password; the old one then fails, the new one signs in, another session ends`, async ({
      page,
    }) => {
      const t = adminDictionaries[lang];
      const words = t.account.password;
      const user = await createAdminUser(serverEnv.DATABASE_URL, { role: "staff", lang });
      await signIn(page.context().request, user);
      const elsewhere = await signInSession(base, user);
      await page.goto(adminPaths.account);
      const panel = page.getByRole("region", { name: words.title });
      if (javaScriptEnabled) await expectAccessible(page, "My account's password");

      // A wrong current password is refused on its field, and changes nothing.
      await panel.getByLabel(words.current).fill("not my password at all");
      await panel.getByLabel(words.next, { exact: true }).fill(NEW);
      await panel.getByLabel(words.confirm).fill(NEW);
      await panel.getByRole("button", { name: words.submit }).click();
      const current = panel.getByLabel(words.current);
      await expect(current).toHaveAttribute("aria-invalid", "true");
      await expect(current).toHaveAccessibleDescription(words.currentWrong);
      // The title says the refusal first (decision 095).
      await expect(page).toHaveTitle(new RegExp(`^${lang === "fr" ? "Erreur\u00a0: " : "Error: "}\\S`));
      if (javaScriptEnabled) {
        await expect(panel.getByRole("alert")).toBeFocused();
        await expectAccessible(page, "a refused change of password", [1440]);
      }

      // A new password setup would refuse is refused here too, with setup's words.
      await panel.getByLabel(words.current).fill(user.password);
      await panel.getByLabel(words.next, { exact: true }).fill("too short");
      await panel.getByLabel(words.confirm).fill("too short");
      await panel.getByRole("button", { name: words.submit }).click();
      await expect(panel.getByLabel(words.next, { exact: true })).toHaveAccessibleDescription(
        `${t.setup.passwordHint} ${t.setup.problems.tooShort}`,
      );

      await panel.getByLabel(words.current).fill(user.password);
      await panel.getByLabel(words.next, { exact: true }).fill(NEW);
      await panel.getByLabel(words.confirm).fill(NEW);
      await panel.getByRole("button", { name: words.submit }).click();
      await expect(panel.getByRole("status")).toHaveText(words.changed.replace("{count}", "1"));

      // The other session is ended; this one stays.
      const other = await fetch(`${base}/admin`, { headers: { cookie: elsewhere.cookie }, redirect: "manual" });
      expect(other.status).toBe(302);
      expect(other.headers.get("location")).toMatch(/^\/admin\/sign-in/);
      await page.goto(adminPaths.account);
      await expect(page.getByRole("heading", { level: 1, name: t.account.title })).toBeVisible();

      // The old password no longer signs in; the new one does.
      await expect(signInSession(base, user)).rejects.toThrow();
      await signInSession(base, { ...user, password: NEW });
    });

    test(`${lang}: a password change lists every error at once, and the hint names every rule (issue 52)`, async ({
      page,
    }) => {
      const t = adminDictionaries[lang];
      const words = t.account.password;
      const user = await createAdminUser(serverEnv.DATABASE_URL, { role: "staff", lang });
      await signIn(page.context().request, user);
      await page.goto(adminPaths.account);
      const panel = page.getByRole("region", { name: words.title });
      const next = panel.getByLabel(words.next, { exact: true });
      // Every rule, before any is broken: its length, known or leaked ones, the address, the company.
      await expect(next).toHaveAccessibleDescription(
        lang === "fr"
          ? /12\u00a0caractères.*connu ni divulgué.*avant le @.*Sobrita/
          : /12 characters.*well-known or leaked.*before the @.*Sobrita/,
      );
      // Wrong current password, a short one with the company's name, and a confirmation that differs.
      await panel.getByLabel(words.current).fill("not my password at all");
      await next.fill("Sobrita 1");
      await panel.getByLabel(words.confirm).fill("Sobrita 2");
      await panel.getByRole("button", { name: words.submit }).click();
      const summary = panel.getByRole("alert");
      await expect(summary.getByRole("listitem")).toHaveText([
        `${words.current} — ${words.currentWrong}`,
        `${words.next} — ${t.setup.problems.tooShort}`,
        `${words.next} — ${t.setup.problems.containsCompany}`,
        `${words.confirm} — ${t.setup.problems.mismatch}`,
      ]);
      await expect(summary.getByRole("link", { name: words.next, exact: true })).toHaveCount(2);
      await expect(next).toHaveAttribute("aria-invalid", "true");
      await expect(next).toHaveAccessibleDescription(
        `${t.setup.passwordHint} ${t.setup.problems.tooShort} ${t.setup.problems.containsCompany}`,
      );
      await expect(panel.getByLabel(words.confirm)).toHaveAccessibleDescription(t.setup.problems.mismatch);
      await expect(panel.getByLabel(words.current)).toHaveAttribute("aria-invalid", "true");
      // axe runs in the page: without JavaScript it cannot; the same markup is checked with it on.
      if (javaScriptEnabled) {
        await expect(summary).toBeFocused();
        await expectAccessible(page, "every error of a password change at once");
      }
    });
  }
});
