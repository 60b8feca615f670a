import type { Generated } from "kysely";
import type { ResourceKind, ResourceStatus } from "#common/resources/kinds.ts";
import type { Lang } from "#common/site/pages.ts";
import type { IsoTimestamp } from "#server/db/timestamp.ts";

/** The resources room's tables, as Kysely sees them; server/db/db.server.ts assembles the Database from each room's. */
/** A published or draft resource in one language (migration 019, decision 033). */
export interface ResourcesTable {
  id: Generated<number>;
  /** Shared by an item and its translation. */
  pair_id: string;
  kind: ResourceKind;
  lang: Lang;
  slug: string;
  title: string;
  summary: string;
  /** Markdown, rendered and sanitized when shown (server/resources/render.server.ts). */
  body: string;
  author: string;
  status: Generated<ResourceStatus>;
  /** When it is (or becomes) public; null for a draft never published. */
  publish_at: IsoTimestamp | null;
  /** A webinar's start (UTC), its zone (IANA), length and replay link. */
  starts_at: IsoTimestamp | null;
  time_zone: string | null;
  length_minutes: number | null;
  replay_url: string | null;
  /** A webinar's join link, for its registrants' emails only (migration 033, decision 076). */
  join_url: string | null;
  gated: Generated<number>;
  illustrative: Generated<number>;
  pdf: Uint8Array | null;
  pdf_name: string | null;
  search_text: Generated<string>;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/** Each saved state of a resource, as JSON, for its history and restore. */
export interface ResourceVersionsTable {
  id: Generated<number>;
  resource_id: number;
  saved_at: IsoTimestamp;
  actor_email: string | null;
  snapshot: string;
}

export interface ResourceImagesTable {
  id: Generated<number>;
  /** The random name its files are served under (migration 027, decision 063). */
  token: string;
  alt: string;
  width: number;
  height: number;
  created_at: IsoTimestamp;
}

/** One rendition of an uploaded image: a format at a width. */
export interface ResourceImageFilesTable {
  image_id: number;
  format: "avif" | "webp" | "jpeg";
  width: number;
  height: number;
  bytes: Uint8Array;
}
