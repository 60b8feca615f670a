/** Answers whether one more hit is allowed for a key (a client IP) in the current window. */
export type RateLimiter = { consume(key: string): Promise<boolean> };

/**
 * A fixed one-minute window per key, in this process's memory: right for one instance.
 * Several instances share theirs through the database instead.
 */
export function memoryRateLimiter({
  limit,
  windowMs = 60_000,
  now = Date.now,
}: {
  limit: number;
  windowMs?: number;
  now?: () => number;
}): RateLimiter {
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
