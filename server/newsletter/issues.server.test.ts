import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { newsletterOutcomesMigration } from "#server/db/migrations/037-newsletter-outcomes.ts";
import { memoryRateLimiter } from "#server/http/rate-limit.server.ts";
import { createMailer, type Mailer } from "#server/mail/mailer.server.ts";
import { createOutbox, type Outbox } from "#server/mail/outbox.server.ts";
import { createOutboxDesk } from "#server/mail/outbox-desk.server.ts";
import { createRecipientLimit } from "#server/mail/recipient-limit.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { readMail } from "#tests/support/mime.ts";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { newsletterEmailHandlers } from "./emails.server";
import { type IssueInput, NEWSLETTER_ISSUE_EMAIL } from "./issue.server";
import { issueEmailHandlers } from "./issue-handlers.server";
import { createIssues } from "./issues.server";
import { createNewsletter, suppressionHash } from "./newsletter.server";

const SITE = "https://site.test";
const START = new Date("2026-03-02T14:00:00.000Z");
const MINUTE = 60_000;
const shown = (lang: "fr" | "en") => ({ wording: "Oui", version: "v1", sourcePage: "/infolettre", lang });

const frenchIssue: IssueInput = {
  lang: "fr",
  subject: "Nouvelles de mars",
  preview: "Trois idées pour vos rencontres",
  body: "# Bonjour\n\nVoici **trois idées** pour vos rencontres.",
  resourceIds: [],
  translationId: null,
};

function header(mail: ReceivedMail, name: string): string[] {
  const prefix = `${name.toLowerCase()}:`;
  return mail.headers
    .filter((line) => line.toLowerCase().startsWith(prefix))
    .map((line) => line.slice(prefix.length).trim());
}

describe.each(backends)("newsletter issues on $name", (backend) => {
  const database = useTestDatabase(backend);
  let app: AppDatabase;
  let now: Date;
  let smtp: TestSmtpServer;
  let cleanups: (() => Promise<void> | void)[];

  beforeEach(async () => {
    app = await database.open();
    now = START;
    smtp = await startSmtpServer();
    cleanups = [() => smtp.close()];
  });

  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const newsletterOn = (on: AppDatabase) =>
    createNewsletter(on, {
      now: () => now,
      recipients: createRecipientLimit({ perMailbox: 1000, perDomain: 100_000, now: () => now.getTime() }),
    });

  function mailerFor(): Mailer {
    const mailer = createMailer(`smtp://127.0.0.1:${smtp.port}`, "infolettre@site.test");
    cleanups.push(() => mailer.close());
    return mailer;
  }

  /** The outbox as the server runs it, over `on` (another instance: another connection). */
  function outboxOn(on: AppDatabase, mailer: Pick<Mailer, "send"> = mailerFor()): Outbox {
    const outbox = createOutbox({
      app: on,
      handlers: {
        ...newsletterEmailHandlers(on, { siteOrigin: SITE }),
        ...issueEmailHandlers(on, { siteOrigin: SITE, now: () => now }),
      },
      mailer,
      background: [NEWSLETTER_ISSUE_EMAIL],
      listeners: issuesOn(on).outcomes,
      now: () => now,
      log: () => {},
    });
    return outbox;
  }

  const issuesOn = (on: AppDatabase, ratePerMinute = 60) =>
    createIssues(on, { now: () => now, ratePerMinute, audit: createAuditLog(on, () => now) });

  /** A subscriber through the real signup and confirmation; its unsubscribe token. */
  async function subscriber(email: string, lang: "fr" | "en", confirm = true): Promise<string> {
    const newsletter = newsletterOn(app);
    await newsletter.subscribe(email, shown(lang));
    const row = await app.db
      .selectFrom("newsletter_subscribers")
      .select(["confirm_token", "unsubscribe_token"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    if (confirm) expect(await newsletter.confirm(row.confirm_token ?? "")).toBe("done");
    return row.unsubscribe_token;
  }

  /** Sends the confirmation and welcome emails now, so each test's SMTP server then sees only issues. */
  async function flushSignupMail() {
    await outboxOn(app).drain();
    smtp.messages.length = 0;
  }

  async function editor(): Promise<{ id: number; email: string }> {
    const row = await app.db
      .insertInto("users")
      .values({
        email: "redaction@site.test",
        role: "editor",
        password_hash: null,
        totp_secret: null,
        totp_pending_secret: null,
        totp_last_step: null,
        disabled_at: null,
        created_at: START.toISOString(),
      })
      .returning(["id", "email"])
      .executeTakeFirstOrThrow();
    return row;
  }

  /** Drains the outbox at each minute until `until`, as its polling would. */
  async function sendUntil(outbox: Outbox, until: Date) {
    while (now < until) {
      await outbox.drain();
      now = new Date(now.getTime() + MINUTE);
    }
    await outbox.drain();
  }

  const recipientsOf = () => smtp.messages.flatMap((mail) => mail.envelopeTo).sort();

  /** Runs the queued copies through an outbox without SMTP_URL, which renders and holds every one. */
  async function holdEveryCopy() {
    const holding = createOutbox({
      app,
      handlers: issueEmailHandlers(app, { siteOrigin: SITE, now: () => now, holding: true }),
      listeners: issuesOn(app).outcomes,
      now: () => now,
      log: () => {},
    });
    await sendUntil(holding, new Date(START.getTime() + 5 * MINUTE));
  }

  /** The back office's outbox desk on a server that has SMTP_URL, as an admin releases held mail from it. */
  const releasingDesk = (paced?: ReturnType<typeof issuesOn>["pace"]) =>
    createOutboxDesk(app, {
      audit: createAuditLog(app, () => now),
      holding: false,
      kinds: [],
      now: () => now,
      paced,
      listeners: issuesOn(app).outcomes,
    });

  it("sends one copy to each confirmed subscriber of the issue's language, with one-click unsubscribe, a text part and the CASL footer", async () => {
    const anneToken = await subscriber("anne@exemple.test", "fr");
    await subscriber("benoit@exemple.test", "fr");
    await subscriber("carl@example.test", "en");
    await subscriber("denise@exemple.test", "fr", false);
    const leaving = await subscriber("etienne@exemple.test", "fr");
    await newsletterOn(app).unsubscribe(leaving);
    await flushSignupMail();

    const issues = issuesOn(app);
    const author = await editor();
    const id = await issues.create(frenchIssue, author);
    expect(await issues.recipientCount("fr")).toBe(2);
    expect(await issues.schedule(id, now, author)).toBe(true);
    await sendUntil(outboxOn(app), new Date(START.getTime() + 5 * MINUTE));

    expect(recipientsOf()).toEqual(["anne@exemple.test", "benoit@exemple.test"]);
    const anne = smtp.messages.find((mail) => mail.envelopeTo.includes("anne@exemple.test")) as ReceivedMail;
    expect(header(anne, "List-Unsubscribe-Post")).toEqual(["List-Unsubscribe=One-Click"]);
    expect(header(anne, "List-Unsubscribe")[0]).toContain(anneToken);
    expect(anne.raw).toContain("Content-Type: text/plain");
    expect(anne.raw).toContain("Content-Type: text/html");
    const read = await readMail(anne);
    expect(read.subject).toBe("Nouvelles de mars");
    // The text part reads as text, not Markdown (issue 52, item 20).
    expect(read.text).toContain("Bonjour\n\nVoici trois idées pour vos rencontres.");
    expect(read.text).toContain("Sobrita inc., C.P. 1000");
    expect(read.text).toContain(anneToken);
    expect((await issues.get(id))?.state).toBe("sent");
    expect(await issues.counts(id)).toMatchObject({ recipients: 2, sent: 2, refused: 0 });
    const actions = (await createAuditLog(app).page()).entries.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["newsletter.issue_create", "newsletter.issue_schedule"]));
  });

  it("sends nothing to a subscriber who leaves between scheduling and sending, nor to one who leaves once it is queued", async () => {
    await subscriber("anne@exemple.test", "fr");
    const before = await subscriber("benoit@exemple.test", "fr");
    const after = await subscriber("chloe@exemple.test", "fr");
    await flushSignupMail();
    const issues = issuesOn(app);
    const id = await issues.create(frenchIssue, null);
    await issues.schedule(id, new Date(START.getTime() + 60 * MINUTE), null);
    await newsletterOn(app).unsubscribe(before);

    now = new Date(START.getTime() + 60 * MINUTE);
    await issues.tick();
    // Queued for Anne and Chloé; Chloé leaves before her copy is due.
    await newsletterOn(app).unsubscribe(after);
    await sendUntil(outboxOn(app), new Date(now.getTime() + 5 * MINUTE));

    expect(recipientsOf()).toEqual(["anne@exemple.test"]);
    expect(await issues.counts(id)).toMatchObject({ recipients: 2, sent: 1, dropped: 1, unsubscribedSince: 1 });
  });

  it("sends nothing more once a send in progress is stopped", async () => {
    for (const name of ["a", "b", "c", "d"]) await subscriber(`${name}@exemple.test`, "fr");
    await flushSignupMail();
    const issues = issuesOn(app, 1);
    const id = await issues.create(frenchIssue, null);
    await issues.schedule(id, now, null);
    const outbox = outboxOn(app);
    await outbox.drain();
    expect(smtp.messages).toHaveLength(1);

    expect(await issues.stop(id, null)).toBe(true);
    await sendUntil(outbox, new Date(START.getTime() + 10 * MINUTE));

    expect(smtp.messages).toHaveLength(1);
    expect((await issues.get(id))?.state).toBe("stopped");
    expect(await issues.counts(id)).toMatchObject({ recipients: 4, sent: 1, dropped: 3 });
  });

  it("keeps an issue whose copies are held unfinished, and sends them once the held mail is released", async () => {
    for (const name of ["a", "b", "c"]) await subscriber(`${name}@exemple.test`, "fr");
    await flushSignupMail();
    const issues = issuesOn(app);
    const id = await issues.create(frenchIssue, null);
    await issues.schedule(id, now, null);
    await holdEveryCopy();
    expect((await issues.get(id))?.state).toBe("sending");
    expect(await issues.counts(id)).toMatchObject({ recipients: 3, sent: 0, held: 3 });

    expect(await releasingDesk().releaseHeld(await editor())).toBe(3);
    await sendUntil(outboxOn(app), new Date(now.getTime() + 5 * MINUTE));

    expect(recipientsOf()).toEqual(["a@exemple.test", "b@exemple.test", "c@exemple.test"]);
    expect((await issues.get(id))?.state).toBe("sent");
    expect(await issues.counts(id)).toMatchObject({ recipients: 3, sent: 3, held: 0 });
  });

  it("sends a copy released before the job recorded it held, once, and spaces released copies at the issue's rate", async () => {
    for (const name of ["a", "b", "c"]) await subscriber(`${name}@exemple.test`, "fr");
    await flushSignupMail();
    // One a minute: the three copies are due a minute apart.
    const issues = issuesOn(app, 1);
    const id = await issues.create(frenchIssue, null);
    await issues.schedule(id, now, null);
    await issues.queueDue();
    // Held, and the sending job has not run since.
    await holdEveryCopy();

    // Released at once, as an admin does on the server just started with SMTP_URL.
    expect(await releasingDesk(issues.pace).releaseHeld(await editor())).toBe(3);
    const sending = outboxOn(app);
    await sending.drain();
    // The first goes now, the others at the issue's pace.
    expect(recipientsOf()).toEqual(["a@exemple.test"]);
    now = new Date(now.getTime() + MINUTE);
    await sending.drain();
    expect(recipientsOf()).toEqual(["a@exemple.test", "b@exemple.test"]);
    await sendUntil(sending, new Date(now.getTime() + 5 * MINUTE));

    expect(recipientsOf()).toEqual(["a@exemple.test", "b@exemple.test", "c@exemple.test"]);
    expect((await issues.get(id))?.state).toBe("sent");
    expect(await issues.counts(id)).toMatchObject({ recipients: 3, sent: 3, held: 0, dropped: 0 });
  });

  it("sends no second copy after an instance dies in the middle of a send; another instance sends the rest", async () => {
    for (const name of ["a", "b", "c"]) await subscriber(`${name}@exemple.test`, "fr");
    await flushSignupMail();
    const issues = issuesOn(app, 600);
    await issues.schedule(await issues.create(frenchIssue, null), now, null);

    // The first instance hands its first copy to the SMTP server, then freezes before it records it (kill -9).
    const real = mailerFor();
    let handedOver: () => void = () => {};
    const frozen = new Promise<void>((resolve) => {
      handedOver = resolve;
    });
    const dying = outboxOn(app, {
      async send(message) {
        await real.send(message);
        handedOver();
        await new Promise(() => {});
      },
    });
    void dying.drain();
    await frozen;
    expect(smtp.messages).toHaveLength(1);

    // Another instance, after the claim lapsed.
    const other = await database.open();
    now = new Date(START.getTime() + 10 * MINUTE);
    await outboxOn(other).drain();

    expect(recipientsOf()).toEqual(["a@exemple.test", "b@exemple.test", "c@exemple.test"]);
  });

  it("queues and sends each copy once when two instances run the same issue at the same time, and marks it sent", async () => {
    const names = Array.from({ length: 12 }, (_, index) => `p${index}@exemple.test`);
    for (const name of names) await subscriber(name, "fr");
    await flushSignupMail();
    const other = await database.open();
    const id = await issuesOn(app, 6000).create(frenchIssue, null);
    await app.db
      .updateTable("newsletter_issues")
      .set({ state: "scheduled", scheduled_at: START.toISOString() })
      .where("id", "=", id)
      .execute();

    const taken = await Promise.all([issuesOn(app, 6000).queueDue(), issuesOn(other, 6000).queueDue()]);
    expect(taken.sort()).toEqual([0, 1]);
    now = new Date(START.getTime() + MINUTE);
    await Promise.all([outboxOn(app).drain(), outboxOn(other).drain()]);
    // Each instance's last copy may be heard while the other's is still uncommitted: the job closes it.
    await issuesOn(other).tick();

    expect(recipientsOf()).toEqual(names.sort());
    expect((await issuesOn(app).get(id))?.state).toBe("sent");
    expect(await issuesOn(app).counts(id)).toMatchObject({ recipients: 12, sent: 12 });
  });

  it("sends contact, booking and account mail before newsletter copies that are overdue", async () => {
    for (const name of ["a", "b", "c"]) await subscriber(`${name}@exemple.test`, "fr");
    await flushSignupMail();
    const issues = issuesOn(app);
    await issues.schedule(await issues.create(frenchIssue, null), now, null);
    now = new Date(START.getTime() + 60 * MINUTE);
    await newsletterOn(app).subscribe("nouveau@exemple.test", shown("fr"));

    await outboxOn(app).drain();

    expect(smtp.messages[0]?.envelopeTo).toEqual(["nouveau@exemple.test"]);
    expect(smtp.messages).toHaveLength(4);
  });

  it("spaces 10,000 recipients at the configured rate when it queues them", { timeout: 120_000 }, async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      email: `abonne${index}@exemple.test`,
      email_key: `abonne${index}@exemple.test`,
      lang: "fr" as const,
      status: "confirmed" as const,
      unsubscribe_token: `token-${index}`,
      created_at: START.toISOString(),
      confirmed_at: START.toISOString(),
    }));
    for (let start = 0; start < rows.length; start += 1000)
      await app.db
        .insertInto("newsletter_subscribers")
        .values(rows.slice(start, start + 1000))
        .execute();
    const issues = issuesOn(app, 120);
    const id = await issues.create(frenchIssue, null);
    await issues.schedule(id, now, null);

    const queued = await app.db
      .selectFrom("outbox")
      .select([(eb) => eb.fn.countAll<number | string>().as("count"), (eb) => eb.fn.max("next_attempt_at").as("last")])
      .where("kind", "=", NEWSLETTER_ISSUE_EMAIL)
      .executeTakeFirstOrThrow();
    expect(Number(queued.count)).toBe(10_000);
    // 120 a minute: the 10,000th is due 9,999 half-seconds after the first.
    expect(queued.last).toBe(new Date(START.getTime() + 9_999 * 500).toISOString());
    expect((await issues.counts(id)).recipients).toBe(10_000);
  });

  it("suppresses an address refused for good on two issues, and sends it nothing after", async () => {
    await subscriber("parti@exemple.test", "fr");
    await flushSignupMail();
    const issues = issuesOn(app);
    const outbox = outboxOn(app);
    smtp.refuse(true);
    const refusedOn: number[] = [];
    for (const round of [1, 2]) {
      const id = await issues.create({ ...frenchIssue, subject: `Numéro ${round}` }, null);
      refusedOn.push(id);
      await issues.schedule(id, now, null);
      await outbox.drain();
      // The back office says so on each issue that it refused, once it is on the list.
      expect(await issues.counts(id)).toMatchObject({ refused: 1, suppressedAfterRefusals: round === 1 ? 0 : 1 });
      const suppressed = await app.db
        .selectFrom("newsletter_suppressions")
        .select("reason")
        .where("email_hash", "=", suppressionHash("parti@exemple.test"))
        .executeTakeFirst();
      expect(suppressed?.reason).toBe(round === 1 ? undefined : "refused");
    }
    expect(await issues.counts(refusedOn[0] ?? 0)).toMatchObject({ suppressedAfterRefusals: 1 });
    expect(await newsletterOn(app).suppressions()).toMatchObject({ refused: 1 });
    smtp.refuse(false);
    const third = await issues.create({ ...frenchIssue, subject: "Numéro 3" }, null);
    expect(await issues.recipientCount("fr")).toBe(0);
    await issues.schedule(third, now, null);
    await outbox.drain();
    expect(smtp.messages).toHaveLength(0);
  });

  it("brings copies that ended before their outcomes were heard up to date once, as the job used to (migration 037)", async () => {
    await subscriber("parti@exemple.test", "fr");
    await flushSignupMail();
    const issues = issuesOn(app);
    // The outbox as it ran before it told anyone: no listener.
    const unheard = createOutbox({
      app,
      handlers: issueEmailHandlers(app, { siteOrigin: SITE }),
      mailer: mailerFor(),
      now: () => now,
      log: () => {},
    });
    smtp.refuse(true);
    const ids: number[] = [];
    for (const round of [1, 2]) {
      const id = await issues.create({ ...frenchIssue, subject: `Numéro ${round}` }, null);
      ids.push(id);
      await issues.schedule(id, now, null);
      await unheard.drain();
      expect(await issues.counts(id)).toMatchObject({ refused: 0 });
    }

    await newsletterOutcomesMigration.up(app.db);

    for (const id of ids) {
      expect((await issues.get(id))?.state).toBe("sent");
      expect(await issues.counts(id)).toMatchObject({ recipients: 1, refused: 1 });
    }
    expect(await newsletterOn(app).suppressions()).toMatchObject({ refused: 1 });
  });

  it("sends a test copy to the member alone, marked as a test, counted nowhere", async () => {
    await subscriber("anne@exemple.test", "fr");
    await flushSignupMail();
    const issues = issuesOn(app);
    const author = await editor();
    const id = await issues.create(frenchIssue, author);
    await issues.sendTest(id, author);
    await outboxOn(app).drain();

    expect(recipientsOf()).toEqual(["redaction@site.test"]);
    const read = await readMail(smtp.messages[0] as ReceivedMail);
    expect(read.subject).toBe("[ESSAI] Nouvelles de mars");
    expect((await issues.get(id))?.state).toBe("draft");
    expect((await issues.counts(id)).recipients).toBe(0);
    const actions = (await createAuditLog(app).page()).entries.map((entry) => entry.action);
    expect(actions).toContain("newsletter.issue_test");
  });

  it("archives on the web only the issues that went out, in their language: never a draft, a stopped issue or a test", async () => {
    await subscriber("anne@exemple.test", "fr");
    await flushSignupMail();
    const issues = issuesOn(app);
    const author = await editor();
    const sent = await issues.create({ ...frenchIssue, subject: "Envoyé" }, author);
    await issues.schedule(sent, now, author);
    const draft = await issues.create({ ...frenchIssue, subject: "Brouillon" }, author);
    await issues.sendTest(draft, author);
    const stopped = await issues.create({ ...frenchIssue, subject: "Arrêté" }, author);
    await issues.schedule(stopped, now, author);
    await issues.stop(stopped, author);

    expect((await issues.archive("fr")).map((issue) => issue.subject)).toEqual(["Envoyé"]);
    expect(await issues.archive("en")).toEqual([]);
    expect((await issues.archived("fr", sent))?.html).toContain("<strong>trois idées</strong>");
    expect(await issues.archived("en", sent)).toBeUndefined();
    expect(await issues.archived("fr", draft)).toBeUndefined();
  });

  it("pairs an issue with its translation, named from one side and shown from both once both went out", async () => {
    await subscriber("anne@exemple.test", "fr");
    await subscriber("ann@example.test", "en");
    await flushSignupMail();
    const issues = issuesOn(app);
    const french = await issues.create({ ...frenchIssue, subject: "Nouvelles" }, null);
    const other = await issues.create({ ...frenchIssue, subject: "Autres nouvelles" }, null);
    await issues.schedule(french, now, null);
    await issues.schedule(other, now, null);
    const english = await issues.create({ ...frenchIssue, lang: "en", subject: "News", translationId: other }, null);
    // Named again from the English side: the first French issue is let go.
    expect(
      await issues.update(english, { ...frenchIssue, lang: "en", subject: "News", translationId: french }, null),
    ).toBe(true);
    expect((await issues.get(other))?.translationId).toBeNull();
    expect((await issues.get(french))?.translationId).toBe(english);
    // A translation still a draft is no twin on the web.
    expect((await issues.archived("fr", french))?.translation).toBeUndefined();

    await issues.schedule(english, now, null);
    expect((await issues.archived("fr", french))?.translation).toEqual({ lang: "en", id: english, subject: "News" });
    expect((await issues.archived("en", english))?.translation).toEqual({
      lang: "fr",
      id: french,
      subject: "Nouvelles",
    });
    const archive = await issues.archive("fr");
    expect(archive.find((issue) => issue.id === french)?.translation).toEqual({
      lang: "en",
      id: english,
      subject: "News",
    });
    expect(archive.find((issue) => issue.id === other)?.translation).toBeUndefined();
  });

  it("counts a click through the site's own redirect by issue, link and day alone, and sends the reader on", async () => {
    await subscriber("anne@exemple.test", "fr");
    await flushSignupMail();
    const issues = issuesOn(app);
    const guide = "https://sobrita.test/ressources/guide-rencontre";
    const id = await issues.create({ ...frenchIssue, body: `Lisez [notre guide](${guide}).` }, null);
    await issues.schedule(id, now, null);
    await outboxOn(app).drain();

    const copy = smtp.messages[0] as ReceivedMail;
    const redirect = `${SITE}/infolettre/lien/${id}/0`;
    const read = await readMail(copy);
    expect(read.text).toContain(redirect);
    expect(read.text).not.toContain(guide);
    expect(copy.raw).not.toContain(guide);

    expect(await issues.click(id, 0)).toBe(guide);
    expect(await issues.click(id, 0)).toBe(guide);
    expect(await issues.click(id, 1)).toBeUndefined();
    expect(await issues.clicks(id)).toEqual([{ url: guide, clicks: 2 }]);
    const rows = await app.db.selectFrom("newsletter_clicks").selectAll().where("issue_id", "=", id).execute();
    expect(rows).toEqual([{ issue_id: id, link: 0, day: "2026-03-02", clicks: 2 }]);
  });

  it("sends on a client past its limit, without counting its clicks", async () => {
    await subscriber("bruno@exemple.test", "fr");
    await flushSignupMail();
    const issues = createIssues(app, {
      now: () => now,
      clickLimiter: memoryRateLimiter({ limit: 2, now: () => now.getTime() }),
    });
    const guide = "https://sobrita.test/ressources/guide-rencontre";
    const id = await issues.create({ ...frenchIssue, body: `Lisez [notre guide](${guide}).` }, null);
    await issues.schedule(id, now, null);
    await outboxOn(app).drain();

    for (let click = 0; click < 5; click += 1) expect(await issues.click(id, 0, "203.0.113.7")).toBe(guide);
    expect(await issues.click(id, 0, "198.51.100.4")).toBe(guide);
    expect(await issues.clicks(id)).toEqual([{ url: guide, clicks: 3 }]);
  });
});
