import { TZDate } from "@date-fns/tz";
import type { Logger } from "pino";
import { site } from "#common/site/config.ts";
import { siteDay } from "#common/site/day.ts";
import { type AppDatabase, leadRoles, writeTransaction } from "#server/db/db.server.ts";
import { claimRun, every, finishRun } from "#server/jobs/schedule.server.ts";
import { enqueue } from "#server/mail/outbox.server.ts";
import { SALES_DIGEST } from "./emails.server";

export const DIGEST_JOB = "sales-digest";
/** 8:00 on the team's (Montréal's) clock. */
const DIGEST_HOUR = 8;

export type Digest = {
  /** Queues today's digests if it is a weekday past 8:00 in Montréal and no instance has; resolves to how many. */
  runDue(): Promise<number | undefined>;
  /** Checks now and then every `checkEveryMs`; returns the function that stops it. */
  start(): () => void;
};

/**
 * The morning digest: every instance checks every few minutes; on a weekday from 8:00 Montréal time
 * the one that inserts the day's `job_runs` row (keyed by the team's calendar day) queues one outbox
 * message per member who asked for it, in the same transaction, so a crash queues all or none and
 * another instance tries again. The outbox renders each message when it sends it.
 */
export function createDigest(options: {
  app: AppDatabase;
  log: Pick<Logger, "info" | "error">;
  now?: () => Date;
  checkEveryMs?: number;
}): Digest {
  const { app, log } = options;
  const now = options.now ?? (() => new Date());

  async function runDue() {
    const at = now();
    const zoned = new TZDate(at, site.timeZone);
    const weekday = zoned.getDay() >= 1 && zoned.getDay() <= 5;
    if (!weekday || zoned.getHours() < DIGEST_HOUR) return undefined;
    const day = siteDay(at);
    const queued = await writeTransaction(app.db, async (trx) => {
      if (!(await claimRun(trx, DIGEST_JOB, day, at))) return undefined;
      const members = await trx
        .selectFrom("users")
        .select("id")
        .where("wants_digest", "=", 1)
        .where("disabled_at", "is", null)
        .where("role", "in", leadRoles)
        .execute();
      for (const member of members) await enqueue(trx, { kind: SALES_DIGEST, refId: member.id }, at);
      await finishRun(trx, DIGEST_JOB, day, at, { queued: members.length });
      return members.length;
    });
    if (queued !== undefined) log.info({ job: DIGEST_JOB, queued }, "digest: morning digests queued");
    return queued;
  }

  return {
    runDue,
    start() {
      return every(
        options.checkEveryMs ?? 5 * 60_000,
        runDue,
        (error) => log.error({ err: error, job: DIGEST_JOB }, "digest run failed"),
        { record: { job: DIGEST_JOB, db: app.db, now } },
      );
    },
  };
}
