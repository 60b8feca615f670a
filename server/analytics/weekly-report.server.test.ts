import { afterEach, describe, expect, it } from "vitest";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { createMailer } from "#server/mail/mailer.server.ts";
import { createOutbox } from "#server/mail/outbox.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { expectBrandedHtml, linksOf } from "#tests/support/email-html.ts";
import { readMail } from "#tests/support/mime.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { createAnalyticsStore } from "./store.server";
import {
  createReportSubscriptions,
  createWeeklyReportJob,
  dueMonday,
  WEEKLY_REPORT_EMAIL,
  weeklyReportHandler,
} from "./weekly-report.server";

describe("the weekly report's Monday", () => {
  it("is due from 8:00 Montréal time, summer and winter alike", () => {
    // Monday 23 November 2026 (EST, UTC−5): 7:59 still belongs to the week before.
    expect(dueMonday(new Date("2026-11-23T12:59:00Z"))).toBe("2026-11-16");
    expect(dueMonday(new Date("2026-11-23T13:00:00Z"))).toBe("2026-11-23");
    expect(dueMonday(new Date("2026-11-29T23:00:00Z"))).toBe("2026-11-23");
    // Monday 9 March 2026, the day after the change to EDT (UTC−4).
    expect(dueMonday(new Date("2026-03-09T11:59:00Z"))).toBe("2026-03-02");
    expect(dueMonday(new Date("2026-03-09T12:00:00Z"))).toBe("2026-03-09");
  });
});

describe.each(backends)("the weekly report on $name", (backend) => {
  const database = useTestDatabase(backend);
  let smtp: TestSmtpServer | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  async function user(app: AppDatabase, email: string, lang: "fr" | "en", disabled = false) {
    const row = await app.db
      .insertInto("users")
      .values({
        email,
        role: "staff",
        lang,
        created_at: "2026-11-01T00:00:00Z",
        disabled_at: disabled ? "2026-11-02T00:00:00Z" : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("is queued once across instances, on Monday at 8:00, to each active user who opted in, in their language", async () => {
    const app = await database.open();
    const clock = { now: new Date("2026-11-23T12:59:00Z") };
    const subscriptions = createReportSubscriptions(app);
    const french = await user(app, "marie@example.com", "fr");
    const english = await user(app, "john@example.com", "en");
    const gone = await user(app, "gone@example.com", "en", true);
    await user(app, "quiet@example.com", "fr");
    for (const id of [french, english, gone]) await subscriptions.set(id, true, clock.now);
    await app.db
      .insertInto("analytics_daily")
      .values([
        { day: "2026-11-18", dimension: "total", key: "", lang: "", visitors: 30, views: 60, conversions: 3 },
        { day: "2026-11-11", dimension: "total", key: "", lang: "", visitors: 20, views: 40, conversions: 3 },
        { day: "2026-11-18", dimension: "channel", key: "email", lang: "", visitors: 12, views: 20, conversions: 2 },
        { day: "2026-11-11", dimension: "channel", key: "email", lang: "", visitors: 6, views: 10, conversions: 1 },
        {
          day: "2026-11-18",
          dimension: "source",
          key: "infolettre",
          lang: "",
          visitors: 12,
          views: 20,
          conversions: 2,
        },
        { day: "2026-11-18", dimension: "page", key: "mga", lang: "fr", visitors: 9, views: 9, conversions: 0 },
      ])
      .execute();
    // Two instances share the database; each checks on its own.
    const first = createWeeklyReportJob({ app, now: () => clock.now });
    const second = createWeeklyReportJob({ app, now: () => clock.now });
    expect(await first.runDue()).toBe(2);
    const queuedBefore8 = await app.db
      .selectFrom("outbox")
      .select("ref_id")
      .where("kind", "=", WEEKLY_REPORT_EMAIL)
      .execute();
    // At 7:59 the week before's report is the one due: this new database queues it at once.
    expect(queuedBefore8.map((row) => row.ref_id).sort()).toEqual([french, english].sort());
    await app.db.deleteFrom("outbox").execute();
    clock.now = new Date("2026-11-23T13:00:00Z");
    const results = await Promise.all([first.runDue(), second.runDue()]);
    expect(results.filter((result) => result !== undefined)).toEqual([2]);
    expect(await second.runDue()).toBeUndefined();

    smtp = await startSmtpServer();
    const mailer = createMailer(`smtp://127.0.0.1:${smtp.port}`, "site@sobrita.ca");
    const outbox = createOutbox({
      app,
      handlers: {
        [WEEKLY_REPORT_EMAIL]: weeklyReportHandler(
          app,
          createAnalyticsStore(app),
          "https://www.sobrita.ca",
          () => clock.now,
        ),
      },
      mailer,
      now: () => clock.now,
      log: () => {},
    });
    expect(await outbox.drain()).toBe(2);
    mailer.close();
    const mailTo = (address: string) => {
      const mail = smtp?.messages.find((message) => message.envelopeTo.includes(address));
      return mail && readMail(mail);
    };
    const [fr, en] = await Promise.all([mailTo("marie@example.com"), mailTo("john@example.com")]);
    expect(smtp.messages.find((message) => message.envelopeTo.includes("john@example.com"))?.headers).toContain(
      "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
    );
    expect(fr?.subject).toBe("Statistiques du site Sobrita\u00a0: semaine du 16 novembre 2026");
    expect(fr?.text).toContain("Visiteurs\u00a0: 30 (+50\u00a0% par rapport aux 7 jours précédents)");
    expect(fr?.text).toContain("  - Courriel\u00a0: 12 (+100\u00a0% par rapport aux 7 jours précédents)");
    expect(fr?.text).toContain("  - /agents-generaux\u00a0: 9 (Rien pendant les 7 jours précédents)");
    expect(en?.text).toContain("Conversions: 3 (Same as the previous 7 days)");
    expect(en?.text).toContain("  - infolettre: 12 (Nothing in the previous 7 days)");
    expectBrandedHtml(fr?.html, {
      lang: "fr",
      origin: "https://www.sobrita.ca",
      button: adminDictionaries.fr.analyticsPaths.weekly.dashboard,
      text: fr?.text,
    });
    // The stop link is in the footer, as in the text's signature.
    expect(linksOf(en?.html ?? "").map((link) => link.href)).toContainEqual(
      expect.stringContaining("/admin/weekly-report/stop?token="),
    );

    // The link in the email turns the report off: next Monday, nothing for that user.
    const link = en?.text.match(/https:\/\/www\.sobrita\.ca\/admin\/weekly-report\/stop\?token=([\w-]+)&lang=en/);
    expect(link).not.toBeNull();
    expect(await subscriptions.stop(link?.[1] ?? "")).toEqual({ userId: english });
    expect(await subscriptions.stop(link?.[1] ?? "")).toBeUndefined();
    await app.db.deleteFrom("outbox").execute();
    clock.now = new Date("2026-11-30T13:00:00Z");
    expect(await first.runDue()).toBe(1);
  });
});
