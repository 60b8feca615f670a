/**
 * The outbox in the back office (issue 47, decision 072). Each test runs a server of its own, on its
 * own database: without SMTP_URL (as the main test server runs) a booking's confirmation is held and
 * read there, and the booking takes no time another spec counts on; with an SMTP server that refuses,
 * the failure shows in words and a retry once it accepts sends the message once.
 */

import type { Page } from "@playwright/test";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { emailLogo } from "#common/mail/email-look.ts";
import { site } from "#common/site/config.ts";
import { type Lang, pathOf } from "#common/site/pages.ts";
import { createAdminUser, signInAsFromSite } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { fillBookingDetails, openDay } from "#tests/support/booking-page.ts";
import { freePort } from "#tests/support/ports.ts";
import { startSmtpServer } from "#tests/support/smtp.ts";
import { serverEnv } from "../../playwright.config";
import { expect, leaveForBlank, settled, test, withAndWithoutJavaScript } from "./fixtures";
import { leadBody, postLead, type ServerProcess, startServer, tempDatabase } from "./server-process";

const t = adminDictionaries.fr.outbox;
const booking = dictionaries.fr.pages.booking;

/**
 * The booking page's analytics beacon, sent from beside the build's own address, is refused as from
 * another site (403); axe injects itself into every frame, and the email's, sandboxed with nothing
 * allowed, refuses it: the frame runs nothing, which is the point (decision 104).
 */
const axeAndBeacon = /status of 403|Blocked script execution in '[^']*\/admin\/outbox\/\d+\/email\.html'/;

/**
 * The held booking confirmation's HTML part, in the outbox's frame as the visitor's mail program
 * shows it (decision 104): in their language, the logo loaded from the site, the button styled and
 * going where the text part's link goes.
 */
async function expectHtmlPart(page: Page, lang: Lang) {
  const words = dictionaries[lang].pages.booking.emails;
  const frame = page.frameLocator(`iframe[title="${t.message.htmlFrame}"]`);
  await expect(frame.locator("html")).toHaveAttribute("lang", lang);
  await expect(frame.getByText(words.greeting.replace("{name}", "Julie"))).toBeVisible();
  const logo = frame.locator(`img[src$="${emailLogo.href}"]`);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(emailLogo.size);
  const button = frame.getByRole("link", { name: words.manageButton });
  await expect(button).toHaveCSS("background-color", "rgb(23, 90, 132)");
  const href = await button.getAttribute("href");
  expect(href).toMatch(/^http/);
  await expect(page.locator("pre")).toContainText(`${href}`);
}

let server: ServerProcess | undefined;
test.afterEach(async ({ page }) => {
  await leaveForBlank(page);
  await server?.stop();
  server = undefined;
});

withAndWithoutJavaScript((javaScriptEnabled) => {
  test.use({ timezoneId: "America/Toronto" });
  // The booking page's analytics beacon, sent from beside the build's own address, is refused as
  // from another site (403).
  test.use({ expectedConsoleErrors: axeAndBeacon });

  test("a demo booked on a server without SMTP_URL: its confirmation is held, and read in the outbox as the visitor would", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const database = tempDatabase();
    await createAdminUser(database, { role: "staff" });
    const admin = await createAdminUser(database, { role: "admin" });
    server = await startServer(0, { DATABASE_URL: database });
    // The start-up log says so first.
    expect(server.stdout()).toContain("SMTP_URL is unset: email is held in the back office's outbox, not sent");
    const visitor = `held-${Date.now()}@cabinet-gagnon.ca`;

    await page.goto(`${server.url}${pathOf("booking", "fr")}`);
    await (await openDay(page, 3)).first().click();
    await fillBookingDetails(page, "fr", visitor);
    await page.getByRole("button", { name: booking.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: booking.confirmation.booked })).toBeVisible();

    await signInAsFromSite(page, admin, server.url, serverEnv.SITE_URL);
    // The home screen says mail is held, not sent, and why.
    await page.goto(`${server.url}/admin`);
    await expect(page.getByText(/retenus?, pas envoyés?\u00a0: aucun serveur d’envoi n’est configuré/)).toBeVisible();
    await page.getByRole("link", { name: adminDictionaries.fr.heldMail.link }).click();

    // The list, filtered by the form: held confirmations to the visitor.
    await page.getByLabel(t.filters.kind).selectOption({ label: t.kinds["booking.confirmation.visitor"] });
    await page.getByRole("button", { name: t.filters.apply }).click();
    await expect(page).toHaveURL(/state=held&kind=booking\.confirmation\.visitor/);
    await expect(page.getByText(/retenus?, pas envoyés?\u00a0: aucun serveur d’envoi n’est configuré/)).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: visitor });
    await expect(row).toHaveCount(1);
    await expect(row.locator("[data-state]")).toHaveText(t.states.held);
    // axe runs in the page: without JavaScript it cannot, and the same markup is checked with it.
    if (javaScriptEnabled) await expectAccessible(page, "outbox");

    await row.getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Courriel n°/);
    await expect(page.getByText(`Julie Gagnon <${visitor}>`)).toBeVisible();
    await expect(page.getByText("invitation.ics")).toBeVisible();
    await expect(page.locator("pre")).toContainText("Bonjour Julie,");
    await expect(page.locator("pre")).toContainText(booking.emails.confirmation);
    await expectHtmlPart(page, "fr");
    // Held without SMTP_URL: sending would only hold it again, so it is not offered.
    await expect(page.getByRole("button", { name: t.actions.send })).toHaveCount(0);
    if (javaScriptEnabled) await expectAccessible(page, "outbox message", undefined, { sandboxedFrame: true });
  });
});

test.describe("in English", () => {
  test.use({ timezoneId: "America/Toronto", expectedConsoleErrors: axeAndBeacon });

  test("an English visitor's held confirmation shows in the outbox as HTML in English", async ({ page }) => {
    test.setTimeout(90_000);
    const database = tempDatabase();
    await createAdminUser(database, { role: "staff" });
    const admin = await createAdminUser(database, { role: "admin" });
    server = await startServer(0, { DATABASE_URL: database });
    const visitor = `held-en-${Date.now()}@advisor.ca`;
    const english = dictionaries.en.pages.booking;

    await page.goto(`${server.url}${pathOf("booking", "en")}`);
    await (await openDay(page, 3)).first().click();
    await fillBookingDetails(page, "en", visitor);
    await page.getByRole("button", { name: english.submit }).click();
    await expect(page.getByRole("heading", { level: 1, name: english.confirmation.booked })).toBeVisible();

    await signInAsFromSite(page, admin, server.url, serverEnv.SITE_URL);
    await page.goto(`${server.url}/admin/outbox?kind=booking.confirmation.visitor`);
    await page.getByRole("row").filter({ hasText: visitor }).getByRole("link").click();
    await expect(page.locator("pre")).toContainText(english.emails.confirmation);
    await expectHtmlPart(page, "en");
    await expectAccessible(page, "outbox message (English email)", undefined, { sandboxedFrame: true });
  });
});

test("an SMTP server that refuses: the failure shows in words, and a retry once it accepts sends the message once", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const smtp = await startSmtpServer();
  smtp.refuse(true);
  const database = tempDatabase();
  const admin = await createAdminUser(database, { role: "admin" });
  server = await startServer(0, { DATABASE_URL: database, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  try {
    const stored = await postLead(server.url, leadBody("refused@cabinet-test.ca"));
    expect(stored.status).toBe(200);

    await signInAsFromSite(page, admin, server.url, serverEnv.SITE_URL);
    const row = page.getByRole("row").filter({ hasText: site.emails.appointments });
    await expect
      .poll(async () => {
        await page.goto(`${server?.url}/admin/outbox?state=failed`);
        return row.count();
      })
      .toBe(1);
    await expect(row).toContainText("Le serveur de courriel a refusé ce courriel pour de bon (code 550)");
    expect(smtp.messages).toHaveLength(0);

    smtp.refuse(false);
    await row.getByRole("link").click();
    await expect(page).toHaveURL(/\/admin\/outbox\/\d+$/);
    const message = page.url();
    await page.getByRole("button", { name: t.actions.retry }).click();
    await expect(page.getByText(t.actions.retried)).toBeVisible();
    await expect
      .poll(async () => {
        await page.goto(message);
        return page.locator("dd[data-state]").getAttribute("data-state");
      })
      .toBe("sent");
    expect(smtp.messages.map((mail) => mail.envelopeTo)).toEqual([[site.emails.appointments]]);
    // Sent: nothing left to retry.
    await expect(page.getByRole("button", { name: t.actions.retry })).toHaveCount(0);
  } finally {
    await smtp.close();
  }
});

withAndWithoutJavaScript((javaScriptEnabled) => {
  const lang = javaScriptEnabled ? "en" : "fr";
  const words = adminDictionaries[lang].outbox;
  // The message's email frame is sandboxed without scripts: axe's script is refused there, and said so.
  test.use({ expectedConsoleErrors: axeAndBeacon });

  test(`a mail server that refuses the connection is said so, and dropping a message asks first (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const database = tempDatabase();
    const admin = await createAdminUser(database, { role: "admin", lang });
    // A port nothing listens on: every connection is refused, and the message waits for its next try.
    server = await startServer(0, { DATABASE_URL: database, SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
    expect((await postLead(server.url, leadBody(`refused-${Date.now()}@cabinet-test.ca`))).status).toBe(200);

    await signInAsFromSite(page, admin, server.url, serverEnv.SITE_URL);
    const row = page.getByRole("row").filter({ hasText: site.emails.appointments });
    await expect
      .poll(async () => {
        await page.goto(`${server?.url}/admin/outbox?state=queued`);
        return row.filter({ hasText: words.errors.refused }).count();
      })
      .toBe(1);
    await expect(row).not.toContainText(words.errors.connection);

    await row.getByRole("link").click();
    await settled(page, javaScriptEnabled);
    const confirm = page.getByRole("button", { name: words.actions.dropConfirm });
    // One press does not drop it: it opens the warning, which holds the button that does.
    await expect(confirm).toBeHidden();
    await page.getByText(words.actions.drop, { exact: true }).click();
    await expect(page.getByText(words.actions.dropWarning)).toBeVisible();
    await expect(page.locator("dd[data-state]")).toHaveAttribute("data-state", "queued");
    if (javaScriptEnabled)
      await expectAccessible(page, `outbox message, drop confirmation (${lang})`, undefined, { sandboxedFrame: true });
    await confirm.click();
    await settled(page, javaScriptEnabled);
    await expect(page.getByText(words.actions.dropped)).toBeVisible();
    await expect(page.locator("dd[data-state]")).toHaveAttribute("data-state", "dropped");
  });
});

/** A server of its own whose outbox holds a lead's notification, its list open in `page`. */
async function heldOutbox(page: Page, name: string) {
  const database = tempDatabase();
  const admin = await createAdminUser(database, { role: "admin" });
  server = await startServer(0, { DATABASE_URL: database });
  expect((await postLead(server.url, leadBody(`${name}-${Date.now()}@cabinet-test.ca`))).status).toBe(200);
  await signInAsFromSite(page, admin, server.url, serverEnv.SITE_URL);
  await expect
    .poll(async () => {
      await page.goto(`${server?.url}/admin/outbox`);
      return page.locator("[data-state=held]").count();
    })
    .toBeGreaterThan(0);
}

test("the outbox names every kind in words", async ({ page }) => {
  test.setTimeout(90_000);
  await heldOutbox(page, "kinds");
  // No kind shows as its code (newsletter.issue, guide.link…).
  const kinds = await page.getByLabel(t.filters.kind).locator("option").allTextContents();
  expect(kinds.length).toBeGreaterThan(20);
  expect(kinds.filter((label) => /^[a-z_]+(\.[a-z0-9_]+)+$/.test(label))).toEqual([]);
  expect(kinds).toEqual(expect.arrayContaining([t.kinds["newsletter.issue"], t.kinds["guide.link"]]));
});

test("the outbox fits the screen without scrolling sideways", async ({ page }) => {
  test.setTimeout(90_000);
  await heldOutbox(page, "layout");
  const table = page.getByRole("region", { name: t.title });
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const sideways = await table.evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(sideways, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
  }
});
