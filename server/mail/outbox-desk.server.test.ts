import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { errorInWords } from "#common/mail/error-words.ts";
import { createAuditLog } from "#server/audit/audit.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { freePort } from "#tests/support/ports.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { createMailer, type Mailer } from "./mailer.server";
import { createOutbox, enqueue, type OutboxHandler } from "./outbox.server";
import { createOutboxDesk, eraseContentPastRetention, outboxPrivacySource } from "./outbox-desk.server";

const START = new Date("2025-06-01T12:00:00.000Z");
const DAY_MS = 86_400_000;
const admin = { id: 1, email: "admin@sobrita.test" };
/** A real kind, rendered here by the test's own handler: a short note to the address its ref_id names. */
const NOTE = "ops.alert";

const note: OutboxHandler = async ({ refId }) => ({
  lang: "fr",
  to: `person-${refId}@cabinet.test`,
  subject: `Note ${refId}`,
  text: `Bonjour ${refId}`,
  html: `<p>Bonjour ${refId}</p>`,
});

describe.each(backends)("the outbox desk on $name", (backend) => {
  const database = useTestDatabase(backend);
  let app: AppDatabase;
  let now: Date;
  let smtp: TestSmtpServer;
  let mailer: Mailer;

  beforeEach(async () => {
    app = await database.open();
    now = START;
    smtp = await startSmtpServer();
    mailer = createMailer(`smtp://127.0.0.1:${smtp.port}`, "site@sobrita.test");
  });
  afterEach(async () => {
    mailer.close();
    await smtp.close();
  });

  const outbox = () =>
    createOutbox({ app, handlers: { [NOTE]: note }, mailer, now: () => now, log: () => {}, baseDelayMs: 1000 });
  const audit = () => createAuditLog(app, () => now);
  const desk = () => createOutboxDesk(app, { audit: audit(), holding: false, kinds: [NOTE], now: () => now });
  const auditActions = async () =>
    (await audit().page()).entries.map((entry) => `${entry.action} ${entry.targetId} ${entry.actorEmail}`);

  it("retries a message the server refused once it accepts, and sends it once; the retry is audited", async () => {
    smtp.refuse(true);
    const id = await enqueue(app.db, { kind: NOTE, refId: 7 }, now);
    await outbox().drain();
    expect((await desk().message(id, admin))?.entry).toMatchObject({ state: "failed", attempts: 1 });

    smtp.refuse(false);
    expect(await desk().retry(id, admin)).toBe(true);
    // Asked twice (two admins, or a form sent again): one retry only.
    expect(await desk().retry(id, admin)).toBe(false);
    expect(await outbox().drain()).toBe(1);
    expect(await outbox().drain()).toBe(0);

    expect(smtp.messages.map((mail) => mail.envelopeTo)).toEqual([["person-7@cabinet.test"]]);
    const found = await desk().message(id, admin);
    expect(found?.entry).toMatchObject({ state: "sent", attempts: 2, lastError: null, sentAt: START.toISOString() });
    expect(found?.mail).toMatchObject({ to: "person-7@cabinet.test", subject: "Note 7", text: "Bonjour 7" });
    expect(await auditActions()).toEqual([
      `outbox.view ${id} ${admin.email}`,
      `outbox.retry ${id} ${admin.email}`,
      `outbox.view ${id} ${admin.email}`,
    ]);
  });

  it("drops a message still queued, never one already sent, and audits it", async () => {
    const waiting = await enqueue(app.db, { kind: NOTE, refId: 1, notBefore: new Date(START.getTime() + DAY_MS) }, now);
    const sent = await enqueue(app.db, { kind: NOTE, refId: 2 }, now);
    await outbox().drain();

    expect(await desk().drop(sent, admin)).toBe(false);
    expect(await desk().drop(waiting, admin)).toBe(true);
    now = new Date(START.getTime() + 2 * DAY_MS);
    expect(await outbox().drain()).toBe(0);
    expect(smtp.messages).toHaveLength(1);
    expect((await desk().message(waiting, admin))?.entry.state).toBe("dropped");
    expect(await auditActions()).toEqual([
      `outbox.view ${waiting} ${admin.email}`,
      `outbox.drop ${waiting} ${admin.email}`,
    ]);
  });

  it("logs who opened which message, as a lead's opening is; a message not there is not logged", async () => {
    const id = await enqueue(app.db, { kind: NOTE, refId: 3 }, now);
    await outbox().drain();
    const other = { id: 2, email: "autre-admin@sobrita.test" };
    expect((await desk().message(id, admin))?.mail?.text).toBe("Bonjour 3");
    expect((await desk().message(id, other))?.mail?.text).toBe("Bonjour 3");
    expect(await desk().message(id + 1000, admin)).toBeUndefined();
    expect(await auditActions()).toEqual([`outbox.view ${id} ${other.email}`, `outbox.view ${id} ${admin.email}`]);
  });

  it("sends every held message at once when asked, once, and audits it with the count", async () => {
    // Held while no SMTP_URL was set; a failed one is left for its own retry.
    const holding = createOutbox({ app, handlers: { [NOTE]: note }, now: () => now, log: () => {} });
    const held = [
      await enqueue(app.db, { kind: NOTE, refId: 1 }, now),
      await enqueue(app.db, { kind: NOTE, refId: 2 }, now),
    ];
    await holding.drain();
    smtp.refuse(true);
    const failed = await enqueue(app.db, { kind: NOTE, refId: 3 }, now);
    await outbox().drain();
    smtp.refuse(false);
    expect(await desk().heldCount()).toBe(2);

    expect(await desk().releaseHeld(admin)).toBe(2);
    // Asked twice (two admins, a form sent again): nothing more to send.
    expect(await desk().releaseHeld(admin)).toBe(0);
    expect(await outbox().drain()).toBe(2);

    expect(smtp.messages.map((mail) => mail.envelopeTo).sort()).toEqual([
      ["person-1@cabinet.test"],
      ["person-2@cabinet.test"],
    ]);
    const [entry, ...rest] = (await audit().page()).entries;
    expect(rest).toHaveLength(0);
    expect(entry).toMatchObject({ action: "outbox.release", actorEmail: admin.email, details: { count: 2 } });
    for (const id of held) expect((await desk().message(id, admin))?.entry.state).toBe("sent");
    expect((await desk().message(failed, admin))?.entry.state).toBe("failed");
    expect(await desk().heldCount()).toBe(0);
  });

  it("says a server that refuses the connection refused it, not that the connection was cut", async () => {
    // A port nothing listens on: the system refuses the connection (ECONNREFUSED).
    const closed = createMailer(`smtp://127.0.0.1:${await freePort()}`, "site@sobrita.test");
    const id = await enqueue(app.db, { kind: NOTE, refId: 4 }, now);
    await createOutbox({ app, handlers: { [NOTE]: note }, mailer: closed, now: () => now, log: () => {} }).drain();
    closed.close();
    const { entry } = (await desk().message(id, admin)) ?? {};
    expect(entry?.state).toBe("queued");
    for (const lang of ["fr", "en"] as const) {
      const words = adminDictionaries[lang].outbox.errors;
      expect(errorInWords(entry?.lastError ?? "", words, lang)).toBe(words.refused);
    }
    expect(adminDictionaries.fr.outbox.errors.refused).toBe(
      "Le serveur de courriel a refusé la connexion (vérifiez l’adresse et le port).",
    );
  });

  it("lists newest first, a page at a time, by state and kind", async () => {
    const ids: number[] = [];
    for (let ref = 1; ref <= 5; ref += 1) ids.push(await enqueue(app.db, { kind: NOTE, refId: ref }, now));
    const other = await enqueue(app.db, { kind: "lead.email", refId: 9 }, now);
    await outbox().drain();

    const first = await desk().page({ kind: NOTE }, undefined, 2);
    expect(first.entries.map((entry) => entry.id)).toEqual([ids[4], ids[3]]);
    const second = await desk().page({ kind: NOTE }, first.nextBefore, 2);
    const third = await desk().page({ kind: NOTE }, second.nextBefore, 2);
    expect(third.entries.map((entry) => entry.id)).toEqual([ids[0]]);
    expect(third.nextBefore).toBeUndefined();
    expect((await desk().page({ state: "queued" })).entries.map((entry) => entry.id)).toEqual([other]);
    expect((await desk().page({ state: "sent", kind: NOTE })).entries).toHaveLength(5);
  });

  it("erases what sent messages said after the retention period, and a person's messages on request", async () => {
    const old = await enqueue(app.db, { kind: NOTE, refId: 1 }, now);
    await outbox().drain();
    now = new Date(START.getTime() + 700 * DAY_MS);
    const recent = await enqueue(app.db, { kind: NOTE, refId: 2 }, now);
    await outbox().drain();

    now = new Date(START.getTime() + 731 * DAY_MS);
    expect(await eraseContentPastRetention(app, 730, now)).toBe(1);
    expect(await eraseContentPastRetention(app, 730, now)).toBe(0);
    const erased = await desk().message(old, admin);
    expect(erased?.entry).toMatchObject({ state: "sent", recipient: null, subject: null });
    expect(erased?.mail).toBeUndefined();
    expect((await desk().message(recent, admin))?.mail?.text).toBe("Bonjour 2");

    const privacy = outboxPrivacySource(app);
    expect(await privacy.find("PERSON-2@cabinet.test")).toMatchObject([{ kind: NOTE, subject: "Note 2" }]);
    expect(await privacy.erase("person-2@cabinet.test")).toBe(1);
    expect(await desk().message(recent, admin)).toBeUndefined();
  });

  it("erases what every message said once older than the retention period, whatever its state, and drops those unsent", async () => {
    // Nothing listens on port 1: a connection refused, tried again 1,000 days later with the message kept.
    const unreachable = createMailer("smtp://127.0.0.1:1", "site@sobrita.test");
    const retryLater = 1000 * DAY_MS;
    /** An outbox through `through`, or holding mail without one. */
    const outboxThrough = (through: Mailer | undefined) =>
      createOutbox({
        app,
        handlers: { [NOTE]: note },
        mailer: through,
        now: () => now,
        log: () => {},
        baseDelayMs: retryLater,
        maxDelayMs: retryLater,
      });
    /** A message left in `state`, rendered (its recipient, words and error kept) by the attempt that left it so. */
    const leftIn = async (state: "sent" | "held" | "failed" | "retrying" | "dropped", refId: number) => {
      const id = await enqueue(app.db, { kind: NOTE, refId }, now);
      if (state === "sent") await outbox().drain();
      if (state === "held") await outboxThrough(undefined).drain();
      if (state === "failed") {
        smtp.refuse(true);
        await outbox().drain();
        smtp.refuse(false);
      }
      if (state === "retrying" || state === "dropped") await outboxThrough(unreachable).drain();
      if (state === "dropped") expect(await desk().drop(id, admin)).toBe(true);
      return id;
    };
    try {
      const old = {
        sent: await leftIn("sent", 1),
        held: await leftIn("held", 2),
        failed: await leftIn("failed", 3),
        retrying: await leftIn("retrying", 4),
        dropped: await leftIn("dropped", 5),
      };
      for (const [state, id] of Object.entries(old)) {
        expect((await desk().message(id, admin))?.mail?.to, state).toMatch(/^person-\d@cabinet\.test$/);
      }
      now = new Date(START.getTime() + 700 * DAY_MS);
      const young = { held: await leftIn("held", 6), retrying: await leftIn("retrying", 7) };

      now = new Date(START.getTime() + 731 * DAY_MS);
      expect(await eraseContentPastRetention(app, 730, now)).toBe(5);
      expect(await eraseContentPastRetention(app, 730, now)).toBe(0);
      for (const [state, id] of Object.entries(old)) {
        const erased = await desk().message(id, admin);
        expect(erased?.entry, state).toMatchObject({
          state: state === "sent" ? "sent" : "dropped",
          recipient: null,
          subject: null,
          lastError: null,
        });
        expect(erased?.mail, state).toBeUndefined();
      }
      expect(await desk().message(young.held, admin)).toMatchObject({
        entry: { state: "held" },
        mail: { to: "person-6@cabinet.test", text: "Bonjour 6" },
      });
      expect(await desk().message(young.retrying, admin)).toMatchObject({
        entry: { state: "queued", lastError: expect.any(String) },
        mail: { to: "person-7@cabinet.test", text: "Bonjour 7" },
      });
      // Once both are due again, what was old is not sent, nor can it be sent again; what is young goes.
      now = new Date(START.getTime() + 1800 * DAY_MS);
      expect(await desk().retry(old.failed, admin)).toBe(false);
      await outbox().drain();
      expect(smtp.messages.map((mail) => mail.envelopeTo)).toEqual([
        ["person-1@cabinet.test"],
        ["person-7@cabinet.test"],
      ]);
    } finally {
      unreachable.close();
    }
  });
});
