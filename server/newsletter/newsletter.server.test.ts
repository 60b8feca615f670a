import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newsletterText } from "#common/content/newsletter.ts";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { createMailer } from "#server/mail/mailer.server.ts";
import { createOutbox } from "#server/mail/outbox.server.ts";
import { createPrivacyDesk } from "#server/privacy/privacy.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { expectBrandedHtml, linksOf } from "#tests/support/email-html.ts";
import { readMail } from "#tests/support/mime.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { newsletterEmailHandlers } from "./emails.server";
import { createNewsletter, newsletterPrivacySource } from "./newsletter.server";

const SITE = "https://sobrita.test";
const admin = { id: 1, email: "admin@sobrita.test" };
const shown = (lang: "fr" | "en" = "fr") => ({
  wording: newsletterText[lang].consent.wording,
  version: newsletterText[lang].consent.version,
  sourcePage: lang === "fr" ? "/infolettre" : "/en/newsletter",
  lang,
});

describe.each(backends)("the newsletter on $name", (backend) => {
  const database = useTestDatabase(backend);
  let smtp: TestSmtpServer;
  let clock: Date;

  beforeEach(async () => {
    smtp = await startSmtpServer();
    clock = new Date("2026-11-25T14:00:00.000Z");
  });
  afterEach(() => smtp.close());

  async function setUp() {
    const app = await database.open();
    const newsletter = createNewsletter(app, { now: () => clock });
    const mailer = createMailer(`smtp://127.0.0.1:${smtp.port}`, "site@sobrita.test");
    const outbox = createOutbox({
      app,
      handlers: newsletterEmailHandlers(app, { siteOrigin: SITE }),
      mailer,
      now: () => clock,
      log: () => {},
    });
    return { app, newsletter, outbox };
  }

  const tokenIn = (text: string, path: string) => {
    const match = new RegExp(`${SITE}${path}\\?token=([\\w-]+)`).exec(text);
    if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
    return match[1];
  };

  async function subscribeAndConfirm(
    newsletter: ReturnType<typeof createNewsletter>,
    outbox: ReturnType<typeof createOutbox>,
    email: string,
  ) {
    await newsletter.subscribe(email, shown());
    await outbox.drain();
    const confirm = await readMail(smtp.messages.at(-1) as { raw: string });
    expect(await newsletter.confirm(tokenIn(confirm.text, "/infolettre/confirmer"))).toBe("done");
    await outbox.drain();
    return smtp.messages.at(-1);
  }

  it("sends only the confirmation request until the button confirms, and records the consent as shown", async () => {
    const { app, newsletter, outbox } = await setUp();
    expect(await newsletter.subscribe("Claire@Cabinet.test", shown())).toBe("confirmation-queued");
    await outbox.drain();
    expect(smtp.messages).toHaveLength(1);
    const confirm = await readMail(smtp.messages[0] as { raw: string });
    expect(confirm.subject).toBe(newsletterText.fr.emails.confirmSubject);
    expect(smtp.messages[0]?.headers.some((h) => /^List-Unsubscribe:/i.test(h))).toBe(false);
    const token = tokenIn(confirm.text, "/infolettre/confirmer");
    expect(await newsletter.confirmed()).toEqual([]);

    // Following the link only opens the page; nothing is confirmed until the button is pressed.
    expect(await newsletter.confirmState(token)).toBe("ask");
    expect(await newsletter.confirmed()).toEqual([]);

    clock = new Date("2026-11-25T15:00:00.000Z");
    expect(await newsletter.confirm(token)).toBe("done");
    // The same link again, from someone now subscribed: already done, not a dead link; no second welcome.
    expect(await newsletter.confirmState(token)).toBe("already");
    expect(await newsletter.confirm(token)).toBe("already");
    expect(await newsletter.confirmed()).toEqual([
      {
        email: "Claire@Cabinet.test",
        lang: "fr",
        confirmedAt: "2026-11-25T15:00:00.000Z",
        sourcePage: "/infolettre",
        wordingVersion: newsletterText.fr.consent.version,
      },
    ]);
    const ledger = await app.db.selectFrom("newsletter_consents").selectAll().execute();
    expect(ledger).toEqual([
      expect.objectContaining({
        given_at: "2026-11-25T14:00:00.000Z",
        source_page: "/infolettre",
        wording: newsletterText.fr.consent.wording,
        wording_version: newsletterText.fr.consent.version,
        confirmed_at: "2026-11-25T15:00:00.000Z",
        confirmed_by: "email-link-button",
        withdrawn_at: null,
      }),
    ]);

    await outbox.drain();
    expect(smtp.messages).toHaveLength(2);
    const welcome = smtp.messages[1];
    expect(welcome?.headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const listHeader = welcome?.headers.find((h) => /^List-Unsubscribe:/i.test(h)) ?? "";
    expect(listHeader).toMatch(/<https:\/\/sobrita\.test\/infolettre\/desabonnement\?token=[\w-]+>/);
    expect((await readMail(welcome as { raw: string })).text).toContain(`${SITE}/infolettre/desabonnement?token=`);
    const [request, welcomed] = await Promise.all(smtp.messages.map(readMail));
    expectBrandedHtml(request?.html, {
      lang: "fr",
      origin: SITE,
      button: newsletterText.fr.emails.confirmButton,
      text: request?.text,
    });
    // The welcome's one link leaves the list: a link, not a button, the same as the header's.
    expectBrandedHtml(welcomed?.html, { lang: "fr", origin: SITE });
    expect(linksOf(welcomed?.html ?? "").map((link) => link.href)).toContain(listHeader.match(/<([^>]+)>/)?.[1]);
  });

  it("refuses a confirmation link once it is a week old", async () => {
    const { newsletter, outbox } = await setUp();
    await newsletter.subscribe("late@cabinet.test", shown("en"));
    await outbox.drain();
    const token = tokenIn((await readMail(smtp.messages[0] as { raw: string })).text, "/en/newsletter/confirm");
    clock = new Date("2026-12-02T14:00:01.000Z");
    expect(await newsletter.confirmState(token)).toBe("invalid");
    expect(await newsletter.confirm(token)).toBe("invalid");
  });

  it("sends one confirmation request a day, however often the address is typed in", async () => {
    const { newsletter, outbox } = await setUp();
    expect(await newsletter.subscribe("pressed@cabinet.test", shown())).toBe("confirmation-queued");
    expect(await newsletter.subscribe("PRESSED@cabinet.test", shown())).toBe("confirmation-recent");
    await outbox.drain();
    expect(smtp.messages).toHaveLength(1);
    clock = new Date("2026-11-26T14:00:01.000Z");
    expect(await newsletter.subscribe("pressed@cabinet.test", shown())).toBe("confirmation-queued");
    await outbox.drain();
    expect(smtp.messages).toHaveLength(2);
  });

  it("unsubscribes at once, puts the address on the suppression list and mails it nothing more", async () => {
    const { app, newsletter, outbox } = await setUp();
    const welcome = await subscribeAndConfirm(newsletter, outbox, "leaving@cabinet.test");
    const token = tokenIn((await readMail(welcome as { raw: string })).text, "/infolettre/desabonnement");
    // A welcome queued again (say, by a retry) finds the address suppressed by the time it is sent.
    const subscriber = await app.db.selectFrom("newsletter_subscribers").select("id").executeTakeFirstOrThrow();
    await app.db
      .insertInto("outbox")
      .values({
        kind: "newsletter.welcome",
        ref_id: subscriber.id,
        next_attempt_at: clock.toISOString(),
        created_at: clock.toISOString(),
      })
      .execute();

    // Opening the link (a mail scanner, say) only reads its state; the button or a one-click POST unsubscribes.
    // Each names the address it is for (issue 52, item 20).
    expect(await newsletter.unsubscribeState(token)).toEqual({ state: "ask", email: "leaving@cabinet.test" });
    expect(await newsletter.isSuppressed("leaving@cabinet.test")).toBe(false);
    expect(await newsletter.unsubscribe(token)).toBe("leaving@cabinet.test");
    expect(await newsletter.unsubscribe(token)).toBe("leaving@cabinet.test");
    expect(await newsletter.unsubscribeState(token)).toEqual({ state: "done", email: "leaving@cabinet.test" });
    expect(await newsletter.unsubscribe("not-a-token")).toBeUndefined();
    expect(await newsletter.unsubscribeState("not-a-token")).toEqual({ state: "invalid" });
    expect(await newsletter.isSuppressed("LEAVING@cabinet.test")).toBe(true);
    expect(await newsletter.confirmed()).toEqual([]);
    const sentBefore = smtp.messages.length;
    await outbox.drain();
    expect(smtp.messages).toHaveLength(sentBefore);
    const ledger = await app.db.selectFrom("newsletter_consents").select("withdrawn_at").execute();
    expect(ledger).toEqual([{ withdrawn_at: clock.toISOString() }]);
  });

  it("lets a suppressed address come back only through a new consent it confirms itself", async () => {
    const { newsletter, outbox } = await setUp();
    const welcome = await subscribeAndConfirm(newsletter, outbox, "back@cabinet.test");
    await newsletter.unsubscribe(
      tokenIn((await readMail(welcome as { raw: string })).text, "/infolettre/desabonnement"),
    );

    clock = new Date("2026-12-01T14:00:00.000Z");
    expect(await newsletter.subscribe("back@cabinet.test", shown())).toBe("confirmation-queued");
    expect(await newsletter.isSuppressed("back@cabinet.test")).toBe(true);
    await outbox.drain();
    const again = await readMail(smtp.messages.at(-1) as { raw: string });
    expect(again.subject).toBe(newsletterText.fr.emails.confirmSubject);
    expect(await newsletter.confirm(tokenIn(again.text, "/infolettre/confirmer"))).toBe("done");
    expect(await newsletter.isSuppressed("back@cabinet.test")).toBe(false);
    expect((await newsletter.confirmed()).map((s) => s.email)).toEqual(["back@cabinet.test"]);
  });

  it("answers access and erasure requests, keeping only the address's hash on the suppression list", async () => {
    const { app, newsletter, outbox } = await setUp();
    await subscribeAndConfirm(newsletter, outbox, "Erase.Me@cabinet.test");
    const desk = createPrivacyDesk(
      [newsletterPrivacySource(app, () => clock)],
      createAuditLog(app, () => clock),
    );
    const found = await desk.lookup("erase.me@CABINET.test", admin);
    expect(found.sources[0]?.records).toEqual([
      expect.objectContaining({
        email: "Erase.Me@cabinet.test",
        status: "confirmed",
        consents: [
          expect.objectContaining({ wording: newsletterText.fr.consent.wording, confirmed_by: "email-link-button" }),
        ],
      }),
    ]);
    expect(await desk.erase("erase.me@cabinet.test", admin)).toEqual({ newsletter: 1 });
    expect(await app.db.selectFrom("newsletter_consents").selectAll().execute()).toEqual([]);
    const suppressions = await app.db.selectFrom("newsletter_suppressions").selectAll().execute();
    expect(suppressions).toEqual([
      { email_hash: expect.stringMatching(/^[0-9a-f]{64}$/), reason: "erased", at: clock.toISOString() },
    ]);
    expect(await newsletter.isSuppressed("erase.me@cabinet.test")).toBe(true);
  });

  it("erases a signup never confirmed after 30 days, and a withdrawn consent's proof after 3 years", async () => {
    const { app, newsletter, outbox } = await setUp();
    await newsletter.subscribe("never@cabinet.test", shown());
    const welcome = await subscribeAndConfirm(newsletter, outbox, "gone@cabinet.test");
    await newsletter.unsubscribe(
      tokenIn((await readMail(welcome as { raw: string })).text, "/infolettre/desabonnement"),
    );
    // Asked again, never confirmed: back to unsubscribed, its earlier proof kept.
    clock = new Date("2026-12-01T14:00:00.000Z");
    await newsletter.subscribe("gone@cabinet.test", shown());
    const left = async () =>
      await app.db.selectFrom("newsletter_subscribers").select(["email", "status"]).orderBy("email").execute();

    clock = new Date("2026-12-25T13:59:00.000Z");
    expect(await newsletter.purge()).toBe(0);
    clock = new Date("2026-12-25T14:00:01.000Z");
    expect(await newsletter.purge()).toBe(1);
    expect(await left()).toEqual([{ email: "gone@cabinet.test", status: "pending" }]);
    clock = new Date("2026-12-31T14:00:01.000Z");
    expect(await newsletter.purge()).toBe(0);
    expect(await left()).toEqual([{ email: "gone@cabinet.test", status: "unsubscribed" }]);
    clock = new Date("2029-11-25T14:00:01.000Z");
    expect(await newsletter.purge()).toBe(1);
    expect(await left()).toEqual([]);
    expect(await app.db.selectFrom("newsletter_consents").selectAll().execute()).toEqual([]);
    expect(await newsletter.isSuppressed("gone@cabinet.test")).toBe(true);
  });
});
