import type { Generated } from "kysely";
import type { SitePageKey } from "#common/site-pages/fields.ts";
import type { IsoTimestamp } from "#server/db/timestamp.ts";

/** The site pages room's tables, as Kysely sees them; server/db/db.server.ts assembles the Database from each room's. */

/** Per page, its draft, live and scheduled versions (migration 038, decision 112); no row: today's words. */
export interface SitePagesTable {
  page_key: SitePageKey;
  draft_id: number | null;
  live_id: number | null;
  scheduled_id: number | null;
  /** When the scheduled version goes live. */
  publish_at: IsoTimestamp | null;
  /** When the live version went live. */
  published_at: IsoTimestamp | null;
  /** Bumped by every change: a change naming an older one is refused as a conflict. */
  revision: Generated<number>;
}

/** Every saved version of a page; the first, the dictionaries' own, is never stored. */
export interface SitePageVersionsTable {
  id: Generated<number>;
  page_key: SitePageKey;
  /** JSON `PageWords`: `{ fr: { path: text }, en: { … } }`, every field of the page. */
  words: string;
  /** JSON `PathsByLang`: the fields marked « à revoir » in this version. */
  to_review: string;
  /** JSON `string[]`: the fields whose text differs from the version before. */
  changed: string;
  /** The member who saved it (users.id); null once that account is gone. */
  saved_by: number | null;
  saved_at: IsoTimestamp;
  /** A restore's source: a version's id, or "original" for the dictionaries' words. */
  restored_from: string | null;
  /** The uploaded image this version shows (site_page_images.id); null: the drawn artwork. */
  image_id: number | null;
}

/** An image uploaded for a site page (the home hero's): never changed, only replaced by another. */
export interface SitePageImagesTable {
  id: Generated<number>;
  /** The random name its files are served under (`/page-images/<token>-<width>.<format>`). */
  token: string;
  width: number;
  height: number;
  created_at: IsoTimestamp;
}

/** One rendition of a site page's image: a format at a width. */
export interface SitePageImageFilesTable {
  image_id: number;
  format: "avif" | "webp" | "jpeg";
  width: number;
  height: number;
  bytes: Uint8Array;
}
