import { adminPaths } from "#common/admin/paths.ts";
import { memoryRateLimiter } from "#server/http/rate-limit.server.ts";
import { type Ground, type PostRoute, type ServerModule, smallFormBytes } from "#server/module.server.ts";
import { type Analytics, type ConversionKind, type ConversionSource, createAnalytics } from "./analytics.server";
import { beacons } from "./metrics.server";
import { createAnalyticsStore } from "./store.server";
import { createWeeklyReportJob, WEEKLY_REPORT_EMAIL, weeklyReportHandler } from "./weekly-report.server";

/** The weekly report's stop link is posted by mail programs (one-click, RFC 8058), with its token as proof. */
export const analyticsPosts: PostRoute[] = [{ path: adminPaths.weeklyReportStop, limit: smallFormBytes }];

/**
 * Page views and conversions (decision 010), and each Monday's report to the users who asked for it
 * (issue 28). Each instance limits its own beacon senders.
 */
export function analyticsModule({ env, log, database, siteOrigin, kick }: Ground): ServerModule & {
  analytics: Analytics;
  /** Counts a stored lead or booking for its visit; a failure to count never fails the visitor. */
  countConversion: (kind: ConversionKind, source: ConversionSource) => void;
} {
  const analytics = createAnalytics(database, {
    siteOrigin: env.SITE_URL,
    limiter: memoryRateLimiter({ limit: env.ANALYTICS_EVENTS_PER_MINUTE }),
    flushMs: env.ANALYTICS_FLUSH_MS,
    batchSize: env.ANALYTICS_BATCH_SIZE,
    rollupMs: env.ANALYTICS_ROLLUP_MS,
    log: (event, details) => log.warn(details, event),
  });
  return {
    name: "analytics",
    analytics,
    countConversion: (kind, source) =>
      void analytics
        .recordConversion(kind, source)
        .catch((error: unknown) => log.warn({ err: error }, "conversion not counted")),
    services: { analytics },
    emails: { [WEEKLY_REPORT_EMAIL]: weeklyReportHandler(database, createAnalyticsStore(database), siteOrigin) },
    jobs: [
      {
        // Its writes and roll-ups; what is buffered is written by `stop`.
        start: () => {
          analytics.start();
          return () => {};
        },
      },
      createWeeklyReportJob({ app: database, onQueued: kick, log: (event, details) => log.info(details, event) }),
    ],
    posts: analyticsPosts,
    metrics: [beacons],
    // Every page view answered 202 is written before the database closes.
    stop: () => analytics.stop().catch((error: unknown) => log.error({ err: error }, "page views lost at shutdown")),
  };
}
