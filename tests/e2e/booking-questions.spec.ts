import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { type Lang, pathOf } from "#common/site/pages.ts";
import { createAdminUser, signInAsFromSite } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { dayTimes } from "#tests/support/booking-page.ts";
import { readMail } from "#tests/support/mime.ts";
import { startSmtpServer } from "#tests/support/smtp.ts";
import { serverEnv } from "../../playwright.config";
import { expect, leaveForBlank, test } from "./fixtures";
import { startServer, tempDatabase } from "./server-process";

/**
 * A meeting type's own questions (issue 25): an admin adds one to the MGA partnership in the back
 * office, a visitor books that type from its link and answers it, the confirmation email names the
 * meeting, and the lead's page shows the answer under its question. Each test runs its own server,
 * database and mail server, so no other test's questions or times are touched.
 */

const name = { fr: "Partenariat agent général", en: "MGA partnership" } as const;
const question = {
  fr: "Combien de conseillers compte votre réseau\u00a0?",
  en: "How many advisors are in your network?",
} as const;

const modes = [
  { title: "with JavaScript", javaScriptEnabled: true, lang: "fr", admin: "fr" },
  // The admin reads French while the visitor books in English: the team's email says « Partenariat agent général ».
  { title: "without JavaScript", javaScriptEnabled: false, lang: "en", admin: "fr" },
] as const satisfies readonly { title: string; javaScriptEnabled: boolean; lang: Lang; admin: Lang }[];

for (const mode of modes) {
  test.describe(mode.title, () => {
    test.use({ javaScriptEnabled: mode.javaScriptEnabled, timezoneId: "America/Toronto" });
    // A half-filled question is a 400; the booking page's analytics beacon, sent from beside the
    // build's own address, is refused as from another site (403).
    test.use({ expectedConsoleErrors: /status of (400|403)/ });

    test(`${mode.lang}: an admin adds a question to the MGA partnership; a visitor answers it; the team reads the answer`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const smtp = await startSmtpServer();
      const database = tempDatabase();
      const admin = await createAdminUser(database, { lang: mode.admin, email: "sophie.roy@sobrita.test" });
      const server = await startServer(0, { DATABASE_URL: database, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      try {
        const ta = adminDictionaries[mode.admin].meetingTypes;
        await signInAsFromSite(page, admin, server.url, serverEnv.SITE_URL);

        // The admin adds a question; a row given in French only is refused in their language, saving nothing.
        await page.goto(`${server.url}${adminPaths.meetingTypes}`);
        const row = () =>
          page
            .getByRole("region", { name: name[mode.admin] })
            .getByRole("group", { name: ta.questionRows.row.replace("{n}", "1") });
        await row().getByLabel(ta.questionRows.fr).fill(question.fr);
        await page.getByRole("region", { name: name[mode.admin] }).getByRole("button", { name: ta.save }).click();
        await expect(page.getByRole("region", { name: name[mode.admin] }).getByRole("alert")).toContainText(
          ta.errors.questions,
        );
        await expect(row().getByLabel(ta.questionRows.fr)).toHaveAttribute("aria-invalid", "true");
        await page.goto(`${server.url}${adminPaths.meetingTypes}`);
        await expect(row().getByLabel(ta.questionRows.fr)).toHaveValue("");
        await row().getByLabel(ta.questionRows.fr).fill(question.fr);
        await row().getByLabel(ta.questionRows.en).fill(question.en);
        await page.getByRole("region", { name: name[mode.admin] }).getByRole("button", { name: ta.save }).click();
        await expect(page.getByText(ta.saved)).toBeVisible();
        await expect(row().getByLabel(ta.questionRows.en)).toHaveValue(question.en);
        if (mode.javaScriptEnabled) await expectAccessible(page, "meeting types with a question");

        // The visitor books the partnership from its link and answers the question, in the page's language.
        const t = dictionaries[mode.lang].pages.booking;
        const fields = dictionaries[mode.lang].pages.contact.form.fields;
        await page.goto(`${server.url}${pathOf("booking", mode.lang)}?type=mga-partnership`);
        await expect(page.getByRole("heading", { level: 1, name: name[mode.lang] })).toBeVisible();
        await dayTimes(page).first().click();
        await expect(page.getByRole("group", { name: t.questions.legend })).toBeVisible();
        await expect(page.getByText(t.questions.purpose)).toBeVisible();
        if (mode.javaScriptEnabled) await expectAccessible(page, "booking form with a question");
        await page.getByLabel(fields.firstName, { exact: true }).fill("Marc");
        await page.getByLabel(fields.lastName, { exact: true }).fill("Tremblay");
        await page.getByLabel(fields.email).fill("marc@agence-tremblay.ca");
        await page.getByLabel(t.fields.company).fill("Agence Tremblay");
        await page.getByLabel(t.roles.mga).check();
        await page.getByLabel(question[mode.lang]).fill("Une quarantaine, surtout à Québec.");
        await page.getByLabel(fields.consent).check();
        await page.getByRole("button", { name: t.submit }).click();
        await expect(page.getByRole("heading", { level: 1, name: t.meetingTypes.booked })).toBeVisible();

        // Both emails name the meeting; the team's carries the answer under its question.
        const to = (address: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(address));
        await expect.poll(() => to("marc@agence-tremblay.ca").length, { timeout: 15_000 }).toBe(1);
        await expect.poll(() => to(admin.email).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
        const [sent] = to("marc@agence-tremblay.ca");
        if (!sent) throw new Error("no confirmation");
        expect((await readMail(sent)).subject).toContain(name[mode.lang]);
        const notices = await Promise.all(to(admin.email).map(readMail));
        const notice = notices.find((mail) => mail.subject.includes(name.fr));
        expect(notice?.text).toContain(`${question.fr}\u00a0:\nUne quarantaine, surtout à Québec.`);

        // The lead's page shows the answer under its question, in the admin's language.
        await page.goto(`${server.url}${adminPaths.leads}`);
        await page
          .getByRole("link", { name: /Marc Tremblay/ })
          .first()
          .click();
        const answer = page.getByRole("definition").filter({ hasText: "Une quarantaine, surtout à Québec." });
        await expect(answer).toBeVisible();
        await expect(page.getByRole("term").filter({ hasText: question.fr })).toBeVisible();
        if (mode.javaScriptEnabled) await expectAccessible(page, "lead with answers");
        await leaveForBlank(page);
      } finally {
        await server.stop();
        await smtp.close();
      }
    });
  });
}
