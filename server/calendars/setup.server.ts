import { bookingConfig } from "#server/booking/config.ts";
import { placeOf } from "#server/booking/invitation.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { sharedSecret } from "#server/db/settings.server.ts";
import { createCalendarService } from "./calendars.server";
import { calendarKey, createSealer } from "./seal.server";

/**
 * The calendar service as the server and the command line both run it: sealed with CALENDAR_KEY,
 * or with the key kept in the database when it is unset (decision 028), and read over booking's
 * zone and horizon.
 */
export async function calendarServiceFor(
  app: AppDatabase,
  settings: {
    calendarKey?: string;
    siteUrl: string;
    /** CALENDAR_PRIVATE_HOSTS (decision 059). */
    privateHosts?: readonly string[];
    log?: (event: string, details: Record<string, unknown>) => void;
  },
) {
  const key = settings.calendarKey ?? (await sharedSecret(app, "calendar_key"));
  return createCalendarService(app, {
    sealer: createSealer(calendarKey(key)),
    timeZone: bookingConfig.timeZone,
    horizonDays: bookingConfig.horizonDays,
    siteOrigin: new URL(settings.siteUrl).origin,
    privateHosts: settings.privateHosts,
    videoLink: (meeting) => placeOf(bookingConfig.place, meeting).value,
    log: settings.log,
  });
}
