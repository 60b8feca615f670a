import type { Logger } from "pino";
import type { AuditLog } from "#server/audit/audit.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { claimRun, every, finishRun } from "#server/jobs/schedule.server.ts";
import { eraseContentPastRetention } from "#server/mail/outbox-desk.server.ts";
import type { LeadStore } from "./store.server";

export const RETENTION_JOB = "lead-retention";

export type Retention = {
  /** Runs today's purge if no instance has yet; resolves to the ids erased, or undefined if not this one's turn. */
  runDue(): Promise<number[] | undefined>;
  /** Checks now and then every `checkEveryMs`; returns the function that stops it. */
  start(): () => void;
};

type RetentionOptions = {
  app: AppDatabase;
  leads: Pick<LeadStore, "purgeOlderThan">;
  days: number;
  audit: AuditLog;
  log: Pick<Logger, "info" | "error">;
  now?: () => Date;
  /** How often an instance checks whether today's run is due. */
  checkEveryMs?: number;
};

/**
 * The daily erasure of leads kept past the retention period the privacy policy promises. Every
 * instance checks each hour; the one that inserts today's `job_runs` row (its primary key is the
 * job and the UTC day) runs the purge, the others find the row taken. The log and the audit log
 * name the ids erased and their number, never their content. A run interrupted by a crash is made
 * up the next day: the purge takes everything past the cut-off, whenever it runs.
 */
export function createRetention(options: RetentionOptions): Retention {
  const { app, leads, days, audit, log } = options;
  const now = options.now ?? (() => new Date());

  async function runDue() {
    const started = now();
    const day = started.toISOString().slice(0, 10);
    if (!(await claimRun(app.db, RETENTION_JOB, day, started))) return undefined;
    const ids = await leads.purgeOlderThan(days);
    // What emails said goes after the same period, sent or not (decisions 072 and 092): the policy's one promise.
    const emails = await eraseContentPastRetention(app, days, started);
    await finishRun(app.db, RETENTION_JOB, day, now(), { removed: ids.length, emails });
    await audit.record({ actor: null, action: "retention.purge", details: { removed: ids.length, days, emails } });
    log.info(
      { job: RETENTION_JOB, days, removed: ids.length, ids, emails },
      "retention: erased leads and emails' content past the retention period",
    );
    return ids;
  }

  return {
    runDue,
    start() {
      return every(
        options.checkEveryMs ?? 3_600_000,
        runDue,
        (error) => log.error({ err: error, job: RETENTION_JOB }, "retention run failed"),
        { record: { job: RETENTION_JOB, db: app.db, now } },
      );
    },
  };
}
