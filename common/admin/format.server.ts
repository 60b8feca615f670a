import { site } from "#common/site/config.ts";
import type { Lang } from "#common/site/pages.ts";
import { htmlLang } from "#common/site/pages.ts";

/** The company works on Montréal time; Intl does the time-zone work. */
const { timeZone } = site;

/**
 * French's hour as a number: CLDR's short time for fr-CA is « 08 h 30 », and Québec writes « 8 h 30 »
 * (issue 52). English keeps its styles, "Mar 3, 2026, 8:30 a.m.", unchanged.
 */
const frenchTime = { hour: "numeric", minute: "2-digit", timeZone } as const;
const formats = {
  fr: new Intl.DateTimeFormat(htmlLang.fr, { year: "numeric", month: "short", day: "numeric", ...frenchTime }),
  en: new Intl.DateTimeFormat(htmlLang.en, { dateStyle: "medium", timeStyle: "short", timeZone }),
};
const times = {
  fr: new Intl.DateTimeFormat(htmlLang.fr, frenchTime),
  en: new Intl.DateTimeFormat(htmlLang.en, { timeStyle: "short", timeZone }),
};

/**
 * A format's text, the first of the month written « 1er » in French as the public pages do; read
 * from the day's own part, so an hour of 1 is left alone.
 */
function written(format: Intl.DateTimeFormat, at: Date, lang: Lang): string {
  return format
    .formatToParts(at)
    .map((part) => (lang === "fr" && part.type === "day" && part.value === "1" ? "1er" : part.value))
    .join("");
}

export function formatDateTime(iso: string, lang: Lang): string {
  return written(formats[lang], new Date(iso), lang);
}

/** A time of day on the team's clock: « 8 h 30 », "8:30 a.m.". */
export function formatTime(at: Date, lang: Lang): string {
  return times[lang].format(at);
}

const dayStyles = ["full", "long", "medium"] as const;
type DayStyle = (typeof dayStyles)[number];
const days = Object.fromEntries(
  dayStyles.map((style) => [
    style,
    {
      fr: new Intl.DateTimeFormat(htmlLang.fr, { dateStyle: style, timeZone: "UTC" }),
      en: new Intl.DateTimeFormat(htmlLang.en, { dateStyle: style, timeZone: "UTC" }),
    },
  ]),
) as Record<DayStyle, Record<Lang, Intl.DateTimeFormat>>;

/**
 * A calendar day ("YYYY-MM-DD", as a follow-up or a report's day is kept) in words: « mardi 1er
 * décembre 2026 », "Tuesday, December 1, 2026"; « 1er décembre 2026 » long, « 1er déc. 2026 » medium.
 * The day is no instant, so it is read and written in UTC.
 */
export function formatDay(day: string, lang: Lang, style: DayStyle = "full"): string {
  return written(days[style][lang], new Date(`${day}T12:00:00Z`), lang);
}
