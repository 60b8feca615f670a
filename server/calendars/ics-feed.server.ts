import { authorizationOf, type CalendarAddress } from "./address.server";
import { CalendarError } from "./calendar-error.server";
import type { CalendarFetch } from "./calendar-fetch.server";
import { byteBudget } from "./read-limits.server";

export type FeedLimits = {
  /** A feed larger than this is refused, however it is sent. */
  maxBytes: number;
  /** Stops the whole read, redirects included. */
  signal: AbortSignal;
  /** Vets each hop's address before connecting (decision 059). */
  fetch: CalendarFetch;
};

const MAX_REDIRECTS = 5;

/**
 * Downloads a published calendar (Outlook's "Publish a calendar", Google's secret iCal address):
 * redirects followed by hand so each one is checked (HTTP or HTTPS only, and credentials never sent
 * to another host), each hop's address vetted by `fetch`, the body read up to `maxBytes`, and every
 * failure said as a CalendarError.
 */
export async function downloadFeed(address: CalendarAddress, limits: FeedLimits): Promise<string> {
  let url = address.target;
  let headers: Record<string, string> = { accept: "text/calendar, */*;q=0.5", ...authorizationOf(address) };
  for (let redirects = 0; ; redirects++) {
    const response = await limits.fetch(url, { headers, redirect: "manual", signal: limits.signal });
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, url);
      if ((next.protocol !== "https:" && next.protocol !== "http:") || redirects >= MAX_REDIRECTS)
        throw new CalendarError("httpError", `${response.status} → ${next.protocol}`);
      if (next.host !== url.host) headers = { accept: headers.accept ?? "" };
      url = next;
      continue;
    }
    return readCalendarBody(response, limits.maxBytes);
  }
}

async function readCalendarBody(response: Response, maxBytes: number): Promise<string> {
  if (response.status === 401 || response.status === 403) throw new CalendarError("unauthorized", `${response.status}`);
  if (response.status === 404 || response.status === 410) throw new CalendarError("notFound", `${response.status}`);
  if (!response.ok) throw new CalendarError("httpError", `${response.status}`);
  const budget = byteBudget(maxBytes);
  const refused = budget.refuses(Number(response.headers.get("content-length") ?? 0));
  if (refused) {
    await response.body?.cancel();
    throw refused;
  }
  if (/text\/html/i.test(response.headers.get("content-type") ?? "")) {
    await response.body?.cancel();
    throw new CalendarError("notCalendar");
  }
  const text = response.body ? await new Response(budget.count(response.body)).text() : "";
  if (!/^\s*BEGIN:VCALENDAR/i.test(text.replace(/^\uFEFF/, ""))) throw new CalendarError("notCalendar");
  return text;
}
