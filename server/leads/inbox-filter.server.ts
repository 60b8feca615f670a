import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns/addDays";
import { z } from "zod";
import { type LeadStatus, leadStatuses } from "#common/admin/lead-status.ts";
import type { LeadTopic } from "#common/content/types.ts";
import { leadTopics } from "#common/forms/contact-schema.ts";
import { site } from "#common/site/config.ts";
import { type Lang, languages } from "#common/site/pages.ts";

/**
 * Where the next page starts: the id of the last lead shown. Ids are given in the order leads are
 * stored, so "newest first" is "highest id first", which SQLite's trigram table can also walk.
 */
export type LeadCursor = number;

/** What the inbox shows and exports: every field optional, dates as the team's calendar days. */
export type LeadFilter = {
  status?: LeadStatus;
  topic?: LeadTopic;
  lang?: Lang;
  /** First instant included (the start of the "from" day in the team's time zone). */
  from?: Date;
  /** First instant excluded (the start of the day after the "to" day). */
  until?: Date;
  /** Words searched in the name, email, company and message. */
  q?: string;
  /** One member's leads, or (null) the unassigned queue: the inbox's views, never part of an export. */
  owner?: number | null;
  /** Only leads with a next step on or before this day (YYYY-MM-DD, the team's calendar). */
  dueBy?: string;
};

/** The filter as typed in the form, kept to fill the form again and build the links. */
export type FilterFields = { status: string; topic: string; lang: string; from: string; to: string; q: string };

const day = z.iso.date();
const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);

const schema = z.object({
  status: z.preprocess(emptyAsUndefined, z.enum(leadStatuses).optional()),
  topic: z.preprocess(emptyAsUndefined, z.enum(leadTopics).optional()),
  lang: z.preprocess(emptyAsUndefined, z.enum(languages).optional()),
  from: z.preprocess(emptyAsUndefined, day.optional()),
  to: z.preprocess(emptyAsUndefined, day.optional()),
  // Nobody types a control character in the search box, and PostgreSQL refuses a NUL in any text.
  q: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .max(200)
      .regex(/^\P{Cc}*$/u)
      .optional(),
  ),
});

/**
 * Reads the inbox's query string. A value that is not one of the choices is a bad request (the
 * form only offers valid ones), so the caller answers 400 rather than showing a silently wider list.
 */
export function parseLeadFilter(
  params: URLSearchParams,
): { ok: true; filter: LeadFilter; fields: FilterFields } | { ok: false } {
  const raw = Object.fromEntries(["status", "topic", "lang", "from", "to", "q"].map((k) => [k, params.get(k) ?? ""]));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ok: false };
  const { from, to, q, ...choices } = parsed.data;
  const filter: LeadFilter = {
    ...choices,
    from: from ? startOfTeamDay(from) : undefined,
    until: to ? startOfTeamDay(to, 1) : undefined,
    q: q || undefined,
  };
  return { ok: true, filter, fields: raw as FilterFields };
}

/** Midnight of a calendar day (plus `days`) on the team's clock, as an instant. */
function startOfTeamDay(isoDay: string, days = 0): Date {
  const [year, month, date] = isoDay.split("-").map(Number) as [number, number, number];
  return new Date(addDays(new TZDate(year, month - 1, date, site.timeZone), days).getTime());
}

/** The query string of a filter, for links that keep it (next page, export). */
export function filterQuery(fields: FilterFields, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...fields, ...extra })) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A page's start in a link: the id of the last lead before it. */
export function parseCursor(text: string | null): LeadCursor | undefined {
  return text && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : undefined;
}

/**
 * The filters filled in, search words included, as the audit log records a search or an export:
 * who looked for whom is part of the access to personal information that must be traceable.
 */
export function chosenFilters(fields: FilterFields): Partial<FilterFields> {
  return Object.fromEntries(
    Object.entries(fields)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value),
  );
}
