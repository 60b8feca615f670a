import type { Page } from "@playwright/test";
import { newsletterText } from "#common/content/newsletter.ts";
import { newsletterLink } from "#common/newsletter/paths.ts";
import { type Lang, pathOf } from "#common/site/pages.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { createNewsletter, NEWSLETTER_CONFIRM_EMAIL } from "#server/newsletter/newsletter.server.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { readMail } from "#tests/support/mime.ts";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { expect, leaveForBlank, test, withAndWithoutJavaScript } from "./fixtures";
import { type ServerProcess, startServer, tempDatabase } from "./server-process";

/**
 * The newsletter's double opt-in and unsubscribe as a person lives them, with the emails read from
 * a real SMTP server: the page's form, the confirmation email (and nothing else until confirmed),
 * its link's page and button, the welcome email's one-click headers and visible link.
 */
let smtp: TestSmtpServer;
let server: ServerProcess;
let database: string;

test.beforeEach(async () => {
  smtp = await startSmtpServer();
  database = tempDatabase();
  server = await startServer(0, {
    DATABASE_URL: database,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_RETRY_BASE_MS: "100",
  });
});

test.afterEach(async ({ page }) => {
  await leaveForBlank(page);
  await server.stop();
  await smtp.close();
});

const to = (address: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(address));

/** A link from an email, on this test's own server (the emails name the build's SITE_URL). */
function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${path.replace(/\//g, "\\/")}\\?token=[\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return `${server.url}${match[1]}`;
}

async function mailTo(address: string, count: number): Promise<ReceivedMail> {
  await expect.poll(() => to(address).length, { timeout: 15_000 }).toBe(count);
  return to(address)[count - 1] as ReceivedMail;
}

/** The address's row as the database holds it: pending, confirmed or unsubscribed. */
async function statusOf(email: string): Promise<string | undefined> {
  const app = await openDatabase(database);
  try {
    const row = await app.db
      .selectFrom("newsletter_subscribers")
      .select("status")
      .where("email_key", "=", email)
      .executeTakeFirst();
    return row?.status;
  } finally {
    await app.close();
  }
}

/** A confirmed subscriber made through the service, as the pages would; returns their unsubscribe link. */
async function confirmedSubscriber(lang: Lang, email: string): Promise<string> {
  const app = await openDatabase(database);
  try {
    const newsletter = createNewsletter(app);
    const t = newsletterText[lang];
    await newsletter.subscribe(email, {
      wording: t.consent.wording,
      version: t.consent.version,
      sourcePage: "/",
      lang,
    });
    const row = await app.db
      .selectFrom("newsletter_subscribers")
      .select(["confirm_token", "unsubscribe_token"])
      .where("email_key", "=", email)
      .executeTakeFirstOrThrow();
    expect(await newsletter.confirm(row.confirm_token ?? "")).toBe("done");
    return `${server.url}${newsletterLink("unsubscribe", lang, row.unsubscribe_token)}`;
  } finally {
    await app.close();
  }
}

async function subscribe(page: Page, lang: Lang, email: string) {
  const t = newsletterText[lang];
  await page.goto(`${server.url}${pathOf("newsletter", lang)}`);
  await page.getByLabel(t.fields.email, { exact: true }).fill(email);
  const box = page.getByLabel(t.consent.wording);
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole("button", { name: t.submit }).click();
  await expect(page.getByRole("heading", { name: t.sent.title })).toBeVisible();
}

/** axe runs in the page: without JavaScript it cannot; the same markup is checked with it on. */
async function accessible(page: Page, where: string, javaScriptEnabled: boolean, widths?: number[]) {
  if (javaScriptEnabled) await expectAccessible(page, where, widths);
}

withAndWithoutJavaScript((javaScriptEnabled) => {
  // A refused form answers 400 and a used link 410; this server's origin is not the build's, so
  // the page-view beacon is refused (403).
  test.use({ expectedConsoleErrors: /status of (400|403|410)/ });

  test("a wrong address comes back with its error beside the field and in a summary linked to it, nothing sent", async ({
    page,
  }) => {
    const t = newsletterText.fr;
    await page.goto(`${server.url}${pathOf("newsletter", "fr")}`);
    await accessible(page, "the newsletter page", javaScriptEnabled);
    // The browser's own check lets "name@firm" through; the server's asks for a domain.
    await page.getByLabel(t.fields.email, { exact: true }).fill("claire@cabinet");
    await page.getByLabel(t.consent.wording).check();
    await page.getByRole("button", { name: t.submit }).click();
    const summary = page.getByRole("alert").filter({ hasText: t.errors.summary });
    await expect(summary).toBeVisible();
    if (javaScriptEnabled) await expect(summary).toBeFocused();
    await expect(page.getByLabel(t.fields.email, { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(t.fields.email, { exact: true })).toHaveAccessibleDescription(t.errors.email);
    await expect(page.getByLabel(t.fields.email, { exact: true })).toHaveValue("claire@cabinet");
    // The summary names the field as a link to it, as booking's does.
    await expect(summary.getByRole("link")).toHaveText([t.fields.email]);
    await summary.getByRole("link", { name: t.fields.email }).click();
    await expect(page.getByLabel(t.fields.email, { exact: true })).toBeFocused();
    await accessible(page, "the newsletter form with its error", javaScriptEnabled);
    expect(smtp.messages).toEqual([]);
  });

  test("a stranger's mailbox is sent 3 confirmations an hour whatever its +tags, and every signup hears the same", async ({
    page,
  }) => {
    const tags = ["a", "b", "c", "d", "e"].map((tag) => `inconnu+${tag}@cabinet-test.ca`);
    for (const email of tags) await subscribe(page, "fr", email);
    // Each form answered once its email was queued or held: the outbox holds what will ever be sent.
    const app = await openDatabase(database);
    try {
      const queued = await app.db
        .selectFrom("outbox")
        .select("id")
        .where("kind", "=", NEWSLETTER_CONFIRM_EMAIL)
        .execute();
      expect(queued).toHaveLength(3);
    } finally {
      await app.close();
    }
    await expect.poll(() => tags.flatMap(to).length, { timeout: 15_000 }).toBe(3);
    expect(tags.slice(0, 3).map((email) => to(email).length)).toEqual([1, 1, 1]);
  });

  test("double opt-in: only the confirmation email until the button; the unsubscribe link asks before it acts", async ({
    page,
  }) => {
    const lang: Lang = javaScriptEnabled ? "fr" : "en";
    const t = newsletterText[lang];
    const email = `reader-${javaScriptEnabled ? "js" : "nojs"}@cabinet-test.ca`;
    await subscribe(page, lang, email);

    const confirmMail = await readMail(await mailTo(email, 1));
    expect(confirmMail.subject).toBe(t.emails.confirmSubject);
    const confirmLink = linkIn(confirmMail.text, lang === "fr" ? "/infolettre/confirmer" : "/en/newsletter/confirm");

    // Opening the link (as a mail scanner would) confirms nothing: the page asks for the button.
    await page.goto(confirmLink);
    await expect(page.getByRole("heading", { level: 1, name: t.confirm.title })).toBeVisible();
    await accessible(page, "the confirmation page", javaScriptEnabled);
    await page.goto(confirmLink);
    expect(to(email)).toHaveLength(1);
    await page.getByRole("button", { name: t.confirm.button }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.confirm.doneTitle })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: t.confirm.done })).toBeVisible();

    // The same link again, as someone now subscribed: they hear so, not that the link is dead.
    await page.goto(confirmLink);
    await expect(page.getByRole("heading", { level: 1, name: t.confirm.alreadyTitle })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: t.confirm.already })).toBeVisible();
    await accessible(page, "the confirmation page, already confirmed", javaScriptEnabled);

    const welcome = await mailTo(email, 2);
    expect(welcome.headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const header = welcome.headers.find((line) => /^List-Unsubscribe:/i.test(line)) ?? "";
    const unsubscribePath = lang === "fr" ? "/infolettre/desabonnement" : "/en/newsletter/unsubscribe";
    expect(header).toMatch(new RegExp(`<http://127\\.0\\.0\\.1:\\d+${unsubscribePath}\\?token=[\\w-]+>`));
    const visible = linkIn((await readMail(welcome)).text, unsubscribePath);
    expect(linkIn(header, unsubscribePath)).toBe(visible);

    // Opening the link (as a mail scanner would) unsubscribes no one: the page asks for the button.
    await page.goto(visible);
    const button = page.getByRole("button", { name: t.unsubscribe.button });
    await expect(button).toBeVisible();
    // The page names the address it is about, before and after (issue 52, item 20).
    await expect(page.getByText(t.unsubscribe.text.replace("{email}", email))).toBeVisible();
    await accessible(page, "the unsubscribe page's question", javaScriptEnabled, [375]);
    await page.goto(visible);
    expect(await statusOf(email)).toBe("confirmed");
    await button.click();
    await expect(
      page.getByRole("status").filter({ hasText: t.unsubscribe.done.replace("{email}", email) }),
    ).toBeVisible();
    expect(await statusOf(email)).toBe("unsubscribed");
    await accessible(page, "the unsubscribe page", javaScriptEnabled, [375]);

    // Out of the list: the old confirmation link no longer works, and nothing more is sent.
    await page.goto(confirmLink);
    await expect(page.getByText(t.confirm.invalid)).toBeVisible();
    expect(to(email)).toHaveLength(2);
  });
});

test("a mail program's one-click unsubscribe (RFC 8058) takes effect with a POST from elsewhere, no page", async () => {
  const t = newsletterText.fr;
  const email = "one-click@cabinet-test.ca";
  const link = await confirmedSubscriber("fr", email);
  // A mail program's own button: a POST from its servers, under their origin, no cookie.
  const response = await fetch(link, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(response.status).toBe(200);
  expect(await response.text()).toBe(t.unsubscribe.done.replace("{email}", email));
  expect(await statusOf(email)).toBe("unsubscribed");
});
