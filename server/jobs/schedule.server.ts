import type { Kysely } from "kysely";
import type { JobName } from "#common/ops/jobs.ts";
import type { Database } from "#server/db/db.server.ts";
import { jobRuns } from "#server/ops/metrics.server.ts";

/**
 * Takes `job`'s run for `runOn` (a day or a week, as the job counts them) by inserting its
 * `job_runs` row: true for the one instance whose insert lands, false for every other, which finds
 * the row taken. Done in the transaction that does the job's work, a crash leaves no row, and
 * another instance runs the job again.
 */
export async function claimRun(db: Kysely<Database>, job: string, runOn: string, startedAt: Date): Promise<boolean> {
  const claimed = await db
    .insertInto("job_runs")
    .values({ job, run_on: runOn, started_at: startedAt.toISOString() })
    .onConflict((conflict) => conflict.columns(["job", "run_on"]).doNothing())
    .returning("job")
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Marks a claimed run finished, with what it did (kept as JSON, for whoever reads the runs). */
export async function finishRun(
  db: Kysely<Database>,
  job: string,
  runOn: string,
  finishedAt: Date,
  result: Record<string, unknown>,
): Promise<void> {
  await db
    .updateTable("job_runs")
    .set({ finished_at: finishedAt.toISOString(), result: JSON.stringify(result) })
    .where("job", "=", job)
    .where("run_on", "=", runOn)
    .execute();
}

/**
 * Where a job's runs are recorded (`job_status`, decision 074): its name, and the database and clock
 * the rows are written with. Every instance writes the same row, so it holds the latest run anywhere.
 */
export type JobRecord = { job: JobName; db: Kysely<Database>; now?: () => Date };

const ERROR_MAX_LENGTH = 500;

/**
 * Runs `run` every `everyMs`, and at once unless `immediately` is false. A run still going when the
 * next is due is not doubled; the next tick tries again. A failure goes to `onError` and stops
 * nothing. With `record`, the job is written down as scheduled, and each run's start, end and
 * outcome after it ends, for the status screen. The timer never keeps the process alive on its own
 * (`unref`). Returns the function that stops it.
 */
export function every(
  everyMs: number,
  run: () => Promise<unknown>,
  onError: (error: unknown) => void,
  options: { immediately?: boolean; record?: JobRecord } = {},
): () => void {
  const { record } = options;
  const now = record?.now ?? (() => new Date());
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    const startedAt = now();
    run()
      .then(
        () => (record ? recordRun(record, startedAt, now(), undefined) : undefined),
        (error: unknown) => {
          onError(error);
          return record ? recordRun(record, startedAt, now(), error) : undefined;
        },
      )
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  const scheduled = record && recordScheduled(record, everyMs, now()).catch(onError);
  if (options.immediately ?? true) {
    // The first run is recorded on the row that says the job is scheduled, so it waits for it.
    if (scheduled) void scheduled.then(tick);
    else tick();
  }
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** The job as scheduled now, every `everyMs`; a row from before keeps its last run. */
async function recordScheduled({ job, db }: JobRecord, everyMs: number, at: Date): Promise<void> {
  await db
    .insertInto("job_status")
    .values({ job, every_ms: everyMs, scheduled_at: at.toISOString() })
    .onConflict((conflict) => conflict.column("job").doUpdateSet({ every_ms: everyMs, scheduled_at: at.toISOString() }))
    .execute();
}

async function recordRun({ job, db }: JobRecord, startedAt: Date, finishedAt: Date, error: unknown): Promise<void> {
  jobRuns.inc({ job, outcome: error === undefined ? "ok" : "failed" });
  await db
    .updateTable("job_status")
    .set({
      last_started_at: startedAt.toISOString(),
      last_finished_at: finishedAt.toISOString(),
      last_outcome: error === undefined ? "ok" : "failed",
      last_error:
        error === undefined
          ? null
          : (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH),
    })
    .where("job", "=", job)
    .execute();
}
