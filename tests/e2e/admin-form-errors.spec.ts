import type { Page } from "@playwright/test";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { createAdminUser, signIn } from "#tests/support/admin.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { seedLeads } from "#tests/support/seed-leads.ts";
import { serverEnv } from "../../playwright.config";
import { expect, settled, test, withAndWithoutJavaScript } from "./fixtures";
import { uniqueEmail } from "./leads";

/**
 * Back-office forms read through their schema (decision 108): a value the browser lets through but
 * the schema refuses is told in the member's language, on its field and in a summary linking to it,
 * with what was typed kept, with JavaScript or without.
 */
const db = serverEnv.DATABASE_URL;
const base = serverEnv.SITE_URL;

/** The summary's one line, the field marked and described by its message, and the link to it. */
async function expectRefusedOn(page: Page, region: string, label: string, message: string, id: string) {
  const panel = page.getByRole("region", { name: region });
  const summary = panel.getByRole("alert");
  await expect(summary.getByRole("listitem")).toHaveText([`${label} — ${message}`]);
  const control = panel.getByLabel(label, { exact: true });
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(new RegExp(message.replace(/[.?()]/g, "\\$&")));
  const link = summary.getByRole("link", { name: label });
  await expect(link).toHaveAttribute("href", `#${id}`);
  return { control, link };
}

withAndWithoutJavaScript((javaScriptEnabled) => {
  // A refused form is a 400, which the browser reports.
  test.use({ expectedConsoleErrors: /status of 400/ });

  for (const lang of ["fr", "en"] as const) {
    const t = adminDictionaries[lang];

    test(`a new account's address the schema refuses is told on its field, in ${lang}`, async ({ page }) => {
      const admin = await createAdminUser(db, { role: "admin", totp: true, lang });
      await signIn(page.context().request, admin, base);
      await page.goto(adminPaths.users);
      const add = page.getByRole("region", { name: t.users.addTitle });
      // The browser takes an address without a dot in its domain; no mailbox has one.
      const typed = `ana-${lang}-${javaScriptEnabled ? "js" : "nojs"}@cabinet`;
      await add.getByLabel(t.users.email).fill(typed);
      await add.getByRole("button", { name: t.users.add }).click();
      const { control, link } = await expectRefusedOn(
        page,
        t.users.addTitle,
        t.users.email,
        t.users.invalidEmail,
        "email",
      );
      await expect(control).toHaveValue(typed);
      await expect(page.getByRole("row").filter({ hasText: typed })).toHaveCount(0);
      if (javaScriptEnabled) {
        await settled(page, true);
        await link.click();
        await expect(control).toBeFocused();
        await expectNoAxeViolations(page, "a new account refused for its address");
      }
    });

    test(`a note of spaces alone is refused on its field, in ${lang}`, async ({ page }) => {
      const staff = await createAdminUser(db, { role: "staff", lang });
      await signIn(page.context().request, staff, base);
      const [id] = await seedLeads(db, [{ email: uniqueEmail(`note-${lang}`), firstName: "Note", phone: null }]);
      await page.goto(`/admin/leads/${id}`);
      const note = page.getByRole("region", { name: t.lead.noteTitle });
      await note.getByLabel(t.lead.note, { exact: true }).fill("   ");
      await note.getByRole("button", { name: t.lead.addNote }).click();
      const { control, link } = await expectRefusedOn(page, t.lead.noteTitle, t.lead.note, t.lead.noteEmpty, "note");
      if (javaScriptEnabled) {
        await settled(page, true);
        await link.click();
        await expect(control).toBeFocused();
        await expectNoAxeViolations(page, "a note refused for being empty");
      }
      // Nothing was added to the lead's history.
      const app = await openDatabase(db);
      try {
        const notes = await app.db
          .selectFrom("lead_events")
          .select("id")
          .where("lead_id", "=", id as number)
          .where("note", "is not", null)
          .execute();
        expect(notes).toHaveLength(0);
      } finally {
        await app.close();
      }
    });
  }
});
