import { createHash } from "node:crypto";
import type { AppDatabase } from "../db/db.server";

/** Answers whether one more hit is allowed for a key (a client IP) in the current window. */
export type RateLimiter = { consume(key: string): Promise<boolean> };

/** How many hits a key may make per window, and the clock that says when a window ends. */
type WindowOptions = { limit: number; windowMs?: number; now?: () => number };

/**
 * A fixed one-minute window per key, in this process's memory: right for one instance.
 * Several instances share theirs through the database instead (`databaseRateLimiter`).
 */
export function memoryRateLimiter({ limit, windowMs = 60_000, now = Date.now }: WindowOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async consume(key) {
      const time = now();
      const current = windows.get(key);
      if (!current || time - current.start >= windowMs) {
        if (windows.size > 10_000) for (const [k, w] of windows) if (time - w.start >= windowMs) windows.delete(k);
        windows.set(key, { start: time, count: 1 });
        return true;
      }
      current.count++;
      return current.count <= limit;
    },
  };
}

/**
 * A fixed window per key, counted in the database, so every instance on it shares the count.
 * One atomic upsert per hit (INSERT … ON CONFLICT DO UPDATE … RETURNING): concurrent hits from
 * several instances each get their own count, none lost. Windows are aligned on the clock
 * (floor(now / windowMs)), so instances agree on which window a hit falls in.
 *
 * The key is stored hashed, never as the raw IP, and rows are pruned once the window before
 * the current one has ended, so a count lives at most about two windows.
 */
export function databaseRateLimiter(
  app: AppDatabase,
  { limit, windowMs = 60_000, now = Date.now }: WindowOptions,
): RateLimiter {
  const { db } = app;
  let prunedUpTo = Number.NEGATIVE_INFINITY;
  return {
    async consume(key) {
      const start = Math.floor(now() / windowMs) * windowMs;
      // Once per window per instance. The window before the current one is kept, so an instance
      // whose clock runs a little ahead cannot erase counts its peers are still adding to.
      if (start > prunedUpTo) {
        prunedUpTo = start;
        const cutoff = new Date(start - windowMs).toISOString();
        await db.deleteFrom("rate_limits").where("window_start", "<", cutoff).execute();
      }
      const { count } = await db
        .insertInto("rate_limits")
        .values({ key: hashKey(key), window_start: new Date(start).toISOString(), count: 1 })
        .onConflict((conflict) =>
          conflict.columns(["key", "window_start"]).doUpdateSet((eb) => ({ count: eb("rate_limits.count", "+", 1) })),
        )
        .returning("count")
        .executeTakeFirstOrThrow();
      return count <= limit;
    },
  };
}

function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
}
