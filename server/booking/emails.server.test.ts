import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { createMailer } from "#server/mail/mailer.server.ts";
import { createOutbox, enqueue } from "#server/mail/outbox.server.ts";
import { backends } from "#tests/support/backends.ts";
import { addStaff, sampleVisitor } from "#tests/support/booking.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { expectBrandedHtml } from "#tests/support/email-html.ts";
import { property, propertyLine, readCalendar } from "#tests/support/ics.ts";
import { readMail } from "#tests/support/mime.ts";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { bookingKind } from "./booking.server";
import { bookingConfig } from "./config";
import { bookingEmailHandlers } from "./emails.server";
import type { MeetingAnswer } from "./meeting-types.server";
import { createBookingStore } from "./store.server";
import { createMeetingTokens } from "./tokens.server";

const NOW = new Date("2026-11-23T13:00:00.000Z");
const START = new Date("2026-11-24T15:00:00.000Z");
const tokens = createMeetingTokens("a secret for the meeting links in tests");

describe.each(backends)("booking emails on $name", (backend) => {
  const database = useTestDatabase(backend);
  let smtp: TestSmtpServer;

  beforeEach(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await smtp.close();
  });

  async function setUp(
    lang: "fr" | "en",
    clock: { now: Date } = { now: NOW },
    type = { slug: "demo", minutes: 30 },
    answers: MeetingAnswer[] = [],
    who: { firstName?: string } = {},
  ) {
    const app = await database.open();
    const staff = await addStaff(app, { email: "sophie.roy@sobrita.test", lang: "fr" });
    const store = createBookingStore(app);
    const messages = (meeting: { id: number }) =>
      (["visitor", "staff"] as const).map((recipient) => ({
        kind: bookingKind("confirmation", recipient),
        refId: meeting.id,
      }));
    const booked = await store.book(
      {
        start: START,
        end: new Date(START.getTime() + type.minutes * 60_000),
        candidates: [staff],
        bufferMinutes: 15,
        maxFutureBookings: 3,
        messages,
        meetingType: type.slug,
      },
      sampleVisitor({
        lang,
        timeZone: lang === "en" ? "America/Vancouver" : "America/Toronto",
        message: "Montrez-moi la conformité.",
        answers,
        ...who,
      }),
      NOW,
    );
    if (!booked.ok) throw new Error("not booked");
    const mailer = createMailer(`smtp://127.0.0.1:${smtp.port}`, "site@sobrita.test");
    const outbox = createOutbox({
      app,
      mailer,
      handlers: bookingEmailHandlers(app, {
        tokens,
        siteOrigin: "https://sobrita.test",
        rules: bookingConfig,
        now: () => clock.now,
      }),
      now: () => clock.now,
      log: () => {},
    });
    return { app, store, outbox, meeting: booked.meeting, mailer };
  }

  it("invites the visitor in their language with a REQUEST the staff member organises, and tells the staff member", async () => {
    const { outbox, meeting, mailer } = await setUp("en");
    expect(await outbox.drain()).toBe(2);
    mailer.close();
    const [visitor, staff] = smtp.messages;
    if (!visitor || !staff) throw new Error("missing emails");
    expect(visitor.envelopeTo).toEqual(["julie@cabinet-gagnon.ca"]);
    const invitation = await readMail(visitor);
    // 10 a.m. in Montréal: 8 a.m. in Vancouver, on UTC−7 all year in Node 24's time-zone database (2026e).
    expect(invitation.subject).toContain("Tuesday, November 24, 8:00 a.m. (Pacific Time)");
    expect(invitation.text).toContain(`https://sobrita.test/en/book-a-demo/confirmation/${tokens.tokenOf(meeting)}`);
    // Its HTML part: the button goes where the text's link goes.
    expectBrandedHtml(invitation.html, {
      lang: "en",
      origin: "https://sobrita.test",
      button: dictionaries.en.pages.booking.emails.manageButton,
      text: invitation.text,
    });

    if (!invitation.calendar) throw new Error("no calendar part");
    const calendar = readCalendar(invitation.calendar);
    expect(property(calendar, "METHOD")).toBe("REQUEST");
    const event = calendar.components.find((component) => component.type === "VEVENT");
    if (!event) throw new Error("no event");
    expect(property(event, "UID")).toBe(meeting.uid);
    expect(property(event, "SEQUENCE")).toBe("0");
    expect(property(event, "DTSTART")).toBe("20261124T150000Z");
    expect(property(event, "DTEND")).toBe("20261124T153000Z");
    expect(property(event, "STATUS")).toBe("CONFIRMED");
    expect(propertyLine(event, "ORGANIZER")?.value.toLowerCase()).toBe("mailto:sophie.roy@sobrita.test");
    expect(propertyLine(event, "ORGANIZER")?.params.CN).toBe('"Sophie"');
    expect(propertyLine(event, "ATTENDEE")?.value.toLowerCase()).toBe("mailto:julie@cabinet-gagnon.ca");
    expect(property(event, "LOCATION")).toBe(`https://visio.sobrita.ca/demo-${meeting.uid}`);

    expect(staff.envelopeTo).toEqual(["sophie.roy@sobrita.test"]);
    // In French, the staff member's language, and in Eastern time.
    const notice = await readMail(staff);
    expect(notice.subject).toContain("Nouveau rendez-vous\u00a0: Démonstration avec Julie Gagnon, mardi 24 novembre");
    expect(notice.text).toContain("Montrez-moi la conformité.");
    expectBrandedHtml(notice.html, { lang: "fr", origin: "https://sobrita.test" });
    expect(notice.text).toContain("mardi 24 novembre, 10\u00a0h\u00a000 (heure de l’Est)");
    // The prospect is in Vancouver: their zone and clock are named too (UTC−7 all year in the
    // time-zone database Node 24 ships, 2026e: see booking.server.test.ts).
    expect(notice.text).toContain(
      "Fuseau du prospect\u00a0: heure du Pacifique, soit mardi 24 novembre, 8\u00a0h\u00a000",
    );
  });

  it("escapes a hostile name in both emails' HTML, and keeps it as typed in their text", async () => {
    const { outbox, mailer } = await setUp("fr", undefined, undefined, [], { firstName: "<script>alert(1)</script>" });
    expect(await outbox.drain()).toBe(2);
    mailer.close();
    for (const received of smtp.messages) {
      const { html, text } = await readMail(received);
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(html).not.toContain("<script");
      expect(text).toContain("<script>alert(1)</script>");
    }
  });

  it("names a meeting's type and length in both emails and its invitation", async () => {
    const { outbox, mailer } = await setUp("en", { now: NOW }, { slug: "mga-partnership", minutes: 45 });
    expect(await outbox.drain()).toBe(2);
    mailer.close();
    const [visitor, staff] = await Promise.all(smtp.messages.map(readMail));
    if (!visitor?.calendar || !staff) throw new Error("missing emails");
    expect(visitor.text).toContain("Meeting: MGA partnership (45 minutes)");
    const event = readCalendar(visitor.calendar).components.find((component) => component.type === "VEVENT");
    if (!event) throw new Error("no event");
    expect(property(event, "SUMMARY")).toBe("MGA partnership – Sobrita");
    expect(property(event, "DTEND")).toBe("20261124T154500Z");
    // The member reads it in French.
    expect(staff.text).toContain("Rencontre\u00a0: Partenariat agent général (45\u00a0minutes)");
  });

  it("names the meeting type in every subject, and gives the member the prospect's answers under each question", async () => {
    const question = {
      fr: "Combien de conseillers dans votre réseau\u00a0?",
      en: "How many advisors in your network?",
    };
    const { outbox, mailer } = await setUp("fr", { now: NOW }, { slug: "mga-partnership", minutes: 45 }, [
      { ...question, answer: "Une quarantaine,\nsurtout à Québec." },
    ]);
    expect(await outbox.drain()).toBe(2);
    mailer.close();
    const [visitor, staff] = await Promise.all(smtp.messages.map(readMail));
    if (!visitor || !staff) throw new Error("missing emails");
    expect(visitor.subject).toBe(
      "Votre rendez-vous avec Sobrita\u00a0: Partenariat agent général, mardi 24 novembre, 10\u00a0h\u00a000 (heure de l’Est)",
    );
    expect(visitor.text).not.toMatch(/démonstration/i);
    expect(staff.subject).toMatch(
      /^Nouveau rendez-vous\u00a0: Partenariat agent général avec Julie Gagnon, mardi 24 novembre/,
    );
    expect(staff.text).toContain(
      "Combien de conseillers dans votre réseau\u00a0?\u00a0:\nUne quarantaine,\nsurtout à Québec.",
    );
    // The answers are the team's: the visitor's own email does not repeat them.
    expect(visitor.text).not.toContain("Une quarantaine");
  });

  it("uses the member's own video room, and tells them the reason given for cancelling", async () => {
    const { app, outbox, store, meeting, mailer } = await setUp("fr");
    await createBookingStore(app).setStaffProfile(
      meeting.staffUserId,
      { videoUrl: "https://teams.example.com/l/meetup-join/sophie" },
      NOW,
    );
    await outbox.drain();
    await store.cancel(
      meeting.id,
      "visitor",
      (cancelled) => [{ kind: bookingKind("cancellation", "staff"), refId: cancelled.id }],
      NOW,
      "Un imprévu au bureau",
    );
    await outbox.drain();
    mailer.close();
    const [invitation, , cancelled] = await Promise.all(smtp.messages.map(readMail));
    expect(invitation?.text).toContain("https://teams.example.com/l/meetup-join/sophie");
    expect(invitation?.text).not.toContain("visio.sobrita.ca");
    const event = readCalendar(invitation?.calendar ?? "").components[0];
    if (!event) throw new Error("no event");
    expect(property(event, "LOCATION")).toBe("https://teams.example.com/l/meetup-join/sophie");
    expect(cancelled?.text).toContain("Raison donnée\u00a0: Un imprévu au bureau");
  });

  it("sends a CANCEL for the same event once the meeting is cancelled, and no reminder for it", async () => {
    const { outbox, store, meeting, mailer } = await setUp("fr");
    await outbox.drain();
    await store.cancel(
      meeting.id,
      "visitor",
      (cancelled) => [
        { kind: bookingKind("cancellation", "visitor"), refId: cancelled.id },
        { kind: bookingKind("reminder", "visitor"), refId: cancelled.id },
      ],
      NOW,
    );
    expect(await outbox.drain()).toBe(2);
    mailer.close();
    expect(smtp.messages).toHaveLength(3);
    const cancellation = smtp.messages[2] as ReceivedMail;
    const calendar = readCalendar((await readMail(cancellation)).calendar ?? "");
    expect(property(calendar, "METHOD")).toBe("CANCEL");
    const event = calendar.components[0];
    if (!event) throw new Error("no event");
    expect(property(event, "UID")).toBe(meeting.uid);
    expect(property(event, "SEQUENCE")).toBe("1");
    expect(property(event, "STATUS")).toBe("CANCELLED");
  });

  it("reminds both sides 24 hours before, not earlier, and not for a meeting cancelled since", async () => {
    const clock = { now: NOW };
    const { app, outbox, meeting, mailer, store } = await setUp("fr", clock);
    await outbox.drain();
    const remindAt = new Date(START.getTime() - 24 * 60 * 60_000);
    for (const recipient of ["visitor", "staff"] as const)
      await enqueue(app.db, { kind: bookingKind("reminder", recipient), refId: meeting.id, notBefore: remindAt }, NOW);
    expect(await outbox.drain()).toBe(0);
    clock.now = remindAt;
    expect(await outbox.drain()).toBe(2);
    const reminders = smtp.messages.slice(2);
    const read = await Promise.all(reminders.map(readMail));
    expect(read.every((mail) => mail.subject.includes("Rappel"))).toBe(true);
    expect(read.map((mail) => mail.calendar)).toEqual([undefined, undefined]);

    // A reminder queued for a meeting cancelled later is dropped with it.
    await enqueue(app.db, { kind: bookingKind("reminder", "visitor"), refId: meeting.id, notBefore: remindAt }, NOW);
    await store.cancel(meeting.id, "staff", () => [], remindAt);
    expect(await outbox.drain()).toBe(0);
    mailer.close();
  });
});
