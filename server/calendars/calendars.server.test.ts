import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { meetingsPrivacySource } from "#server/booking/privacy.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { backends } from "#tests/support/backends.ts";
import { addStaff } from "#tests/support/booking.ts";
import { addMeeting, asText, calendarFixture, oneEvent, withTorontoZone } from "#tests/support/calendars.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { type Component, property, readCalendar } from "#tests/support/ics.ts";
import {
  calendarText,
  endlessCalendar,
  htmlPage,
  redirectTo,
  silence,
  startIcsServer,
  status,
  type TestIcsServer,
  withPassword,
} from "#tests/support/ics-server.ts";
import { startRadicale, type TestRadicale } from "#tests/support/radicale.ts";
import { calendarErrorText } from "./calendar-error.server";
import { withCredentials } from "./calendar-settings.server";
import { type CalendarServiceOptions, createCalendarService } from "./calendars.server";
import { createSealer } from "./seal.server";

const MINUTE = 60_000;

let feeds: TestIcsServer;
let radicale: TestRadicale;
beforeAll(async () => {
  [feeds, radicale] = await Promise.all([startIcsServer(), startRadicale(["alice", "bruno"])]);
});
afterAll(async () => {
  await Promise.all([feeds?.close(), radicale?.close()]);
});

let paths = 0;
/** A fresh path on the feed server, serving `route`. */
function published(route: Parameters<TestIcsServer["serve"]>[1], name = "calendar.ics"): string {
  paths += 1;
  const path = `/owa/calendar/${paths}-secret-${randomBytes(4).toString("hex")}/${name}`;
  feeds.serve(path, route);
  return path;
}

/** A clock the test moves; starts on 2026-11-20 at 7:00 Eastern. */
function testClock() {
  let at = Date.parse("2026-11-20T12:00:00Z");
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}

function service(app: AppDatabase, clock: ReturnType<typeof testClock>, options: Partial<CalendarServiceOptions> = {}) {
  return createCalendarService(app, {
    sealer: createSealer(key),
    timeZone: "America/Toronto",
    horizonDays: 30,
    siteOrigin: "https://sobrita.test",
    videoLink: (meeting) => `https://visio.sobrita.test/demo-${meeting.uid}`,
    now: clock.now,
    // Room for a busy machine: a read starts a thread, and a CalDAV conversation is several requests.
    // The tests of giving up set their own.
    readTimeoutMs: 15_000,
    // The feeds and Radicale listen on loopback, as a company's own server would on its network.
    privateHosts: ["127.0.0.1"],
    ...options,
  });
}
const key = randomBytes(32);
const week = (from: string, to: string) => [new Date(from), new Date(to)] as const;

describe.each(backends)("calendars on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("connects an Outlook feed with a password, says what it found, keeps the password sealed, and gives its busy times", async () => {
    const app = await database.open();
    const clock = testClock();
    const calendars = service(app, clock);
    const member = await addStaff(app);
    const path = published(withPassword("marie", "s3cret-app", calendarText(calendarFixture("outlook"))));

    const outcome = await calendars.connect(member, `http://marie:s3cret-app@${feeds.origin.slice(7)}${path}`);

    expect(outcome).toMatchObject({ ok: true, found: { events: 6 } });
    const [connection] = await calendars.connections(member);
    expect(connection).toMatchObject({ kind: "ics", lastError: null, eventCount: 6 });
    expect(connection?.displayUrl).toBe(`${feeds.origin}/…/calendar.ics`);
    const stored = await app.db.selectFrom("calendar_connections").selectAll().executeTakeFirstOrThrow();
    expect(stored.url_sealed).not.toContain("s3cret");
    expect(stored.url_sealed).not.toContain("secret-");
    const busy = await calendars.busyIntervals(member, ...week("2026-11-23T00:00Z", "2026-11-30T00:00Z"));
    expect(busy.stale).toBe(false);
    expect(asText(busy.intervals)).toEqual([
      "2026-11-24T18:00Z/2026-11-24T19:00Z",
      "2026-11-25T17:00Z/2026-11-25T17:30Z",
      "2026-11-27T05:00Z/2026-11-28T05:00Z",
    ]);
  });

  it.each([
    ["a server that does not answer", (): string => "http://127.0.0.1:9/calendar.ics", "unreachable"],
    [
      "a wrong password",
      (): string => feeds.origin + published(withPassword("marie", "right", calendarText("x"))),
      "unauthorized",
    ],
    ["an HTML page", (): string => feeds.origin + published(htmlPage), "notCalendar"],
    ["a 50 MB feed", (): string => feeds.origin + published(endlessCalendar(50)), "tooLarge"],
    [
      "a malformed RRULE",
      (): string =>
        feeds.origin + published(calendarText(oneEvent("DTSTART:20261125T150000Z", "RRULE:FREQ=SOMETIMES"))),
      "malformed",
    ],
    [
      "a redirect to another scheme",
      (): string => feeds.origin + published(redirectTo("ftp://127.0.0.1/calendar.ics")),
      "httpError",
    ],
    ["an unpublished calendar", (): string => feeds.origin + published(status(404)), "notFound"],
    ["a server that never answers", (): string => feeds.origin + published(silence), "timeout"],
    ["an address that is not HTTP", (): string => "ftp://example.test/calendar.ics", "badUrl"],
  ] as const)("refuses %s with a clear reason, and keeps nothing", async (_case, address, code) => {
    const app = await database.open();
    const calendars = service(app, testClock(), code === "timeout" ? { readTimeoutMs: 1_000 } : {});
    const member = await addStaff(app);

    const outcome = await calendars.connect(member, address(), "ics");

    expect(outcome).toMatchObject({ ok: false, error: { code } });
    expect(await calendars.connections(member)).toEqual([]);
  });

  it("says no calendar was found, in words, for a web page's address taken for a CalDAV account (never tsdav's English)", async () => {
    const app = await database.open();
    const calendars = service(app, testClock());
    const member = await addStaff(app);
    // Outlook's HTML link, pasted instead of its ICS link: no .ics, so it is tried as CalDAV.
    const address = feeds.origin + published(htmlPage, "calendar.html");

    const outcome = await calendars.connect(member, address);

    expect(outcome).toMatchObject({ ok: false, error: { code: "notCalDav" } });
    if (outcome.ok) return;
    expect(calendarErrorText(outcome.error, "fr")).toBe(adminDictionaries.fr.calendars.errors.notCalDav);
    expect(await calendars.connections(member)).toEqual([]);
  });

  it("follows a redirect to another HTTP or HTTPS address, without the credentials when the host changes", async () => {
    const app = await database.open();
    const calendars = service(app, testClock());
    const member = await addStaff(app);
    const target = published((response, authorization) =>
      authorization ? response.writeHead(400).end() : calendarText(calendarFixture("google"))(response, undefined),
    );
    const source = published(
      withPassword("marie", "s3cret", redirectTo(`http://localhost:${new URL(feeds.origin).port}${target}`)),
    );
    const outcome = await calendars.connect(member, `http://marie:s3cret@${feeds.origin.slice(7)}${source}`);
    expect(outcome).toMatchObject({ ok: true, found: { events: 4 } });
  });

  it("keeps a failing calendar's last busy times, says why, and stops counting them after an hour; another member's stay", async () => {
    const app = await database.open();
    const clock = testClock();
    const calendars = service(app, clock);
    const [marie, paul] = [await addStaff(app), await addStaff(app)];
    const mariePath = published(calendarText(calendarFixture("outlook")));
    const paulPath = published(calendarText(calendarFixture("google")));
    await calendars.connect(marie, feeds.origin + mariePath);
    await calendars.connect(paul, feeds.origin + paulPath);
    const range = week("2026-11-23T00:00Z", "2026-11-30T00:00Z");
    const before = await calendars.busyIntervals(marie, ...range);

    feeds.serve(mariePath, status(401));
    clock.advance(6 * MINUTE);
    await calendars.refreshDue();

    const [connection] = await calendars.connections(marie);
    expect(connection?.lastError).toEqual({ code: "unauthorized", detail: "401" });
    expect(await calendars.busyIntervals(marie, ...range)).toEqual(before);

    const paulsWeek = (await calendars.busyIntervals(paul, ...range)).intervals;
    const asDates = paulsWeek.map(({ start, end }) => ({ start: new Date(start), end: new Date(end) }));
    expect((await calendars.busyOfMembers(...range)).get(paul)).toEqual(asDates);
    expect(await calendars.notReadLately()).toEqual([]);
    clock.advance(55 * MINUTE);
    await calendars.refreshDue();
    expect((await calendars.busyIntervals(marie, ...range)).stale).toBe(true);
    // The admins' warning names her alone, with when she was last read.
    const marieEmail = (
      await app.db.selectFrom("users").select("email").where("id", "=", marie).executeTakeFirstOrThrow()
    ).email;
    expect(await calendars.notReadLately()).toEqual([
      { userId: marie, email: marieEmail, lastReadAt: new Date("2026-11-20T12:00:00Z") },
    ]);
    // What booking reads: a member whose calendar cannot be checked is busy the whole time.
    const members = await calendars.busyOfMembers(...range);
    expect(members.get(marie)).toEqual([{ start: range[0], end: range[1] }]);
    expect(members.get(paul)).toEqual(asDates);
    expect(await calendars.busyIntervals(paul, ...week("2026-11-01T00:00Z", "2026-11-10T00:00Z"))).toMatchObject({
      stale: false,
      intervals: [],
    });
    expect((await calendars.connections(paul))[0]?.lastError).toBeNull();
  });

  it("gives booking a calendar's new busy times once another instance has read it again, and none once it is removed", async () => {
    const app = await database.open();
    const clock = testClock();
    const [booking, reader] = [service(app, clock), service(app, clock)];
    const member = await addStaff(app);
    const path = published(calendarText(oneEvent("DTSTART:20261124T150000Z", "DTEND:20261124T160000Z")));
    await reader.connect(member, feeds.origin + path);
    const range = week("2026-11-23T00:00Z", "2026-11-30T00:00Z");
    const busyOf = async (from = range[0], to = range[1]) =>
      ((await booking.busyOfMembers(from, to)).get(member) ?? []).map(({ start, end }) =>
        asText([{ start: start.getTime(), end: end.getTime() }]).join(),
      );
    expect(await busyOf()).toEqual(["2026-11-24T15:00Z/2026-11-24T16:00Z"]);

    feeds.serve(path, calendarText(oneEvent("DTSTART:20261126T180000Z", "DTEND:20261126T190000Z")));
    clock.advance(6 * MINUTE);
    await reader.refreshDue();
    expect(await busyOf()).toEqual(["2026-11-26T18:00Z/2026-11-26T19:00Z"]);
    // Only what touches the range asked for.
    expect(await busyOf(range[0], new Date("2026-11-26T18:00Z"))).toEqual([]);
    expect(await busyOf(new Date("2026-11-26T18:30Z"), range[1])).toEqual(["2026-11-26T18:00Z/2026-11-26T19:00Z"]);

    const [connection] = await reader.connections(member);
    await reader.remove(member, connection?.id ?? 0);
    expect((await booking.busyOfMembers(...range)).has(member)).toBe(false);
  });

  it("reads each due calendar once, however many instances ask at the same time", async () => {
    const app = await database.open();
    const clock = testClock();
    const member = await addStaff(app);
    const path = published(calendarText(calendarFixture("icloud")));
    await service(app, clock).connect(member, feeds.origin + path);

    clock.advance(5 * MINUTE + 1);
    await Promise.all([service(app, clock).refreshDue(), service(app, clock).refreshDue()]);
    expect(feeds.hits.get(path)).toBe(2);

    // Not due again until five minutes after that read.
    clock.advance(4 * MINUTE);
    await service(app, clock).refreshDue();
    expect(feeds.hits.get(path)).toBe(2);
  });

  it("reads a member's calendars again before a booking, and gives up on time without marking the calendar", async () => {
    const app = await database.open();
    const clock = testClock();
    const calendars = service(app, clock);
    const member = await addStaff(app);
    const path = published(calendarText(calendarFixture("outlook")));
    await calendars.connect(member, feeds.origin + path);

    feeds.serve(path, calendarText(oneEvent("DTSTART:20261201T150000Z", "DTEND:20261201T160000Z")));
    expect(await calendars.refreshMember(member)).toBe(true);
    expect(
      asText((await calendars.busyIntervals(member, ...week("2026-11-20T00:00Z", "2026-12-20T00:00Z"))).intervals),
    ).toEqual(["2026-12-01T15:00Z/2026-12-01T16:00Z"]);

    feeds.serve(path, silence);
    const started = performance.now();
    expect(await calendars.refreshMember(member, 300)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect((await calendars.connections(member))[0]?.lastError).toBeNull();
  });

  it("reads a CalDAV calendar on Radicale, recurrences and clock changes included, and refuses a wrong password", async () => {
    const app = await database.open();
    const calendars = service(app, testClock());
    const member = await addStaff(app);
    const name = `weekly-${randomBytes(4).toString("hex")}`;
    // Mondays at 9:00 Eastern from October 26 (EDT) across the November change; November 30 excluded.
    await radicale.putEvent(
      "bruno",
      name,
      withTorontoZone(
        oneEvent(
          `UID:${name}@test`,
          "DTSTART;TZID=America/Toronto:20261026T090000",
          "DTEND;TZID=America/Toronto:20261026T100000",
          "RRULE:FREQ=WEEKLY;COUNT=8",
          "EXDATE;TZID=America/Toronto:20261130T090000",
        ).replace("UID:one@test\r\n", ""),
      ),
    );

    // The user name and password typed in their own fields, put together by the server.
    const typed = new URL(radicale.calendarUrl("bruno"));
    const { username, password } = typed;
    typed.username = "";
    typed.password = "";
    const wrong = await calendars.connect(member, withCredentials(typed.href, username, "nope") ?? "");
    expect(wrong).toMatchObject({ ok: false, error: { code: "unauthorized" } });

    const outcome = await calendars.connect(member, withCredentials(typed.href, username, password) ?? "");
    expect(outcome).toMatchObject({ ok: true, connection: { kind: "caldav" } });
    const busy = await calendars.busyIntervals(member, ...week("2026-11-20T00:00Z", "2026-12-20T00:00Z"));
    expect(asText(busy.intervals)).toEqual(
      expect.arrayContaining(["2026-11-23T14:00Z/2026-11-23T15:00Z", "2026-12-07T14:00Z/2026-12-07T15:00Z"]),
    );
    expect(asText(busy.intervals).some((text) => text.startsWith("2026-11-30"))).toBe(false);
  });

  it("writes a meeting into the member's CalDAV calendar under its UID, moves it, and removes it", async () => {
    const app = await database.open();
    const calendars = service(app, testClock());
    const member = await addStaff(app);
    await calendars.connect(member, radicale.calendarUrl("alice"));
    const meeting = await addMeeting(app, member, {
      start: "2026-12-02T15:00:00.000Z",
      end: "2026-12-02T15:30:00.000Z",
    });

    expect(await calendars.writeMeeting(member, meeting)).toEqual({ ok: true, written: true });
    const [write] = await app.db.selectFrom("calendar_writes").selectAll().execute();
    const written = await radicale.getEvent(write?.object_url ?? "", "alice");
    expect(written).toContain(`UID:${meeting.uid}`);
    expect(written).toContain("SUMMARY:Démonstration – Julie Gagnon\\, Cabinet Gagnon");
    expect(written).toContain("DTSTART:20261202T150000Z");

    const moved = { ...meeting, sequence: 1, start: new Date("2026-12-02T16:00Z"), end: new Date("2026-12-02T16:30Z") };
    expect(await calendars.writeMeeting(member, moved)).toEqual({ ok: true, written: true });
    const rewritten = await radicale.getEvent(write?.object_url ?? "", "alice");
    expect(rewritten).toContain(`UID:${meeting.uid}`);
    expect(rewritten).toContain("DTSTART:20261202T160000Z");
    expect(rewritten).toContain("SEQUENCE:1");

    expect(await calendars.removeMeeting(meeting.uid)).toEqual({ ok: true, written: true });
    expect(await radicale.getEvent(write?.object_url ?? "", "alice")).toBeUndefined();
  });

  it("takes an erased meeting out of the member's CalDAV calendar, with the record of where it was written", async () => {
    const app = await database.open();
    const calendars = service(app, testClock());
    const member = await addStaff(app);
    await calendars.connect(member, radicale.calendarUrl("alice"));
    const meeting = await addMeeting(app, member, {
      start: "2026-12-03T15:00:00.000Z",
      end: "2026-12-03T15:30:00.000Z",
    });
    await calendars.writeMeeting(member, meeting);
    const [write] = await app.db.selectFrom("calendar_writes").selectAll().execute();
    expect(await radicale.getEvent(write?.object_url ?? "", "alice")).toContain(`UID:${meeting.uid}`);

    const meetings = meetingsPrivacySource(app, (uid) => calendars.removeMeeting(uid));
    expect(await meetings.erase("Julie@Cabinet-Gagnon.ca")).toBe(1);

    expect(await radicale.getEvent(write?.object_url ?? "", "alice")).toBeUndefined();
    expect(await app.db.selectFrom("calendar_writes").selectAll().execute()).toEqual([]);
  });

  it("takes out a copy its calendar kept when it did not answer at erasure, on a later round, and only that one", async () => {
    const app = await database.open();
    const clock = testClock();
    const calendars = service(app, clock);
    const member = await addStaff(app);
    await calendars.connect(member, radicale.calendarUrl("bruno"));
    const erased = await addMeeting(app, member, {
      start: "2026-12-04T15:00:00.000Z",
      end: "2026-12-04T15:30:00.000Z",
    });
    await calendars.writeMeeting(member, erased);
    const kept = await addMeeting(app, member, {
      start: "2026-12-04T17:00:00.000Z",
      end: "2026-12-04T17:30:00.000Z",
      email: "autre@cabinet-roy.ca",
    });
    await calendars.writeMeeting(member, kept);
    const objectOf = async (uid: string) =>
      (
        await app.db
          .selectFrom("calendar_writes")
          .select("object_url")
          .where("meeting_uid", "=", uid)
          .executeTakeFirst()
      )?.object_url ?? "";
    const [erasedCopy, keptCopy] = [await objectOf(erased.uid), await objectOf(kept.uid)];

    // The calendar does not answer while the prospect's data is erased.
    const unreachable = meetingsPrivacySource(app, async () => ({ ok: false }));
    expect(await unreachable.erase("julie@cabinet-gagnon.ca")).toBe(1);
    expect(await radicale.getEvent(erasedCopy, "bruno")).toContain(`UID:${erased.uid}`);

    // It is tried again a quarter of an hour after its last try; then it is taken out, and the standing
    // meeting is left where it is.
    expect(await calendars.removeLeftBehind()).toBe(0);
    clock.advance(15 * MINUTE + 1);
    expect(await calendars.removeLeftBehind()).toBe(1);
    expect(await radicale.getEvent(erasedCopy, "bruno")).toBeUndefined();
    expect(await radicale.getEvent(keptCopy, "bruno")).toContain(`UID:${kept.uid}`);
    expect(await app.db.selectFrom("calendar_writes").select("meeting_uid").execute()).toEqual([
      { meeting_uid: kept.uid },
    ]);
    expect(await calendars.removeLeftBehind()).toBe(0);
  });

  it("writes a meeting given to another member into their calendar, and later takes the copy left in the first one's", async () => {
    const app = await database.open();
    const clock = testClock();
    const calendars = service(app, clock);
    const [first, second] = [await addStaff(app), await addStaff(app)];
    await calendars.connect(first, radicale.calendarUrl("alice"));
    await calendars.connect(second, radicale.calendarUrl("bruno"));
    const meeting = await addMeeting(app, first, {
      start: "2026-12-09T18:00:00.000Z",
      end: "2026-12-09T18:30:00.000Z",
    });
    await calendars.writeMeeting(first, meeting);
    const copies = () =>
      app.db
        .selectFrom("calendar_writes")
        .innerJoin("calendar_connections", "calendar_connections.id", "calendar_writes.connection_id")
        .select(["calendar_connections.user_id", "calendar_writes.object_url"])
        .orderBy("calendar_connections.user_id")
        .execute();
    const [firstCopy] = await copies();

    // Given to the second member while the first one's calendar did not answer: no removal happened.
    await app.db.updateTable("meetings").set({ staff_user_id: second }).where("uid", "=", meeting.uid).execute();
    expect(await calendars.writeMeeting(second, meeting)).toEqual({ ok: true, written: true });
    const secondCopy = (await copies()).find((copy) => copy.user_id === second);
    expect(await radicale.getEvent(secondCopy?.object_url ?? "", "bruno")).toContain(`UID:${meeting.uid}`);

    clock.advance(15 * MINUTE + 1);
    expect(await calendars.removeLeftBehind()).toBe(1);
    expect(await radicale.getEvent(firstCopy?.object_url ?? "", "alice")).toBeUndefined();
    expect(await radicale.getEvent(secondCopy?.object_url ?? "", "bruno")).toContain(`UID:${meeting.uid}`);
    expect((await copies()).map((copy) => copy.user_id)).toEqual([second]);
  });

  it("titles each meeting in the feed and in CalDAV with its own type's name, in the member's language", async () => {
    const app = await database.open();
    const calendars = service(app, testClock());
    const member = await addStaff(app);
    await calendars.connect(member, radicale.calendarUrl("alice"));
    const at = { start: "2026-12-04T15:00:00.000Z", end: "2026-12-04T15:45:00.000Z" };
    const meeting = await addMeeting(app, member, at, "mga-partnership");
    await calendars.writeMeeting(member, meeting);
    const write = await app.db
      .selectFrom("calendar_writes")
      .selectAll()
      .where("meeting_uid", "=", meeting.uid)
      .executeTakeFirstOrThrow();
    expect(await radicale.getEvent(write.object_url, "alice")).toContain(
      "SUMMARY:Partenariat agent général – Julie Gagnon\\, Cabinet Gagnon",
    );
    const feed = await calendars.feed(await calendars.renewFeedToken(member));
    const [event] = readCalendar(feed ?? "").components.filter((component) => component.type === "VEVENT");
    expect(event && property(event, "SUMMARY")).toBe("Partenariat agent général – Julie Gagnon, Cabinet Gagnon");
    await calendars.removeMeeting(meeting.uid);
  });

  it("writes nothing for a member without a CalDAV calendar", async () => {
    const app = await database.open();
    const calendars = service(app, testClock());
    const member = await addStaff(app);
    const meeting = await addMeeting(app, member, {
      start: "2026-12-02T15:00:00.000Z",
      end: "2026-12-02T15:30:00.000Z",
    });
    expect(await calendars.writeMeeting(member, meeting)).toEqual({ ok: true, written: false });
  });

  it("serves a member's private feed with their meetings and no more about the prospect; a renewed or wrong token opens nothing", async () => {
    const app = await database.open();
    const calendars = service(app, testClock());
    const member = await addStaff(app, { lang: "en" });
    const other = await addStaff(app);
    const meeting = await addMeeting(app, member, {
      start: "2026-12-02T15:00:00.000Z",
      end: "2026-12-02T15:30:00.000Z",
    });
    await addMeeting(app, other, { start: "2026-12-03T15:00:00.000Z", end: "2026-12-03T15:30:00.000Z" });

    expect(await calendars.feedMadeAt(member)).toBeUndefined();
    const token = await calendars.renewFeedToken(member);
    expect(await calendars.feedMadeAt(member)).toEqual(testClock().now());
    const feed = await calendars.feed(token);
    const events = readCalendar(feed ?? "").components.filter((component) => component.type === "VEVENT");
    expect(events).toHaveLength(1);
    const [event] = events as [Component];
    expect(property(event, "UID")).toBe(meeting.uid);
    expect(property(event, "SUMMARY")).toBe("Demo – Julie Gagnon, Cabinet Gagnon");
    expect(property(event, "DESCRIPTION")).toBe(
      `Video call: https://visio.sobrita.test/demo-${meeting.uid}\nLead in the back office: https://sobrita.test/admin/leads/${meeting.leadId}`,
    );
    const unfolded = (feed ?? "").replace(/\r\n[ \t]/g, "");
    for (const private_ of ["julie@cabinet-gagnon.ca", "514 555-0199", "quatre conseillers"])
      expect(unfolded).not.toContain(private_);

    const renewed = await calendars.renewFeedToken(member);
    expect(await calendars.feed(token)).toBeUndefined();
    expect(await calendars.feed(renewed)).toContain(meeting.uid);
    // One character off (a token that already ends in "A" gets a "B").
    const wrong = `${renewed.slice(0, -1)}${renewed.endsWith("A") ? "B" : "A"}`;
    expect(await calendars.feed(wrong)).toBeUndefined();
  });
});
