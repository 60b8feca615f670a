/** The calendar service as unit tests run it, with a key of its own. */
import { randomBytes } from "node:crypto";
import { type CalendarServiceOptions, createCalendarService } from "../../server/calendars/calendars.server";
import { createSealer } from "../../server/calendars/seal.server";
import type { AppDatabase } from "../../server/db/db.server";

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
