import type { Logger } from "pino";
import type { SitePageKey } from "#common/site-pages/fields.ts";
import type { AuditLog } from "#server/audit/audit.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { every } from "#server/jobs/schedule.server.ts";
import type { Job } from "#server/module.server.ts";
import { createSitePageStore } from "./store.server";

export const PUBLISHING_JOB = "site-pages-publishing";

/** Often enough that a page scheduled for a time is live within seconds of it, everywhere (decision 112). */
export const publishingEveryMs = 10_000;

/**
 * Makes scheduled versions live once their time has come. It runs on every instance: each due page
 * is moved by one conditional update, so only the instance whose update changed the row audits it.
 */
export function createSitePagesPublishing({
  database,
  audit,
  log,
  now = () => new Date(),
  everyMs = publishingEveryMs,
}: {
  database: AppDatabase;
  audit: AuditLog;
  log: Pick<Logger, "error">;
  now?: () => Date;
  everyMs?: number;
}): Job & { publishDue(): Promise<SitePageKey[]> } {
  const store = createSitePageStore(database);

  /** The pages this call made live. */
  async function publishDue(): Promise<SitePageKey[]> {
    const at = now();
    const published: SitePageKey[] = [];
    for (const { key, scheduledId } of await store.due(at)) {
      if (!(await store.publishScheduled(key, scheduledId, at))) continue;
      published.push(key);
      await audit.record({
        actor: null,
        action: "site-page.published-on-schedule",
        target: { type: "site_page", id: key },
        details: { version: scheduledId },
      });
    }
    return published;
  }

  return {
    publishDue,
    start() {
      return every(
        everyMs,
        publishDue,
        (error) => log.error({ err: error, job: PUBLISHING_JOB }, "site pages publishing failed"),
        { record: { job: PUBLISHING_JOB, db: database.db, now } },
      );
    },
  };
}
