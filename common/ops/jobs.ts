/**
 * The scheduled jobs whose every run is recorded (`job_status`), by the name each records under:
 * the status screen names them in words (the back office's `status.jobs`), keyed by these.
 */
export const recordedJobs = [
  "sales-digest",
  "lead-retention",
  "analytics-weekly-report",
  "analytics-rollup",
  "newsletter-purge",
  "newsletter-sending",
  "webinar-mailings",
  "calendar-refresh",
  "ops-alerts",
  "site-pages-publishing",
] as const;

export type JobName = (typeof recordedJobs)[number];

export function isJobName(value: string): value is JobName {
  return (recordedJobs as readonly string[]).includes(value);
}
