import { type Lang, languages, pathOf } from "#common/site/pages.ts";

/**
 * The booking pages' addresses beyond the route table's: the query parameters of the booking page
 * and the confirmation page each meeting has, reached by a signed token instead of an account.
 */
export const bookingParams: Record<Lang, { time: string; day: string; move: string; zone: string; type: string }> = {
  fr: { time: "moment", day: "jour", move: "deplacer", zone: "fuseau", type: "type" },
  en: { time: "time", day: "day", move: "move", zone: "zone", type: "type" },
};

/**
 * The booking page's address for a time or a day whose times it shows (and a meeting type, a meeting
 * being moved, and the zone the visitor chose to read times in): plain links work without JavaScript.
 */
export function bookingHref(
  lang: Lang,
  { time, day, move, zone, type }: { time?: string; day?: string; move?: string; zone?: string; type?: string } = {},
): string {
  const params = new URLSearchParams();
  // The meeting type (decision 036); none is the default, the demo.
  if (type) params.set(bookingParams[lang].type, type);
  if (time) params.set(bookingParams[lang].time, time);
  if (day) params.set(bookingParams[lang].day, day);
  if (move) params.set(bookingParams[lang].move, move);
  if (zone) params.set(bookingParams[lang].zone, zone);
  const query = params.toString();
  return query ? `${pathOf("booking", lang)}?${query}` : pathOf("booking", lang);
}

const confirmationSegment = "confirmation";
export const calendarFile = "invitation.ics";

export function confirmationPath(lang: Lang, token: string): string {
  return `${pathOf("booking", lang)}/${confirmationSegment}/${token}`;
}

export function calendarPath(lang: Lang, token: string): string {
  return `${confirmationPath(lang, token)}/${calendarFile}`;
}

const tokenInPath = new RegExp(`(/${confirmationSegment}/)[^/]+?(?=\\.data$|/|$)`, "i");

/**
 * A path as the request log keeps it: a meeting's token opens that meeting to whoever holds it, so
 * it never reaches a log (decision 026).
 */
export function withoutMeetingToken(path: string): string {
  return path.replace(tokenInPath, "$1:token");
}

/** The route patterns, for app/routes.ts. */
export function confirmationPattern(lang: Lang): string {
  return `${pathOf("booking", lang)}/${confirmationSegment}/:token`;
}

/** The booking page and the confirmation pages take a POST (with JavaScript, at their `.data` twin). */
export function isBookingPostPath(path: string): boolean {
  const bare = path.replace(/\.data$/, "");
  return languages.some((lang) => {
    const base = pathOf("booking", lang);
    return bare === base || (bare.startsWith(`${base}/${confirmationSegment}/`) && /\/[\w-]+\.[\w-]+$/.test(bare));
  });
}
