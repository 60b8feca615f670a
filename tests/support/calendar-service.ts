/** The calendar service as unit tests run it, with a key of its own. */
import { randomBytes } from "node:crypto";
import { type CalendarServiceOptions, createCalendarService } from "#server/calendars/calendars.server.ts";
import { createSealer } from "#server/calendars/seal.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";

/**
 * The service on a clock the test moves (`advance`), reading calendars served on loopback (decision
 * 059), as the tests that measure a read's stall run it: each passes its own read deadline.
 */
export function clockedCalendarService(
  app: AppDatabase,
  start: number,
  options: Partial<CalendarServiceOptions> & { readTimeoutMs: number },
) {
  let at = start;
  const calendars = testCalendarService(app, { now: () => new Date(at), privateHosts: ["127.0.0.1"], ...options });
  return {
    calendars,
    advance(ms: number) {
      at += ms;
    },
  };
}

/** Montréal's zone, 30 days offered, a test site and video room; `options` over those. */
export function testCalendarService(app: AppDatabase, options: Partial<CalendarServiceOptions> = {}) {
  return createCalendarService(app, {
    sealer: createSealer(randomBytes(32)),
    timeZone: "America/Toronto",
    horizonDays: 30,
    siteOrigin: "https://sobrita.test",
    videoLink: () => "https://visio.sobrita.test/demo",
    ...options,
  });
}
