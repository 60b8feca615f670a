import { type AddressInfo, createServer } from "node:net";
import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AppDatabase, Database } from "#server/db/db.server.ts";
import { LEAD_EMAIL, leadEmailHandler } from "#server/leads/lead-email.server.ts";
import { createLeadStore, type NewLead } from "#server/leads/store.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { readMail } from "#tests/support/mime.ts";
import { sampleLead as frenchLead } from "#tests/support/sample-lead.ts";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { createMailer } from "./mailer.server";
import { createOutbox, enqueue, type Outbox, type OutboxOptions, type Outcome } from "./outbox.server";

const FROM = "site@assistant.test";
const TO = { appointments: "rdv@assistant.test", support: "support@assistant.test" };
const START = new Date("2025-06-01T12:00:00.000Z");

/** The lead these tests mail: an English one, consented at the start of the test clock. */
function sampleLead(overrides: Partial<NewLead> = {}): NewLead {
  return frenchLead({
    message: "Please call me back.\nThanks.",
    lang: "en",
    sourcePage: "/en/contact",
    consentAt: START,
    ...overrides,
  });
}

/** A port nothing listens on: an SMTP server that is down. */
async function unusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function header(mail: ReceivedMail, name: string): string[] {
  const prefix = `${name.toLowerCase()}:`;
  return mail.headers
    .filter((line) => line.toLowerCase().startsWith(prefix))
    .map((line) => line.slice(prefix.length).trim());
}

let app: AppDatabase;
let now: Date;
let logged: { event: string; details: Record<string, unknown> }[];
let cleanups: (() => Promise<void>)[];

/** The outbox as the server runs it with SMTP configured: lead emails through `port`. */
function notifierFor(port: number, options: Partial<OutboxOptions> = {}): Outbox {
  const mailer = createMailer(`smtp://127.0.0.1:${port}`, FROM);
  const outbox = createOutbox({
    app,
    handlers: { [LEAD_EMAIL]: leadEmailHandler(options.app ?? app, TO, "https://sobrita.test") },
    mailer,
    now: () => now,
    log: (event, details) => logged.push({ event, details }),
    ...options,
  });
  cleanups.push(async () => {
    await outbox.stop();
    mailer.close();
  });
  return outbox;
}

async function smtpServer(port?: number): Promise<TestSmtpServer> {
  const server = await startSmtpServer(port);
  cleanups.push(() => server.close());
  return server;
}

function submit(lead: NewLead, key = "key-1") {
  return createLeadStore(app, { now: () => now, outboxKinds: [LEAD_EMAIL] }).submit(lead, key);
}

function notificationOf(leadId: number) {
  return app.db.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).executeTakeFirstOrThrow();
}

describe.each(backends)("outbox on $name", (backend) => {
  const database = useTestDatabase(backend);

  beforeEach(async () => {
    app = await database.open();
    now = START;
    logged = [];
    cleanups = [];
  });

  // Before the database is closed and dropped.
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("emails a lead to appointments as text with its branded HTML, replying to the visitor", async () => {
    const smtp = await smtpServer();
    const { id } = await submit(sampleLead());

    expect(await notifierFor(smtp.port).drain()).toBe(1);

    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    if (!mail) throw new Error("no mail received");
    expect(mail.envelopeFrom).toBe(FROM);
    expect(mail.envelopeTo).toEqual([TO.appointments]);
    expect((await readMail(mail)).subject).toBe("Nouvelle demande (Démonstration) : Marie Tremblay");
    expect(header(mail, "Reply-To")).toEqual(["Marie Tremblay <marie@example.com>"]);
    expect(header(mail, "Content-Type")[0]).toMatch(/^multipart\/alternative;/);
    const { html } = await readMail(mail);
    expect(html).toContain('src="https://sobrita.test/generated/email-logo.png"');
    expect(html).toContain("Please call me back.");
    const body = (await readMail(mail)).text;
    expect(body).toContain("Please call me back.");
    expect(body).toContain("Cabinet Tremblay");
    // Words and Montréal's clock, not a code and UTC.
    expect(body).toContain("Sujet : Démonstration");
    expect(body).toContain("Reçue le : dimanche 1er juin, 8\u00a0h\u00a000 (heure de l’Est)");

    expect(await notificationOf(id)).toMatchObject({ attempts: 1, sent_at: START.toISOString(), last_error: null });
  });

  it("escapes what the visitor typed in the HTML part, and keeps it as typed in the text", async () => {
    const smtp = await smtpServer();
    await submit(sampleLead({ firstName: "<script>alert(1)</script>", message: "<img src=x onerror=alert(1)>" }));

    expect(await notifierFor(smtp.port).drain()).toBe(1);
    const [mail] = smtp.messages;
    if (!mail) throw new Error("no mail received");
    const { html, text } = await readMail(mail);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Tremblay");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).not.toMatch(/<script|<img src=x/);
    expect(text).toContain("Nom : <script>alert(1)</script> Tremblay");
  });

  it("emails a support request to support", async () => {
    const smtp = await smtpServer();
    await submit(sampleLead({ topic: "support" }));

    await notifierFor(smtp.port).drain();

    expect(smtp.messages.map((mail) => mail.envelopeTo)).toEqual([[TO.support]]);
    expect(header(smtp.messages[0] as ReceivedMail, "Subject")).toEqual([
      "Nouvelle demande (Soutien) : Marie Tremblay",
    ]);
  });

  it("sends each notification once", async () => {
    const smtp = await smtpServer();
    await submit(sampleLead());
    const notifier = notifierFor(smtp.port);

    expect(await Promise.all([notifier.drain(), notifier.drain()])).toEqual([1, 0]);
    expect(await notifier.drain()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
  });

  it("sends each notification once when two notifiers share the database", async () => {
    const smtp = await smtpServer();
    await submit(sampleLead());
    // On PostgreSQL, as two instances would: each with its own connection pool.
    const other = backend.name === "postgres" ? await database.open() : app;

    const sent = await Promise.all([notifierFor(smtp.port).drain(), notifierFor(smtp.port, { app: other }).drain()]);

    expect(sent.sort()).toEqual([0, 1]);
    expect(smtp.messages).toHaveLength(1);
  });

  it("lets no visitor input inject a header", async () => {
    const smtp = await smtpServer();
    await submit(
      sampleLead({
        firstName: "Eve\r\nBcc: evil@x.y",
        lastName: "Doe\nX-Injected: yes",
        email: "eve@x.y\r\nBcc: evil@x.y",
      }),
    );

    expect(await notifierFor(smtp.port).drain()).toBe(1);

    const [mail] = smtp.messages;
    if (!mail) throw new Error("no mail received");
    expect(mail.envelopeTo).toEqual([TO.appointments]);
    expect(header(mail, "Bcc")).toEqual([]);
    expect(header(mail, "X-Injected")).toEqual([]);
    expect(header(mail, "To")).toEqual([TO.appointments]);
    expect(header(mail, "Reply-To")).toHaveLength(1);
    expect((await readMail(mail)).subject).toBe(
      "Nouvelle demande (Démonstration) : Eve Bcc: evil@x.y Doe X-Injected: yes",
    );
  });

  it("keeps a notification pending while SMTP is down and sends it once it is back", async () => {
    const port = await unusedPort();
    const { id } = await submit(sampleLead());
    const notifier = notifierFor(port, { baseDelayMs: 30_000 });

    expect(await notifier.drain()).toBe(0);
    const failed = await notificationOf(id);
    expect(failed).toMatchObject({
      attempts: 1,
      sent_at: null,
      next_attempt_at: new Date(START.getTime() + 30_000).toISOString(),
    });
    expect(failed.last_error).toEqual(expect.any(String));
    expect(await createLeadStore(app).count()).toBe(1);

    const smtp = await smtpServer(port);
    now = new Date(START.getTime() + 29_000);
    expect(await notifier.drain()).toBe(0);
    expect(smtp.messages).toHaveLength(0);

    now = new Date(START.getTime() + 31_000);
    expect(await notifier.drain()).toBe(1);
    expect(await notifier.drain()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
    expect(await notificationOf(id)).toMatchObject({ attempts: 2, sent_at: now.toISOString(), last_error: null });
  });

  it("doubles the retry delay up to the maximum", async () => {
    const { id } = await submit(sampleLead());
    const notifier = notifierFor(await unusedPort(), { baseDelayMs: 1000, maxDelayMs: 3000 });

    const delays: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await notifier.drain();
      const nextAttemptAt = new Date((await notificationOf(id)).next_attempt_at);
      delays.push(nextAttemptAt.getTime() - now.getTime());
      now = nextAttemptAt;
    }

    expect(delays).toEqual([1000, 2000, 3000, 3000]);
    expect((await notificationOf(id)).attempts).toBe(4);
  });

  it("logs no personal data", async () => {
    const lead = sampleLead();
    const { id } = await submit(lead);
    await notifierFor(await unusedPort()).drain();
    now = new Date(START.getTime() + 3_600_000);
    await notifierFor((await smtpServer()).port).drain();

    expect(logged.map(({ event }) => event)).toEqual(["outbox.failed", "outbox.sent"]);
    const { id: messageId } = await notificationOf(id);
    expect(logged[0]?.details).toEqual({ id: messageId, kind: LEAD_EMAIL, attempts: 1, code: expect.any(String) });
    const serialized = JSON.stringify(logged);
    for (const personal of [lead.firstName, lead.lastName, lead.email, lead.phone, lead.company]) {
      expect(serialized).not.toContain(personal);
    }
  });

  it("sends what was left pending before a restart once started, and when kicked", async () => {
    const smtp = await smtpServer();
    await submit(sampleLead(), "before-restart");
    const notifier = notifierFor(smtp.port);

    notifier.start();
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(1));

    await submit(sampleLead({ topic: "support" }), "after-start");
    notifier.kick();
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(2));

    await notifier.stop();
    expect(smtp.messages.map((mail) => mail.envelopeTo)).toEqual([[TO.appointments], [TO.support]]);
  });

  it("erases a lead's pending message with the lead, so nothing is sent about it", async () => {
    const smtp = await smtpServer();
    const { id } = await submit(sampleLead());
    await app.db.deleteFrom("leads").where("id", "=", id).execute();

    expect(await notifierFor(smtp.port).drain()).toBe(0);
    expect(smtp.messages).toHaveLength(0);
    expect(await app.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
  });

  it("leaves messages of a kind it cannot deliver for a process that can, and waits for a later time", async () => {
    const smtp = await smtpServer();
    await enqueue(app.db, { kind: "lead.webhook", refId: 7 }, now);
    const { id } = await submit(sampleLead());
    await enqueue(app.db, { kind: LEAD_EMAIL, leadId: id, notBefore: new Date(START.getTime() + 60_000) }, now);
    const notifier = notifierFor(smtp.port);

    expect(await notifier.drain()).toBe(1);
    now = new Date(START.getTime() + 60_000);
    expect(await notifier.drain()).toBe(1);
    expect(smtp.messages).toHaveLength(2);
    const waiting = await app.db.selectFrom("outbox").select("kind").where("sent_at", "is", null).execute();
    expect(waiting).toEqual([{ kind: "lead.webhook" }]);
  });

  it("without a transport, renders every message and holds it, readable, without sending it", async () => {
    const { id } = await submit(sampleLead());
    const outbox = notifierFor(0, { mailer: undefined });

    expect(await outbox.drain()).toBe(1);
    expect(await outbox.drain()).toBe(0);
    const held = await notificationOf(id);
    expect(held).toMatchObject({
      state: "held",
      sent_at: null,
      attempts: 0,
      recipient: TO.appointments,
      subject: "Nouvelle demande (Démonstration) : Marie Tremblay",
      lang: "fr",
    });
    expect(held.body_text).toContain("Please call me back.");
    expect(JSON.parse(held.envelope ?? "{}")).toMatchObject({ replyTo: { address: "marie@example.com" } });
    expect(logged.map(({ event }) => event)).toEqual(["outbox.held"]);
  });

  it("marks a message the SMTP server refuses (5xx) failed, keeps its words, and tries it no more by itself", async () => {
    const smtp = await smtpServer();
    smtp.refuse(true);
    const { id } = await submit(sampleLead());
    const notifier = notifierFor(smtp.port, { baseDelayMs: 1000 });

    expect(await notifier.drain()).toBe(0);
    const failed = await notificationOf(id);
    expect(failed).toMatchObject({ state: "failed", attempts: 1, sent_at: null, recipient: TO.appointments });
    expect(failed.last_error).toMatch(/^550 /);

    smtp.refuse(false);
    now = new Date(START.getTime() + 3_600_000);
    expect(await notifier.drain()).toBe(0);
    expect(smtp.messages).toHaveLength(0);
  });

  it("tells a kind's listener each outcome in the transaction that records it, and records none the listener could not keep", async () => {
    const smtp = await smtpServer();
    smtp.refuse(true);
    const refused = await submit(sampleLead(), "refused");
    const heard: { leadId: number | null; outcome: Outcome; state: string }[] = [];
    const listeners = {
      [LEAD_EMAIL]: async (trx: Kysely<Database>, message: { id: number; leadId: number | null }, outcome: Outcome) => {
        // Read in the listener's transaction: the row already says what it is told.
        const row = await trx
          .selectFrom("outbox")
          .select("state")
          .where("id", "=", message.id)
          .executeTakeFirstOrThrow();
        heard.push({ leadId: message.leadId, outcome, state: row.state });
      },
    };
    await notifierFor(smtp.port, { listeners }).drain();
    smtp.refuse(false);
    const sent = await submit(sampleLead({ email: "paul@example.com" }), "sent");
    await notifierFor(smtp.port, { listeners }).drain();
    expect(heard).toEqual([
      { leadId: refused.id, outcome: "refused", state: "failed" },
      { leadId: sent.id, outcome: "sent", state: "sent" },
    ]);

    // A listener that fails takes the outcome back with it: the message is not held, and is tried again.
    const kept = await submit(sampleLead({ email: "lise@example.com" }), "kept");
    const failing = {
      [LEAD_EMAIL]: async () => {
        throw new Error("the capability's own table is unavailable");
      },
    };
    await notifierFor(0, { mailer: undefined, listeners: failing }).drain();
    expect(await notificationOf(kept.id)).toMatchObject({ state: "queued", attempts: 1 });
    now = new Date(START.getTime() + 10 * 60_000);
    await notifierFor(0, { mailer: undefined }).drain();
    expect(await notificationOf(kept.id)).toMatchObject({ state: "held", recipient: TO.appointments });
  });
});
