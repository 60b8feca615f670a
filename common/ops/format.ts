import { formatMessage, type Message } from "#common/site/message.ts";
import { htmlLang, type Lang } from "#common/site/pages.ts";

/** "12 minutes", "5 hours", "3 days": the largest unit that keeps it readable. */
export function formatAge(ms: number, lang: Lang): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const [value, unit] =
    minutes < 120
      ? [minutes, "minute"]
      : minutes < 48 * 60
        ? [Math.round(minutes / 60), "hour"]
        : [Math.round(minutes / 1440), "day"];
  return new Intl.NumberFormat(htmlLang[lang], { style: "unit", unit, unitDisplay: "long" }).format(value);
}

export type IntervalUnit = "minute" | "hour" | "day";

/** A job's interval in its largest whole unit: 60 minutes is 1 hour, 90 minutes stays 90 minutes. */
export function intervalParts(ms: number): { value: number; unit: IntervalUnit } {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes % 1440 === 0) return { value: minutes / 1440, unit: "day" };
  if (minutes % 60 === 0) return { value: minutes / 60, unit: "hour" };
  return { value: minutes, unit: "minute" };
}

/** "toutes les 5 minutes" / "every 5 minutes", or the words for one ("chaque heure" / "every hour"). */
export function formatInterval(
  ms: number,
  lang: Lang,
  words: { one: Record<IntervalUnit, string>; many: Message<{ every: string }> },
): string {
  const { value, unit } = intervalParts(ms);
  if (value === 1) return words.one[unit];
  const count = new Intl.NumberFormat(htmlLang[lang], { style: "unit", unit, unitDisplay: "long" }).format(value);
  return formatMessage(words.many, lang, { every: count });
}

const byteUnits = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte"] as const;

/** "2,1 Go" / "2.1 GB", in powers of 1,024. */
export function formatBytes(bytes: number, lang: Lang): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(htmlLang[lang], {
    style: "unit",
    unit: byteUnits[unit],
    unitDisplay: "short",
    maximumFractionDigits: 1,
  }).format(value);
}

/** "9 %" / "9%": a share of a whole. */
export function formatShare(share: number, lang: Lang): string {
  return new Intl.NumberFormat(htmlLang[lang], { style: "percent" }).format(share);
}
