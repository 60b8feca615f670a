import type { Channel } from "#common/analytics/channels.ts";
import type { Message } from "#common/site/message.ts";

export type AnalyticsText = {
  analytics: {
    title: string;
    intro: string;
    rangeLegend: string;
    ranges: { "7": string; "30": string; "90": string; custom: string };
    from: string;
    to: string;
    show: string;
    badRange: string;
    updatedAt: string;
    notRolledYet: string;
    summary: { visitors: string; views: string; conversions: string; rate: string };
    chartTitle: string;
    /** Read with the chart: it says the table below holds the same figures. */
    chartDescription: string;
    tables: {
      daily: string;
      pages: string;
      channels: string;
      sources: string;
      mediums: string;
      campaigns: string;
      devices: string;
      landings: string;
      kinds: string;
    };
    columns: {
      day: string;
      page: string;
      visitors: string;
      views: string;
      conversions: string;
      rate: string;
      frShare: string;
      enShare: string;
      source: string;
      medium: string;
      campaign: string;
      device: string;
      share: string;
      landing: string;
      kind: string;
      channel: string;
    };
    values: {
      direct: string;
      none: string;
      unknown: string;
      other: string;
      notFound: string;
      devices: { mobile: string; tablet: string; desktop: string };
      kinds: { lead: string; booking: string };
      channels: Record<Channel, string>;
      /** Visits counted before channels were kept. */
      unknownChannel: string;
    };
    empty: string;
    exportCsv: string;
    /** How the figures are counted, under the tables. */
    notes: string[];
  };
  /** The path to a lead (issue 28): interactions, funnels, comparison, real time, the weekly report. */
  analyticsPaths: {
    tables: { outbound: string; downloads: string; missing: string; forms: string };
    columns: {
      host: string;
      file: string;
      path: string;
      form: string;
      times: string;
      started: string;
      sent: string;
      sentRate: string;
      step: string;
      reached: string;
      ofFirst: string;
      dropped: string;
      overall: string;
      channel: string;
    };
    forms: { contact: string; booking: string };
    /** Under each table of interactions: what a row counts. */
    tableNotes: { outbound: string; downloads: string; missing: string; forms: string };
    funnels: {
      title: string;
      /** Said next to every funnel: journeys are linked within one day only. */
      withinDay: string;
      defaultName: string;
      /** "{name}: by channel" */
      byChannel: Message<{ name: string }>;
      anyPage: string;
      /** "Page {pattern}" */
      page: Message<{ pattern: string }>;
      events: Record<"outbound" | "download" | "missing" | "form" | "lead" | "booking", string>;
      manage: string;
    };
    comparison: {
      /** "{change} from the previous {days} days" */
      change: Message<{ change: string; days: number }>;
      /** The rate's change, in percentage points: "{change} pt" */
      points: Message<{ change: string }>;
      noBefore: Message<{ days: number }>;
      same: Message<{ days: number }>;
    };
    live: {
      title: string;
      /** "Visitors in the last 30 minutes: {count}" */
      visitors: Message<{ count: number }>;
      intro: string;
      none: string;
    };
    funnelAdmin: {
      title: string;
      intro: string;
      listTitle: string;
      none: string;
      name: string;
      nameHint: string;
      stepsLegend: string;
      stepsHint: string;
      /** "Step {n}" */
      step: Message<{ n: number }>;
      kind: string;
      kinds: { none: string; page: string; event: string };
      pattern: string;
      patternHint: string;
      event: string;
      create: string;
      created: string;
      remove: string;
      removed: string;
      invalid: string;
      /** A new funnel's page address holds more stars than allowed. */
      tooManyStars: string;
    };
    weekly: {
      legend: string;
      label: string;
      hint: string;
      saved: string;
      confirmTitle: string;
      confirmText: string;
      confirmButton: string;
      stoppedTitle: string;
      stopped: string;
      stopInvalid: string;
      /** The My account button: each form on that page has a name of its own. */
      save: string;
      subject: Message<{ from: string }>;
      intro: string;
      /** "{from} to {to}, compared with the 7 days before" */
      period: Message<{ from: string; to: string }>;
      visitors: string;
      conversions: string;
      topChannels: string;
      topSources: string;
      topPages: string;
      none: string;
      dashboard: string;
      stop: string;
      why: string;
    };
  };
};
