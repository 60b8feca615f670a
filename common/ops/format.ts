import { htmlLang, type Lang } from "../site/pages";

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
