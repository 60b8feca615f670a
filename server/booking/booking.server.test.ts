import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { AppDatabase } from "#server/db/db.server.ts";
import { memoryRateLimiter } from "#server/http/rate-limit.server.ts";
import { createFormStamps } from "#server/leads/form-stamp.server.ts";
import { createLeadStore } from "#server/leads/store.server.ts";
import { backends } from "#tests/support/backends.ts";
import { addStaff, changeMeetingType } from "#tests/support/booking.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import {
  type BookingService,
  type BookingServiceOptions,
  type BookingSubmission,
  bookingKinds,
  createBookingService,
} from "./booking.server";
import { createMeetingTypeStore } from "./meeting-types.server";
import { createBookingStore } from "./store.server";
import { createMeetingTokens } from "./tokens.server";

// Monday, November 23, 2026, 8:00 in Montréal.
const NOW = new Date("2026-11-23T13:00:00.000Z");
const TUESDAY_10 = "2026-11-24T15:00:00.000Z";

/** The default meeting type, the demo, as the booking page offers it without `?type=`. */
async function demoOf(service: BookingService) {
  const demo = await service.offeredType();
  if (!demo) throw new Error("no default meeting type");
  return demo;
}

function serviceFor(app: AppDatabase, { limit = 100 } = {}, calendars: Partial<BookingServiceOptions> = {}) {
  const booked: BookingSubmission[] = [];
  const clock = { now: NOW };
  const stamps = createFormStamps("a test secret long enough to sign with", { minFillMs: 0, now: () => NOW.getTime() });
  const service = createBookingService({
    store: createBookingStore(app),
    types: createMeetingTypeStore(app),
    leads: createLeadStore(app, { now: () => NOW }),
    limiter: memoryRateLimiter({ limit }),
    stamps,
    tokens: createMeetingTokens("another test secret, for meeting links"),
    siteOrigin: "https://sobrita.test",
    outboxKinds: bookingKinds,
    onBooked: (submission) => booked.push(submission),
    now: () => clock.now,
    ...calendars,
  });
  const submission = (values: Record<string, string>, extra: Partial<BookingSubmission> = {}): BookingSubmission => ({
    lang: "fr",
    path: "/rendez-vous",
    values: {
      ...Object.fromEntries(Object.entries(stamps.issue()).map(([key, value]) => [key, String(value)])),
      start: TUESDAY_10,
      firstName: "Julie",
      lastName: "Gagnon",
      email: "julie@cabinet-gagnon.ca",
      phone: "",
      company: "Cabinet Gagnon",
      role: "advisor",
      advisors: "4",
      message: "",
      consent: "yes",
      timeZone: "America/Vancouver",
      ...values,
    },
    origin: "https://sobrita.test",
    fetchSite: "same-origin",
    host: "sobrita.test",
    clientIp: "192.0.2.1",
    userAgent: "Mozilla/5.0",
    ...extra,
  });
  return { service, submission, booked, clock };
}

describe.each(backends)("booking service on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("books the 45-minute MGA partnership with the members who take it, and refuses an unknown type", async () => {
    const app = await database.open();
    const [first, second] = [await addStaff(app), await addStaff(app)];
    const types = createMeetingTypeStore(app);
    await changeMeetingType(types, "mga-partnership", { staffUserIds: [second] }, NOW);
    const { service, submission } = serviceFor(app);
    const type = await service.offeredType("mga-partnership");
    if (!type) throw new Error("partnership not offered");
    // Its times are 45 minutes apart, and only the member who takes it is offered.
    const days = await service.days(type, "fr");
    const tuesday = days.find((day) => day.key === "2026-11-24")?.times.map((time) => time.start);
    expect(tuesday?.slice(0, 3)).toEqual([
      "2026-11-24T14:00:00.000Z",
      "2026-11-24T14:45:00.000Z",
      "2026-11-24T15:30:00.000Z",
    ]);
    const unknown = await service.submit(submission({ type: "nothing", start: "2026-11-24T14:45:00.000Z" }));
    expect(unknown).toMatchObject({ ok: false, status: 404 });
    expect((await service.submit(submission({ type: "mga-partnership", start: "2026-11-24T14:45:00.000Z" }))).ok).toBe(
      true,
    );
    const meeting = await app.db.selectFrom("meetings").selectAll().executeTakeFirstOrThrow();
    expect(meeting).toMatchObject({
      meeting_type: "mga-partnership",
      staff_user_id: second,
      start_at: "2026-11-24T14:45:00.000Z",
      end_at: "2026-11-24T15:30:00.000Z",
    });
    expect(first).not.toBe(second);
    const lead = await app.db.selectFrom("leads").select(["message", "topic"]).executeTakeFirstOrThrow();
    expect(lead.message).toContain("Rencontre\u00a0: Partenariat agent général (45\u00a0minutes)");
    // The inbox files it under general agents, as the contact form's partnership topic would.
    expect(lead.topic).toBe("mga");
    // Made inactive, it is no longer offered; its meeting keeps its type.
    await changeMeetingType(types, "mga-partnership", { active: false }, NOW);
    expect(await service.offeredType("mga-partnership")).toBeUndefined();
  });

  it("keeps the answers to a type's questions beside each question, and refuses an unasked or over-long answer", async () => {
    const app = await database.open();
    await addStaff(app);
    const types = createMeetingTypeStore(app);
    const questions = [
      { fr: "Combien de conseillers votre réseau compte-t-il\u00a0?", en: "How many advisors are in your network?" },
      { fr: "Quel assureur principal\u00a0?", en: "Which main insurer?" },
    ];
    await changeMeetingType(types, "mga-partnership", { questions }, NOW);
    const { service, submission } = serviceFor(app);
    const start = "2026-11-24T14:45:00.000Z";
    const typed = (values: Record<string, string>) => submission({ type: "mga-partnership", start, ...values });

    // An answer to a third question, which this type does not ask: refused whole, in the page's language.
    const unasked = await service.submit(typed({ answer1: "Quarante", answer3: "Autre chose" }));
    expect(unasked).toMatchObject({
      ok: false,
      status: 400,
      formError:
        "Ce formulaire contient une réponse à une question qui n’est plus posée, et rien n’a été réservé. Rechargez la page, puis réessayez.",
    });
    const tooLong = await service.submit(typed({ answer1: "x".repeat(501) }));
    expect(tooLong).toMatchObject({ ok: false, status: 400, fieldErrors: { answer1: "Au plus 500 caractères." } });
    expect(await app.db.selectFrom("meetings").select("id").execute()).toEqual([]);

    // The second question left blank is not kept; the first is, with its question as asked.
    expect((await service.submit(typed({ answer1: "  Quarante conseillers  ", answer2: " " }))).ok).toBe(true);
    const [meeting] = await service.store.ofLead(
      (await app.db.selectFrom("leads").select("id").executeTakeFirstOrThrow()).id,
    );
    expect(meeting?.answers).toEqual([{ ...questions[0], answer: "Quarante conseillers" }]);

    // The questions changed since: the answer keeps the question it was given to.
    await changeMeetingType(types, "mga-partnership", { questions: questions.slice(1) }, NOW);
    expect(meeting && (await createBookingStore(app).get(meeting.id))?.answers).toEqual([
      { ...questions[0], answer: "Quarante conseillers" },
    ]);
  });

  it("books a free time, stores the visitor as a demo lead, and queues both emails and reminders", async () => {
    const app = await database.open();
    await addStaff(app);
    const { service, submission, booked } = serviceFor(app);
    const result = await service.submit(submission({}));
    expect(result.ok).toBe(true);
    // Counted once as a conversion for analytics; a second try at the same time is not.
    expect(booked.map((each) => each.clientIp)).toEqual(["192.0.2.1"]);
    expect((await service.submit(submission({ email: "other@cabinet.ca" }))).ok).toBe(false);
    expect(booked).toHaveLength(1);
    const meeting = await app.db.selectFrom("meetings").selectAll().executeTakeFirstOrThrow();
    expect(meeting).toMatchObject({
      start_at: TUESDAY_10,
      status: "booked",
      time_zone: "America/Vancouver",
      advisors: 4,
    });
    const lead = await app.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ id: meeting.lead_id, topic: "demo", email: "julie@cabinet-gagnon.ca" });
    expect(lead.message).toContain("mardi 24 novembre, 10\u00a0h\u00a000 (heure de l’Est)");
    // The prospect booked from Vancouver: their clock is given too. British Columbia keeps UTC−7 all
    // year in the time-zone database Node 24 ships (2026e; Node 20's 2025c still had it at UTC−8 in
    // November): 10 h in Montréal is 8 h there.
    expect(lead.message).toContain("mardi 24 novembre, 8\u00a0h\u00a000 (heure du Pacifique)");
    const kinds = (await app.db.selectFrom("outbox").select(["kind", "next_attempt_at"]).orderBy("id").execute()).map(
      (row) => `${row.kind} ${row.next_attempt_at}`,
    );
    expect(kinds).toEqual([
      `booking.confirmation.visitor ${NOW.toISOString()}`,
      `booking.confirmation.staff ${NOW.toISOString()}`,
      "booking.reminder.visitor 2026-11-23T15:00:00.000Z",
      "booking.reminder.staff 2026-11-23T15:00:00.000Z",
    ]);
    if (!result.ok) return;
    expect((await service.meetingOf(result.token))?.id).toBe(meeting.id);
    expect(await service.meetingOf(`${result.token.slice(0, -2)}xx`)).toBeUndefined();
  });

  it("answers a lost race with the next free times, keeping what was typed", async () => {
    const app = await database.open();
    await addStaff(app);
    const { service, submission } = serviceFor(app);
    expect((await service.submit(submission({}))).ok).toBe(true);
    const lost = await service.submit(submission({ email: "second@example.com", message: "Bonjour, à bientôt." }));
    expect(lost).toMatchObject({
      ok: false,
      status: 409,
      formError: "Ce moment vient d’être réservé par quelqu’un d’autre.",
    });
    if (lost.ok) return;
    expect(lost.values?.message).toBe("Bonjour, à bientôt.");
    // 10:30 is within the 15-minute buffer after the 10:00 meeting: 11:00 is next.
    expect(lost.next?.[0]).toBe("2026-11-24T16:00:00.000Z");
    expect(lost.next).toHaveLength(6);
  });

  it("refuses, in the page's language and without storing anything, bad fields, robots and foreign posts", async () => {
    const app = await database.open();
    await addStaff(app);
    const { service, submission } = serviceFor(app);
    const bad = await service.submit(submission({ email: "nope", role: "astronaut", advisors: "-3" }, { lang: "en" }));
    expect(bad).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        email: "Enter a valid email address.",
        role: "Please tell us your role.",
        advisors: "Enter a number of advisors between 1 and 100,000.",
      },
    });
    expect((await service.submit(submission({ website: "http://spam.example" }))).ok).toBe(false);
    expect((await service.submit(submission({ signature: "forged" }))).ok).toBe(false);
    expect(await service.submit(submission({}, { origin: "https://evil.example" }))).toMatchObject({ status: 403 });
    expect(await service.submit(submission({ start: "2026-11-24T15:10:00.000Z" }))).toMatchObject({ status: 409 });
    const { total } = await app.db
      .selectFrom("meetings")
      .select((eb) => eb.fn.countAll().as("total"))
      .executeTakeFirstOrThrow();
    expect(Number(total)).toBe(0);
  });

  it("limits bookings per client address", async () => {
    const app = await database.open();
    await addStaff(app);
    const { service, submission } = serviceFor(app, { limit: 1 });
    await service.submit(submission({}));
    expect(await service.submit(submission({ start: "2026-11-25T15:00:00.000Z" }))).toMatchObject({ status: 429 });
  });

  it("assigns each new meeting to the free member with the fewest upcoming meetings", async () => {
    const app = await database.open();
    const [a, b] = [await addStaff(app), await addStaff(app)];
    const { service, submission } = serviceFor(app);
    await service.submit(submission({}));
    await service.submit(submission({ email: "two@example.com", start: "2026-11-25T15:00:00.000Z" }));
    await service.submit(submission({ email: "three@example.com", start: "2026-11-26T15:00:00.000Z" }));
    const staff = (await app.db.selectFrom("meetings").select("staff_user_id").orderBy("id").execute()).map(
      (row) => row.staff_user_id,
    );
    expect(staff).toEqual([a, b, a]);
  });

  it("moves a meeting under the same UID and cancels it, telling both sides each time", async () => {
    const app = await database.open();
    await addStaff(app);
    const { service, submission } = serviceFor(app);
    const booked = await service.submit(submission({}));
    if (!booked.ok) throw new Error("not booked");
    const meeting = await service.meetingOf(booked.token);
    if (!meeting) throw new Error("no meeting");
    expect(await service.reschedule(meeting, new Date("2026-11-25T19:00:00.000Z"), "192.0.2.1")).toEqual({ ok: true });
    const moved = await service.meetingOf(booked.token);
    expect(moved).toMatchObject({ uid: meeting.uid, sequence: 1, start: new Date("2026-11-25T19:00:00.000Z") });
    expect(await service.cancel(meeting.id, "visitor")).toMatchObject({ status: "cancelled", sequence: 2 });
    const pending = (await app.db.selectFrom("outbox").select("kind").orderBy("id").execute()).map((row) => row.kind);
    // The visitor's news of the move, still waiting (one email per ten minutes), gave way to the cancellation.
    expect(pending).toEqual([
      "booking.confirmation.visitor",
      "booking.confirmation.staff",
      "booking.confirmation.staff",
      "booking.cancellation.visitor",
      "booking.cancellation.staff",
    ]);
    // The time is free again.
    expect(await service.isFree(await demoOf(service), new Date("2026-11-25T19:00:00.000Z"))).toBe(true);
  });

  it("reads the member's calendars again before confirming a time, and tells them of each booked, moved and cancelled meeting", async () => {
    const app = await database.open();
    const staffId = await addStaff(app);
    let calendarBusy: { start: Date; end: Date }[] = [];
    const refreshed: number[][] = [];
    const changes: [string, number, number | undefined][] = [];
    const { service, submission } = serviceFor(
      app,
      {},
      {
        busyTimes: async () => new Map([[staffId, calendarBusy]]),
        // The read just before confirming finds a meeting put in the member's calendar a minute ago.
        refreshBusy: async (userIds) => {
          refreshed.push(userIds);
          calendarBusy = [{ start: new Date(TUESDAY_10), end: new Date("2026-11-24T16:00:00.000Z") }];
        },
        onMeetingChanged: (meeting, before) => changes.push([meeting.status, meeting.sequence, before?.sequence]),
      },
    );
    expect(await service.submit(submission({}))).toMatchObject({ ok: false, status: 409 });
    expect(refreshed).toEqual([[staffId]]);
    expect(changes).toEqual([]);

    const booked = await service.submit(submission({ start: "2026-11-25T19:00:00.000Z" }));
    if (!booked.ok) throw new Error("not booked");
    const meeting = await service.meetingOf(booked.token);
    if (!meeting) throw new Error("no meeting");
    expect(await service.reschedule(meeting, new Date("2026-11-26T19:00:00.000Z"), "192.0.2.1")).toEqual({ ok: true });
    await service.cancel(meeting.id, "visitor");
    expect(changes).toEqual([
      ["booked", 0, undefined],
      ["booked", 1, 0],
      ["cancelled", 2, undefined],
    ]);
  });

  async function bookedMeeting(app: AppDatabase, options: { limit?: number } = {}) {
    await addStaff(app);
    const setUp = serviceFor(app, options);
    const result = await setUp.service.submit(setUp.submission({}));
    if (!result.ok) throw new Error("not booked");
    return { ...setUp, token: result.token };
  }

  it("moves a meeting 30 minutes later when only the meeting itself is in the way", async () => {
    const app = await database.open();
    const { service, token } = await bookedMeeting(app);
    const meeting = await service.meetingOf(token);
    if (!meeting) throw new Error("no meeting");
    const later = new Date("2026-11-24T15:30:00.000Z");
    const demo = await demoOf(service);
    expect(await service.isFree(demo, later)).toBe(false);
    expect(await service.isFree(demo, later, meeting.id)).toBe(true);
    expect(await service.reschedule(meeting, later, "192.0.2.1")).toEqual({ ok: true });
    expect((await service.meetingOf(token))?.start).toEqual(later);
  });

  it("says a past, made-up or out-of-hours time is no longer available, and a taken one was taken", async () => {
    const app = await database.open();
    await addStaff(app);
    const { service, submission } = serviceFor(app);
    const noLonger = "Ce moment n’est plus offert. Choisissez-en un autre.";
    for (const start of ["2026-11-20T15:00:00.000Z", "2026-11-24T15:10:00.000Z", "2026-11-24T03:00:00.000Z"])
      expect(await service.submit(submission({ start, email: `${start.slice(8, 10)}@example.com` }))).toMatchObject({
        status: 409,
        formError: noLonger,
      });
    expect((await service.submit(submission({}))).ok).toBe(true);
    expect(await service.submit(submission({ email: "late@example.com" }))).toMatchObject({
      formError: "Ce moment vient d’être réservé par quelqu’un d’autre.",
    });
  });

  it("tells a form sent too fast what to do, at the consent box", async () => {
    const app = await database.open();
    await addStaff(app);
    const stamps = createFormStamps("a test secret long enough to sign with", {
      minFillMs: 60_000,
      now: () => NOW.getTime(),
    });
    const { submission } = serviceFor(app);
    const service = createBookingService({
      store: createBookingStore(app),
      types: createMeetingTypeStore(app),
      leads: createLeadStore(app, { now: () => NOW }),
      limiter: memoryRateLimiter({ limit: 100 }),
      stamps,
      tokens: createMeetingTokens("another test secret, for meeting links"),
      siteOrigin: "https://sobrita.test",
      outboxKinds: bookingKinds,
      now: () => NOW,
    });
    const stamp = Object.fromEntries(Object.entries(stamps.issue()).map(([key, value]) => [key, String(value)]));
    const result = await service.submit(submission(stamp, { lang: "en" }));
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      formError: expect.stringContaining("sent very soon after it opened"),
      fieldErrors: { consent: "Tick this box again to confirm you are sending the form." },
      values: { firstName: "Julie", consent: "" },
    });
  });

  it("lets a visitor move a meeting five times, then offers to write to the team instead", async () => {
    const app = await database.open();
    const { service, token } = await bookedMeeting(app);
    const days = ["25", "26", "27", "30"].map((day) => `2026-11-${day}T15:00:00.000Z`);
    for (const start of [...days, "2026-12-01T15:00:00.000Z"]) {
      const meeting = await service.meetingOf(token);
      if (!meeting) throw new Error("no meeting");
      expect(service.moveState(meeting)).toBe("open");
      expect(await service.reschedule(meeting, new Date(start), "192.0.2.1")).toEqual({ ok: true });
    }
    const moved = await service.meetingOf(token);
    if (!moved) throw new Error("no meeting");
    expect(service.moveState(moved)).toBe("usedUp");
    expect(await service.reschedule(moved, new Date("2026-12-02T15:00:00.000Z"), "192.0.2.1")).toEqual({
      ok: false,
      reason: "tooManyMoves",
    });
    expect((await service.meetingOf(token))?.start).toEqual(new Date("2026-12-01T15:00:00.000Z"));
  });

  it("counts a move against the client address's booking limit", async () => {
    const app = await database.open();
    const { service, token } = await bookedMeeting(app, { limit: 2 });
    const meeting = await service.meetingOf(token);
    if (!meeting) throw new Error("no meeting");
    expect((await service.reschedule(meeting, new Date("2026-11-25T15:00:00.000Z"), "192.0.2.1")).ok).toBe(true);
    const refused = await service.reschedule(meeting, new Date("2026-11-26T15:00:00.000Z"), "192.0.2.1");
    expect(refused).toEqual({ ok: false, reason: "rateLimited" });
    expect((await service.meetingOf(token))?.start).toEqual(new Date("2026-11-25T15:00:00.000Z"));
  });

  it("opens a meeting's link until seven days after the meeting; once cancelled, the link only says so", async () => {
    const app = await database.open();
    const { service, token, clock } = await bookedMeeting(app);
    const meeting = await service.meetingOf(token);
    if (!meeting) throw new Error("no meeting");
    const sevenDaysAfter = meeting.end.getTime() + 7 * 24 * 60 * 60_000;
    clock.now = new Date(sevenDaysAfter - 1);
    expect((await service.linkOf(token))?.kind).toBe("meeting");
    expect(service.moveState(meeting)).toBe("closed");
    clock.now = new Date(sevenDaysAfter);
    expect(await service.linkOf(token)).toBeUndefined();

    clock.now = NOW;
    await service.cancel(meeting.id, "visitor");
    expect(await service.linkOf(token)).toEqual({ kind: "cancelled" });
    expect(await service.meetingOf(token)).toBeUndefined();
  });

  it("books a meeting and its lead together, or neither: a lead that cannot be stored leaves no meeting and no email", async () => {
    const app = await database.open();
    await addStaff(app);
    const { service, submission } = serviceFor(app);
    // This test's own database refuses every new lead, as a full disk or a bad row would.
    if (app.dialect === "postgres") {
      await sql`create function refuse_lead() returns trigger language plpgsql as $$
        begin raise exception 'leads refused by the test'; end $$`.execute(app.db);
      await sql`create trigger leads_refused before insert on leads for each row execute function refuse_lead()`.execute(
        app.db,
      );
    } else {
      await sql`create trigger leads_refused before insert on leads
        begin select raise(abort, 'leads refused by the test'); end`.execute(app.db);
    }
    await expect(service.submit(submission({}))).rejects.toThrow("leads refused by the test");
    // Nothing was booked: no meeting, no email queued, and the time is still offered.
    expect(await app.db.selectFrom("meetings").select("id").execute()).toEqual([]);
    expect(await app.db.selectFrom("outbox").select("kind").execute()).toEqual([]);
    expect(await service.isFree(await demoOf(service), new Date(TUESDAY_10))).toBe(true);

    await sql`drop trigger leads_refused${sql.raw(app.dialect === "postgres" ? " on leads" : "")}`.execute(app.db);
    const booked = await service.submit(submission({}));
    expect(booked.ok).toBe(true);
    const meeting = await app.db.selectFrom("meetings").select(["lead_id", "email"]).executeTakeFirstOrThrow();
    const lead = await app.db.selectFrom("leads").select(["id", "email"]).executeTakeFirstOrThrow();
    expect(meeting).toEqual({ lead_id: lead.id, email: "julie@cabinet-gagnon.ca" });
    expect(lead.email).toBe("julie@cabinet-gagnon.ca");
  });
});
