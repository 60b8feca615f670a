/**
 * Québec's statutory holidays (Loi sur les normes du travail, s. 60 and the Fête nationale act), as
 * civil dates "YYYY-MM-DD". Only calendar arithmetic on dates, never on times: a holiday is a whole
 * local day, whatever the time zone.
 */

const pad = (n: number) => String(n).padStart(2, "0");
const civil = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
/** 0 = Sunday … 6 = Saturday, of a civil date. */
const weekday = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay();

/** Easter Sunday in the Gregorian calendar (the anonymous "Meeus/Jones/Butcher" computus). */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** The n-th Monday (1-based) of a month. */
function nthMonday(year: number, month: number, n: number): string {
  const first = weekday(year, month, 1);
  return civil(year, month, 1 + ((8 - first) % 7) + 7 * (n - 1));
}

/** The Monday strictly before a date of May (Journée nationale des patriotes: before May 25). */
function mondayBefore(year: number, month: number, day: number): string {
  const back = (weekday(year, month, day) + 6) % 7 || 7;
  return civil(year, month, day - back);
}

/** Moves a holiday falling on a Sunday to the Monday, as the law does for June 24 and July 1. */
function sundayToMonday(year: number, month: number, day: number): string {
  return civil(year, month, weekday(year, month, day) === 0 ? day + 1 : day);
}

export function quebecHolidays(year: number): string[] {
  const easter = easterSunday(year);
  const goodFriday = new Date(Date.UTC(year, easter.month - 1, easter.day - 2));
  return [
    civil(year, 1, 1),
    civil(year, goodFriday.getUTCMonth() + 1, goodFriday.getUTCDate()),
    mondayBefore(year, 5, 25),
    sundayToMonday(year, 6, 24),
    sundayToMonday(year, 7, 1),
    nthMonday(year, 9, 1),
    nthMonday(year, 10, 2),
    civil(year, 12, 25),
  ];
}

const cache = new Map<number, Set<string>>();

export function isQuebecHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let days = cache.get(year);
  if (!days) {
    days = new Set(quebecHolidays(year));
    cache.set(year, days);
  }
  return days.has(date);
}
