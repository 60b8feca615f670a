/**
 * Held mail (issue 52, item 11; decision 087). A server without SMTP_URL holds every email: the
 * status screen counts it as a point that needs attention, admins are told why, and other members
 * only that mail is held. A server then started with SMTP_URL on the same database offers admins
 * one button that sends it all, and it arrives. Each test runs its servers on a database of its own.
 */
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { site } from "#common/site/config.ts";
import { formatMessage } from "#common/site/message.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { createAdminUser, signInAsFromSite } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { startSmtpServer } from "#tests/support/smtp.ts";
import { serverEnv } from "../../playwright.config";
import { expect, leaveForBlank, settled, test, withAndWithoutJavaScript } from "./fixtures";
import { leadBody, postLead, type ServerProcess, startServer, tempDatabase } from "./server-process";

let servers: ServerProcess[] = [];
// The page leaves a server before it stops: a late request to it (the favicon, a CI run saw one) is refused.
test.afterEach(async ({ page }) => {
  await leaveForBlank(page);
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
});

async function heldCount(database: string): Promise<number> {
  const app = await openDatabase(database);
  try {
    const rows = await app.db.selectFrom("outbox").select("id").where("state", "=", "held").execute();
    return rows.length;
  } finally {
    await app.close();
  }
}

withAndWithoutJavaScript((javaScriptEnabled) => {
  const lang = javaScriptEnabled ? "en" : "fr";
  const t = adminDictionaries[lang];

  test(`the status screen counts held mail, and once SMTP_URL is set it is sent at once (${lang})`, async ({
    page,
    browser,
  }) => {
    // Two servers of its own, started in turn, and axe at two widths twice: minutes on a busy machine.
    test.setTimeout(240_000);
    const database = tempDatabase();
    const admin = await createAdminUser(database, { role: "admin", lang });
    const staff = await createAdminUser(database, { role: "staff", lang });
    const holding = await startServer(0, { DATABASE_URL: database });
    servers.push(holding);
    // Two requests: the team's emails about them are held, not sent.
    for (const who of ["held-one", "held-two"])
      expect((await postLead(holding.url, leadBody(`${who}-${Date.now()}@cabinet-test.ca`))).status).toBe(200);
    await expect.poll(() => heldCount(database)).toBe(2);

    await signInAsFromSite(page, admin, holding.url, serverEnv.SITE_URL);
    await page.goto(`${holding.url}/admin/status`);
    const held = formatMessage(t.heldMail.holding, lang, { count: 2 });
    await expect(page.getByText(t.status.allWell, { exact: true })).toHaveCount(0);
    await expect(page.getByText(formatMessage(t.status.attention, lang, { count: 1 }))).toBeVisible();
    await expect(page.getByRole("list", { name: t.status.problemsLabel })).toContainText(held);
    // Nowhere to send it yet: no button.
    await expect(page.getByRole("button", { name: formatMessage(t.heldMail.release, lang, { count: 2 }) })).toHaveCount(
      0,
    );
    if (javaScriptEnabled) await expectAccessible(page, `status with held mail (${lang})`);

    // A member who cannot set a server hears that mail is held, not which setting to change.
    const other = await browser.newContext({ javaScriptEnabled });
    try {
      const staffPage = await other.newPage();
      await signInAsFromSite(staffPage, staff, holding.url, serverEnv.SITE_URL);
      await staffPage.goto(`${holding.url}/admin`);
      await expect(staffPage.getByText(formatMessage(t.heldMail.forMembers, lang, { count: 2 }))).toBeVisible();
      await expect(staffPage.locator("main")).not.toContainText("SMTP_URL");
    } finally {
      await other.close();
    }

    await leaveForBlank(page);
    await holding.stop();
    const smtp = await startSmtpServer();
    try {
      const sending = await startServer(0, { DATABASE_URL: database, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      servers.push(sending);
      // Held mail does not leave on its own.
      expect(await heldCount(database)).toBe(2);
      await signInAsFromSite(page, admin, sending.url, serverEnv.SITE_URL);
      await page.goto(`${sending.url}/admin/status`);
      await expect(page.getByRole("list", { name: t.status.problemsLabel })).toContainText(
        formatMessage(t.heldMail.waiting, lang, { count: 2 }),
      );
      const release = page.getByRole("button", { name: formatMessage(t.heldMail.release, lang, { count: 2 }) });
      if (javaScriptEnabled) await expectAccessible(page, `status with the held mail's button (${lang})`);
      await release.click();
      await settled(page, javaScriptEnabled);
      await expect(page.getByText(formatMessage(t.heldMail.released, lang, { count: 2 }))).toBeVisible();
      await expect
        .poll(() => smtp.messages.filter((mail) => mail.envelopeTo.includes(site.emails.appointments)).length)
        .toBe(2);
      expect(await heldCount(database)).toBe(0);

      // Sent: the status screen no longer counts it, and the audit log says who sent it.
      await page.goto(`${sending.url}/admin/status`);
      await expect(page.getByRole("list", { name: t.status.problemsLabel })).toHaveCount(0);
      await page.goto(`${sending.url}/admin/audit`);
      await expect(page.getByRole("row").filter({ hasText: t.audit.actions["outbox.release"] })).toContainText(
        admin.email,
      );
    } finally {
      await smtp.close();
    }
  });
});
