import type { AdminDictionary } from "#common/admin/content/types.ts";
import type { Lang } from "#common/site/pages.ts";
import type { Analytics } from "./analytics.server";
import { pathsReport } from "./paths-report.server";
import { analyticsReport, type Range } from "./report.server";

/** Every table of the analytics page for a range: the page shows them, and its CSV links export one each. */
export function dashboardReports(analytics: Analytics, range: Range, lang: Lang, t: AdminDictionary) {
  const p = t.analyticsPaths;
  return Promise.all([
    analyticsReport(analytics.store, range, lang, t.analytics, p.comparison),
    pathsReport(
      analytics.store,
      analytics.funnels,
      range,
      lang,
      p,
      t.analytics.values.channels,
      t.analytics.values.other,
    ),
  ]);
}
