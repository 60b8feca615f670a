import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { audienceText } from "#common/admin/content/audience.ts";
import { newsletterIssuesText } from "#common/admin/content/newsletter-issues.ts";
import { newsletterIssuePath } from "#common/admin/paths.ts";
import { newsletterArchivePath } from "#common/newsletter/paths.ts";
import { formatMessage } from "#common/site/message.ts";
import { htmlLang, type Lang } from "#common/site/pages.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { suppressionHash } from "#server/newsletter/newsletter.server.ts";
import { createAdminUser, signIn } from "#tests/support/admin.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test, withAndWithoutJavaScript } from "./fixtures";

/** Issue 48 (decision 081): an issue names its translation; the back office says when refusals suppressed an address. */
const db = serverEnv.DATABASE_URL;
const base = serverEnv.SITE_URL;
// A refused save answers 400, which the browser logs.
test.use({ expectedConsoleErrors: /status of 400/ });

/** An issue already sent to `recipients`, made for this test alone; its id. */
async function sentIssue(lang: Lang, subject: string, recipients = 0): Promise<number> {
  const app = await openDatabase(db);
  try {
    const at = new Date().toISOString();
    const row = await app.db
      .insertInto("newsletter_issues")
      .values({
        lang,
        subject,
        preview: "",
        body: "Bonjour.",
        resource_ids: "[]",
        state: "sent",
        created_at: at,
        updated_at: at,
        queued_at: at,
        finished_at: at,
        recipients,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  } finally {
    await app.close();
  }
}

/** Every hreflang alternate of the page: language → address. */
async function hreflangs(page: Page): Promise<Record<string, string>> {
  const links = page.locator('head link[rel="alternate"][hreflang]');
  const entries: [string, string][] = [];
  for (const link of await links.all())
    entries.push([(await link.getAttribute("hreflang")) ?? "", (await link.getAttribute("href")) ?? ""]);
  return Object.fromEntries(entries);
}

withAndWithoutJavaScript((javaScriptEnabled) => {
  // The editor's page in the language of the issue written there, the English one.
  const t = newsletterIssuesText[javaScriptEnabled ? "en" : "fr"];

  test("an English issue names the French one as its translation; both pages then point at each other", async ({
    page,
  }) => {
    const tag = randomBytes(4).toString("hex");
    const frenchSubject = `Nouvelles ${tag}`;
    const french = await sentIssue("fr", frenchSubject);
    const alone = await sentIssue("fr", `Seul ${tag}`);
    const sameLanguage = await sentIssue("en", `Other ${tag}`);
    const editor = await createAdminUser(db, { role: "editor", lang: javaScriptEnabled ? "en" : "fr" });
    await signIn(page.context().request, editor, base);
    await page.goto(newsletterIssuePath("new"));

    const englishSubject = `News ${tag}`;
    await page.getByLabel(t.fields.lang).selectOption("en");
    await page.getByLabel(t.fields.subject).fill(englishSubject);
    await page.getByLabel(t.fields.body).fill("Hello.");
    // An issue of the same language is no translation: refused, with the reason, and nothing saved.
    await page.getByLabel(t.fields.translation).selectOption(String(sameLanguage));
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("alert")).toContainText(t.errors.translation);
    await expect(page.getByLabel(t.fields.translation)).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel(t.fields.translation).selectOption(String(french));
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(page.getByLabel(t.fields.translation)).toHaveValue(String(french));
    await page.getByRole("button", { name: t.send.now }).click();
    await page.getByRole("button", { name: t.confirm.button }).click();
    await expect(page.getByText(t.queued)).toBeVisible();
    const english = Number(new URL(page.url()).pathname.split("/").at(-1));
    // Named from the English side, shown from both.
    await expect(page.getByText(t.translationIs)).toBeVisible();
    await page.getByRole("link", { name: frenchSubject }).click();
    await expect(page.getByRole("heading", { level: 1, name: frenchSubject })).toBeVisible();
    await expect(page.getByRole("link", { name: englishSubject })).toBeVisible();

    const frenchPath = newsletterArchivePath("fr", french, frenchSubject);
    const englishPath = newsletterArchivePath("en", english, englishSubject);
    const twins = { [htmlLang.fr]: `${base}${frenchPath}`, [htmlLang.en]: `${base}${englishPath}` };
    for (const [path, other] of [
      [frenchPath, englishPath],
      [englishPath, frenchPath],
    ] as const) {
      await page.goto(path);
      expect(await hreflangs(page)).toEqual({ ...twins, "x-default": `${base}${frenchPath}` });
      // The language toggle goes to the other issue, not to the other newsletter page.
      const otherLang = path === frenchPath ? htmlLang.en : htmlLang.fr;
      await expect(page.locator(`body a[hreflang="${otherLang}"]`).first()).toHaveAttribute("href", other);
    }

    // An issue without a translation names no other page.
    await page.goto(newsletterArchivePath("fr", alone, `Seul ${tag}`));
    for (const href of Object.values(await hreflangs(page))) expect(href).toBe(page.url());

    // The sitemap lists the pair with its alternates, as it does for other pages in both languages.
    const sitemap = await (await page.context().request.get(`${base}/sitemap.xml`)).text();
    const entry = sitemap.split("<url>").find((each) => each.includes(`<loc>${base}${frenchPath}</loc>`)) ?? "";
    expect(entry).toContain(`hreflang="${htmlLang.en}" href="${base}${englishPath}"`);
    expect(entry).toContain(`hreflang="${htmlLang.fr}" href="${base}${frenchPath}"`);
  });
});

test("says when two refusals put an address on the suppression list, on the issue and the audience page", async ({
  page,
}) => {
  const email = `refuse-${randomBytes(6).toString("hex")}@exemple.test`;
  const subject = `Refus ${randomBytes(4).toString("hex")}`;
  // Refused on two issues, then suppressed, as the sending job does (decision 079).
  const issues = [await sentIssue("fr", `${subject} (1)`, 1), await sentIssue("fr", subject, 1)];
  const app = await openDatabase(db);
  try {
    const at = new Date().toISOString();
    const hash = suppressionHash(email);
    await app.db
      .insertInto("newsletter_deliveries")
      .values(
        issues.map((id) => ({ issue_id: id, subscriber_id: null, email_hash: hash, state: "refused", queued_at: at })),
      )
      .execute();
    await app.db.insertInto("newsletter_suppressions").values({ email_hash: hash, reason: "refused", at }).execute();
  } finally {
    await app.close();
  }

  const admin = await createAdminUser(db, { role: "admin", lang: "fr" });
  await signIn(page.context().request, admin, base);
  const t = newsletterIssuesText.fr;
  await page.goto("/admin/newsletter");
  await page.getByRole("link", { name: subject, exact: true }).click();
  await expect(page.getByText(formatMessage(t.suppressedAfterRefusals, "fr", { count: 1 }))).toBeVisible();

  const a = audienceText.fr.newsletter.suppressions;
  await page.goto("/admin/audience");
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: a.reasons.refused }) });
  await expect(row).toBeVisible();
  expect(Number(await row.getByRole("cell").last().textContent())).toBeGreaterThanOrEqual(1);
});
