import { TZDate } from "@date-fns/tz";
import { z } from "zod";
import type { ResourceTyped } from "#common/admin/forms/resource.ts";
import { slugFromTitle } from "#common/resources/editor.ts";
import { resourceKinds } from "#common/resources/kinds.ts";
import { site } from "#common/site/config.ts";
import { languages } from "#common/site/pages.ts";
import type { ResourceInput } from "./resource.server";

/** The team's clock: a schedule and a webinar's time are typed on it unless another zone is chosen. */
export const editorTimeZone = site.timeZone;

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const localDateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A `datetime-local` value read on `zone`'s clock, as an instant; undefined when it is not one. */
export function instantOn(value: string, zone: string): Date | undefined {
  const match = localDateTime.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const at = new TZDate(year, month - 1, day, hour, minute, zone);
  return Number.isNaN(at.getTime()) ? undefined : new Date(at.getTime());
}

/** An instant as a `datetime-local` value on `zone`'s clock. */
export function localValue(at: Date, zone: string): string {
  const local = new TZDate(at.getTime(), zone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}T${pad(local.getHours())}:${pad(local.getMinutes())}`;
}

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * A webinar's start, zone and length as typed, read on that zone's clock, and the fields among them
 * in error. Checked apart from the schema too: a transform runs only once every other field is right,
 * and the editor is told of every error at once (issue 46, item 6).
 */
function webinarTime(value: { startsLocal: string; timeZone: string; lengthMinutes: string }) {
  const zone = value.timeZone.trim() || editorTimeZone;
  const zoneOk = isTimeZone(zone);
  const startsAt = zoneOk ? instantOn(value.startsLocal.trim(), zone) : undefined;
  const length = Number(value.lengthMinutes.trim());
  const invalid: ("timeZone" | "startsLocal" | "lengthMinutes")[] = [];
  if (!zoneOk) invalid.push("timeZone");
  if (!startsAt) invalid.push("startsLocal");
  if (!(Number.isInteger(length) && length >= 5 && length <= 600)) invalid.push("lengthMinutes");
  return { zone, startsAt, length, invalid };
}

const schema = z
  .object({
    kind: z.enum(resourceKinds),
    lang: z.enum(languages),
    slug: z
      .string()
      .trim()
      .max(80)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    title: text(160),
    summary: text(400),
    body: text(100_000),
    author: text(120),
    startsLocal: z.string().trim(),
    timeZone: z.string().trim(),
    lengthMinutes: z.string().trim(),
    replayUrl: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]),
    joinUrl: z.union([z.literal(""), z.url({ protocol: /^https$/ })]),
    gated: z.boolean(),
    illustrative: z.boolean(),
  })
  .transform((value, ctx): ResourceInput => {
    const webinar = value.kind === "webinar";
    const { zone, startsAt, length, invalid } = webinarTime(value);
    if (webinar) for (const field of invalid) ctx.addIssue({ code: "custom", path: [field], message: field });
    return {
      kind: value.kind,
      lang: value.lang,
      slug: value.slug,
      title: value.title,
      summary: value.summary,
      body: value.body,
      author: value.author,
      startsAt: webinar ? (startsAt ?? null) : null,
      timeZone: webinar ? zone : null,
      lengthMinutes: webinar ? length : null,
      replayUrl: webinar && value.replayUrl ? value.replayUrl : null,
      joinUrl: webinar && value.joinUrl ? value.joinUrl : null,
      gated: value.kind === "guide" && value.gated,
      illustrative: value.kind === "case-study" && value.illustrative,
    };
  });

export type ResourceField =
  | "kind"
  | "lang"
  | "slug"
  | "title"
  | "summary"
  | "body"
  | "author"
  | "startsLocal"
  | "timeZone"
  | "lengthMinutes"
  | "replayUrl"
  | "joinUrl";

/** An editor's form, read and checked: the item's fields, or the names of the fields to correct. */
export function readResourceForm(
  typed: ResourceTyped,
): { ok: true; input: ResourceInput } | { ok: false; invalid: ResourceField[] } {
  const fields = {
    ...typed,
    // An empty slug is made from the title (issue 46, item 17).
    slug: typed.slug.trim() || slugFromTitle(typed.title),
    body: typed.body.replace(/\r\n/g, "\n"),
    replayUrl: typed.replayUrl.trim(),
    joinUrl: typed.joinUrl.trim(),
  };
  const parsed = schema.safeParse(fields);
  if (parsed.success) return { ok: true, input: parsed.data };
  const named = parsed.error.issues.map((issue) => String(issue.path[0]) as ResourceField);
  const webinar = fields.kind === "webinar" ? webinarTime(fields).invalid : [];
  return { ok: false, invalid: [...new Set([...named, ...webinar])] };
}
