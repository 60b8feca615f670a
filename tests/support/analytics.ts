/** Beacons and a clock for the analytics service's tests. */

import { type AnalyticsOptions, createAnalytics, type Hit } from "#server/analytics/analytics.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { memoryRateLimiter } from "#server/http/rate-limit.server.ts";

export const SITE = "https://www.sobrita.ca";
export const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
export const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
// Noon in Montréal, 23 November 2026.
export const NOON = Date.parse("2026-11-23T17:00:00Z");
export const DAY_MS = 86_400_000;

export function hit(payload: unknown, overrides: Partial<Hit> = {}): Hit {
  return {
    body: typeof payload === "string" ? payload : JSON.stringify(payload),
    contentType: "text/plain;charset=UTF-8",
    origin: SITE,
    fetchSite: "same-origin",
    clientIp: "203.0.113.7",
    userAgent: DESKTOP,
    ...overrides,
  };
}

export function setUp(app: AppDatabase, options: Partial<AnalyticsOptions> = {}) {
  const clock = { now: NOON };
  const analytics = createAnalytics(app, {
    siteOrigin: SITE,
    limiter: memoryRateLimiter({ limit: 1000 }),
    now: () => clock.now,
    ...options,
  });
  return { analytics, clock };
}
