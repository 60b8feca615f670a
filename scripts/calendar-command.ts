/** `npm run users -- calendar …`: connect, list and remove a member's calendars (decision 028). */
import type { User } from "#server/auth/store.server.ts";
import { bookingConfig } from "#server/booking/config.ts";
import { calendarErrorText } from "#server/calendars/calendar-error.server.ts";
import { calendarServiceFor } from "#server/calendars/setup.server.ts";
import type { CalendarConnection } from "#server/calendars/store.server.ts";
import type { CalendarKind } from "#server/calendars/tables.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { calendarPrivateHosts } from "#server/env.server.ts";
import type { CliIO } from "./cli";

/** How many of the next busy times connecting prints. */
const SHOWN = 10;

const kindName: Record<CalendarKind, string> = { ics: "published ICS", caldav: "CalDAV" };

const when = new Intl.DateTimeFormat("en-CA", {
  timeZone: bookingConfig.timeZone,
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

export async function calendarCommand(options: {
  app: AppDatabase;
  env: Record<string, string | undefined>;
  io: CliIO;
  siteUrl: string;
  user: User;
  url?: string;
  kind?: CalendarKind;
  remove?: number;
}): Promise<void> {
  const { io, user } = options;
  const privateHosts = calendarPrivateHosts.safeParse(options.env.CALENDAR_PRIVATE_HOSTS);
  if (!privateHosts.success)
    throw new Error(`CALENDAR_PRIVATE_HOSTS: ${privateHosts.error.issues.map((issue) => issue.message).join("; ")}`);
  const calendars = await calendarServiceFor(options.app, {
    calendarKey: options.env.CALENDAR_KEY || undefined,
    siteUrl: options.siteUrl,
    privateHosts: privateHosts.data,
  });
  if (options.remove !== undefined) {
    if (!(await calendars.remove(user.id, options.remove)))
      throw new Error(`${user.email} has no calendar number ${options.remove}.`);
    io.out(`Calendar ${options.remove} taken off ${user.email}.\n`);
    return;
  }
  if (!options.url) {
    const connections = await calendars.connections(user.id);
    io.out(connections.length ? connections.map(describe).join("") : `${user.email} has no calendar connected.\n`);
    return;
  }
  const outcome = await calendars.connect(user.id, options.url, options.kind);
  if (!outcome.ok) throw new Error(`Not connected: ${calendarErrorText(outcome.error, "en")}`);
  const { connection, found } = outcome;
  const upcoming = found.busy.filter((interval) => interval.end > Date.now());
  const next = upcoming.slice(0, SHOWN);
  const lines = [
    `Connected ${connection.displayUrl} (${kindName[connection.kind]}) to ${user.email} as calendar ${connection.id}.`,
    `${found.events} event${found.events === 1 ? "" : "s"} read; ${upcoming.length} busy time${upcoming.length === 1 ? "" : "s"} in the next ${bookingConfig.horizonDays} days.`,
    ...(next.length ? ["Next busy times (Eastern time):"] : []),
    ...next.map(({ start, end }) => `  ${when.formatRange(start, end)}`),
  ];
  io.out(`${lines.join("\n")}\n`);
}

function describe(connection: CalendarConnection): string {
  const read = connection.lastReadAt ? `last read ${connection.lastReadAt.toISOString()}` : "never read";
  const error = connection.lastError ? `\n    ${calendarErrorText(connection.lastError, "en")}` : "";
  return `${connection.id}  ${kindName[connection.kind]}  ${connection.displayUrl}  ${connection.eventCount} events, ${read}${error}\n`;
}
