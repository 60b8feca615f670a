import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { newsletterIssuesText } from "#common/admin/content/newsletter-issues.ts";
import { newsletterIssuePath } from "#common/admin/paths.ts";
import { openDatabase } from "#server/db/db.server.ts";
import type { IssueState } from "#server/newsletter/tables.ts";
import { createAdminUser, signIn, signInAsFromSite } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { readMail } from "#tests/support/mime.ts";
import { resourceInput } from "#tests/support/resource-input.ts";
import { withResourceStore } from "#tests/support/resource-store.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { confirmedSubscriber } from "#tests/support/subscribers.ts";
import { serverEnv } from "../../playwright.config";
import { expect, settled, test, withAndWithoutJavaScript } from "./fixtures";
import { type ServerProcess, startServer, tempDatabase } from "./server-process";

/**
 * The newsletter composer acts on what is on screen (issue 52, items 10, 12 and 18): its test copy,
 * its previews and its scheduling save the form first; a send in progress is stopped only after a
 * confirmation that says it cannot be undone; an issue that can no longer change says why in its own
 * state's words. The test copy is read from a real SMTP server.
 */
let smtp: TestSmtpServer;
let server: ServerProcess;
let database: string;

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  database = tempDatabase();
  server = await startServer(0, { DATABASE_URL: database, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** An issue written straight into `databaseUrl`, in `state`; one still sending keeps a copy waiting. */
async function issueIn(databaseUrl: string, state: IssueState, lang: "fr" | "en"): Promise<number> {
  const app = await openDatabase(databaseUrl);
  try {
    const at = new Date().toISOString();
    const issue = await app.db
      .insertInto("newsletter_issues")
      .values({
        lang,
        subject: `État ${state} ${randomBytes(4).toString("hex")}`,
        preview: "",
        body: "Du texte.",
        resource_ids: "[]",
        state,
        scheduled_at: state === "draft" ? null : at,
        queued_at: state === "draft" || state === "scheduled" ? null : at,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (state === "sending") {
      // A copy not sent yet, with no outbox message: the sending job leaves the issue sending.
      const subscriber = await confirmedSubscriber(databaseUrl, lang);
      await app.db
        .insertInto("newsletter_deliveries")
        .values({ issue_id: issue.id, subscriber_id: subscriber.id, email_hash: subscriber.hash, queued_at: at })
        .execute();
    }
    return issue.id;
  } finally {
    await app.close();
  }
}

async function stateOf(databaseUrl: string, id: number): Promise<IssueState | undefined> {
  const app = await openDatabase(databaseUrl);
  try {
    const row = await app.db.selectFrom("newsletter_issues").select("state").where("id", "=", id).executeTakeFirst();
    return row?.state;
  } finally {
    await app.close();
  }
}

withAndWithoutJavaScript((javaScriptEnabled) => {
  const lang = javaScriptEnabled ? "en" : "fr";
  const t = newsletterIssuesText[lang];
  // The page-view beacon, sent from beside the build's own address, is refused as from another site (403).
  test.use({ expectedConsoleErrors: /status of (400|403)/ });

  test(`${lang}: a test copy carries the subject on screen; the previews and the scheduling show what is typed, saved first`, async ({
    page,
  }) => {
    // A server of its own, two widths of axe and a real SMTP round trip: slow on a busy machine.
    test.setTimeout(120_000);
    const editor = await createAdminUser(database, { role: "editor", lang });
    await signInAsFromSite(page, editor, server.url, serverEnv.SITE_URL);
    await page.goto(`${server.url}${newsletterIssuePath("new")}`);
    const saved = `Sauvé ${randomBytes(4).toString("hex")}`;
    await page.getByLabel(t.fields.lang).selectOption(lang);
    await page.getByLabel(t.fields.subject).fill(saved);
    await page.getByLabel(t.fields.body).fill("Le texte enregistré.");
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await settled(page, javaScriptEnabled);

    // Typed, not saved: the test copy goes with it, and the form keeps it.
    const typed = `Tapé ${randomBytes(4).toString("hex")}`;
    await page.getByLabel(t.fields.subject).fill(typed);
    await page.getByRole("button", { name: t.test.button }).click();
    await expect(page.getByText(t.test.done)).toBeVisible();
    await expect(page.getByLabel(t.fields.subject)).toHaveValue(typed);
    if (javaScriptEnabled) await expectAccessible(page, `newsletter composer (${lang})`);
    const mailsTo = () => smtp.messages.filter((mail) => mail.envelopeTo.includes(editor.email));
    await expect.poll(() => mailsTo().length, { timeout: 15_000 }).toBe(1);
    const [mail] = await Promise.all(mailsTo().map(readMail));
    expect(mail?.subject).toContain(typed);
    expect(mail?.subject).not.toContain(saved);
    await settled(page, javaScriptEnabled);

    // The text preview, in a tab of its own, shows the body as typed.
    await page.getByLabel(t.fields.body).fill("Le texte **tapé** à l’écran.");
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: t.previews.text }).click();
    const preview = await popup;
    await expect(preview.locator("body")).toContainText("Le texte tapé à l’écran.");
    await preview.close();

    // Scheduling asks first; back from the confirmation, the form holds what was typed before it.
    const later = `Planifié ${randomBytes(4).toString("hex")}`;
    await page.getByLabel(t.fields.subject).fill(later);
    await page.getByLabel(t.fields.scheduleAt).fill("2099-06-01T09:30");
    // This server's one subscriber in the issue's language, counted in the singular (issue 52, item 20).
    await confirmedSubscriber(database, lang);
    await page.getByRole("button", { name: t.send.schedule }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.confirm.title })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(
      lang === "fr" ? "à 1\u00a0abonné confirmé (français)" : "to 1 confirmed subscriber (English)",
    );
    await page.getByRole("link", { name: t.confirm.cancel }).click();
    await expect(page.getByLabel(t.fields.subject)).toHaveValue(later);
    await expect(page.getByLabel(t.fields.body)).toHaveValue("Le texte **tapé** à l’écran.");
  });

  /** A new draft of `lang`, saved, open in the composer. */
  async function savedDraft(page: Page) {
    const editor = await createAdminUser(database, { role: "editor", lang });
    await signInAsFromSite(page, editor, server.url, serverEnv.SITE_URL);
    await page.goto(`${server.url}${newsletterIssuePath("new")}`);
    await page.getByLabel(t.fields.lang).selectOption(lang);
    await page.getByLabel(t.fields.subject).fill(`Horaire ${randomBytes(4).toString("hex")}`);
    await page.getByLabel(t.fields.body).fill("Du texte.");
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await settled(page, javaScriptEnabled);
    return {
      when: page.getByLabel(lang === "fr" ? /heure de Montréal/ : /Montréal time/),
      schedule: page.getByRole("button", { name: t.send.schedule }),
    };
  }

  test(`${lang}: the schedule's hint names the button it is for, and a refusal says nothing was saved or sent`, async ({
    page,
  }) => {
    const { when, schedule } = await savedDraft(page);
    // The hint names the button beside it, and does not say to leave the field empty.
    await expect(when).toHaveAccessibleDescription(new RegExp(`${await schedule.textContent()}`));
    await expect(when).not.toHaveAccessibleDescription(lang === "fr" ? /vide/i : /empty/i);
    // « Planifier… » without a time is refused on the field, and the summary says nothing happened.
    await schedule.click();
    await expect(page.getByRole("alert")).toContainText(
      lang === "fr" ? "Rien n’a été enregistré ni envoyé." : "Nothing was saved or sent.",
    );
    await expect(when).toHaveAttribute("aria-invalid", "true");
  });

  test.describe(() => {
    // The editor's own clock is Paris's: the form's time is Montréal's all the same.
    test.use({ timezoneId: "Europe/Paris" });
    test(`${lang}: a time to send is read on Montréal's clock, in the review and once scheduled`, async ({ page }) => {
      const { when, schedule } = await savedDraft(page);
      // 9:30 on 1 June is 9:30 in Montréal (13:30 UTC), not in Paris or UTC.
      await when.fill("2099-06-01T09:30");
      await schedule.click();
      const nineThirty = lang === "fr" ? /le 1er juin 2099, 9\sh\s30 à/ : /on Jun 1, 2099, 9:30\sa\.m\. to/;
      await expect(page.getByRole("main")).toContainText(nineThirty);
      await page.getByRole("button", { name: t.confirm.button }).click();
      await expect(
        page.getByText(
          lang === "fr" ? /Planifié pour le 1er juin 2099, 9\sh\s30\./ : /Scheduled for Jun 1, 2099, 9:30\sa\.m\./,
        ),
      ).toBeVisible();
      // A scheduled issue is told to cancel its schedule to change it: that is the schedule it has.
      await expect(page.getByText(t.readOnly.scheduled)).toBeVisible();
    });
  });

  test(`${lang}: featured resources are grouped by language, the issue's own first`, async ({ page }) => {
    const mark = randomBytes(4).toString("hex");
    const [french, english] = await withResourceStore(database, async (store) =>
      Promise.all(
        (["fr", "en"] as const).map(async (each) => {
          const title = `${each === "fr" ? "Ressource" : "Resource"} ${mark}`;
          const item = await store.create(resourceInput({ lang: each, slug: `vedette-${each}-${mark}`, title }), null);
          await store.publish(item.id);
          return title;
        }),
      ),
    );
    const editor = await createAdminUser(database, { role: "editor", lang });
    await signInAsFromSite(page, editor, server.url, serverEnv.SITE_URL);
    await page.goto(`${server.url}${newsletterIssuePath("new")}`);
    const featured = page.getByRole("group", { name: t.fields.resources });
    const groups = featured.getByRole("group");
    const own = lang === "fr" ? french : english;
    const other = lang === "fr" ? english : french;
    const otherLang = lang === "fr" ? "en" : "fr";
    await expect(groups.first()).toHaveAccessibleName(t.fields.resourcesIn[lang]);
    await expect(groups.nth(1)).toHaveAccessibleName(t.fields.resourcesIn[otherLang]);
    await expect(groups.first().getByRole("checkbox", { name: own })).toBeVisible();
    await expect(groups.first().getByRole("checkbox", { name: other })).toHaveCount(0);
    await expect(groups.nth(1).getByRole("checkbox", { name: other })).toBeVisible();
    await expect(groups.nth(1).getByRole("checkbox", { name: own })).toHaveCount(0);
    if (javaScriptEnabled) await expectAccessible(page, `featured resources by language (${lang})`, [1440]);
  });

  test(`${lang}: « stop sending » asks first and says it cannot be undone; an issue that can no longer change says why`, async ({
    page,
  }) => {
    const db = serverEnv.DATABASE_URL;
    const editor = await createAdminUser(db, { role: "editor", lang });
    await signIn(page.context().request, editor);
    const sending = await issueIn(db, "sending", lang);
    await page.goto(newsletterIssuePath(sending));
    await expect(page.getByText(t.readOnly.sending)).toBeVisible();
    await page.getByRole("button", { name: t.stop }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.stopConfirm.title })).toBeVisible();
    await expect(page.getByText(t.stopConfirm.text)).toBeVisible();
    if (javaScriptEnabled) await expectAccessible(page, `stopping an issue (${lang})`);
    expect(await stateOf(db, sending)).toBe("sending");
    await page.getByRole("button", { name: t.stopConfirm.button }).click();
    await expect(page.getByText(t.stopped)).toBeVisible();
    expect(await stateOf(db, sending)).toBe("stopped");

    // A sent issue is not told to cancel a schedule it no longer has.
    const sent = await issueIn(db, "sent", lang);
    await page.goto(newsletterIssuePath(sent));
    await expect(page.getByText(t.readOnly.sent)).toBeVisible();
    await expect(page.getByText(t.readOnly.scheduled)).toHaveCount(0);
    // Its counts' table names both its columns.
    const table = page.getByRole("region", { name: t.countsPanel.label });
    await expect(table.getByRole("columnheader")).toHaveText([t.countsPanel.what, t.countsPanel.number]);
    if (javaScriptEnabled) await expectAccessible(page, `a sent issue (${lang})`);
  });
});
