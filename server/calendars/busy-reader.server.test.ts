import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { backends, sqliteBackend } from "#tests/support/backends.ts";
import { addStaff } from "#tests/support/booking.ts";
import { clockedCalendarService } from "#tests/support/calendar-service.ts";
import { calendarFixture, calendarOf, oneEvent } from "#tests/support/calendars.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { longestStall, stallMarginMs } from "#tests/support/event-loop.ts";
import { calendarText, startIcsServer, type TestIcsServer } from "#tests/support/ics-server.ts";
import { createCalendarThreads } from "./busy-reader.server";
import { calendarErrorText } from "./calendar-error.server";
import { calendarSettings } from "./calendar-settings.server";
import type { CalendarServiceOptions } from "./calendars.server";
import { readLimits } from "./read-limits.server";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The tests' "now": 2026-11-20 at 7:00 in Toronto. */
const START = Date.parse("2026-11-20T12:00:00Z");

let feeds: TestIcsServer;
beforeAll(async () => {
  feeds = await startIcsServer();
});
afterAll(async () => {
  await feeds?.close();
});

/** A fresh address on the feed server, publishing `text`; `republish` changes what it publishes. */
function published(text: string) {
  const path = `/calendars/${randomBytes(6).toString("hex")}/calendar.ics`;
  feeds.serve(path, calendarText(text));
  return { url: feeds.origin + path, republish: (next: string) => feeds.serve(path, calendarText(next)) };
}

function service(app: AppDatabase, options: Partial<CalendarServiceOptions> = {}) {
  return clockedCalendarService(app, START, { readTimeoutMs: 15_000, ...options });
}

/** `count` one-hour events on the coming days' working hours. */
function busyMonth(count: number): string {
  const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, "");
  const events = Array.from({ length: count }, (_, i) => {
    const start = START + (1 + (i % 25)) * DAY + (i % 8) * 3_600_000;
    return [`DTSTART:${stamp(start)}Z`, `DTEND:${stamp(start + 3_600_000)}Z`];
  });
  return calendarOf("month", "-//test//EN", events);
}

/** Two reads, each starting a thread: seconds apiece on a busy machine (stress-ng beside the tests). */
const busyMachine = 60_000;

/** The process's CPU time, all its threads, over `ms` of waiting. */
async function cpuMsOver(ms: number): Promise<number> {
  const before = process.cpuUsage();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const { user, system } = process.cpuUsage(before);
  return (user + system) / 1000;
}

describe("a calendar's read on its own thread", () => {
  const database = useTestDatabase(sqliteBackend);

  it(
    "reads the ten-event minutely feed while the server's event loop keeps turning, and cuts it short",
    async () => {
      const app = await database.open();
      const { calendars } = service(app);
      const member = await addStaff(app);
      const harmless = published(oneEvent("DTSTART:20261124T150000Z", "DTEND:20261124T160000Z"));
      const baseline = await longestStall(() => calendars.connect(member, harmless.url));
      expect(baseline.result, JSON.stringify(baseline.result)).toMatchObject({ ok: true });
      const connected = await calendars.connections(member);

      const { result: outcome, stallMs } = await longestStall(() =>
        calendars.connect(member, published(calendarFixture("minutely")).url),
      );

      // Read on the server's thread, this feed held it 6.75 s (issue 44); here, no longer than a one-event feed did.
      expect(stallMs).toBeLessThan(baseline.stallMs + stallMarginMs);
      expect(outcome).toMatchObject({ ok: false, error: { code: "tooManyOccurrences", detail: "20000" } });
      expect(await calendars.connections(member)).toEqual(connected);
    },
    busyMachine,
  );

  it("cuts short a feed of more than 5,000 events in the coming month", async () => {
    const app = await database.open();
    const { calendars } = service(app);
    const member = await addStaff(app);

    const outcome = await calendars.connect(member, published(busyMonth(5_001)).url);

    expect(outcome).toMatchObject({ ok: false, error: { code: "tooManyEvents", detail: "5000" } });
  });

  it("ends a read at its time limit, and the thread that read stops", async () => {
    const app = await database.open();
    const limitMs = 1_000;
    // Counts high enough that only the clock stops the ten minutely events (470,000 occurrences).
    const { calendars } = service(app, {
      readLimits: { timeLimitMs: limitMs, occurrences: 10_000_000, stepsBeforeWindow: 10_000_000 },
    });
    const member = await addStaff(app);

    const outcome = await calendars.connect(member, published(calendarFixture("minutely")).url);

    // Ended by its 1 s limit (counted once the thread has the text), not by the read's 15 s deadline ("timeout").
    expect(outcome).toMatchObject({ ok: false, error: { code: "tooSlow", detail: "1" } });
    // A thread still expanding would burn a whole core: about 500 ms of CPU in these 500 ms.
    expect(await cpuMsOver(500)).toBeLessThan(200);
  });

  it("ends a read that needs more memory than its thread is given", async () => {
    const app = await database.open();
    const { calendars } = service(app, { readLimits: { heapMb: 8, events: 1_000_000 } });
    const member = await addStaff(app);

    const outcome = await calendars.connect(member, published(busyMonth(60_000)).url);

    // The thread ends with ERR_WORKER_OUT_OF_MEMORY (Node 20 and 24 alike), which the member reads as the limit passed.
    expect(outcome).toMatchObject({ ok: false, error: { code: "tooMuchMemory", detail: "8" } });
    if (outcome.ok) return;
    expect(calendarErrorText(outcome.error, "fr")).toMatch(
      /^La lecture de ce calendrier a demandé plus de 8\u00a0Mo de mémoire\u00a0;/,
    );
    expect(calendarErrorText(outcome.error, "en")).toMatch(/^This calendar needed more than 8 MB of memory to read,/);
  });
});

describe("reads at once", () => {
  it("are at most as many as the workers allowed: another waits its turn, within its own deadline", async () => {
    const inThread = createCalendarThreads({
      ...readLimits,
      workers: 1,
      timeLimitMs: 3_000,
      occurrences: 10_000_000,
      stepsBeforeWindow: 10_000_000,
    });
    const window = { from: START - DAY, to: START + 31 * DAY, timeZone: "America/Toronto" };
    const small = [oneEvent("DTSTART:20261124T150000Z", "DTEND:20261124T160000Z")];

    // Five copies of the minutely feed: 2.3 million occurrences, many times what 3 s expand.
    const read = (texts: string[], signal: AbortSignal) => inThread({ kind: "busy", texts, window }, signal);
    const long = read(Array(5).fill(calendarFixture("minutely")), AbortSignal.timeout(20_000));
    const waiting = read(small, AbortSignal.timeout(1_000));

    await expect(waiting).rejects.toMatchObject({ code: "timeout" });
    await expect(long).rejects.toMatchObject({ code: "tooSlow" });
    await expect(read(small, AbortSignal.timeout(10_000))).resolves.toMatchObject({ events: 1 });
  });
});

describe.each(backends)("a calendar cut short on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("is recorded as failing, keeps its last busy times until they go stale, and is shown in words", async () => {
    const app = await database.open();
    const { calendars, advance } = service(app);
    const member = await addStaff(app);
    const feed = published(oneEvent("DTSTART:20261124T150000Z", "DTEND:20261124T160000Z"));
    expect(await calendars.connect(member, feed.url)).toMatchObject({ ok: true, found: { events: 1 } });
    const readAt = new Date(START);
    const week = [new Date("2026-11-23T00:00Z"), new Date("2026-11-30T00:00Z")] as const;

    // An invitation every minute lands in the published calendar.
    feed.republish(calendarFixture("minutely"));
    advance(6 * MINUTE);
    await calendars.refreshDue();

    const [connection] = await calendars.connections(member);
    expect(connection).toMatchObject({
      lastReadAt: readAt,
      lastError: { code: "tooManyOccurrences", detail: "20000" },
    });
    const busy = await calendars.busyIntervals(member, ...week);
    expect(busy).toMatchObject({ stale: false, intervals: [{ start: Date.parse("2026-11-24T15:00Z") }] });
    const shown = await calendarSettings(calendars, member, { lang: "fr", isAdmin: false, t: adminDictionaries.fr });
    expect(shown.calendars).toEqual([
      expect.objectContaining({
        address: `${feeds.origin}/…/calendar.ics`,
        failed: true,
        state:
          "Dernier essai échoué\u00a0: Les événements répétés de ce calendrier font plus de 20\u00a0000\u00a0occurrences (un événement répété chaque minute, par exemple)\u00a0; il n’a donc pas été utilisé. Supprimez ou corrigez cet événement dans votre calendrier.",
      }),
    ]);
    const inEnglish = await calendarSettings(calendars, member, {
      lang: "en",
      isAdmin: false,
      t: adminDictionaries.en,
    });
    expect(inEnglish.calendars[0]?.state).toContain("make more than 20,000 occurrences");

    // Still cut short an hour later: the member's times are withheld.
    advance(55 * MINUTE);
    await calendars.refreshDue();
    expect(await calendars.busyIntervals(member, ...week)).toMatchObject({ stale: true });
    expect(
      (await calendarSettings(calendars, member, { lang: "fr", isAdmin: false, t: adminDictionaries.fr })).withheld,
    ).toBe(true);
  });
});
