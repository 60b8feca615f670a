import { z } from "zod";
import type { BeaconPayload } from "#common/analytics/beacon.ts";
import { type Channel, channelOf } from "#common/analytics/channels.ts";
import { type Lang, langOfPath } from "#common/site/pages.ts";
import { countedPageAt } from "#common/site/resource-paths.ts";
import type { AnalyticsEventsTable } from "./tables";

/** A beacon's body is a few hundred bytes; anything much larger is not one. */
export const maxEventBytes = 2048;

const tag = z.string().max(500).optional();

/** The beacon's JSON, exactly: an unknown key, a wrong type or a long value is refused. */
export const beaconSchema = z.strictObject({
  p: z.string().min(1).max(512).startsWith("/"),
  n: z.literal(1).optional(),
  r: z.string().max(1024).optional(),
  s: tag,
  m: tag,
  c: tag,
  e: z.enum(["o", "d", "f"]).optional(),
  t: z.string().max(512).optional(),
}) satisfies z.ZodType<BeaconPayload>;

export type Device = AnalyticsEventsTable["device"];

/** The device class from a user agent; the user agent itself is never kept. iPadOS says it is a Mac: desktop. */
export function deviceClass(userAgent: string): Device {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobi)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(userAgent)) return "mobile";
  return "desktop";
}

/** What a view says once reduced: the page (or "404"), the referring host, the campaign. */
export type ReducedView = {
  page: string;
  lang: Lang;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  channel: Channel;
};

export const maxTagLength = 64;

/** Trimmed, control characters out, cut to 64 characters; empty is none. */
function cleanTag(value: string | undefined): string | null {
  const text = value
    ?.replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, maxTagLength);
  return text ? text : null;
}

/** The referring site's host, without "www."; none for this site itself or for anything but a web address. */
function referrerHost(referrer: string | undefined, siteHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.replace(/^www\./, "").slice(0, maxTagLength);
  return host && host !== siteHost.replace(/^www\./, "") ? host : null;
}

/** The view a payload describes, or undefined when its path is no page of the site. */
export function reduceView(payload: BeaconPayload, siteHost: string): ReducedView | undefined {
  const found = countedPageAt(payload.p);
  if (!payload.n && !found) return undefined;
  const source = {
    referrer: referrerHost(payload.r, siteHost),
    utmSource: cleanTag(payload.s)?.toLowerCase() ?? null,
    utmMedium: cleanTag(payload.m)?.toLowerCase() ?? null,
    utmCampaign: cleanTag(payload.c),
  };
  return {
    page: payload.n ? "404" : (found?.page.id as string),
    lang: found?.lang ?? langOfPath(payload.p),
    ...source,
    channel: channelOf(source),
  };
}

/**
 * At most `limit` distinct values of each free-text field per day (per instance), of which one client
 * address brings at most `perClient` (decision 026): a flood of made-up campaign names is counted
 * under "(other)" instead of growing the tables, and a flood from one place leaves room for the
 * values everyone else brings. A client is known by `client()`, a key made from the day's salt and
 * its address, kept in memory only for those who brought a value (so at most `limit` per field).
 */
export function distinctCap(limit: number, perClient: number) {
  let day = "";
  let seen = new Map<string, Set<string>>();
  let brought = new Map<string, Map<string, number>>();
  return (view: ReducedView, today: string, client: () => string): ReducedView => {
    if (day !== today) {
      day = today;
      seen = new Map();
      brought = new Map();
    }
    const cap = (field: string, value: string | null) => {
      if (value === null) return null;
      const values = seen.get(field) ?? new Set<string>();
      seen.set(field, values);
      if (values.has(value)) return value;
      if (values.size >= limit) return otherValue;
      const byClient = brought.get(field) ?? new Map<string, number>();
      brought.set(field, byClient);
      const key = client();
      const count = byClient.get(key) ?? 0;
      if (count >= perClient) return otherValue;
      byClient.set(key, count + 1);
      values.add(value);
      return value;
    };
    return {
      ...view,
      referrer: cap("referrer", view.referrer),
      utmSource: cap("source", view.utmSource),
      utmMedium: cap("medium", view.utmMedium),
      utmCampaign: cap("campaign", view.utmCampaign),
    };
  };
}

export const otherValue = "(other)";
