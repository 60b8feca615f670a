import { describe, expect, it } from "vitest";
import { backends } from "#tests/support/backends.ts";
import { addStaff, sampleVisitor } from "#tests/support/booking.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { type BookingEvent, bookingKind } from "./booking.server";
import { type BookRequest, createBookingStore } from "./store.server";

const NOW = new Date("2026-11-23T13:00:00.000Z");
const at = (iso: string) => new Date(iso);
const request = (start: string, candidates: number[], extra: Partial<BookRequest> = {}): BookRequest => ({
  start: at(start),
  end: new Date(at(start).getTime() + 30 * 60_000),
  candidates,
  bufferMinutes: 15,
  maxFutureBookings: 3,
  messages: (meeting) => [{ kind: bookingKind("confirmation", "staff"), refId: meeting.id }],
  ...extra,
});

describe.each(backends)("booking store on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("books a time once: of 200 concurrent attempts, exactly one wins", async () => {
    const app = await database.open();
    const store = createBookingStore(app);
    const staff = await addStaff(app);
    const attempts = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        store.book(
          request("2026-11-24T15:00:00.000Z", [staff]),
          sampleVisitor({ email: `racer-${i}@example.com` }),
          NOW,
        ),
      ),
    );
    expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(1);
    expect(attempts.filter((attempt) => !attempt.ok && attempt.reason === "taken")).toHaveLength(199);
    const rows = await app.db.selectFrom("meetings").selectAll().execute();
    expect(rows).toHaveLength(1);
    const messages = await app.db.selectFrom("outbox").select("ref_id").execute();
    expect(messages).toEqual([{ ref_id: rows[0]?.id }]);
  });

  it("gives a taken time to the next free candidate, and keeps the buffer", async () => {
    const app = await database.open();
    const store = createBookingStore(app);
    const [a, b] = [await addStaff(app), await addStaff(app)];
    const first = await store.book(request("2026-11-24T15:00:00.000Z", [a, b]), sampleVisitor(), NOW);
    const second = await store.book(
      request("2026-11-24T15:30:00.000Z", [a, b]),
      sampleVisitor({ email: "other@example.com" }),
      NOW,
    );
    expect(first.ok && first.meeting.staffUserId).toBe(a);
    // 10:30 is within a's 15-minute buffer after the 10:00 meeting.
    expect(second.ok && second.meeting.staffUserId).toBe(b);
    const third = await store.book(
      request("2026-11-24T15:15:00.000Z", [a, b]),
      sampleVisitor({ email: "third@example.com" }),
      NOW,
    );
    expect(third).toEqual({ ok: false, reason: "taken" });
  });

  it("refuses a fourth future meeting to one email address, whatever its case", async () => {
    const app = await database.open();
    const store = createBookingStore(app);
    const staff = await addStaff(app);
    for (const hour of ["14", "16", "18"])
      expect((await store.book(request(`2026-11-24T${hour}:00:00.000Z`, [staff]), sampleVisitor(), NOW)).ok).toBe(true);
    const fourth = await store.book(
      request("2026-11-25T14:00:00.000Z", [staff]),
      sampleVisitor({ email: "JULIE@Cabinet-Gagnon.ca" }),
      NOW,
    );
    expect(fourth).toEqual({ ok: false, reason: "tooMany" });
  });

  it("frees a cancelled time, and cancels once", async () => {
    const app = await database.open();
    const store = createBookingStore(app);
    const staff = await addStaff(app);
    const booked = await store.book(request("2026-11-24T15:00:00.000Z", [staff]), sampleVisitor(), NOW);
    if (!booked.ok) throw new Error("not booked");
    const cancelled = await store.cancel(booked.meeting.id, "visitor", () => [], NOW);
    expect(cancelled?.status).toBe("cancelled");
    expect(cancelled?.sequence).toBe(1);
    expect(await store.cancel(booked.meeting.id, "visitor", () => [], NOW)).toBeUndefined();
    const again = await store.book(
      request("2026-11-24T15:00:00.000Z", [staff]),
      sampleVisitor({ email: "next@example.com" }),
      NOW,
    );
    expect(again.ok).toBe(true);
  });

  it("moves a meeting keeping its UID, raising its sequence, and dropping its pending reminder", async () => {
    const app = await database.open();
    const store = createBookingStore(app);
    const staff = await addStaff(app);
    const booked = await store.book(
      request("2026-11-24T15:00:00.000Z", [staff], {
        messages: (meeting) => [
          { kind: "booking.reminder.visitor", refId: meeting.id, notBefore: at("2026-11-23T15:00:00.000Z") },
        ],
      }),
      sampleVisitor(),
      NOW,
    );
    if (!booked.ok) throw new Error("not booked");
    // The meeting's own time is no obstacle to moving it 30 minutes later.
    const moved = await store.reschedule(
      booked.meeting.id,
      { ...request("2026-11-24T15:30:00.000Z", [staff]), maxMoves: 5 },
      NOW,
    );
    expect(moved.ok && moved.meeting.uid).toBe(booked.meeting.uid);
    expect(moved.ok && moved.meeting.sequence).toBe(1);
    expect(moved.ok && moved.meeting.start.toISOString()).toBe("2026-11-24T15:30:00.000Z");
    const kinds = (await app.db.selectFrom("outbox").select("kind").execute()).map((row) => row.kind);
    expect(kinds).toEqual(["booking.confirmation.staff"]);
  });

  it("moves a meeting at most the allowed number of times, and never once it has started", async () => {
    const app = await database.open();
    const store = createBookingStore(app);
    const staff = await addStaff(app);
    const booked = await store.book(request("2026-11-24T15:00:00.000Z", [staff]), sampleVisitor(), NOW);
    if (!booked.ok) throw new Error("not booked");
    const moveTo = (start: string, now = NOW) =>
      store.reschedule(booked.meeting.id, { ...request(start, [staff]), maxMoves: 2 }, now);
    expect((await moveTo("2026-11-24T16:00:00.000Z")).ok).toBe(true);
    expect((await moveTo("2026-11-24T17:00:00.000Z")).ok).toBe(true);
    expect(await moveTo("2026-11-24T18:00:00.000Z")).toEqual({ ok: false, reason: "tooManyMoves" });
    expect(await store.get(booked.meeting.id)).toMatchObject({ moves: 2, start: at("2026-11-24T17:00:00.000Z") });

    const other = await store.book(
      request("2026-11-25T15:00:00.000Z", [staff]),
      sampleVisitor({ email: "started@example.com" }),
      NOW,
    );
    if (!other.ok) throw new Error("not booked");
    const started = at("2026-11-25T15:05:00.000Z");
    const late = await store.reschedule(
      other.meeting.id,
      { ...request("2026-11-26T15:00:00.000Z", [staff]), maxMoves: 2 },
      started,
    );
    expect(late).toEqual({ ok: false, reason: "notBooked" });
  });

  it("sends the visitor at most one paced email per pace, the latest news replacing one still waiting; the staff's go at once", async () => {
    const app = await database.open();
    const store = createBookingStore(app, { visitorEmailMinutes: 10 });
    const staff = await addStaff(app);
    const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
    const news = (event: BookingEvent) => (meeting: { id: number }) => [
      { kind: bookingKind(event, "visitor"), refId: meeting.id, paced: true },
      { kind: bookingKind(event, "staff"), refId: meeting.id },
    ];
    const booked = await store.book(
      request("2026-11-24T15:00:00.000Z", [staff], { messages: news("confirmation") }),
      sampleVisitor(),
      NOW,
    );
    if (!booked.ok) throw new Error("not booked");
    const move = (start: string, now: Date) =>
      store.reschedule(
        booked.meeting.id,
        { ...request(start, [staff], { messages: news("confirmation") }), maxMoves: 5 },
        now,
      );
    // Moved a minute later, then again: one visitor email waits for ten minutes after the first.
    await move("2026-11-24T16:00:00.000Z", minutes(1));
    await move("2026-11-24T17:00:00.000Z", minutes(2));
    // Moved after that one was due: the next waits ten minutes more.
    await move("2026-11-24T18:00:00.000Z", minutes(15));
    // Cancelled before it went: the cancellation takes its place and its time.
    await store.cancel(booked.meeting.id, "visitor", news("cancellation"), minutes(16));
    const queued = await app.db.selectFrom("outbox").select(["kind", "next_attempt_at"]).orderBy("id").execute();
    const due = (kind: string) =>
      queued.filter((row) => row.kind.endsWith(kind)).map((row) => `${row.kind} ${row.next_attempt_at}`);
    expect(due(".visitor")).toEqual([
      `booking.confirmation.visitor ${NOW.toISOString()}`,
      `booking.confirmation.visitor ${minutes(10).toISOString()}`,
      `booking.cancellation.visitor ${minutes(20).toISOString()}`,
    ]);
    expect(due(".staff")).toEqual([
      `booking.confirmation.staff ${NOW.toISOString()}`,
      `booking.confirmation.staff ${minutes(1).toISOString()}`,
      `booking.confirmation.staff ${minutes(2).toISOString()}`,
      `booking.confirmation.staff ${minutes(15).toISOString()}`,
      `booking.cancellation.staff ${minutes(16).toISOString()}`,
    ]);
  });

  it("marks a started meeting as a no-show, never a future one", async () => {
    const app = await database.open();
    const store = createBookingStore(app);
    const staff = await addStaff(app);
    const booked = await store.book(request("2026-11-24T15:00:00.000Z", [staff]), sampleVisitor(), NOW);
    if (!booked.ok) throw new Error("not booked");
    expect(await store.markNoShow(booked.meeting.id, NOW)).toBe(false);
    expect(await store.markNoShow(booked.meeting.id, at("2026-11-24T15:20:00.000Z"))).toBe(true);
    expect((await store.get(booked.meeting.id))?.status).toBe("no_show");
  });

  it("reads every active member's hours, time off and meetings for the engine", async () => {
    const app = await database.open();
    const store = createBookingStore(app);
    const [a, b] = [await addStaff(app), await addStaff(app)];
    await app.db.updateTable("users").set({ disabled_at: NOW.toISOString() }).where("id", "=", b).execute();
    const hours = [{ weekday: 2, startMinute: 600, endMinute: 720 }];
    await store.setStaffHours(a, hours, NOW);
    await store.setStaffProfile(a, { firstName: "Sophie" }, NOW);
    await store.addTimeOff(a, { start: at("2026-11-25T05:00:00.000Z"), end: at("2026-11-26T05:00:00.000Z") }, NOW);
    await store.book(request("2026-11-24T15:00:00.000Z", [a]), sampleVisitor(), NOW);
    const staff = await store.availability(NOW, at("2026-12-24T00:00:00.000Z"));
    expect(staff).toEqual([
      {
        userId: a,
        hours,
        timeOff: [{ start: at("2026-11-25T05:00:00.000Z"), end: at("2026-11-26T05:00:00.000Z") }],
        meetings: [{ start: at("2026-11-24T15:00:00.000Z"), end: at("2026-11-24T15:30:00.000Z") }],
      },
    ]);
    expect(await store.staffProfile(a)).toEqual({
      hours,
      hoursRevision: 1,
      firstName: "Sophie",
      videoUrl: null,
      takesDemos: true,
      profileRevision: 1,
    });
    expect(await store.upcomingCounts(NOW)).toEqual(new Map([[a, 1]]));
  });

  it("offers only members who finished setup and still take demos, under the name they gave", async () => {
    const app = await database.open();
    const store = createBookingStore(app);
    const ready = await addStaff(app, { email: "admin@sobrita.test" });
    const fresh = await addStaff(app, { setUp: false });
    const stopped = await addStaff(app);
    await store.setStaffProfile(stopped, { takesDemos: false }, NOW);
    const offered = async () => (await store.availability(NOW, at("2026-12-24T00:00:00.000Z"))).map((m) => m.userId);
    expect(await offered()).toEqual([ready]);
    expect(fresh).toBeGreaterThan(0);
    // Before a name is given, one is read from the address; then the name given, and its room.
    expect((await store.staffMember(ready))?.firstName).toBe("Admin");
    await store.setStaffProfile(ready, { firstName: "Sophie", videoUrl: "https://meet.example.com/sophie" }, NOW);
    expect(await store.staffMember(ready)).toMatchObject({
      firstName: "Sophie",
      videoUrl: "https://meet.example.com/sophie",
    });
    // Saving one part of the profile keeps the others.
    await store.setStaffProfile(stopped, { firstName: "Marc" }, NOW);
    expect(await store.staffProfile(stopped)).toMatchObject({ firstName: "Marc", takesDemos: false });
    await store.setStaffProfile(stopped, { takesDemos: true }, NOW);
    expect(await offered()).toEqual([ready, stopped]);
  });

  it("refuses a member's hours or profile saved from a page opened before someone else's save", async () => {
    const app = await database.open();
    const store = createBookingStore(app);
    const member = await addStaff(app);
    const mornings = [{ weekday: 1, startMinute: 540, endMinute: 720 }];
    const afternoons = [{ weekday: 1, startMinute: 780, endMinute: 1020 }];
    // The member and an admin both opened the page before any hours were saved (revision 0).
    expect(await store.setStaffHours(member, mornings, NOW, 0)).toBe("saved");
    expect(await store.setStaffHours(member, afternoons, NOW, 0)).toBe("stale");
    expect(await store.staffProfile(member)).toMatchObject({ hours: mornings, hoursRevision: 1 });
    // Told so, the admin saves again from what is there now.
    expect(await store.setStaffHours(member, afternoons, NOW, 1)).toBe("saved");
    expect(await store.setStaffHours(member, mornings, NOW, 1)).toBe("stale");
    expect(await store.staffProfile(member)).toMatchObject({ hours: afternoons, hoursRevision: 2 });

    expect(await store.setStaffProfile(member, { firstName: "Sophie" }, NOW, 0)).toBe("saved");
    expect(await store.setStaffProfile(member, { takesDemos: false }, NOW, 0)).toBe("stale");
    expect(await store.staffProfile(member)).toMatchObject({
      firstName: "Sophie",
      takesDemos: true,
      profileRevision: 1,
    });
    // The account's setup names the member whatever the revision, and counts as a save.
    expect(await store.setStaffProfile(member, { firstName: "Sophia" }, NOW)).toBe("saved");
    expect(await store.setStaffProfile(member, { takesDemos: false }, NOW, 1)).toBe("stale");
    expect(await store.staffProfile(member)).toMatchObject({ firstName: "Sophia", profileRevision: 2 });
  });

  it("lets exactly one of two first saves of a member's hours land", async () => {
    const app = await database.open();
    const store = createBookingStore(app);
    const member = await addStaff(app);
    const saves = await Promise.all(
      [540, 600].map((startMinute) =>
        store.setStaffHours(member, [{ weekday: 2, startMinute, endMinute: 720 }], NOW, 0),
      ),
    );
    expect(saves.sort()).toEqual(["saved", "stale"]);
    expect((await store.staffProfile(member)).hoursRevision).toBe(1);
  });

  it("leaves a meeting out of its member's busy times when asked, so a move can use its own time", async () => {
    const app = await database.open();
    const store = createBookingStore(app);
    const staff = await addStaff(app);
    const booked = await store.book(request("2026-11-24T15:00:00.000Z", [staff]), sampleVisitor(), NOW);
    if (!booked.ok) throw new Error("not booked");
    const until = at("2026-12-24T00:00:00.000Z");
    expect((await store.availability(NOW, until))[0]?.meetings).toHaveLength(1);
    expect((await store.availability(NOW, until, booked.meeting.id))[0]?.meetings).toEqual([]);
  });

  it("keeps the visitor's reason for cancelling", async () => {
    const app = await database.open();
    const store = createBookingStore(app);
    const staff = await addStaff(app);
    const booked = await store.book(request("2026-11-24T15:00:00.000Z", [staff]), sampleVisitor(), NOW);
    if (!booked.ok) throw new Error("not booked");
    const cancelled = await store.cancel(booked.meeting.id, "visitor", () => [], NOW, "Un imprévu au bureau");
    expect(cancelled?.cancelReason).toBe("Un imprévu au bureau");
  });
});

describe.each(backends.filter((backend) => backend.name === "postgres"))("two instances on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("book a time once between them: of 200 attempts split over two connection pools, exactly one wins", async () => {
    const [one, two] = [await database.open(), await database.open()];
    const staff = await addStaff(one);
    const stores = [createBookingStore(one), createBookingStore(two)];
    const attempts = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        stores[i % 2]?.book(
          request("2026-11-24T15:00:00.000Z", [staff]),
          sampleVisitor({ email: `racer-${i}@example.com` }),
          NOW,
        ),
      ),
    );
    expect(attempts.filter((attempt) => attempt?.ok)).toHaveLength(1);
    const { total } = await one.db
      .selectFrom("meetings")
      .select((eb) => eb.fn.countAll().as("total"))
      .executeTakeFirstOrThrow();
    expect(Number(total)).toBe(1);
  });
});
