import { addDays, format, parseISO } from "date-fns";
import { teamTimeZone as timeZone } from "../../common/admin/format.server";

// The site counts in the company's calendar (Montréal): a day is a day there, whatever the server's zone.

// en-CA formats a date as YYYY-MM-DD.
const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The site's calendar day of an instant, YYYY-MM-DD. */
export function siteDay(at: number | Date): string {
  return dayFormat.format(at);
}

/** The calendar day `count` days after `day` (before, when negative); both YYYY-MM-DD. */
export function shiftDay(day: string, count: number): string {
  return format(addDays(parseISO(day), count), "yyyy-MM-dd");
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = shiftDay(day, 1)) days.push(day);
  return days;
}

export const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(parseISO(text).getTime());
