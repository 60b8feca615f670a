import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { formatMessage } from "#common/site/message.ts";
import { htmlLang, type Lang } from "#common/site/pages.ts";

/**
 * Why a calendar could not be read or written, as a code the screens and the command line put in
 * words (the back office's `calendars.errors` dictionary), and a detail that names nothing private:
 * an HTTP status or a size, never a word of what the address answered (decision 059).
 */
export const calendarErrorCodes = [
  "badUrl",
  "privateNetwork",
  "port",
  "unreachable",
  "timeout",
  "unauthorized",
  "notFound",
  "httpError",
  "notCalendar",
  "tooLarge",
  "malformed",
  "noCalendar",
  // Neither a published feed nor a CalDAV account: tsdav found no principal (a web page's address, say).
  "notCalDav",
  // A read cut short (decision 060): `detail` is the limit passed.
  "tooManyEvents",
  "tooManyOccurrences",
  "tooSlow",
  "tooMuchMemory",
] as const;

export type CalendarErrorCode = (typeof calendarErrorCodes)[number];

export class CalendarError extends Error {
  constructor(
    readonly code: CalendarErrorCode,
    readonly detail = "",
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = "CalendarError";
  }
}

/**
 * Any failure while reading, as a CalendarError. An unexpected one is "malformed", without the
 * library's words: a parser quotes the text it choked on, which is the address's answer.
 */
export function asCalendarError(error: unknown): CalendarError {
  if (error instanceof CalendarError) return error;
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError"))
    return new CalendarError("timeout");
  return new CalendarError("malformed");
}

export function isCalendarErrorCode(value: string): value is CalendarErrorCode {
  return (calendarErrorCodes as readonly string[]).includes(value);
}

/** The error in plain words, for *Availability* and the command line; a count as the language writes it. */
export function calendarErrorText(error: { code: CalendarErrorCode; detail: string }, lang: Lang): string {
  const detail = /^\d+$/.test(error.detail)
    ? new Intl.NumberFormat(htmlLang[lang]).format(Number(error.detail))
    : error.detail;
  return formatMessage(adminDictionaries[lang].calendars.errors[error.code], lang, { detail: detail || "?" });
}
