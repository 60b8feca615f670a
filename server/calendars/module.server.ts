import type { Ground, ServerModule } from "#server/module.server.ts";
import { calendarFeedHandler, calendarFeedRoute } from "./calendar-feed.server";
import type { CalendarService } from "./calendars.server";
import { calendarReads } from "./metrics.server";
import { calendarServiceFor } from "./setup.server";

/**
 * Members' calendars (decisions 028 and 035): read every 5 minutes by whichever instance claims each
 * first, written back when a meeting changes, and each member's private feed.
 */
export async function calendarsModule({
  env,
  log,
  database,
}: Ground): Promise<ServerModule & { calendars: CalendarService }> {
  if (!env.CALENDAR_KEY)
    log.warn("CALENDAR_KEY is unset: calendar addresses are sealed with a key kept in the database");
  const calendars = await calendarServiceFor(database, {
    calendarKey: env.CALENDAR_KEY,
    siteUrl: env.SITE_URL,
    privateHosts: env.CALENDAR_PRIVATE_HOSTS,
    log: (event, details) => log.warn(details, event),
  });
  return {
    name: "calendars",
    calendars,
    services: { calendars },
    jobs: [{ start: () => calendars.start() }],
    routes: () => [
      { method: "get", path: calendarFeedRoute, handler: calendarFeedHandler((token) => calendars.feed(token)) },
    ],
    metrics: [calendarReads],
  };
}
