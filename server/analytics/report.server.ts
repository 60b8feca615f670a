import type { AdminDictionary } from "#common/admin/content/types.ts";
import { formatDay } from "#common/admin/format.server.ts";
import { type Channel, channels } from "#common/analytics/channels.ts";
import { formatMessage, type Message } from "#common/site/message.ts";
import { htmlLang, type Lang, type PageId, pages, pathOf } from "#common/site/pages.ts";
import { daysBetween, isDay, shiftDay } from "./day.server";
import { otherValue } from "./event.server";
import type { AnalyticsStore, BreakdownRow, Dimension, Totals } from "./store.server";

export type RangeKind = "7" | "30" | "90" | "custom";
export type Range = { kind: RangeKind; from: string; to: string };

export const tableIds = [
  "daily",
  "pages",
  "channels",
  "sources",
  "mediums",
  "campaigns",
  "devices",
  "landings",
  "kinds",
] as const;
export type TableId = (typeof tableIds)[number];

/** A cell as shown (formatted in the reader's language) and as exported (plain). */
export type Cell = { text: string; value: string };
export type ReportTable = { id: string; title: string; columns: string[]; rows: Cell[][]; note?: string };
export type SeriesPoint = { label: string; visitors: number; views: number };

type Words = AdminDictionary["analytics"];
type Comparison = AdminDictionary["analyticsPaths"]["comparison"];

/** The longest custom range: a year, leap day included. */
const maxDays = 366;

/**
 * The range a query asks for (`range=7|30|90`, or `range=custom&from=…&to=…`), ending today by
 * default; undefined when the query is not one.
 */
export function parseRange(params: URLSearchParams, today: string): Range | undefined {
  const kind = params.get("range") ?? "30";
  if (kind === "custom") {
    const from = params.get("from") ?? "";
    const to = params.get("to") ?? "";
    if (!isDay(from) || !isDay(to) || from > to || shiftDay(from, maxDays - 1) < to) return undefined;
    return { kind, from, to };
  }
  if (kind !== "7" && kind !== "30" && kind !== "90") return undefined;
  return { kind, from: shiftDay(today, 1 - Number(kind)), to: today };
}

export function rangeQuery(range: Range): string {
  const query = new URLSearchParams({ range: range.kind });
  if (range.kind === "custom") {
    query.set("from", range.from);
    query.set("to", range.to);
  }
  return query.toString();
}

export function formatters(lang: Lang) {
  const count = new Intl.NumberFormat(htmlLang[lang]);
  const percent = new Intl.NumberFormat(htmlLang[lang], { style: "percent", maximumFractionDigits: 1 });
  return {
    count: (n: number): Cell => ({ text: count.format(n), value: String(n) }),
    ratio: (part: number, whole: number): Cell =>
      whole > 0 ? { text: percent.format(part / whole), value: (part / whole).toFixed(4) } : { text: "–", value: "" },
    // « 1er déc. » in French, as the public pages write the first of the month.
    day: (iso: string): Cell => ({ text: formatDay(iso, lang, "medium"), value: iso }),
    text: (text: string, value = text): Cell => ({ text, value }),
  };
}

const isPageId = (key: string): key is PageId => pages.some((page) => page.id === key);
const isChannel = (key: string): key is Channel => (channels as readonly string[]).includes(key);

/** Everything the analytics page shows for a range, in the reader's language. */
export async function analyticsReport(
  store: AnalyticsStore,
  range: Range,
  lang: Lang,
  t: Words,
  comparison: Comparison,
) {
  const f = formatters(lang);
  const { from, to } = range;
  const breakdown = (dimension: Dimension) => store.breakdown(dimension, from, to);
  const before = previousPeriod(range);
  const [previous, series, pageRows, landings, channelRows, sources, mediums, campaigns, devices, kinds] =
    await Promise.all([
      store.series(before.from, before.to).then(sumTotals),
      store.series(from, to),
      breakdown("page"),
      breakdown("landing"),
      breakdown("channel"),
      breakdown("source"),
      breakdown("medium"),
      breakdown("campaign"),
      breakdown("device"),
      breakdown("kind"),
    ]);

  const byDay = new Map(series.map((row) => [row.day, row]));
  const days = daysBetween(from, to).map((day) => ({
    day,
    visitors: 0,
    views: 0,
    conversions: 0,
    ...byDay.get(day),
  }));
  const total = sumTotals(days);
  const change = changeWords(lang, comparison, before.days);

  const pageLabel = (key: string, pageLang: string): string => {
    if (key === "404") return t.values.notFound;
    if (!isPageId(key)) return t.values.unknown;
    return pathOf(key, pageLang === "fr" || pageLang === "en" ? pageLang : lang);
  };
  const valueLabel = (key: string, empty: string) => (key === "" ? empty : key === otherValue ? t.values.other : key);
  const c = t.columns;
  const visitsTable = (
    id: TableId,
    title: string,
    column: string,
    rows: BreakdownRow[],
    label: (key: string) => string,
  ) => ({
    id,
    title,
    columns: [column, c.visitors, c.views, c.conversions, c.rate],
    rows: rows.map((row) => [
      f.text(label(row.key), row.key),
      f.count(row.visitors),
      f.count(row.views),
      f.count(row.conversions),
      f.ratio(row.conversions, row.visitors),
    ]),
  });

  const pagesTable: ReportTable = {
    id: "pages",
    title: t.tables.pages,
    columns: [c.page, c.views, c.visitors, c.frShare, c.enShare],
    rows: mergeLanguages(pageRows).map((row) => [
      f.text(pageLabel(row.key, lang), row.key),
      f.count(row.views),
      f.count(row.visitors),
      f.ratio(row.fr, row.views),
      f.ratio(row.en, row.views),
    ]),
  };
  const tables: ReportTable[] = [
    {
      id: "daily",
      title: t.tables.daily,
      columns: [c.day, c.visitors, c.views, c.conversions, c.rate],
      rows: days.map((row) => [
        f.day(row.day),
        f.count(row.visitors),
        f.count(row.views),
        f.count(row.conversions),
        f.ratio(row.conversions, row.visitors),
      ]),
    },
    pagesTable,
    visitsTable("channels", t.tables.channels, c.channel, channelRows, (key) =>
      isChannel(key) ? t.values.channels[key] : t.values.unknownChannel,
    ),
    visitsTable("sources", t.tables.sources, c.source, sources, (key) => valueLabel(key, t.values.direct)),
    visitsTable("campaigns", t.tables.campaigns, c.campaign, campaigns, (key) => valueLabel(key, t.values.none)),
    visitsTable("mediums", t.tables.mediums, c.medium, mediums, (key) => valueLabel(key, t.values.none)),
    {
      id: "devices",
      title: t.tables.devices,
      columns: [c.device, c.visitors, c.views, c.share],
      rows: devices.map((row) => [
        f.text(t.values.devices[row.key as keyof Words["values"]["devices"]] ?? row.key, row.key),
        f.count(row.visitors),
        f.count(row.views),
        f.ratio(row.visitors, total.visitors),
      ]),
    },
    {
      id: "landings",
      title: t.tables.landings,
      columns: [c.landing, c.visitors, c.views, c.conversions, c.rate],
      rows: landings.map((row) => [
        f.text(pageLabel(row.key, row.lang), landingValue(row)),
        f.count(row.visitors),
        f.count(row.views),
        f.count(row.conversions),
        f.ratio(row.conversions, row.visitors),
      ]),
    },
    {
      id: "kinds",
      title: t.tables.kinds,
      columns: [c.kind, c.conversions, c.rate],
      rows: kinds.map((row) => [
        f.text(t.values.kinds[row.key as keyof Words["values"]["kinds"]] ?? row.key, row.key),
        f.count(row.conversions),
        f.ratio(row.conversions, total.visitors),
      ]),
    },
  ];

  return {
    summary: [
      {
        label: t.summary.visitors,
        text: f.count(total.visitors).text,
        change: change.count(total.visitors, previous.visitors),
      },
      { label: t.summary.views, text: f.count(total.views).text, change: change.count(total.views, previous.views) },
      {
        label: t.summary.conversions,
        text: f.count(total.conversions).text,
        change: change.count(total.conversions, previous.conversions),
      },
      {
        label: t.summary.rate,
        text: f.ratio(total.conversions, total.visitors).text,
        change: change.rate(total, previous),
      },
    ],
    series: days.map((row): SeriesPoint => ({ label: f.day(row.day).text, visitors: row.visitors, views: row.views })),
    tables,
  };
}

/** A landing page's plain value: its path (or "404", or "" for a conversion without a visit). */
function landingValue(row: BreakdownRow): string {
  if (!isPageId(row.key)) return row.key;
  return row.lang === "fr" || row.lang === "en" ? pathOf(row.key, row.lang) : row.key;
}

/** A page's French and English rows as one, with the views of each. */
function mergeLanguages(rows: BreakdownRow[]) {
  const merged = new Map<string, { key: string; views: number; visitors: number; fr: number; en: number }>();
  for (const row of rows) {
    const page = merged.get(row.key) ?? { key: row.key, views: 0, visitors: 0, fr: 0, en: 0 };
    page.views += row.views;
    page.visitors += row.visitors;
    if (row.lang === "fr" || row.lang === "en") page[row.lang] += row.views;
    merged.set(row.key, page);
  }
  return [...merged.values()].sort((a, b) => b.views - a.views || a.key.localeCompare(b.key));
}

function sumTotals(rows: Totals[]): Totals {
  return rows.reduce(
    (sum, row) => ({
      visitors: sum.visitors + row.visitors,
      views: sum.views + row.views,
      conversions: sum.conversions + row.conversions,
    }),
    { visitors: 0, views: 0, conversions: 0 },
  );
}

/** The days just before a range, as many as it has. */
export function previousPeriod(range: { from: string; to: string }): { from: string; to: string; days: number } {
  const days = daysBetween(range.from, range.to).length;
  return { from: shiftDay(range.from, -days), to: shiftDay(range.from, -1), days };
}

/** How a figure moved from the period before: a signed percentage, or the rate's percentage points. */
export function changeWords(lang: Lang, words: Comparison, days: number) {
  const locale = htmlLang[lang];
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0, signDisplay: "always" });
  const points = new Intl.NumberFormat(locale, { maximumFractionDigits: 1, signDisplay: "always" });
  const say = (template: Message<{ days: number }>) => formatMessage(template, lang, { days });
  const changed = (change: string) => formatMessage(words.change, lang, { change, days });
  return {
    count(now: number, before: number): string {
      if (now === before) return say(words.same);
      if (before === 0) return say(words.noBefore);
      return changed(percent.format((now - before) / before));
    },
    rate(now: Totals, before: Totals): string {
      if (before.visitors === 0) return say(now.visitors === 0 ? words.same : words.noBefore);
      const difference = 100 * (ratio(now) - ratio(before));
      if (Math.abs(difference) < 0.05) return say(words.same);
      return changed(formatMessage(words.points, lang, { change: points.format(difference) }));
    },
  };
}

const ratio = (totals: Totals) => (totals.visitors > 0 ? totals.conversions / totals.visitors : 0);
