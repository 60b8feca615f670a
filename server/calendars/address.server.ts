import { CalendarError } from "./calendar-error.server";
import type { CalendarKind } from "./tables";

/** A calendar's address taken apart: where to ask, with which credentials, and how to show it. */
export type CalendarAddress = {
  kind: CalendarKind;
  /** The address without its user-info: fetch refuses credentials in a URL. */
  target: URL;
  username: string;
  password: string;
  /** Safe to show and log: no user-info, no query, and no path but its last part (secret addresses hide their secret there). */
  display: string;
};

/**
 * Reads an address as a member pastes it. webcal:// is the same feed over HTTPS. A published
 * address (Outlook, Google, iCloud) names an .ics file; any other is a CalDAV calendar or account,
 * unless `kind` says otherwise.
 */
export function parseCalendarAddress(text: string, kind?: CalendarKind): CalendarAddress {
  let url: URL;
  try {
    url = new URL(text.trim().replace(/^webcals?:\/\//i, "https://"));
  } catch {
    throw new CalendarError("badUrl");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new CalendarError("badUrl");
  const username = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  const target = new URL(url.href);
  target.username = "";
  target.password = "";
  return {
    kind: kind ?? (/\.ics$/i.test(url.pathname) || /^webcals?:/i.test(text.trim()) ? "ics" : "caldav"),
    target,
    username,
    password,
    display: displayOf(target),
  };
}

function displayOf(url: URL): string {
  const parts = url.pathname.split("/").filter(Boolean);
  const path = parts.length > 1 ? `/…/${parts.at(-1)}` : url.pathname;
  return `${url.protocol}//${url.host}${path}`;
}

/** The Authorization header for an address with credentials, none without. */
export function authorizationOf(address: CalendarAddress): Record<string, string> {
  if (!address.username && !address.password) return {};
  return { authorization: `Basic ${Buffer.from(`${address.username}:${address.password}`).toString("base64")}` };
}
