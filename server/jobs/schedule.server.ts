import type { Kysely } from "kysely";
import type { Database } from "../db/db.server";

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
 * Runs `run` every `everyMs`, and at once unless `immediately` is false. A run still going when the
 * next is due is not doubled; the next tick tries again. A failure goes to `onError` and stops
 * nothing. The timer never keeps the process alive on its own (`unref`). Returns the function that
 * stops it.
 */
export function every(
  everyMs: number,
  run: () => Promise<unknown>,
  onError: (error: unknown) => void,
  options: { immediately?: boolean } = {},
): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    run()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  };
  if (options.immediately ?? true) tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
