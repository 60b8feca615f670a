import type { Selectable } from "kysely";
import type { ResourceKind, ResourceStatus } from "#common/resources/kinds.ts";
import type { Lang } from "#common/site/pages.ts";
import { searchText } from "#server/leads/search-text.ts";
import type { ResourcesTable } from "./tables";

/*
 * What a resource is, apart from where it is kept: the fields an editor writes, how they map to the
 * table's columns and to a version's snapshot, and the refusals a save can meet. The store
 * (store.server.ts) reads and writes them.
 */

/** What an editor writes: every field a version keeps and a restore brings back. */
export type ResourceInput = {
  kind: ResourceKind;
  lang: Lang;
  slug: string;
  title: string;
  summary: string;
  body: string;
  author: string;
  /** A webinar's start instant, its IANA zone and length; null for other kinds. */
  startsAt: Date | null;
  timeZone: string | null;
  lengthMinutes: number | null;
  replayUrl: string | null;
  /** A webinar's join link: in its registrants' emails, never on its page (decision 076). */
  joinUrl: string | null;
  /** A guide whose PDF is given after a form (the newsletter engineer's part). */
  gated: boolean;
  /** A case study about no client named: says so on its page. */
  illustrative: boolean;
};

/** What an item that is no webinar, not gated and not illustrative says to all of those. */
export const plainItem = {
  startsAt: null,
  timeZone: null,
  lengthMinutes: null,
  replayUrl: null,
  joinUrl: null,
  gated: false,
  illustrative: false,
} satisfies Partial<ResourceInput>;

export type Resource = ResourceInput & {
  id: number;
  pairId: string;
  status: ResourceStatus;
  publishAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  pdfName: string | null;
};

/** A published webinar, as the webinar registrations rely on it (server/registrations). */
export type WebinarInfo = {
  id: string;
  lang: Lang;
  slug: string;
  title: string;
  startsAt: Date;
  timeZone: string;
  lengthMinutes: number;
  replayUrl: string | null;
  /** Sent in the confirmation and the reminders only, never shown on the webinar's page (decision 076). */
  joinUrl: string | null;
};

/**
 * A saved state of an item: who saved it, when, its fields, and which of them it changed from the
 * version before it ("created" for the first).
 */
export type ResourceVersion = {
  id: number;
  savedAt: Date;
  actorEmail: string | null;
  input: ResourceInput;
  changed: (keyof ResourceInput)[] | "created";
};

export type ImageRendition = { format: "avif" | "webp" | "jpeg"; width: number; height: number; bytes: Uint8Array };

export type ResourceImage = { id: number; token: string; alt: string; width: number; height: number };

export type Row = Omit<Selectable<ResourcesTable>, "pdf" | "search_text">;

export const columns = [
  "id",
  "pair_id",
  "kind",
  "lang",
  "slug",
  "title",
  "summary",
  "body",
  "author",
  "status",
  "publish_at",
  "starts_at",
  "time_zone",
  "length_minutes",
  "replay_url",
  "join_url",
  "gated",
  "illustrative",
  "pdf_name",
  "created_at",
  "updated_at",
] as const;

export function toResource(row: Row): Resource {
  return {
    id: row.id,
    pairId: row.pair_id,
    kind: row.kind,
    lang: row.lang,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    author: row.author,
    status: row.status,
    publishAt: row.publish_at ? new Date(row.publish_at) : null,
    startsAt: row.starts_at ? new Date(row.starts_at) : null,
    timeZone: row.time_zone,
    lengthMinutes: row.length_minutes,
    replayUrl: row.replay_url,
    joinUrl: row.join_url,
    gated: Boolean(row.gated),
    illustrative: Boolean(row.illustrative),
    pdfName: row.pdf_name,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

export function inputOf(resource: Resource): ResourceInput {
  const { kind, lang, slug, title, summary, body, author, startsAt, timeZone, lengthMinutes, replayUrl, joinUrl } =
    resource;
  return {
    kind,
    lang,
    slug,
    title,
    summary,
    body,
    author,
    startsAt,
    timeZone,
    lengthMinutes,
    replayUrl,
    joinUrl,
    gated: resource.gated,
    illustrative: resource.illustrative,
  };
}

export function columnsOf(input: ResourceInput) {
  return {
    kind: input.kind,
    lang: input.lang,
    slug: input.slug,
    title: input.title,
    summary: input.summary,
    body: input.body,
    author: input.author,
    starts_at: input.startsAt?.toISOString() ?? null,
    time_zone: input.timeZone,
    length_minutes: input.lengthMinutes,
    replay_url: input.replayUrl,
    join_url: input.joinUrl,
    gated: input.gated ? 1 : 0,
    illustrative: input.illustrative ? 1 : 0,
    search_text: searchText([input.title, input.summary, input.body, input.author]),
  };
}

const inputKeys = [
  "kind",
  "lang",
  "slug",
  "title",
  "summary",
  "body",
  "author",
  "startsAt",
  "timeZone",
  "lengthMinutes",
  "replayUrl",
  "joinUrl",
  "gated",
  "illustrative",
] as const satisfies readonly (keyof ResourceInput)[];

/**
 * The fields that differ between two states of an item, in the form's order. A version saved before a
 * field existed lacks it, and counts as its empty value.
 */
export function changedFields(before: ResourceInput, after: ResourceInput): (keyof ResourceInput)[] {
  const text = (value: ResourceInput[keyof ResourceInput] | undefined) =>
    JSON.stringify(value instanceof Date ? value.toISOString() : (value ?? null));
  const empty = (value: string) => (value === "false" ? "null" : value);
  return inputKeys.filter((key) => empty(text(before[key])) !== empty(text(after[key])));
}

export function parseSnapshot(text: string): ResourceInput {
  const value = JSON.parse(text) as Omit<ResourceInput, "startsAt"> & { startsAt: string | null };
  // A version saved before the join link existed has none.
  return { ...value, joinUrl: value.joinUrl ?? null, startsAt: value.startsAt ? new Date(value.startsAt) : null };
}

/** A slug already taken in that language, or a second item in one language for a pair. */
export class ResourceConflict extends Error {
  override name = "ResourceConflict";
}

/**
 * A save made from a version that is no longer the item's newest: someone saved in between, and
 * nothing was changed (decision 047). Carries that newer version, to name who saved and when.
 */
export class ResourceSavedSince extends Error {
  override name = "ResourceSavedSince";
  constructor(readonly newest: { id: number; savedAt: Date; actorEmail: string | null }) {
    super("saved since");
  }
}

/*
 * Told apart by name, not `instanceof`: the app's server build bundles its own copy of this module,
 * while the store the server hands it comes from this one, so the classes differ (decision 047).
 */
export function isResourceConflict(error: unknown): error is ResourceConflict {
  return error instanceof Error && error.name === "ResourceConflict";
}

export function isResourceSavedSince(error: unknown): error is ResourceSavedSince {
  return error instanceof Error && error.name === "ResourceSavedSince";
}

/** Why a schedule was refused: its time has passed, or the item is public now. */
export type ScheduleRefusal = "past" | "live";
