import { TZDate } from "@date-fns/tz";
import type { BookingRules, WeeklyHours } from "./config";
import { isQuebecHoliday } from "./holidays";

/**
 * The free-time engine: pure, with no database and no clock of its own. Wall-clock times are turned
 * into instants by @date-fns/tz only; every instant it takes and returns is a UTC `Date`.
 */

export type Interval = { start: Date; end: Date };

export type StaffAvailability = {
  userId: number;
  /** Null until the member sets their own: the configuration's default hours apply. */
  hours: WeeklyHours | null;
  timeOff: Interval[];
  /** Their live meetings (booked or marked no-show), any order. */
  meetings: Interval[];
  /** Busy times read from the calendars they connected (decision 031); kept free of, like time off. */
  busy?: Interval[];
};

export type FreeTime = {
  start: Date;
  end: Date;
  /** The day it falls on in the company's time zone, "YYYY-MM-DD". */
  day: string;
  /** Who could take it, by user id. */
  staff: number[];
};

type EngineRules = Pick<
  BookingRules,
  "timeZone" | "meetingMinutes" | "bufferMinutes" | "noticeMinutes" | "horizonDays" | "defaultHours"
>;

const MINUTE = 60_000;

/** A civil day of the company's calendar: its "YYYY-MM-DD" key, its weekday, and its wall-clock instants. */
type CivilDay = { key: string; weekday: number; instant: (minute: number) => number };

/**
 * Each day's wall-clock instants, by zone and day: asking the time-zone database costs about 15 µs,
 * and every request asks for the same few hundred instants of the coming month. Bounded: emptied
 * when it holds a year of days for a few zones.
 */
const instantsByDay = new Map<string, Map<number, number>>();

/**
 * The days from `now`'s (in `timeZone`) to `count` days later. Only today's date is asked of the
 * time-zone database; the days after it are civil-date arithmetic, and each wall-clock minute of a
 * day is placed in the zone by @date-fns/tz, once per zone, day and minute.
 */
function civilDays(now: Date, count: number, timeZone: string): CivilDay[] {
  const today = new TZDate(now.getTime(), timeZone);
  const days: CivilDay[] = [];
  for (let offset = 0; offset <= count; offset++) {
    const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offset));
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
    const key = date.toISOString().slice(0, 10);
    const cacheKey = `${timeZone}|${key}`;
    let instants = instantsByDay.get(cacheKey);
    if (!instants) {
      if (instantsByDay.size >= 2_000) instantsByDay.clear();
      instants = new Map();
      instantsByDay.set(cacheKey, instants);
    }
    const known = instants;
    const instant = (minute: number) => {
      let at = known.get(minute);
      if (at === undefined) {
        at = new TZDate(year, month, day, 0, minute, timeZone).getTime();
        known.set(minute, at);
      }
      return at;
    };
    days.push({ key, weekday: date.getUTCDay(), instant });
  }
  return days;
}

/**
 * A member's busy intervals (meetings widened by the buffer, and time off), sorted by start, with
 * the latest end so far at each: whether [start, end) is free is then one binary search.
 */
function busyIndex(staff: StaffAvailability, rules: EngineRules) {
  const buffer = rules.bufferMinutes * MINUTE;
  const intervals = [
    ...staff.meetings.map((m) => [m.start.getTime() - buffer, m.end.getTime() + buffer] as const),
    ...[...staff.timeOff, ...(staff.busy ?? [])].map((off) => [off.start.getTime(), off.end.getTime()] as const),
  ].sort((a, b) => a[0] - b[0]);
  const starts = intervals.map(([start]) => start);
  const latestEnd: number[] = [];
  for (const [i, [, end]] of intervals.entries()) latestEnd.push(Math.max(end, latestEnd[i - 1] ?? end));
  return (start: number, end: number): boolean => {
    // The last interval starting before `end`; any overlap has its start there or before.
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((starts[mid] as number) < end) low = mid + 1;
      else high = mid;
    }
    return low > 0 && (latestEnd[low - 1] as number) > start;
  };
}

/** Every meeting start of every working day within the horizon, in order, with who could take it. */
export function freeTimes(now: Date, staff: StaffAvailability[], rules: EngineRules): FreeTime[] {
  const { timeZone, meetingMinutes } = rules;
  const busy = new Map(staff.map((member) => [member.userId, busyIndex(member, rules)]));
  const earliest = now.getTime() + rules.noticeMinutes * MINUTE;
  const out: FreeTime[] = [];
  for (const day of civilDays(now, rules.horizonDays, timeZone)) {
    if (isQuebecHoliday(day.key)) continue;
    const starts = new Map<number, number[]>();
    for (const member of staff) {
      const isBusy = busy.get(member.userId);
      for (const hours of member.hours ?? rules.defaultHours) {
        if (hours.weekday !== day.weekday) continue;
        for (let minute = hours.startMinute; minute + meetingMinutes <= hours.endMinute; minute += meetingMinutes) {
          const start = day.instant(minute);
          if (start < earliest) continue;
          if (isBusy?.(start, start + meetingMinutes * MINUTE)) continue;
          const who = starts.get(start) ?? [];
          if (!who.includes(member.userId)) who.push(member.userId);
          starts.set(start, who);
        }
      }
    }
    for (const [ms, who] of [...starts].sort(([a], [b]) => a - b))
      out.push({ start: new Date(ms), end: new Date(ms + meetingMinutes * MINUTE), day: day.key, staff: who });
  }
  return out;
}

/**
 * Of the members free at a time, the one with the fewest upcoming meetings; the lowest id breaks a
 * tie, so the choice is the same on every instance.
 */
export function assignStaff(free: number[], upcoming: ReadonlyMap<number, number>): number | undefined {
  return [...free].sort((a, b) => (upcoming.get(a) ?? 0) - (upcoming.get(b) ?? 0) || a - b)[0];
}
