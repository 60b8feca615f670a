import { randomBytes } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { formatDay } from "#common/admin/format.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { type Channel, channels } from "#common/analytics/channels.ts";
import { site } from "#common/site/config.ts";
import { siteDay } from "#common/site/day.ts";
import { formatMessage } from "#common/site/message.ts";
import { htmlLang, type Lang, type PageId, pages, pathOf } from "#common/site/pages.ts";
import { type AppDatabase, writeTransaction } from "#server/db/db.server.ts";
import { claimRun, every, finishRun } from "#server/jobs/schedule.server.ts";
import { textEmailHtml } from "#server/mail/email.server.tsx";
import { enqueue, type OutboxHandler } from "#server/mail/outbox.server.ts";
import { shiftDay } from "./day.server";
import { changeWords } from "./report.server";
import type { AnalyticsStore, BreakdownRow } from "./store.server";

/** The outbox kind of one user's weekly report; the message's refId is the user's id. */
export const WEEKLY_REPORT_EMAIL = "analytics.weekly_report";
export const WEEKLY_REPORT_JOB = "analytics-weekly-report";

/** Monday, 8:00 in Montréal. */
const sendHour = 8;

/** The Monday (YYYY-MM-DD, Montréal) of the latest report due at `at`: its 8:00 has passed. */
export function dueMonday(at: Date): string {
  const local = new TZDate(at.getTime(), site.timeZone);
  const sinceMonday = (local.getDay() + 6) % 7;
  const monday = new TZDate(
    local.getFullYear(),
    local.getMonth(),
    local.getDate() - sinceMonday,
    sendHour,
    site.timeZone,
  );
  const due = monday.getTime() <= at.getTime() ? monday : new TZDate(monday.getTime() - 7 * 86_400_000, site.timeZone);
  const day = new TZDate(due.getFullYear(), due.getMonth(), due.getDate(), 12, site.timeZone);
  return siteDay(day);
}

/** Opting in and out: My account's checkbox, and the link in every email. */
export function createReportSubscriptions({ db }: AppDatabase) {
  return {
    async isSubscribed(userId: number): Promise<boolean> {
      const row = await db
        .selectFrom("analytics_report_subscriptions")
        .select("user_id")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async set(userId: number, on: boolean, at: Date): Promise<void> {
      if (!on) {
        await db.deleteFrom("analytics_report_subscriptions").where("user_id", "=", userId).execute();
        return;
      }
      await db
        .insertInto("analytics_report_subscriptions")
        .values({ user_id: userId, stop_token: randomBytes(24).toString("base64url"), created_at: at.toISOString() })
        .onConflict((conflict) => conflict.column("user_id").doNothing())
        .execute();
    },

    /** Turns the report off for the link's owner; their id, or undefined when the link is unknown. */
    async stop(token: string): Promise<{ userId: number } | undefined> {
      if (!token) return undefined;
      const row = await db
        .deleteFrom("analytics_report_subscriptions")
        .where("stop_token", "=", token)
        .returning("user_id")
        .executeTakeFirst();
      return row && { userId: row.user_id };
    },
  };
}

export type ReportSubscriptions = ReturnType<typeof createReportSubscriptions>;

/**
 * Each Monday after 8:00 (Montréal), the first instance to claim the week's `job_runs` row queues
 * one email per subscribed, active user; the others find the row taken. An instance that was down
 * at 8:00 still queues the week's reports when it starts, once.
 */
export function createWeeklyReportJob(options: {
  app: AppDatabase;
  now?: () => Date;
  onQueued?: () => void;
  log?: (event: string, details: Record<string, unknown>) => void;
}) {
  const { app } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? (() => {});

  async function runDue(): Promise<number | undefined> {
    const at = now();
    const week = dueMonday(at);
    return writeTransaction(app.db, async (trx) => {
      if (!(await claimRun(trx, WEEKLY_REPORT_JOB, week, at))) return undefined;
      const users = await trx
        .selectFrom("analytics_report_subscriptions as s")
        .innerJoin("users as u", "u.id", "s.user_id")
        .select("u.id")
        .where("u.disabled_at", "is", null)
        .execute();
      for (const user of users) await enqueue(trx, { kind: WEEKLY_REPORT_EMAIL, refId: user.id }, at);
      await finishRun(trx, WEEKLY_REPORT_JOB, week, at, { queued: users.length });
      log("analytics.weekly_report_queued", { week, emails: users.length });
      return users.length;
    });
  }

  return {
    runDue,
    /** Checks now and every `everyMs`; returns the function that stops it. */
    start(everyMs = 5 * 60_000): () => void {
      return every(
        everyMs,
        async () => {
          if (await runDue()) options.onQueued?.();
        },
        (error) => log("analytics.weekly_report_failed", { err: String(error) }),
        { record: { job: WEEKLY_REPORT_JOB, db: app.db, now } },
      );
    },
  };
}

const top = 5;

/** The week before `week`'s Monday, compared with the week before it: the report's figures. */
export async function weeklyFigures(store: AnalyticsStore, week: string) {
  const from = shiftDay(week, -7);
  const to = shiftDay(week, -1);
  const before = { from: shiftDay(week, -14), to: shiftDay(week, -8) };
  const sum = async (range: { from: string; to: string }) =>
    (await store.series(range.from, range.to)).reduce(
      (total, day) => ({ visitors: total.visitors + day.visitors, conversions: total.conversions + day.conversions }),
      { visitors: 0, conversions: 0 },
    );
  const compare = async (dimension: "channel" | "source" | "page") => {
    const [now, then] = await Promise.all([
      store.breakdown(dimension, from, to),
      store.breakdown(dimension, before.from, before.to, 1000),
    ]);
    const merged = dimension === "page" ? byKey(now) : now;
    const previous = new Map(byKey(then).map((row) => [row.key, row.visitors]));
    return merged
      .slice(0, top)
      .map((row) => ({ key: row.key, visitors: row.visitors, before: previous.get(row.key) ?? 0 }));
  };
  const [current, previous, channelRows, sourceRows, pageRows] = await Promise.all([
    sum({ from, to }),
    sum(before),
    compare("channel"),
    compare("source"),
    compare("page"),
  ]);
  return { from, to, current, previous, channels: channelRows, sources: sourceRows, pages: pageRows };
}

/** A page's French and English rows as one (the report names pages by id). */
function byKey(rows: BreakdownRow[]): { key: string; visitors: number }[] {
  const merged = new Map<string, number>();
  for (const row of rows) merged.set(row.key, (merged.get(row.key) ?? 0) + row.visitors);
  return [...merged].map(([key, visitors]) => ({ key, visitors })).sort((a, b) => b.visitors - a.visitors);
}

/** Renders one user's report, in their language, with the link that stops it. */
export function weeklyReportHandler(
  app: AppDatabase,
  store: AnalyticsStore,
  siteOrigin: string,
  now: () => Date = () => new Date(),
): OutboxHandler {
  return async ({ refId }) => {
    if (refId === null) return undefined;
    const user = await app.db
      .selectFrom("users as u")
      .innerJoin("analytics_report_subscriptions as s", "s.user_id", "u.id")
      .select(["u.email", "u.lang", "u.disabled_at", "s.stop_token"])
      .where("u.id", "=", refId)
      .executeTakeFirst();
    // Turned off, or the account disabled, since it was queued: nothing to send.
    if (!user || user.disabled_at) return undefined;
    const lang: Lang = user.lang;
    const figures = await weeklyFigures(store, dueMonday(now()));
    const stopLink = `${siteOrigin}${adminPaths.weeklyReportStop}?token=${user.stop_token}&lang=${lang}`;
    const dashboard = `${siteOrigin}${adminPaths.analytics}?range=7`;
    const w = adminDictionaries[lang].analyticsPaths.weekly;
    const mail = {
      lang,
      to: user.email,
      subject: weeklySubject(lang, figures.from),
      text: weeklyText(lang, figures, dashboard, stopLink),
      list: { unsubscribe: { url: stopLink, comment: w.stop } },
      headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    };
    // Its reason and stop link are the text's signature, which the HTML's footer shows.
    return {
      ...mail,
      html: await textEmailHtml(mail, { siteOrigin, action: { href: dashboard, label: w.dashboard } }),
    };
  };
}

/** « du 24 novembre au 1er décembre 2026 »: the first of the month as the public pages write it. */
const longDay = (lang: Lang, day: string) => formatDay(day, lang, "long");

function weeklySubject(lang: Lang, from: string): string {
  return formatMessage(adminDictionaries[lang].analyticsPaths.weekly.subject, lang, { from: longDay(lang, from) });
}

/** The report as plain text: each figure with its change from the week before. */
export function weeklyText(
  lang: Lang,
  figures: Awaited<ReturnType<typeof weeklyFigures>>,
  dashboard: string,
  stopLink: string,
): string {
  const t = adminDictionaries[lang];
  const w = t.analyticsPaths.weekly;
  const change = changeWords(lang, t.analyticsPaths.comparison, 7);
  const count = new Intl.NumberFormat(htmlLang[lang]);
  // French puts a no-break space before the colon.
  const colon = lang === "fr" ? "\u00a0: " : ": ";
  const line = (label: string, now: number, before: number) =>
    `${label}${colon}${count.format(now)} (${change.count(now, before)})`;
  const pageName = (key: string) =>
    key === "404"
      ? t.analytics.values.notFound
      : pages.some((page) => page.id === key)
        ? pathOf(key as PageId, lang)
        : key;
  const channelName = (key: string) =>
    (channels as readonly string[]).includes(key) ? t.analytics.values.channels[key as Channel] : key || "–";
  const list = (
    title: string,
    rows: { key: string; visitors: number; before: number }[],
    name: (key: string) => string,
  ) => [
    "",
    title,
    ...(rows.length === 0
      ? [`  ${w.none}`]
      : rows.map((row) => `  - ${line(name(row.key), row.visitors, row.before)}`)),
  ];
  return [
    w.intro,
    formatMessage(w.period, lang, { from: longDay(lang, figures.from), to: longDay(lang, figures.to) }),
    "",
    line(w.visitors, figures.current.visitors, figures.previous.visitors),
    line(w.conversions, figures.current.conversions, figures.previous.conversions),
    ...list(w.topChannels, figures.channels, channelName),
    ...list(w.topSources, figures.sources, (key) => key || t.analytics.values.direct),
    ...list(w.topPages, figures.pages, pageName),
    "",
    `${w.dashboard}${colon}${dashboard}`,
    "",
    "--",
    w.why,
    `${w.stop}${colon}${stopLink}`,
  ].join("\n");
}
