import {
  createAccount,
  createCalendarObject,
  type DAVCalendar,
  deleteCalendarObject,
  fetchCalendarObjects,
  fetchCalendars,
  updateCalendarObject,
  urlEquals,
} from "tsdav";
import { authorizationOf, type CalendarAddress } from "./address.server";
import { CalendarError } from "./calendar-error.server";
import type { CalendarFetch } from "./calendar-fetch.server";
import { byteBudget } from "./read-limits.server";

/**
 * What each conversation needs: the fetch that vets every address it connects to, and the bytes
 * all its answers may take together. No deadline: a conversation runs in a worker thread
 * (./busy-worker.server.ts), which its caller ends when its own deadline passes.
 */
export type DavRequest = { fetch: CalendarFetch; maxBytes: number };

/**
 * One conversation with a CalDAV server through tsdav: every request (its redirects included) goes
 * through the vetting fetch with the member's credentials, every answer's body is counted against
 * one byte budget, and a refusal, a silence or an answer too large becomes a CalendarError that
 * says which, whatever tsdav would have made of it.
 */
function davSession(address: CalendarAddress, { fetch: vetted, maxBytes }: DavRequest) {
  const headers = authorizationOf(address);
  const budget = byteBudget(maxBytes);
  let firstFailure: CalendarError | undefined;
  const guarded: CalendarFetch = async (input, init) => {
    try {
      const response = await vetted(input, init);
      if (response.status === 401 || response.status === 403)
        throw new CalendarError("unauthorized", `${response.status}`);
      return response.body ? withBody(response, budget.count(response.body)) : response;
    } catch (error) {
      if (error instanceof CalendarError) firstFailure ??= error;
      throw error;
    }
  };
  return { headers, fetch: guarded, failure: () => firstFailure ?? budget.exceeded(), cutOff: budget.exceeded };
}

/** `response` with another body: tsdav reads the answer's address as well as its text. */
function withBody(response: Response, body: ReadableStream<Uint8Array>): Response {
  const { status, statusText, headers, url } = response;
  return Object.defineProperty(new Response(body, { status, statusText, headers }), "url", { value: url });
}

type DavSession = ReturnType<typeof davSession>;

/**
 * Runs `talk` in one session; when it fails, says why with the first refusal its requests met:
 * tsdav swallows some (it tries the server's root when the principal's address was refused), and
 * would otherwise report what it could not find next instead of the address that was not allowed.
 * An answer cut off at the byte budget fails the conversation even when tsdav went on without it:
 * a calendar read in part would leave events out.
 */
async function converse<T>(address: CalendarAddress, request: DavRequest, talk: (session: DavSession) => Promise<T>) {
  const session = davSession(address, request);
  let result: T;
  try {
    result = await talk(session);
  } catch (error) {
    throw session.failure() ?? error;
  }
  const cutOff = session.cutOff();
  if (cutOff) throw cutOff;
  return result;
}

/**
 * The calendars an address names: the one collection it points at, or, for an account's address,
 * every calendar of events in it.
 */
async function calendarsAt(address: CalendarAddress, session: DavSession): Promise<DAVCalendar[]> {
  let found: DAVCalendar[];
  try {
    const account = await createAccount({
      account: {
        serverUrl: address.target.href,
        accountType: "caldav",
        credentials: { username: address.username, password: address.password },
      },
      headers: session.headers,
      fetch: session.fetch,
    });
    found = await fetchCalendars({ account, headers: session.headers, fetch: session.fetch });
  } catch (error) {
    // tsdav's own words ("cannot find principalUrl") say only that no CalDAV account answered here.
    if (error instanceof CalendarError) throw error;
    throw new CalendarError("notCalDav");
  }
  const calendars = found.filter((calendar) => !calendar.components || calendar.components.includes("VEVENT"));
  const named = calendars.filter((calendar) => urlEquals(calendar.url, address.target.href));
  if (named.length) return named;
  if (calendars.length) return calendars;
  throw new CalendarError("noCalendar");
}

/** The iCalendar texts of the events in `range`, from every calendar the address names. */
export async function readCalDav(
  address: CalendarAddress,
  range: { from: Date; to: Date },
  request: DavRequest,
): Promise<string[]> {
  return converse(address, request, async (session) => {
    const texts: string[] = [];
    for (const calendar of await calendarsAt(address, session)) {
      const objects = await fetchCalendarObjects({
        calendar,
        timeRange: { start: range.from.toISOString(), end: range.to.toISOString() },
        // Objects are not always named *.ics (tsdav's default filter): anything but a collection.
        urlFilter: (url) => Boolean(url) && !url.endsWith("/"),
        headers: session.headers,
        fetch: session.fetch,
      });
      for (const object of objects) if (typeof object.data === "string" && object.data) texts.push(object.data);
    }
    return texts;
  });
}

/**
 * Puts a meeting's event into the member's calendar under `objectUrl` when it was written before,
 * else as a new object named after its UID; returns where it now is.
 */
export async function putCalDavEvent(
  address: CalendarAddress,
  event: { uid: string; ics: string; objectUrl?: string },
  request: DavRequest,
): Promise<string> {
  return converse(address, request, async (session) => {
    if (event.objectUrl) {
      const response = await updateCalendarObject({
        calendarObject: { url: event.objectUrl, data: event.ics },
        headers: { "content-type": "text/calendar; charset=utf-8", ...session.headers },
        fetch: session.fetch,
      });
      if (response.ok) return event.objectUrl;
      // The member deleted it by hand: write it anew.
      if (response.status !== 404) throw new CalendarError("httpError", `${response.status}`);
    }
    const [calendar] = await calendarsAt(address, session);
    if (!calendar) throw new CalendarError("noCalendar");
    const filename = `${encodeURIComponent(event.uid)}.ics`;
    const response = await createCalendarObject({
      calendar,
      filename,
      iCalString: event.ics,
      headers: session.headers,
      fetch: session.fetch,
    });
    if (!response.ok) throw new CalendarError("httpError", `${response.status}`);
    return new URL(filename, calendar.url.endsWith("/") ? calendar.url : `${calendar.url}/`).href;
  });
}

/** Removes a meeting's event; one already gone is fine. */
export async function deleteCalDavEvent(address: CalendarAddress, objectUrl: string, request: DavRequest) {
  await converse(address, request, async (session) => {
    const response = await deleteCalendarObject({
      calendarObject: { url: objectUrl },
      headers: session.headers,
      fetch: session.fetch,
    });
    if (!response.ok && response.status !== 404) throw new CalendarError("httpError", `${response.status}`);
  });
}
