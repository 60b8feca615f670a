import { newsletterText } from "#common/content/newsletter.ts";
import type { Lang } from "#common/site/pages.ts";
import { resourcePath } from "#common/site/resource-paths.ts";
import { openDatabase } from "#server/db/db.server.ts";
import type { ResourceInput } from "#server/resources/resource.server.ts";
import { createResourceStore } from "#server/resources/store.server.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { readMail } from "#tests/support/mime.ts";
import { resourceInput } from "#tests/support/resource-input.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { expect, test, withAndWithoutJavaScript } from "./fixtures";
import { type ServerProcess, startServer, tempDatabase } from "./server-process";

/**
 * A webinar's registration and a gated guide's form (issue 26), as a visitor meets them: from the
 * item's page to the form's own page, the emails read from a real SMTP server, the guide's file
 * behind its signed link. With and without JavaScript; each test publishes items of its own.
 */
let smtp: TestSmtpServer;
let server: ServerProcess;
let database: string;

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  database = tempDatabase();
  server = await startServer(0, {
    DATABASE_URL: database,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_RETRY_BASE_MS: "100",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const pdfBytes = new TextEncoder().encode("%PDF-1.4\n% Sobrita test guide\n%%EOF\n");

/** Publishes one item straight through the store, as the editor's Publish button does. */
async function published(lang: Lang, fields: Partial<ResourceInput> & Pick<ResourceInput, "kind">) {
  const app = await openDatabase(database);
  try {
    const store = createResourceStore(app);
    const slug = `${fields.kind}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const item = await store.create(
      resourceInput({
        lang,
        slug,
        title: `Essai ${slug}`,
        summary: "Un élément publié par ce test.",
        body: "Du texte.",
        ...fields,
      }),
      null,
    );
    if (fields.gated) await store.setPdf(item.id, "guide.pdf", pdfBytes);
    await store.publish(item.id);
    return item;
  } finally {
    await app.close();
  }
}

const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.envelopeTo.includes(address));

withAndWithoutJavaScript((javaScriptEnabled) => {
  const lang = javaScriptEnabled ? "en" : "fr";
  // This server's origin is not the build's: the page-view beacon is refused (403); a refused form answers 400.
  test.use({ expectedConsoleErrors: /status of (400|403|404)/ });
  const t = newsletterText[lang];

  test(`${lang}: a webinar's registration sends its confirmation with an .ics and the join link, which its pages never show; the box sends only the newsletter's own`, async ({
    page,
  }) => {
    const webinar = await published(lang, {
      kind: "webinar",
      startsAt: new Date(Date.now() + 3 * 86_400_000),
      timeZone: "America/Toronto",
      lengthMinutes: 45,
      joinUrl: "https://reunions.sobrita.test/j/8675309?pwd=secret",
    });
    const email = `webinaire-${javaScriptEnabled}-${Date.now()}@cabinet-gagnon.ca`;
    await page.goto(`${server.url}${resourcePath(lang, webinar.slug)}`);
    // The join link is for registrants, by email: neither the page nor its data carries it.
    expect(await page.content()).not.toContain("8675309");
    // The form's link comes before the programme (issue 46, item 18) and again after it.
    await expect(page.getByRole("link", { name: t.webinar.submit })).toHaveCount(2);
    await page.getByRole("link", { name: t.webinar.submit }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: webinar.title })).toBeVisible();
    expect(await page.content()).not.toContain("8675309");
    if (javaScriptEnabled) await expectAccessible(page, "the webinar's registration");

    await page.getByLabel(t.fields.name, { exact: true }).fill("Julie Gagnon");
    await page.getByLabel(t.fields.email, { exact: true }).fill(email);
    await page.getByLabel(t.fields.firm, { exact: true }).fill("Cabinet Gagnon");
    const box = page.getByLabel(t.consent.wording);
    await expect(box).not.toBeChecked();
    await box.check();
    await page.getByRole("button", { name: t.webinar.submit }).click();
    await expect(page.getByRole("status")).toContainText(t.webinar.done);

    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(2);
    const mails = await Promise.all(mailsTo(email).map(readMail));
    const confirmation = mails.find((mail) => mail.subject.includes(webinar.title));
    expect(confirmation?.calendar).toContain(`SUMMARY:${webinar.title}`);
    expect(confirmation?.text).toContain("https://reunions.sobrita.test/j/8675309?pwd=secret");
    // The newsletter gets its confirmation request, and nothing else until it is confirmed.
    expect(mails.map((mail) => mail.subject)).toContain(t.emails.confirmSubject);
  });

  test(`${lang}: a gated guide's file comes after its form, through a signed link, and the request is a lead`, async ({
    page,
  }) => {
    const guide = await published(lang, { kind: "guide", gated: true });
    const email = `guide-${javaScriptEnabled}-${Date.now()}@cabinet-gagnon.ca`;
    await page.goto(`${server.url}${resourcePath(lang, guide.slug)}`);
    // No direct link to the file: only the form's page.
    await expect(page.locator('a[href$="/pdf"]')).toHaveCount(0);
    expect((await page.request.get(`${server.url}${resourcePath(lang, guide.slug)}/pdf`)).status()).toBe(404);
    await page.getByRole("link", { name: t.guide.title }).first().click();
    if (javaScriptEnabled) await expectAccessible(page, "the guide's form");

    // An address without a domain comes back with its error beside the field.
    await page.getByLabel(t.fields.name, { exact: true }).fill("Julie Gagnon");
    await page.getByLabel(t.fields.email, { exact: true }).fill("julie@cabinet");
    await page.getByLabel(t.fields.firm, { exact: true }).fill("Cabinet Gagnon");
    await page.getByRole("button", { name: t.guide.submit }).click();
    await expect(page.getByLabel(t.fields.email, { exact: true })).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel(t.fields.email, { exact: true }).fill(email);
    await page.getByRole("button", { name: t.guide.submit }).click();
    // The link says what the file is and how big before it is opened: "PDF, 37 B" / "PDF, 37 o".
    const size = new Intl.NumberFormat(lang === "fr" ? "fr-CA" : "en-CA", { style: "unit", unit: "byte" }).format(
      pdfBytes.length,
    );
    const link = page.getByRole("link", { name: t.guide.download.replace("{size}", size) });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute("href")) ?? "";
    const file = await page.request.get(`${server.url}${href}`);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    // A file no script runs in, should it be opened in a tab, with one caching rule (issue 44, item 12).
    const sent = (name: string) =>
      file
        .headersArray()
        .filter((header) => header.name.toLowerCase() === name)
        .map((header) => header.value);
    expect(sent("content-security-policy")).toEqual(["sandbox; default-src 'none'"]);
    expect(sent("cache-control")).toEqual(["no-cache"]);
    expect(Buffer.from(await file.body()).toString()).toContain("Sobrita test guide");
    const tampered = href.replace(/signature=[\w-]{4}/, "signature=AAAA");
    expect((await page.request.get(`${server.url}${tampered}`)).status()).toBe(404);

    const app = await openDatabase(database);
    try {
      const lead = await app.db
        .selectFrom("leads")
        .select(["topic", "company"])
        .where("email", "=", email)
        .executeTakeFirst();
      expect(lead).toEqual({ topic: "guide", company: "Cabinet Gagnon" });
    } finally {
      await app.close();
    }
    // The link comes by email too, its words as on the page, and it opens the file (issue 46, item 19).
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
    const mail = await readMail(mailsTo(email)[0] as { raw: string });
    expect(mail.subject).toBe(t.guide.emailSubject.replace("{title}", guide.title));
    const emailed = new URL(mail.text.match(/^https?:\/\/\S+\/pdf\?\S+$/m)?.[0] ?? "http://missing.invalid/");
    expect(mail.text).toContain(`${t.guide.download.replace("{size}", size)}\n${emailed.href}`);
    expect((await page.request.get(`${server.url}${emailed.pathname}${emailed.search}`)).status()).toBe(200);
  });

  for (const kind of ["webinar", "guide"] as const) {
    test(`${lang}: the ${kind}'s form lists every field in error in a summary linked to each field`, async ({
      page,
    }) => {
      const item =
        kind === "webinar"
          ? await published(lang, {
              kind,
              startsAt: new Date(Date.now() + 3 * 86_400_000),
              timeZone: "America/Toronto",
              lengthMinutes: 45,
            })
          : await published(lang, { kind, gated: true });
      await page.goto(`${server.url}${resourcePath(lang, item.slug)}`);
      await page
        .getByRole("link", { name: kind === "webinar" ? t.webinar.submit : t.guide.title })
        .first()
        .click();
      // Blanks only pass the browser's `required`; an address with no domain passes its type=email.
      const name = page.getByLabel(t.fields.name, { exact: true });
      const email = page.getByLabel(t.fields.email, { exact: true });
      await name.fill("   ");
      await email.fill("julie@cabinet");
      await page.getByLabel(t.fields.firm, { exact: true }).fill("Cabinet Gagnon");
      await page.getByRole("button", { name: t[kind].submit }).click();

      const summary = page.getByRole("alert").filter({ hasText: t.errors.summary });
      await expect(summary).toBeVisible();
      if (javaScriptEnabled) await expect(summary).toBeFocused();
      await expect(summary.getByRole("link")).toHaveText([t.fields.name, t.fields.email]);
      await expect(name).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(t.fields.firm, { exact: true })).not.toHaveAttribute("aria-invalid");
      await expect(email).toHaveAccessibleDescription(new RegExp(t.errors.email.replace(/[.?]/g, "\\$&")));
      await expect(email).toHaveValue("julie@cabinet");
      await summary.getByRole("link", { name: t.fields.email }).click();
      await expect(email).toBeFocused();
      if (javaScriptEnabled) await expectAccessible(page, `the ${kind}'s form with its errors`);
      expect(mailsTo("julie@cabinet")).toEqual([]);
    });
  }
});
