import type { AdminDictionary } from "#common/admin/content/types.ts";
import { formatDateTime } from "#common/admin/format.server.ts";
import type { CalendarForm } from "#common/admin/forms/calendars.ts";
import { formatMessage } from "#common/site/message.ts";
import { siteUrl } from "#common/site/origin.server.ts";
import type { Lang } from "#common/site/pages.ts";
import { adminError } from "#server/auth/guard.server.ts";
import { calendarErrorText } from "./calendar-error.server";
import { calendarFeedPath } from "./calendar-feed.server";
import type { CalendarService } from "./calendars.server";

const when = (date: Date, lang: Lang) => formatDateTime(date.toISOString(), lang);

/**
 * What *Availability* shows of a member's calendars (decision 035): each one's address as it may be
 * shown, its last read and last error in words, whether their times are withheld, when their feed
 * address was made; and, for an admin, every member whose calendar has not been read for an hour.
 */
export async function calendarSettings(
  calendars: CalendarService,
  memberId: number,
  viewer: { lang: Lang; isAdmin: boolean; t: AdminDictionary },
) {
  const { lang, t } = viewer;
  const c = t.calendarScreen;
  const [connections, feedMadeAt, notRead] = await Promise.all([
    calendars.connections(memberId),
    calendars.feedMadeAt(memberId),
    calendars.notReadLately(),
  ]);
  return {
    c,
    calendars: connections.map((connection) => ({
      id: connection.id,
      address: connection.displayUrl,
      kind: c.kinds[connection.kind],
      read: connection.lastReadAt
        ? formatMessage(c.lastRead, lang, { when: when(connection.lastReadAt, lang) })
        : c.neverRead,
      events: formatMessage(c.events, lang, { count: String(connection.eventCount) }),
      state: connection.lastError
        ? formatMessage(c.lastError, lang, { reason: calendarErrorText(connection.lastError, lang) })
        : connection.lastReadAt
          ? c.readOk
          : "",
      failed: connection.lastError !== null,
    })),
    withheld: notRead.some((member) => member.userId === memberId),
    feedMade: feedMadeAt ? formatMessage(c.feedMade, lang, { when: when(feedMadeAt, lang) }) : undefined,
    notRead: viewer.isAdmin
      ? notRead.map((member) => ({
          userId: member.userId,
          text: member.lastReadAt
            ? formatMessage(c.staleMember, lang, { email: member.email, when: when(member.lastReadAt, lang) })
            : formatMessage(c.staleNever, lang, { email: member.email }),
        }))
      : [],
  };
}

/**
 * A calendar that could not be connected: the reason in words, the field it is about, and what was
 * typed to put back in the form. Never the password: it is typed again.
 */
export type CalendarRefusal = {
  problem: string;
  field: "calendarUrl" | "calendarUsername";
  typed: { calendarUrl: string; calendarUsername: string };
};

/**
 * A CalDAV account's address with the user name and password typed in their own fields, as the URL's
 * user-info that the calendar service reads and seals with the address (the URL API encodes them).
 * Undefined when none were typed or the address is not a URL (the service then says why).
 */
export function withCredentials(address: string, username: string, password: string): string | undefined {
  if (!username && !password) return undefined;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return undefined;
  }
  url.username = username;
  url.password = password;
  return url.href;
}

/**
 * Connects, removes or renews for the member shown; audited by the caller with the action named
 * here. A calendar that cannot be read is refused with the reason in words; a renewed feed's
 * address is answered once, never stored in a form anyone can read again.
 */
export async function calendarAction(
  calendars: CalendarService,
  sent: CalendarForm,
  memberId: number,
  lang: Lang,
): Promise<{ audit: string; details?: Record<string, string>; feedUrl?: string } | CalendarRefusal> {
  if (sent.intent === "connectCalendar") {
    const typed = { calendarUrl: sent.calendarUrl, calendarUsername: sent.calendarUsername };
    const url = withCredentials(typed.calendarUrl, typed.calendarUsername, sent.calendarPassword);
    const outcome = await calendars.connect(memberId, url ?? typed.calendarUrl);
    if (!outcome.ok) {
      // A refused name or password is the credentials' fault when they were typed apart; anything else, the address's.
      const at = outcome.error.code === "unauthorized" && typed.calendarUsername ? "calendarUsername" : "calendarUrl";
      return { problem: calendarErrorText(outcome.error, lang), field: at, typed };
    }
    return { audit: "calendar.connect", details: { kind: outcome.connection.kind } };
  }
  if (sent.intent === "removeCalendar") {
    if (!(await calendars.remove(memberId, sent.id))) throw adminError(400, lang, "badRequest");
    return { audit: "calendar.remove" };
  }
  const token = await calendars.renewFeedToken(memberId);
  return { audit: "calendar.feed_renew", feedUrl: `${siteUrl}${calendarFeedPath(token)}` };
}
