import { describe, expect, it } from "vitest";
import type { AppDatabase } from "#server/db/db.server.ts";
import { memoryRateLimiter } from "#server/http/rate-limit.server.ts";
import { DAY_MS, DESKTOP, hit, PHONE, SITE, setUp } from "#tests/support/analytics.ts";
import { backends } from "#tests/support/backends.ts";
import { type TestDatabaseHandle, useTestDatabase } from "#tests/support/database.ts";
import type { Hit } from "./analytics.server";

async function rawEvents(app: AppDatabase) {
  return app.db.selectFrom("analytics_events").selectAll().orderBy("id").execute();
}

/**
 * The totals of one morning, written once: SQLite and PostgreSQL must both arrive at exactly these.
 * One morning's traffic: three visitors, five views, a campaign, a referrer, a 404, a conversion. */
async function morning(database: TestDatabaseHandle) {
  const app = await database.open();
  const { analytics } = setUp(app);
  const views: [Hit["clientIp"], string, object][] = [
    ["198.51.100.1", PHONE, { p: "/", s: "Newsletter", m: "email", c: "Fall launch" }],
    ["198.51.100.1", PHONE, { p: "/contact" }],
    ["198.51.100.2", DESKTOP, { p: "/en/advisors", r: "https://www.linkedin.com/feed/" }],
    ["198.51.100.2", DESKTOP, { p: "/en/nowhere", n: 1 }],
    ["198.51.100.3", DESKTOP, { p: "/conseillers", r: `${SITE}/` }],
  ];
  for (const [clientIp, userAgent, payload] of views) {
    expect((await analytics.collect(hit(payload, { clientIp, userAgent }))).status).toBe(202);
  }
  await analytics.recordConversion("lead", { clientIp: "198.51.100.1", userAgent: PHONE });
  await analytics.recordConversion("booking", { clientIp: "192.0.2.99", userAgent: DESKTOP });
  await analytics.rollUp();
  const [from, to] = ["2026-11-01", "2026-11-30"];
  const { store } = analytics;
  return {
    app,
    analytics,
    totals: {
      series: await store.series(from, to),
      ...Object.fromEntries(
        await Promise.all(
          (["page", "landing", "channel", "source", "medium", "campaign", "device", "kind"] as const).map(
            async (dimension) => [dimension, await store.breakdown(dimension, from, to)] as const,
          ),
        ),
      ),
    },
  };
}

const expectedTotals = {
  series: [{ day: "2026-11-23", visitors: 3, views: 5, conversions: 2 }],
  page: [
    { key: "404", lang: "en", visitors: 1, views: 1, conversions: 0 },
    { key: "advisors", lang: "en", visitors: 1, views: 1, conversions: 0 },
    { key: "advisors", lang: "fr", visitors: 1, views: 1, conversions: 0 },
    { key: "contact", lang: "fr", visitors: 1, views: 1, conversions: 0 },
    { key: "home", lang: "fr", visitors: 1, views: 1, conversions: 0 },
  ],
  landing: [
    { key: "advisors", lang: "en", visitors: 1, views: 2, conversions: 0 },
    { key: "home", lang: "fr", visitors: 1, views: 2, conversions: 1 },
    { key: "advisors", lang: "fr", visitors: 1, views: 1, conversions: 0 },
    { key: "", lang: "", visitors: 0, views: 0, conversions: 1 },
  ],
  channel: [
    { key: "email", lang: "", visitors: 1, views: 2, conversions: 1 },
    { key: "social", lang: "", visitors: 1, views: 2, conversions: 0 },
    { key: "direct", lang: "", visitors: 1, views: 1, conversions: 0 },
    { key: "", lang: "", visitors: 0, views: 0, conversions: 1 },
  ],
  source: [
    { key: "linkedin.com", lang: "", visitors: 1, views: 2, conversions: 0 },
    { key: "newsletter", lang: "", visitors: 1, views: 2, conversions: 1 },
    { key: "", lang: "", visitors: 1, views: 1, conversions: 1 },
  ],
  medium: [
    { key: "email", lang: "", visitors: 1, views: 2, conversions: 1 },
    { key: "", lang: "", visitors: 2, views: 3, conversions: 1 },
  ].sort((a, b) => b.visitors - a.visitors),
  campaign: [
    { key: "", lang: "", visitors: 2, views: 3, conversions: 1 },
    { key: "Fall launch", lang: "", visitors: 1, views: 2, conversions: 1 },
  ],
  device: [
    { key: "desktop", lang: "", visitors: 2, views: 3, conversions: 0 },
    { key: "mobile", lang: "", visitors: 1, views: 2, conversions: 0 },
  ],
  kind: [
    { key: "booking", lang: "", visitors: 0, views: 0, conversions: 1 },
    { key: "lead", lang: "", visitors: 0, views: 0, conversions: 1 },
  ],
};

describe.each(backends)("analytics on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("keeps a reduced view: page, language, referring host, campaign, device class and a hash", async () => {
    const app = await database.open();
    const { analytics } = setUp(app);
    const result = await analytics.collect(
      hit(
        { p: "/en/advisors", r: "https://www.google.ca/search?q=insurance", s: "News", c: "x".repeat(200) },
        { userAgent: PHONE },
      ),
    );
    expect(result.status).toBe(202);
    expect(await rawEvents(app)).toEqual([]);
    await analytics.flush();
    const [event] = await rawEvents(app);
    expect(event).toMatchObject({
      day: "2026-11-23",
      page: "advisors",
      lang: "en",
      referrer: "google.ca",
      utm_source: "news",
      utm_medium: null,
      utm_campaign: "x".repeat(64),
      device: "mobile",
    });
    expect(event?.visitor).toMatch(/^[\w-]{22}$/);
    expect(JSON.stringify(event)).not.toMatch(/203\.0\.113\.7|iPhone|Mozilla/);
  });

  it("refuses hostile or broken events with a 4xx and keeps none of them", async () => {
    const app = await database.open();
    const { analytics } = setUp(app, { limiter: memoryRateLimiter({ limit: 8 }) });
    const refused: [Hit, number][] = [
      [hit({ p: "/" }, { contentType: "application/x-www-form-urlencoded" }), 415],
      [hit({ p: "/" }, { fetchSite: "cross-site" }), 403],
      [hit({ p: "/" }, { origin: "https://evil.example" }), 403],
      [hit({ p: "/", r: "x".repeat(3000) }), 413],
      [hit("{not json"), 400],
      [hit({ p: "/", extra: "field" }), 400],
      [hit({ p: "/admin/users" }), 422],
      [hit({ p: "relative" }), 400],
    ];
    for (const [request, status] of refused)
      expect((await analytics.collect(request)).status, request.body).toBe(status);
    // The limiter has counted the requests that reached it; the next ones from this address are refused.
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await analytics.collect(hit({ p: "/" }))).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect((await analytics.collect(hit({ p: "/" }, { clientIp: "192.0.2.1" }))).status).toBe(202);
    await analytics.flush();
    expect(await rawEvents(app)).toHaveLength(statuses.filter((status) => status === 202).length + 1);
  });

  it("ignores robots without telling them", async () => {
    const app = await database.open();
    const { analytics } = setUp(app);
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    expect((await analytics.collect(hit({ p: "/" }, { userAgent: googlebot }))).status).toBe(204);
    expect((await analytics.collect(hit({ p: "/" }, { userAgent: undefined }))).status).toBe(204);
    await analytics.flush();
    expect(await rawEvents(app)).toEqual([]);
  });

  it("knows a visitor again the same day only; the old day's salt is destroyed", async () => {
    const app = await database.open();
    const { analytics, clock } = setUp(app);
    await analytics.collect(hit({ p: "/" }));
    await analytics.collect(hit({ p: "/contact" }));
    await analytics.collect(hit({ p: "/" }, { userAgent: PHONE }));
    clock.now += DAY_MS;
    await analytics.collect(hit({ p: "/" }));
    await analytics.flush();
    const [a, b, other, tomorrow] = (await rawEvents(app)).map((event) => event.visitor);
    expect(a).toBe(b);
    expect(other).not.toBe(a);
    expect(tomorrow).not.toBe(a);
    expect(await app.db.selectFrom("analytics_salts").select("day").execute()).toEqual([{ day: "2026-11-24" }]);
  });

  it("shares the day's salt between instances on one database", async () => {
    const one = setUp(await database.open()).analytics;
    const two = setUp(await database.open()).analytics;
    await one.collect(hit({ p: "/" }));
    await two.collect(hit({ p: "/contact" }));
    await one.flush();
    await two.flush();
    const app = await database.open();
    const visitors = new Set((await rawEvents(app)).map((event) => event.visitor));
    expect(visitors.size).toBe(1);
  });

  it("caps the distinct values of free-text fields per day", async () => {
    const app = await database.open();
    const { analytics } = setUp(app, { distinctValues: 2 });
    for (const source of ["a", "b", "c", "a"]) await analytics.collect(hit({ p: "/", s: source }));
    await analytics.flush();
    expect((await rawEvents(app)).map((event) => event.utm_source)).toEqual(["a", "b", "(other)", "a"]);
  });

  it("keeps counting real sources by name after a flood of made-up ones from one address", async () => {
    const app = await database.open();
    const { analytics } = setUp(app);
    const flooder = "203.0.113.66";
    for (let i = 0; i < 100; i++)
      expect((await analytics.collect(hit({ p: "/", s: `made-up-${i}` }, { clientIp: flooder }))).status).toBe(202);
    for (const clientIp of ["198.51.100.21", "198.51.100.22"])
      await analytics.collect(hit({ p: "/", s: "newsletter", m: "email" }, { clientIp }));
    await analytics.flush();
    const sources = (await rawEvents(app)).map((event) => event.utm_source);
    // The flooding address named three sources; the rest of its flood is "(other)".
    expect(sources.slice(0, 100).filter((source) => source !== "(other)")).toEqual([
      "made-up-0",
      "made-up-1",
      "made-up-2",
    ]);
    expect(sources.slice(100)).toEqual(["newsletter", "newsletter"]);
    await analytics.rollUp();
    const newsletter = await app.db
      .selectFrom("analytics_daily")
      .select(["visitors", "views"])
      .where("dimension", "=", "source")
      .where("key", "=", "newsletter")
      .executeTakeFirst();
    expect(newsletter).toEqual({ visitors: 2, views: 2 });
  });

  it("rolls a day up by visit (landing page, source, campaign, device; pages by language), identically on both databases", async () => {
    const { totals } = await morning(database);
    expect(totals).toEqual(expectedTotals);
  });

  it("attributes a conversion to the landing page and source of that visit, and keeps only the day's hash besides", async () => {
    const { app } = await morning(database);
    const conversions = await app.db.selectFrom("analytics_conversions").selectAll().orderBy("id").execute();
    expect(conversions).toEqual([
      {
        id: expect.any(Number),
        day: "2026-11-23",
        kind: "lead",
        page: "home",
        lang: "fr",
        referrer: null,
        utm_source: "newsletter",
        utm_medium: "email",
        utm_campaign: "Fall launch",
        channel: "email",
        visitor: expect.stringMatching(/^[\w-]{22}$/),
      },
      {
        id: expect.any(Number),
        day: "2026-11-23",
        kind: "booking",
        page: null,
        lang: null,
        referrer: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        channel: null,
        visitor: null,
      },
    ]);
  });

  it("counts yesterday's last views once the day is over", async () => {
    const app = await database.open();
    const { analytics, clock } = setUp(app);
    // 23:30 in Montréal (04:30 UTC the next day): rolled up, then one more view before midnight.
    clock.now = Date.parse("2026-11-24T04:30:00Z");
    await analytics.collect(hit({ p: "/" }));
    await analytics.rollUp();
    await analytics.collect(hit({ p: "/contact" }, { clientIp: "192.0.2.8" }));
    clock.now = Date.parse("2026-11-24T05:10:00Z");
    await analytics.rollUp();
    expect(await analytics.store.series("2026-11-23", "2026-11-24")).toEqual([
      { day: "2026-11-23", visitors: 2, views: 2, conversions: 0 },
    ]);
  });

  it("rolls up again without counting twice", async () => {
    const { analytics, totals } = await morning(database);
    await analytics.rollUp();
    await analytics.rollUp();
    expect(await analytics.store.series("2026-11-01", "2026-11-30")).toEqual(totals.series);
  });

  it("writes what is buffered when stopped, so nothing acknowledged is lost", async () => {
    const app = await database.open();
    const { analytics } = setUp(app, { flushMs: 60_000, batchSize: 10_000 });
    analytics.start();
    for (let i = 0; i < 250; i++) {
      expect((await analytics.collect(hit({ p: "/" }, { clientIp: `10.0.${i >> 8}.${i & 255}` }))).status).toBe(202);
    }
    expect(await rawEvents(app)).toEqual([]);
    await analytics.stop();
    expect(await rawEvents(app)).toHaveLength(250);
  });

  it("writes a full batch without waiting for the timer", async () => {
    const app = await database.open();
    const { analytics } = setUp(app, { flushMs: 60_000, batchSize: 5 });
    for (let i = 0; i < 5; i++) await analytics.collect(hit({ p: "/" }));
    await expect.poll(async () => (await rawEvents(app)).length).toBe(5);
  });

  it("deletes raw rows after 30 days and keeps the daily totals", async () => {
    const app = await database.open();
    const { analytics, clock } = setUp(app);
    await analytics.collect(hit({ p: "/" }));
    await analytics.recordConversion("lead", { clientIp: "203.0.113.7", userAgent: DESKTOP });
    await analytics.rollUp();
    clock.now += 30 * DAY_MS;
    await analytics.rollUp();
    expect((await rawEvents(app)).length).toBe(1);
    clock.now += DAY_MS;
    await analytics.rollUp();
    expect(await rawEvents(app)).toEqual([]);
    expect(await app.db.selectFrom("analytics_conversions").selectAll().execute()).toEqual([]);
    // No view for a month, yet no salt but today's is left.
    expect(await app.db.selectFrom("analytics_salts").select("day").execute()).toEqual([{ day: "2026-12-24" }]);
    expect(await analytics.store.series("2026-11-01", "2026-11-30")).toEqual([
      { day: "2026-11-23", visitors: 1, views: 1, conversions: 1 },
    ]);
  });
});
