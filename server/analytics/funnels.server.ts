import { type RawBuilder, sql, type Transaction } from "kysely";
import { z } from "zod";
import {
  type FunnelStep,
  funnelEvents,
  globMatches,
  maxFunnelSteps,
  maxPatternStars,
} from "#common/analytics/funnel-steps.ts";
import { languages, pages, pathOf } from "#common/site/pages.ts";
import type { AppDatabase, Database } from "#server/db/db.server.ts";
import { changedOne } from "#server/db/rows.server.ts";

/**
 * Funnels (decision 029): ordered steps, each a page pattern or an event, linked through the day's
 * visitor hash alone, so a funnel counts journeys within one day. Pages and interactions must come
 * in order; a conversion keeps no time, so it only needs the steps before it reached that day.
 */
export type Funnel = { key: string; name: string | null; steps: FunnelStep[] };

/** A path pattern: a path of the site, where `*` stands for anything. */
const pagePattern = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^(\*|\/[^\s?#]*)$/);

/** The message of the issue a new pattern with too many stars raises, for the form to say so. */
export const tooManyStars = "tooManyStars";

const stepOf = (page: z.ZodType<string>) =>
  z.union([z.strictObject({ page }), z.strictObject({ event: z.enum(funnelEvents) })]);

/** A step as stored: a funnel saved before the cap on stars still reads, and still counts. */
const storedStepSchema = stepOf(pagePattern);

/** A new funnel, from the admins' form: its patterns hold at most `maxPatternStars` stars. */
export const funnelSchema = z.strictObject({
  name: z.string().trim().min(1).max(80),
  steps: z
    .array(
      stepOf(
        pagePattern.refine((pattern) => pattern.split("*").length - 1 <= maxPatternStars, { message: tooManyStars }),
      ),
    )
    .min(2)
    .max(maxFunnelSteps),
});

/** The built-in funnel: any page, then the booking page, then a booked demo. */
export const defaultFunnel: Funnel = {
  key: "default",
  name: null,
  steps: [{ page: "*" }, { page: pathOf("booking", "fr") }, { event: "booking" }],
};

/** The page ids a pattern names: those with a French or English path it matches; undefined for any page. */
export function pagesMatching(pattern: string): string[] | undefined {
  if (pattern === "*") return undefined;
  // A pattern names a page with or without its trailing slash.
  const matches = (path: string) =>
    globMatches(pattern, path) || (path.endsWith("/") && globMatches(pattern, path.slice(0, -1)));
  return pages.filter((page) => languages.some((lang) => matches(pathOf(page.id, lang)))).map((page) => page.id);
}

/** Where a step can be met: the day's visitor hash and when, or undefined for a conversion (no time). */
function matchesOf(step: FunnelStep, day: string): RawBuilder<unknown> | undefined {
  if ("page" in step) {
    const ids = pagesMatching(step.page);
    if (ids === undefined) return sql`select visitor, created_at as at from analytics_events where day = ${day}`;
    // A pattern that names no page matches nothing, and still makes valid SQL.
    const list = ids.length > 0 ? sql.join(ids) : sql`''`;
    return sql`select visitor, created_at as at from analytics_events where day = ${day} and page in (${list})`;
  }
  if (step.event === "lead" || step.event === "booking") return undefined;
  return sql`select visitor, created_at as at from analytics_actions where day = ${day} and kind = ${step.event}`;
}

/**
 * Recomputes one day of a funnel (the caller deleted the day's rows): per channel of the visit, how
 * many visitors reached each step, in order, that day.
 */
export async function rollUpFunnel(trx: Transaction<Database>, day: string, funnel: Funnel): Promise<void> {
  const ctes = funnel.steps.map((step, index) => {
    const name = sql.raw(`s${index}`);
    const before = sql.raw(`s${index - 1}`);
    const matches = matchesOf(step, day);
    if (!matches) {
      const converted = sql`select visitor from analytics_conversions
        where day = ${day} and kind = ${"event" in step ? step.event : ""} and visitor is not null`;
      return index === 0
        ? sql`${name} as (select distinct visitor, '' as at from (${converted}) c)`
        : sql`${name} as (select p.visitor, p.at from ${before} p where p.visitor in (${converted}))`;
    }
    return index === 0
      ? sql`${name} as (select visitor, min(at) as at from (${matches}) m group by visitor)`
      : sql`${name} as (select m.visitor, min(m.at) as at from (${matches}) m
          join ${before} p on p.visitor = m.visitor and m.at >= p.at group by m.visitor)`;
  });
  const counts = funnel.steps.map(
    (_, index) => sql`select ${sql.lit(index)} as step, coalesce(v.channel, '') as channel, count(*) as visitors
      from ${sql.raw(`s${index}`)} s left join channels v on v.visitor = s.visitor
      group by coalesce(v.channel, '')`,
  );
  await sql`
    insert into analytics_funnel_daily (day, funnel, channel, step, visitors)
    with firsts as (select visitor, min(id) as id from analytics_events where day = ${day} group by visitor),
    channels as (select f.visitor, e.channel from firsts f join analytics_events e on e.id = f.id),
    ${sql.join(ctes)}
    select cast(${day} as text), cast(${funnel.key} as text), channel, step, visitors
    from (${sql.join(counts, sql` union all `)}) c`.execute(trx);
}

export type FunnelRow = { channel: string; step: number; visitors: number };

export function createFunnelStore({ db }: AppDatabase) {
  return {
    /** The built-in funnel, then the admins' in the order they were made. */
    async list(): Promise<Funnel[]> {
      const rows = await db.selectFrom("analytics_funnels").select(["id", "name", "steps"]).orderBy("id").execute();
      return [
        defaultFunnel,
        ...rows.map((row) => ({
          key: String(row.id),
          name: row.name,
          steps: z.array(storedStepSchema).parse(JSON.parse(row.steps)),
        })),
      ];
    },

    async create(funnel: z.infer<typeof funnelSchema>, at: Date): Promise<number> {
      const row = await db
        .insertInto("analytics_funnels")
        .values({ name: funnel.name, steps: JSON.stringify(funnel.steps), created_at: at.toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Deletes a funnel and its counts; false when there was none. */
    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom("analytics_funnels").where("id", "=", id).executeTakeFirst();
      await db.deleteFrom("analytics_funnel_daily").where("funnel", "=", String(id)).execute();
      return changedOne(result);
    },

    /** Visitors per channel and step over the days. */
    async counts(funnel: string, from: string, to: string): Promise<FunnelRow[]> {
      const rows = await db
        .selectFrom("analytics_funnel_daily")
        .select(({ fn }) => ["channel", "step", fn.sum<number>("visitors").as("visitors")])
        .where("funnel", "=", funnel)
        .where("day", ">=", from)
        .where("day", "<=", to)
        .groupBy(["channel", "step"])
        .execute();
      return rows.map((row) => ({ channel: row.channel, step: Number(row.step), visitors: Number(row.visitors) }));
    },
  };
}

export type FunnelStore = ReturnType<typeof createFunnelStore>;
