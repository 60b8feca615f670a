import { createHash } from "node:crypto";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import type { Kysely } from "kysely";
import type { AppDatabase, Database } from "#server/db/db.server.ts";

/**
 * The client a limit counts an address as. An IPv6 subscriber is given a /64 at least, and could take a
 * new address in it for every request: its /64 is one client. An IPv4 address that reached an IPv6
 * socket (::ffff:203.0.113.7) is that IPv4 address. Anything else ("unknown") counts as itself.
 * Every limit or throttle keyed on a client's address keys on this.
 */
export function clientKey(ip: string): string {
  if (!isIP(ip)) return ip;
  const address = ipaddr.process(ip);
  if (!(address instanceof ipaddr.IPv6)) return address.toString();
  const [a = 0, b = 0, c = 0, d = 0] = address.parts;
  return `${new ipaddr.IPv6([a, b, c, d, 0, 0, 0, 0]).toString()}/64`;
}

/** Answers whether one more hit is allowed for a key (a client IP) in the current window. */
export type RateLimiter = { consume(key: string): Promise<boolean> };

/** How many hits a key may make per window, and the clock that says when a window ends. */
type WindowOptions = { limit: number; windowMs?: number; now?: () => number };

/** The in-memory limiter also says how many keys it holds, so its memory can be checked. */
export type MemoryRateLimiter = RateLimiter & { heldKeys(): number };

/**
 * Counts per key for the current window only, in this process's memory: right for one instance.
 * Windows are aligned on the clock and dropped whole when the next begins, and one window holds at
 * most `maxKeys` keys, the oldest making room for a new one: memory is bounded and each hit costs
 * the same, whatever the number of clients. Several instances share theirs through the database
 * instead (`databaseRateLimiter`).
 */
export function memoryRateLimiter({
  limit,
  windowMs = 60_000,
  now = Date.now,
  maxKeys = 50_000,
}: WindowOptions & { maxKeys?: number }): MemoryRateLimiter {
  let windowStart = Number.NEGATIVE_INFINITY;
  let counts = new Map<string, number>();
  return {
    async consume(key) {
      const start = Math.floor(now() / windowMs) * windowMs;
      if (start !== windowStart) {
        windowStart = start;
        counts = new Map();
      }
      const count = (counts.get(key) ?? 0) + 1;
      if (count === 1 && counts.size >= maxKeys) counts.delete(counts.keys().next().value as string);
      counts.set(key, count);
      return count <= limit;
    },
    heldKeys: () => counts.size,
  };
}

/**
 * A fixed window per key, counted in the database, so every instance on it shares the count.
 * One atomic upsert per hit (INSERT … ON CONFLICT DO UPDATE … RETURNING): concurrent hits from
 * several instances each get their own count, none lost. Windows are aligned on the clock
 * (floor(now / windowMs)), so instances agree on which window a hit falls in.
 *
 * The key is stored hashed, never as the raw IP, and each row is pruned once the window after its
 * own has ended, so a count lives at most about two of its windows, whatever other windows share the
 * table. Returns the function that counts one hit and answers the key's hits in the window so far;
 * it writes through the connection or transaction it is given, so a count can commit or roll back
 * with what it counts.
 */
export function windowCounter({
  windowMs = 60_000,
  now = Date.now,
}: Omit<WindowOptions, "limit">): (db: Kysely<Database>, key: string) => Promise<number> {
  let prunedUpTo = Number.NEGATIVE_INFINITY;
  return async (db, key) => {
    const start = Math.floor(now() / windowMs) * windowMs;
    // Once per window per instance. The window before the current one is kept, so an instance
    // whose clock runs a little ahead cannot erase counts its peers are still adding to.
    if (start > prunedUpTo) {
      prunedUpTo = start;
      await db.deleteFrom("rate_limits").where("expires_at", "<=", new Date(start).toISOString()).execute();
    }
    const { count } = await db
      .insertInto("rate_limits")
      .values({
        key: hashKey(key),
        window_start: new Date(start).toISOString(),
        expires_at: new Date(start + 2 * windowMs).toISOString(),
        count: 1,
      })
      .onConflict((conflict) =>
        conflict.columns(["key", "window_start"]).doUpdateSet((eb) => ({ count: eb("rate_limits.count", "+", 1) })),
      )
      .returning("count")
      .executeTakeFirstOrThrow();
    return count;
  };
}

/** A limit counted in the database (`windowCounter`): every instance on it shares the count. */
export function databaseRateLimiter(app: AppDatabase, { limit, ...window }: WindowOptions): RateLimiter {
  const count = windowCounter(window);
  return { consume: async (key) => (await count(app.db, key)) <= limit };
}

function hashKey(key: string): string {
  return createHash("sha256").update(key).digest("base64url");
}

/** Several instances run only on PostgreSQL, and must then share their counts; one SQLite process counts in memory. */
export function rateLimiterFor(app: AppDatabase, options: WindowOptions): RateLimiter {
  return app.dialect === "postgres" ? databaseRateLimiter(app, options) : memoryRateLimiter(options);
}
