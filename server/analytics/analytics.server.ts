import { isbot } from "isbot";
import { siteDay } from "#common/site/day.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { clientKey, type RateLimiter } from "#server/http/rate-limit.server.ts";
import { every } from "#server/jobs/schedule.server.ts";
import { reduceAction, targetCap } from "./actions.server";
import { shiftDay } from "./day.server";
import { beaconSchema, deviceClass, distinctCap, maxEventBytes, reduceView } from "./event.server";
import { createFunnelStore } from "./funnels.server";
import { createAnalyticsStore, type NewAction, type NewEvent } from "./store.server";
import { addressHash, dailySalts, visitorHash } from "./visitor.server";
import { createReportSubscriptions } from "./weekly-report.server";

/** A beacon's request, as the HTTP door hands it over (the body already read, within its limit). */
export type Hit = {
  body: string;
  contentType: string | undefined;
  origin: string | undefined;
  fetchSite: string | undefined;
  clientIp: string;
  userAgent: string | undefined;
};

/** 202: counted (buffered); 204: a robot's, ignored; 4xx: refused, nothing kept; 503: try later. */
export type HitResult = { status: 202 | 204 | 400 | 403 | 413 | 415 | 422 | 429 | 503 };

/** Who converted: the request's address and browser, hashed as their views were, then forgotten. */
export type ConversionSource = { clientIp: string; userAgent: string | undefined };
export type ConversionKind = "lead" | "booking";

export type AnalyticsOptions = {
  siteOrigin: string;
  limiter: RateLimiter;
  /** Buffered views are written at least this often, and at once when `batchSize` are waiting. */
  flushMs?: number;
  batchSize?: number;
  /** Past this many unwritten views (the database is away), new ones are refused with 503. */
  maxBuffered?: number;
  /** How often today's totals are recomputed, and old raw rows purged. */
  rollupMs?: number;
  /** Raw views and conversions are kept this many days. */
  keepDays?: number;
  distinctValues?: number;
  /** Of those, how many one client address may bring in a day. */
  distinctValuesPerClient?: number;
  now?: () => number;
  log?: (event: string, details: Record<string, unknown>) => void;
};

const robots = new Map<string, boolean>();

/** isbot's pattern is long, and the same few browsers ask again and again: their answers are kept (a bounded few). */
function isRobot(userAgent: string): boolean {
  let robot = robots.get(userAgent);
  if (robot === undefined) {
    robot = isbot(userAgent);
    if (robots.size >= 2000) robots.clear();
    robots.set(userAgent, robot);
  }
  return robot;
}

export function createAnalytics(app: AppDatabase, options: AnalyticsOptions) {
  const {
    siteOrigin,
    limiter,
    flushMs = 1000,
    batchSize = 100,
    maxBuffered = 100_000,
    rollupMs = 60_000,
    keepDays = 30,
    distinctValues = 100,
    distinctValuesPerClient = 3,
    now = Date.now,
    log = () => {},
  } = options;
  const store = createAnalyticsStore(app);
  const funnels = createFunnelStore(app);
  const salts = dailySalts(app);
  const site = new URL(siteOrigin);
  const cap = distinctCap(distinctValues, distinctValuesPerClient);
  const capTarget = targetCap(distinctValues);
  let buffer: NewEvent[] = [];
  let actions: NewAction[] = [];
  let flushing: Promise<void> = Promise.resolve();
  let stopFlushing = () => {};
  let stopRollingUp = () => {};
  let rolling: Promise<void> | undefined;

  const visitorOf = async (day: string, clientIp: string, userAgent: string) =>
    visitorHash(await salts.saltOf(day), site.host, clientIp, userAgent);

  /** Writes what is buffered; one write at a time, and a failed batch goes back to wait for the next. */
  function flush(): Promise<void> {
    flushing = flushing.then(async () => {
      if (buffer.length === 0 && actions.length === 0) return;
      const batch = buffer;
      const actionBatch = actions;
      buffer = [];
      actions = [];
      try {
        await store.insertEvents(batch, actionBatch);
      } catch (error) {
        buffer = batch.concat(buffer);
        actions = actionBatch.concat(actions);
        log("analytics.flush_failed", { events: batch.length + actionBatch.length, err: String(error) });
        throw error;
      }
    });
    const done = flushing;
    flushing = flushing.catch(() => {});
    return done;
  }

  async function rollUp(): Promise<void> {
    const at = new Date(now());
    const today = siteDay(at);
    const yesterday = shiftDay(today, -1);
    await flush();
    // Makes today's salt, which destroys yesterday's, even on a day without a single view.
    await salts.saltOf(today);
    const defined = await funnels.list();
    await store.rollUp(today, at, defined);
    // Yesterday's last views came in after its last roll-up: once more, after it ended.
    const yesterdayRolledAt = await store.rolledAt(yesterday);
    if (!yesterdayRolledAt || siteDay(new Date(yesterdayRolledAt)) < today) await store.rollUp(yesterday, at, defined);
    const purged = await store.purgeBefore(
      shiftDay(today, -keepDays),
      () => new Promise((resolve) => setImmediate(resolve)),
    );
    if (purged) log("analytics.purged", { rows: purged });
  }

  return {
    store,
    funnels,
    reports: createReportSubscriptions(app),

    /** Checks, reduces and buffers one view; the answer says whether it was counted. */
    async collect(hit: Hit): Promise<HitResult> {
      const type = (hit.contentType ?? "").toLowerCase();
      if (!/^(text\/plain|application\/json)\b/.test(type)) return { status: 415 };
      if (hit.fetchSite === "cross-site" || (hit.origin !== undefined && hit.origin !== site.origin))
        return { status: 403 };
      if (Buffer.byteLength(hit.body) > maxEventBytes) return { status: 413 };
      if (!hit.userAgent || isRobot(hit.userAgent)) return { status: 204 };
      if (!(await limiter.consume(clientKey(hit.clientIp)))) return { status: 429 };
      let json: unknown;
      try {
        json = JSON.parse(hit.body);
      } catch {
        return { status: 400 };
      }
      const parsed = beaconSchema.safeParse(json);
      if (!parsed.success) return { status: 400 };
      const view = parsed.data.e ? undefined : reduceView(parsed.data, site.host);
      const action = reduceAction(parsed.data, site.host);
      if (!view && !action) return { status: 422 };
      if (buffer.length + actions.length >= maxBuffered) return { status: 503 };
      const at = new Date(now());
      const day = siteDay(at);
      const salt = await salts.saltOf(day);
      const visitor = visitorHash(salt, site.host, hit.clientIp, hit.userAgent);
      if (action) actions.push({ day, ...capTarget(action, day), visitor, created_at: at.toISOString() });
      if (!view) return { status: 202 };
      let client: string | undefined;
      const kept = cap(view, day, () => {
        client ??= addressHash(salt, hit.clientIp);
        return client;
      });
      buffer.push({
        day,
        page: kept.page,
        lang: kept.lang,
        referrer: kept.referrer,
        utm_source: kept.utmSource,
        utm_medium: kept.utmMedium,
        utm_campaign: kept.utmCampaign,
        channel: kept.channel,
        device: deviceClass(hit.userAgent),
        visitor,
        created_at: at.toISOString(),
      });
      if (buffer.length >= batchSize) void flush().catch(() => {});
      return { status: 202 };
    },

    /**
     * Counts a conversion, attributed to the landing page and source of the visitor's first view
     * today (found by the same daily hash); nothing else about the request is kept. Other instances
     * write their views within `flushMs`, far less than anyone takes to fill a form.
     */
    async recordConversion(kind: ConversionKind, from: ConversionSource): Promise<void> {
      if (from.userAgent && isRobot(from.userAgent)) return;
      const day = siteDay(now());
      await flush();
      const visitor = from.userAgent ? await visitorOf(day, from.clientIp, from.userAgent) : null;
      const view = visitor ? await store.firstView(day, visitor) : undefined;
      // The hash is kept only when the visit was seen: a funnel needs the steps before, and a
      // conversion alone is as well counted without it.
      await store.insertConversion({ day, kind, visitor: view ? visitor : null, view });
    },

    flush,

    /** Today's totals (and yesterday's final ones) recomputed, raw rows past their keep purged. */
    rollUp(): Promise<void> {
      rolling ??= rollUp().finally(() => {
        rolling = undefined;
      });
      return rolling;
    },

    start(): void {
      // A failed flush logs itself and keeps its batch for the next.
      stopFlushing = every(flushMs, flush, () => {}, { immediately: false });
      stopRollingUp = every(
        rollupMs,
        () => this.rollUp(),
        (error) => log("analytics.rollup_failed", { err: String(error) }),
        { immediately: false, record: { job: "analytics-rollup", db: app.db, now: () => new Date(now()) } },
      );
    },

    /** On shutdown: no more timers, and every acknowledged view written. */
    async stop(): Promise<void> {
      stopFlushing();
      stopRollingUp();
      await rolling?.catch(() => {});
      await flush();
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;
