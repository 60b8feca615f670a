import { htmlLang, type Lang } from "#common/site/pages.ts";

/**
 * How a meeting time reads, in a language and a time zone: the browser's Intl does the time-zone
 * work, on the server and in the page alike, so this module is small enough for the public bundle.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: Lang | "key", timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${lang}|${timeZone}|${JSON.stringify(options)}`;
  let made = formats.get(id);
  if (!made) {
    made = new Intl.DateTimeFormat(lang === "key" ? "en-CA" : htmlLang[lang], { timeZone, ...options });
    formats.set(id, made);
  }
  return made;
}

/** A week as the team reads it, Monday first; 0 is Sunday, as Date counts. */
export const weekFromMonday = [1, 2, 3, 4, 5, 6, 0] as const;

/** French writes « 10 h 30 » with no-break spaces, so a time never breaks across lines. */
const tidy = (lang: Lang, text: string) => (lang === "fr" ? text.replace(/ /g, "\u00a0") : text);

/** The local day a time falls on, "YYYY-MM-DD": the key that groups times by day. */
export function dayKey(at: Date, timeZone: string): string {
  return formatter("key", timeZone, { year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** French writes the first of the month as an ordinal: « mardi 1er décembre ». */
const firstOfMonth = (lang: Lang, text: string) => (lang === "fr" ? text.replace(/(^|\s)1(?=\s)/, "$11er") : text);

/** « mardi 24 novembre », « mardi 1er décembre », "Tuesday, November 24". */
export function dayLabel(at: Date, lang: Lang, timeZone: string): string {
  return firstOfMonth(lang, formatter(lang, timeZone, { weekday: "long", day: "numeric", month: "long" }).format(at));
}

/** « décembre 2026 », "December 2026": a month of the calendar, from its "YYYY-MM" key. */
export function monthLabel(month: string, lang: Lang): string {
  const [year, index] = month.split("-").map(Number) as [number, number];
  return formatter(lang, "UTC", { month: "long", year: "numeric" }).format(new Date(Date.UTC(year, index - 1, 15)));
}

/** Canada's time zones, from east to west: the booking page's and the resource editor's. */
export const canadaZones = [
  "America/St_Johns",
  "America/Halifax",
  "America/Toronto",
  "America/Winnipeg",
  "America/Regina",
  "America/Edmonton",
  "America/Vancouver",
] as const;

/** The zones the booking page offers to read its times in: Canada's and France's. */
export const offeredZones = [...canadaZones, "Europe/Paris"] as const;

/** « 10 h 30 », "10:30 a.m.". */
export function timeLabel(at: Date, lang: Lang, timeZone: string): string {
  return tidy(lang, formatter(lang, timeZone, { hour: "numeric", minute: "2-digit" }).format(at));
}

/** « heure de l’Est », "Eastern Time": the zone's name without its standard/daylight distinction. */
export function zoneLabel(at: Date, lang: Lang, timeZone: string): string {
  const parts = formatter(lang, timeZone, { timeZoneName: "longGeneric" }).formatToParts(at);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? timeZone;
}

/** « mardi 24 novembre, 10 h 30 (heure de l’Est) », "Tuesday, November 24, 10:30 a.m. (Eastern Time)". */
export function whenInWords(at: Date, lang: Lang, timeZone: string): string {
  return inWords(dayLabel(at, lang, timeZone), timeLabel(at, lang, timeZone), zoneLabel(at, lang, timeZone));
}

const inWords = (day: string, time: string, zone: string) => `${day}, ${time} (${zone})`;

/** A zone name the browser gave, if this runtime knows it. */
export function knownTimeZone(name: string | undefined): string | undefined {
  if (!name || name.length > 64) return undefined;
  try {
    return new Intl.DateTimeFormat("en", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** A free time: its label in full, its time alone, and (read outside Montréal) the words giving the time on Montréal's clock. */
export type TimeChoice = { start: string; label: string; time: string; eastern?: string };
export type DayChoices = { key: string; label: string; times: TimeChoice[] };
/** A free day as the month view links it: its times stay on the server until the visitor opens it. */
export type FreeDay = { key: string; label: string; count: number };

/**
 * Labels already worked out, by language, zone and time or day: every booking page names the same
 * few hundred times of the coming month, and ICU's formats were most of the time it took to
 * label them. Bounded: emptied when full.
 */
const timeNames = new Map<string, { day: string; time: string }>();
const dayNames = new Map<string, { day: string; zone: string }>();
function remembered<T>(names: Map<string, T>, id: string, make: () => T): T {
  let known = names.get(id);
  if (known === undefined) {
    if (names.size >= 10_000) names.clear();
    known = make();
    names.set(id, known);
  }
  return known;
}

/**
 * Free times (ISO strings) grouped by local day, each labelled in full for assistive technology.
 * A day's name and its zone's name are worked out once per day: naming a zone is ICU's slowest
 * format, and a month of times would otherwise ask for it hundreds of times per page.
 */
export function groupByDay(starts: readonly string[], lang: Lang, timeZone: string): DayChoices[] {
  const days: DayChoices[] = [];
  let zone = "";
  for (const start of starts) {
    const { day: key, time } = remembered(timeNames, `${lang}|${timeZone}|${start}`, () => {
      const at = new Date(start);
      return { day: dayKey(at, timeZone), time: timeLabel(at, lang, timeZone) };
    });
    let day = days.at(-1);
    if (day?.key !== key) {
      const at = new Date(start);
      const named = remembered(dayNames, `${lang}|${timeZone}|${key}`, () => ({
        day: dayLabel(at, lang, timeZone),
        zone: zoneLabel(at, lang, timeZone),
      }));
      day = { key, label: named.day, times: [] };
      zone = named.zone;
      days.push(day);
    }
    day.times.push({ start, label: inWords(day.label, time, zone), time });
  }
  return days;
}
