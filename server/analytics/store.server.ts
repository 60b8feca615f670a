import { type Insertable, sql } from "kysely";
import { type AppDatabase, writeTransaction } from "#server/db/db.server.ts";
import { rowsChanged } from "#server/db/rows.server.ts";
import { type Funnel, rollUpFunnel } from "./funnels.server";
import type { AnalyticsActionsTable, AnalyticsEventsTable } from "./tables";

export type NewEvent = Insertable<AnalyticsEventsTable>;
export type NewAction = Insertable<AnalyticsActionsTable>;

/** The dimensions the daily totals are kept by (analytics_daily.dimension). */
export const dimensions = [
  "total",
  "page",
  "landing",
  "channel",
  "source",
  "medium",
  "campaign",
  "device",
  "kind",
  "outbound",
  "download",
  "missing",
  "form",
] as const;
export type Dimension = (typeof dimensions)[number];

/** Where a visit landed and came from, as its first view says. */
export type VisitOrigin = Pick<
  AnalyticsEventsTable,
  "page" | "lang" | "referrer" | "utm_source" | "utm_medium" | "utm_campaign" | "channel"
>;

export type Totals = { visitors: number; views: number; conversions: number };
export type DayTotals = Totals & { day: string };
export type BreakdownRow = Totals & { key: string; lang: string };

/** Any fixed number: the advisory lock under which one instance at a time rolls up a day. */
export const ROLLUP_LOCK_KEY = 0x0a_7a_1e;

// Each statement binds under SQLite's limit of 32,766 parameters (11 columns a row).
const INSERT_CHUNK = 1000;

export function createAnalyticsStore(app: AppDatabase) {
  const { db, dialect } = app;

  return {
    /** Writes a batch of views and interactions in one transaction: all of it or none. */
    async insertEvents(events: NewEvent[], actions: NewAction[] = []): Promise<void> {
      if (events.length === 0 && actions.length === 0) return;
      await writeTransaction(db, async (trx) => {
        for (let start = 0; start < events.length; start += INSERT_CHUNK) {
          await trx
            .insertInto("analytics_events")
            .values(events.slice(start, start + INSERT_CHUNK))
            .execute();
        }
        for (let start = 0; start < actions.length; start += INSERT_CHUNK) {
          await trx
            .insertInto("analytics_actions")
            .values(actions.slice(start, start + INSERT_CHUNK))
            .execute();
        }
      });
    },

    /** A visitor's first view of a day: where the visit landed and where it came from. */
    firstView(day: string, visitor: string): Promise<VisitOrigin | undefined> {
      return db
        .selectFrom("analytics_events")
        .select(["page", "lang", "referrer", "utm_source", "utm_medium", "utm_campaign", "channel"])
        .where("day", "=", day)
        .where("visitor", "=", visitor)
        .orderBy("id")
        .limit(1)
        .executeTakeFirst();
    },

    async insertConversion(conversion: {
      day: string;
      kind: string;
      visitor: string | null;
      view: VisitOrigin | undefined;
    }): Promise<void> {
      const { view } = conversion;
      await db
        .insertInto("analytics_conversions")
        .values({
          day: conversion.day,
          kind: conversion.kind,
          page: view?.page ?? null,
          lang: view?.lang ?? null,
          referrer: view?.referrer ?? null,
          utm_source: view?.utm_source ?? null,
          utm_medium: view?.utm_medium ?? null,
          utm_campaign: view?.utm_campaign ?? null,
          channel: view?.channel ?? null,
          visitor: conversion.visitor,
        })
        .execute();
    },

    /**
     * Recomputes a day's totals from its raw views and conversions, replacing what was there: run
     * it as often as wanted, from any instance (on PostgreSQL, one at a time under a lock).
     * A visit is a visitor's day; its landing page and source are those of its first view.
     */
    async rollUp(day: string, at: Date, funnels: Funnel[] = []): Promise<void> {
      await writeTransaction(db, async (trx) => {
        if (dialect === "postgres") await sql`select pg_advisory_xact_lock(${ROLLUP_LOCK_KEY})`.execute(trx);
        await trx.deleteFrom("analytics_daily").where("day", "=", day).execute();
        await sql`
          insert into analytics_daily (day, dimension, key, lang, visitors, views, conversions)
          with firsts as materialized (
            select visitor, min(id) as id, count(*) as views
            from analytics_events where day = ${day} group by visitor
          ),
          visits as materialized (
            select f.views, e.page, e.lang, e.device,
              coalesce(e.utm_source, e.referrer, '') as source,
              coalesce(e.utm_medium, '') as medium,
              coalesce(e.utm_campaign, '') as campaign,
              coalesce(e.channel, '') as channel
            from firsts f join analytics_events e on e.id = f.id
          ),
          conversions as (
            select kind, coalesce(page, '') as page, coalesce(lang, '') as lang,
              coalesce(utm_source, referrer, '') as source,
              coalesce(utm_medium, '') as medium,
              coalesce(utm_campaign, '') as campaign,
              coalesce(channel, '') as channel
            from analytics_conversions where day = ${day}
          ),
          facts (dimension, key, lang, visitors, views, conversions) as (
            select 'total', '', '', 1, views, 0 from visits
            union all select 'landing', page, lang, 1, views, 0 from visits
            union all select 'channel', channel, '', 1, views, 0 from visits
            union all select 'source', source, '', 1, views, 0 from visits
            union all select 'medium', medium, '', 1, views, 0 from visits
            union all select 'campaign', campaign, '', 1, views, 0 from visits
            union all select 'device', device, '', 1, views, 0 from visits
            union all select 'total', '', '', 0, 0, 1 from conversions
            union all select 'landing', page, lang, 0, 0, 1 from conversions
            union all select 'channel', channel, '', 0, 0, 1 from conversions
            union all select 'source', source, '', 0, 0, 1 from conversions
            union all select 'medium', medium, '', 0, 0, 1 from conversions
            union all select 'campaign', campaign, '', 0, 0, 1 from conversions
            union all select 'kind', kind, '', 0, 0, 1 from conversions
          )
          select cast(${day} as text), dimension, key, lang, sum(visitors), sum(views), sum(conversions)
          from facts group by dimension, key, lang
          union all
          select cast(${day} as text), 'page', page, lang, count(distinct visitor), count(*), 0
          from analytics_events where day = ${day} group by page, lang
          union all
          select cast(${day} as text), kind, target, '', count(distinct visitor), count(*), 0
          from analytics_actions where day = ${day} group by kind, target`.execute(trx);
        await trx.deleteFrom("analytics_funnel_daily").where("day", "=", day).execute();
        for (const funnel of funnels) await rollUpFunnel(trx, day, funnel);
        await trx
          .insertInto("analytics_rollups")
          .values({ day, rolled_at: at.toISOString() })
          .onConflict((conflict) => conflict.column("day").doUpdateSet({ rolled_at: at.toISOString() }))
          .execute();
      });
    },

    /** When a day's totals were last computed. */
    async rolledAt(day: string): Promise<string | undefined> {
      const row = await db
        .selectFrom("analytics_rollups")
        .select("rolled_at")
        .where("day", "=", day)
        .executeTakeFirst();
      return row?.rolled_at;
    },

    /**
     * Deletes raw views and conversions of days before `day`, a few thousand rows at a time, so a
     * large purge never holds the database (or, on SQLite, the server's thread) for long.
     */
    async purgeBefore(day: string, pause: () => Promise<void> = () => Promise.resolve()): Promise<number> {
      let total = 0;
      for (const table of ["analytics_events", "analytics_actions", "analytics_conversions"] as const) {
        for (;;) {
          const result = await db
            .deleteFrom(table)
            .where("id", "in", (eb) => eb.selectFrom(table).select("id").where("day", "<", day).limit(5000))
            .executeTakeFirst();
          const deleted = rowsChanged(result);
          total += deleted;
          if (deleted < 5000) break;
          await pause();
        }
      }
      return total;
    },

    /** Who is on the site now: distinct visitors since an instant, and per page (raw views, not totals). */
    async live(since: Date): Promise<{ visitors: number; pages: { page: string; lang: string; visitors: number }[] }> {
      const recent = db.selectFrom("analytics_events").where("created_at", ">=", since.toISOString());
      const [all, pages] = await Promise.all([
        recent.select(({ fn }) => fn.count<number>("visitor").distinct().as("visitors")).executeTakeFirst(),
        recent
          .select(({ fn }) => ["page", "lang", fn.count<number>("visitor").distinct().as("visitors")])
          .groupBy(["page", "lang"])
          .orderBy("visitors", "desc")
          .orderBy("page")
          .limit(20)
          .execute(),
      ]);
      return {
        visitors: Number(all?.visitors ?? 0),
        pages: pages.map((row) => ({ page: row.page, lang: row.lang, visitors: Number(row.visitors) })),
      };
    },

    /** Totals per day (days without any are absent). */
    async series(from: string, to: string): Promise<DayTotals[]> {
      const rows = await db
        .selectFrom("analytics_daily")
        .select(["day", "visitors", "views", "conversions"])
        .where("dimension", "=", "total")
        .where("day", ">=", from)
        .where("day", "<=", to)
        .orderBy("day")
        .execute();
      return rows.map((row) => ({ ...row, ...numbers(row) }));
    },

    /** Totals per value of a dimension over the days, most visitors first. */
    async breakdown(dimension: Dimension, from: string, to: string, limit = 100): Promise<BreakdownRow[]> {
      const rows = await db
        .selectFrom("analytics_daily")
        .select(({ fn }) => [
          "key",
          "lang",
          fn.sum<number>("visitors").as("visitors"),
          fn.sum<number>("views").as("views"),
          fn.sum<number>("conversions").as("conversions"),
        ])
        .where("dimension", "=", dimension)
        .where("day", ">=", from)
        .where("day", "<=", to)
        .groupBy(["key", "lang"])
        .orderBy("visitors", "desc")
        .orderBy("views", "desc")
        .orderBy("key")
        .orderBy("lang")
        .limit(limit)
        .execute();
      return rows.map((row) => ({ key: row.key, lang: row.lang, ...numbers(row) }));
    },
  };
}

/** PostgreSQL answers sums as strings (bigint). */
function numbers(row: { visitors: unknown; views: unknown; conversions: unknown }): Totals {
  return { visitors: Number(row.visitors), views: Number(row.views), conversions: Number(row.conversions) };
}

export type AnalyticsStore = ReturnType<typeof createAnalyticsStore>;
