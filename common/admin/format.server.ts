import type { Lang } from "../site/pages";
import { htmlLang } from "../site/pages";

/** The company works on Montréal time; Intl does the time-zone work. */
export const teamTimeZone = "America/Toronto";
const timeZone = teamTimeZone;

const formats = {
  fr: new Intl.DateTimeFormat(htmlLang.fr, { dateStyle: "medium", timeStyle: "short", timeZone }),
  en: new Intl.DateTimeFormat(htmlLang.en, { dateStyle: "medium", timeStyle: "short", timeZone }),
};

export function formatDateTime(iso: string, lang: Lang): string {
  return formats[lang].format(new Date(iso));
}
