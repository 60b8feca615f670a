import { describe, expect, it } from "vitest";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { clientKey, databaseRateLimiter, memoryRateLimiter, type RateLimiter } from "./rate-limit.server";

const MINUTE = 60_000;
const START = Date.parse("2025-06-01T12:00:00.000Z");

async function hits(limiter: RateLimiter, key: string, times: number): Promise<boolean[]> {
  const results: boolean[] = [];
  for (let i = 0; i < times; i += 1) results.push(await limiter.consume(key));
  return results;
}

describe("a client's key", () => {
  it("is an IPv6 address's /64, however it is written, so a subscriber's other addresses share its count", async () => {
    const limiter = memoryRateLimiter({ limit: 2 });
    const fromOneLine = ["2001:db8:1:2::1", "2001:0DB8:0001:0002:ffff:ffff:ffff:fffe", "2001:db8:1:2:a:b:c:d"];
    const results = [];
    for (const ip of fromOneLine) results.push(await limiter.consume(clientKey(ip)));
    expect(results).toEqual([true, true, false]);
    // The next /64 is someone else.
    expect(await limiter.consume(clientKey("2001:db8:1:3::1"))).toBe(true);
    expect(clientKey("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
  });

  it("is the IPv4 address itself, also when it reached an IPv6 socket", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:cb00:7107")).toBe("203.0.113.7");
    expect(clientKey("unknown")).toBe("unknown");
  });
});

describe("memory rate limiter", () => {
  it("allows `limit` hits per key per window", async () => {
    let clock = START;
    const limiter = memoryRateLimiter({ limit: 2, now: () => clock });
    expect(await hits(limiter, "a", 3)).toEqual([true, true, false]);
    expect(await limiter.consume("b")).toBe(true);
    clock += MINUTE;
    expect(await limiter.consume("a")).toBe(true);
  });

  it("holds a bounded number of keys with 100,000 distinct clients, and drops a finished window whole", async () => {
    let clock = START;
    const limiter = memoryRateLimiter({ limit: 2, now: () => clock, maxKeys: 10_000 });
    let largest = 0;
    const client = (i: number) => `client-${i}`;
    for (let i = 0; i < 100_000; i += 1) {
      expect(await limiter.consume(client(i))).toBe(true);
      largest = Math.max(largest, limiter.heldKeys());
    }
    expect(largest).toBe(10_000);
    // The newest clients are still counted.
    expect(await hits(limiter, client(99_999), 2)).toEqual([true, false]);

    clock += MINUTE;
    expect(await limiter.consume("203.0.113.7")).toBe(true);
    expect(limiter.heldKeys()).toBe(1);
  });
});

describe.each(backends)("database rate limiter on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("allows `limit` hits per key per window, then refuses", async () => {
    const limiter = databaseRateLimiter(await database.open(), { limit: 3, now: () => START });
    expect(await hits(limiter, "203.0.113.7", 5)).toEqual([true, true, true, false, false]);
    expect(await limiter.consume("198.51.100.1")).toBe(true);
  });

  it("starts a new count with each window, aligned on the clock", async () => {
    let clock = START + 59_000;
    const limiter = databaseRateLimiter(await database.open(), { limit: 1, now: () => clock });
    expect(await hits(limiter, "ip", 2)).toEqual([true, false]);
    clock = START + MINUTE;
    expect(await hits(limiter, "ip", 2)).toEqual([true, false]);
  });

  it("shares one count between instances, without losing concurrent hits", async () => {
    const first = await database.open();
    // On PostgreSQL, a second instance has its own pool; one SQLite process shares its connection.
    const second = backend.name === "postgres" ? await database.open() : first;
    const limiters = [first, second].map((app) => databaseRateLimiter(app, { limit: 7, now: () => START }));

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (limiters[i % 2] as RateLimiter).consume("ip")),
    );

    expect(results.filter(Boolean)).toHaveLength(7);
    const row = await first.db.selectFrom("rate_limits").select("count").executeTakeFirstOrThrow();
    expect(row.count).toBe(20);
  });

  it("keeps no raw key and prunes windows that have ended", async () => {
    let clock = START;
    const app = await database.open();
    const limiter = databaseRateLimiter(app, { limit: 5, now: () => clock });
    const windows = async () =>
      (await app.db.selectFrom("rate_limits").select(["key", "window_start"]).orderBy("window_start").execute()).map(
        (row) => row.window_start,
      );

    await limiter.consume("203.0.113.7");
    const [row] = await app.db.selectFrom("rate_limits").select("key").execute();
    expect(row?.key).not.toContain("203.0.113.7");

    clock += MINUTE;
    await limiter.consume("203.0.113.7");
    // The previous window is kept for peers whose clocks lag a little.
    expect(await windows()).toEqual([new Date(START).toISOString(), new Date(START + MINUTE).toISOString()]);

    clock += MINUTE;
    await limiter.consume("203.0.113.7");
    expect(await windows()).toEqual([
      new Date(START + MINUTE).toISOString(),
      new Date(START + 2 * MINUTE).toISOString(),
    ]);
  });

  it("prunes each window by its own length: a limit per minute does not erase an hourly count", async () => {
    let clock = START;
    const app = await database.open();
    const hourly = databaseRateLimiter(app, { limit: 2, windowMs: 60 * MINUTE, now: () => clock });
    const perMinute = databaseRateLimiter(app, { limit: 100, now: () => clock });
    expect(await hits(hourly, "mailbox", 2)).toEqual([true, true]);
    // Minutes later, another limit on the same table prunes what it no longer needs, and only that.
    clock += 5 * MINUTE;
    await perMinute.consume("203.0.113.7");
    expect(await hourly.consume("mailbox")).toBe(false);
  });
});
