import { type Kysely, sql } from "kysely";
import type { Database } from "#server/db/db.server.ts";

const DAY = 86_400_000;

export type OutboxHealth = {
  queued: number;
  held: number;
  /** When the oldest queued message that should have gone was due. */
  oldestDueAt: Date | null;
  stuck: boolean;
  failedLastDay: number;
};

/**
 * The outbox as the status screen and the alerts see it (decision 074). A queued message is due
 * from its next attempt if it was never tried, and from when it was queued once it has failed: its
 * retries push the next attempt on, and it has been waiting since. A message not yet due (a
 * reminder) is not counted as waiting.
 */
export async function outboxHealth(db: Kysely<Database>, at: Date, stuckAfterMs: number): Promise<OutboxHealth> {
  const iso = at.toISOString();
  const dueSince = sql<string>`case when attempts = 0 then next_attempt_at else created_at end`;
  const [counts, failed] = await Promise.all([
    db
      .selectFrom("outbox")
      .select((eb) => [
        eb.fn.countAll<number | string>().filterWhere("state", "=", "queued").as("queued"),
        eb.fn.countAll<number | string>().filterWhere("state", "=", "held").as("held"),
        eb.fn
          .min(dueSince)
          .filterWhere((w) =>
            w.and([w("state", "=", "queued"), w.or([w("attempts", ">", 0), w("next_attempt_at", "<=", iso)])]),
          )
          .as("oldest"),
      ])
      .where("state", "in", ["queued", "held"])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("last_error", "is not", null)
      .where("state", "in", ["queued", "failed"])
      .where("last_attempt_at", ">=", new Date(at.getTime() - DAY).toISOString())
      .executeTakeFirstOrThrow(),
  ]);
  const oldestDueAt = counts.oldest ? new Date(counts.oldest) : null;
  return {
    queued: Number(counts.queued),
    held: Number(counts.held),
    oldestDueAt,
    stuck: oldestDueAt !== null && at.getTime() - oldestDueAt.getTime() > stuckAfterMs,
    failedLastDay: Number(failed.count),
  };
}
