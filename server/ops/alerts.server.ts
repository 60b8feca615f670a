import { siteDay } from "#common/site/day.ts";
import { type AppDatabase, writeTransaction } from "#server/db/db.server.ts";
import { every } from "#server/jobs/schedule.server.ts";
import { enqueue } from "#server/mail/outbox.server.ts";
import type { SiteStatus, StatusService } from "./status.server";

/** The outbox kind of an alert to one admin (ref_id: its `ops_alerts` row). */
export const OPS_ALERT = "ops.alert";

/** What an alert's email is written from: what was seen when it was raised. */
export type AlertDetails =
  | { kind: "outboxStuck"; due: string }
  | {
      kind: "calendarFailing";
      owner: string;
      calendar: string;
      since: string;
      error: { code: string; detail: string };
    }
  | { kind: "backupLate"; dir: string; latest: string | null }
  | { kind: "diskLow"; path: string; freeBytes: number; totalBytes: number };

/**
 * The problems worth an email (issue 47, decision 075), each under the key that keeps it to one a
 * day: the outbox stuck over 30 minutes, a calendar failing over a day, no backup for 26 hours
 * where backups are watched, the disk under 10 % free. A late or failed job, or a failed send, is
 * on the status screen only: a stuck outbox or a silent calendar is what reaches people.
 */
export function alertsOf(status: SiteStatus): { problem: string; details: AlertDetails }[] {
  const { outbox, backup, disk } = status;
  return [
    ...(outbox.stuck && outbox.oldestDueAt
      ? [{ problem: "outbox-stuck", details: { kind: "outboxStuck" as const, due: outbox.oldestDueAt.toISOString() } }]
      : []),
    ...status.calendars.flatMap((calendar) =>
      calendar.failingForADay && calendar.error && calendar.failingSince
        ? [
            {
              problem: `calendar:${calendar.id}`,
              details: {
                kind: "calendarFailing" as const,
                owner: calendar.owner,
                calendar: calendar.address,
                since: calendar.failingSince.toISOString(),
                error: calendar.error,
              },
            },
          ]
        : [],
    ),
    ...(backup.configured && backup.late
      ? [
          {
            problem: "backup-late",
            details: {
              kind: "backupLate" as const,
              dir: backup.dir,
              latest: backup.latest?.takenAt.toISOString() ?? null,
            },
          },
        ]
      : []),
    ...(disk?.low
      ? [
          {
            problem: "disk-low",
            details: {
              kind: "diskLow" as const,
              path: disk.path,
              freeBytes: disk.freeBytes,
              totalBytes: disk.totalBytes,
            },
          },
        ]
      : []),
  ];
}

export type AlertsOptions = {
  app: AppDatabase;
  status: StatusService;
  now?: () => Date;
  /** Told when alerts were queued, so the outbox tries them at once. */
  onQueued?: () => void;
  log?: (event: string, details: Record<string, unknown>) => void;
};

/**
 * Alerts by email to the admins (issue 47, decision 075): every few minutes, each problem of
 * `alertsOf` is queued through the outbox for each active admin who has not had it this team day.
 * The row per problem, day and admin is inserted in the transaction that queues the email, and its
 * unique key lets one insert land: a restart or a second instance does not repeat it. When SMTP is
 * what fails, the alert waits in the outbox like any email, and the status screen shows it there.
 */
export function createAlerts(options: AlertsOptions) {
  const { app, status } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});

  /** Checks now; resolves to how many emails were queued. */
  async function runDue(): Promise<number> {
    const problems = alertsOf(await status.status());
    if (problems.length === 0) return 0;
    const at = now();
    const day = siteDay(at);
    const queued = await writeTransaction(app.db, async (trx) => {
      const admins = await trx
        .selectFrom("users")
        .select("id")
        .where("role", "=", "admin")
        .where("disabled_at", "is", null)
        .execute();
      let count = 0;
      for (const { problem, details } of problems) {
        for (const admin of admins) {
          const row = await trx
            .insertInto("ops_alerts")
            .values({ problem, day, user_id: admin.id, details: JSON.stringify(details), queued_at: at.toISOString() })
            .onConflict((conflict) => conflict.columns(["problem", "day", "user_id"]).doNothing())
            .returning("id")
            .executeTakeFirst();
          if (!row) continue;
          await enqueue(trx, { kind: OPS_ALERT, refId: row.id }, at);
          count += 1;
        }
      }
      return count;
    });
    if (queued > 0) log("ops.alerts_queued", { emails: queued, problems: problems.map((each) => each.problem) });
    return queued;
  }

  return {
    runDue,
    /** Checks now and every `everyMs` (5 minutes); returns the function that stops it. */
    start(everyMs = 5 * 60_000): () => void {
      return every(
        everyMs,
        async () => {
          if (await runDue()) options.onQueued?.();
        },
        (error) => log("ops.alerts_failed", { err: String(error) }),
        { record: { job: "ops-alerts", db: app.db, now } },
      );
    },
  };
}
