import type { Generated } from "kysely";
import type { Channel } from "#common/analytics/channels.ts";
import type { Lang } from "#common/site/pages.ts";
import type { IsoTimestamp } from "#server/db/timestamp.ts";

/** The analytics room's tables, as Kysely sees them; server/db/db.server.ts assembles the Database from each room's. */
/** One page view, as the beacon reported it and the server reduced it (decision 010). */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  /** The company's calendar day (common/site/day.ts), YYYY-MM-DD. */
  day: string;
  /** A page id of the route table, or "404". */
  page: string;
  lang: Lang;
  /** The referring site's host name, only when it is another site. */
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  /** The visit's channel (common/analytics/channels.ts); null on rows from before channels. */
  channel: Channel | null;
  device: "mobile" | "tablet" | "desktop";
  /** Keyed hash of the day's salt, the site, the IP and the user agent: unlinkable once the salt is gone. */
  visitor: string;
  created_at: IsoTimestamp;
}

/** A lead or a booked demo, attributed to the landing page and source of that visit; nothing from the form. */
export interface AnalyticsConversionsTable {
  id: Generated<number>;
  day: string;
  kind: string;
  page: string | null;
  lang: Lang | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  channel: Channel | null;
  /** The day's visitor hash, for funnels within the day (decision 029); null on rows from before. */
  visitor: string | null;
}

/** A link out, a download, a missing address or a form started (decision 029), kept 30 days like views. */
export interface AnalyticsActionsTable {
  id: Generated<number>;
  day: string;
  kind: "outbound" | "download" | "missing" | "form";
  /** The host, the file's path, the missing path or the form's page. */
  target: string;
  /** The page it happened on ("404" for a missing address). */
  page: string;
  lang: Lang;
  visitor: string;
  created_at: IsoTimestamp;
}

/** A funnel an admin defined: its steps as JSON (server/analytics/funnels.ts). */
export interface AnalyticsFunnelsTable {
  id: Generated<number>;
  name: string;
  steps: string;
  created_at: IsoTimestamp;
}

/** Visitors who reached each step of a funnel on a day, per channel ("default" is the built-in funnel). */
export interface AnalyticsFunnelDailyTable {
  day: string;
  funnel: string;
  channel: string;
  step: number;
  visitors: number;
}

/** A user who asked for the weekly analytics report; the token is the email's link that stops it. */
export interface AnalyticsReportSubscriptionsTable {
  user_id: number;
  stop_token: string;
  created_at: IsoTimestamp;
}

/** Daily totals per dimension (total, page, landing, source, medium, campaign, device, conversion kind); `lang` is "" when not split. */
export interface AnalyticsDailyTable {
  day: string;
  dimension: string;
  key: string;
  lang: string;
  visitors: number;
  views: number;
  conversions: number;
}
