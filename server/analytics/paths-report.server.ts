import type { AdminDictionary } from "#common/admin/content/types.ts";
import { type Channel, channels } from "#common/analytics/channels.ts";
import type { FunnelStep } from "#common/analytics/funnel-steps.ts";
import { formatMessage } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";
import { trackedForms } from "./actions.server";
import { otherValue } from "./event.server";
import type { Funnel, FunnelRow, FunnelStore } from "./funnels.server";
import { type Cell, formatters, type Range, type ReportTable } from "./report.server";
import type { AnalyticsStore } from "./store.server";

type Words = AdminDictionary["analyticsPaths"];
type ChannelNames = AdminDictionary["analytics"]["values"]["channels"];

/** A funnel as the dashboard shows it: its steps, then the same per channel. */
export type FunnelReport = { key: string; name: string; steps: ReportTable; byChannel: ReportTable };

/** The interactions and the funnels of a range, in the reader's language (issue 28). */
export async function pathsReport(
  store: AnalyticsStore,
  funnels: FunnelStore,
  range: Range,
  lang: Lang,
  t: Words,
  channelNames: ChannelNames,
  otherLabel: string,
) {
  const f = formatters(lang);
  const { from, to } = range;
  const [outbound, downloads, missing, started, kinds, defined] = await Promise.all([
    store.breakdown("outbound", from, to),
    store.breakdown("download", from, to),
    store.breakdown("missing", from, to),
    store.breakdown("form", from, to),
    store.breakdown("kind", from, to),
    funnels.list(),
  ]);
  const c = t.columns;
  const targetTable = (id: keyof Words["tables"], column: string, rows: typeof outbound): ReportTable => ({
    id,
    title: t.tables[id],
    note: t.tableNotes[id],
    columns: [column, c.reached, c.times],
    rows: rows.map((row) => [
      f.text(row.key === otherValue ? otherLabel : row.key, row.key),
      f.count(row.visitors),
      f.count(row.views),
    ]),
  });
  const sentOf = (form: string) =>
    kinds.find((row) => row.key === trackedForms[form as keyof typeof trackedForms])?.conversions ?? 0;
  const forms: ReportTable = {
    id: "forms",
    title: t.tables.forms,
    note: t.tableNotes.forms,
    columns: [c.form, c.started, c.sent, c.sentRate],
    rows: Object.keys(trackedForms).map((form) => {
      const startedBy = started.find((row) => row.key === form)?.visitors ?? 0;
      return [
        f.text(t.forms[form as keyof Words["forms"]], form),
        f.count(startedBy),
        f.count(sentOf(form)),
        f.ratio(sentOf(form), startedBy),
      ];
    }),
  };
  const funnelReports = await Promise.all(
    defined.map(async (funnel) =>
      funnelReport(funnel, await funnels.counts(funnel.key, from, to), lang, t, channelNames),
    ),
  );
  return {
    tables: [
      targetTable("outbound", c.host, outbound),
      targetTable("downloads", c.file, downloads),
      targetTable("missing", c.path, missing),
      forms,
    ],
    funnels: funnelReports,
  };
}

export function stepLabel(step: FunnelStep, t: Words["funnels"], lang: Lang): string {
  if ("event" in step) return t.events[step.event];
  return step.page === "*" ? t.anyPage : formatMessage(t.page, lang, { pattern: step.page });
}

function funnelReport(
  funnel: Funnel,
  rows: FunnelRow[],
  lang: Lang,
  t: Words,
  channelNames: ChannelNames,
): FunnelReport {
  const f = formatters(lang);
  const c = t.columns;
  const name = funnel.name ?? t.funnels.defaultName;
  const reached = (step: number, channel?: string) =>
    rows
      .filter((row) => row.step === step && (channel === undefined || row.channel === channel))
      .reduce((sum, row) => sum + row.visitors, 0);
  const first = reached(0);
  const last = funnel.steps.length - 1;
  const present = [...new Set(rows.map((row) => row.channel))].sort((a, b) => reached(0, b) - reached(0, a));
  const channelName = (key: string) =>
    (channels as readonly string[]).includes(key) ? channelNames[key as Channel] : key || "–";
  return {
    key: funnel.key,
    name,
    steps: {
      id: `funnel-${funnel.key}`,
      title: name,
      note: t.funnels.withinDay,
      columns: [c.step, c.reached, c.ofFirst, c.dropped],
      rows: funnel.steps.map((step, index): Cell[] => [
        f.text(`${index + 1}. ${stepLabel(step, t.funnels, lang)}`),
        f.count(reached(index)),
        f.ratio(reached(index), first),
        index === 0 ? f.text("–", "") : f.count(reached(index - 1) - reached(index)),
      ]),
    },
    byChannel: {
      id: `funnel-${funnel.key}-channels`,
      title: formatMessage(t.funnels.byChannel, lang, { name }),
      columns: [
        c.channel,
        ...funnel.steps.map((step, index) => `${index + 1}. ${stepLabel(step, t.funnels, lang)}`),
        c.overall,
      ],
      rows: present.map((channel) => [
        f.text(channelName(channel), channel),
        ...funnel.steps.map((_, index) => f.count(reached(index, channel))),
        f.ratio(reached(last, channel), reached(0, channel)),
      ]),
    },
  };
}
