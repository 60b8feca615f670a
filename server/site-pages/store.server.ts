import type { Kysely, Selectable } from "kysely";
import type { PageWords, PathsByLang, SitePageKey } from "#common/site-pages/fields.ts";
import type { Picture, PictureFormat } from "#common/site-pages/images.ts";
import { type AppDatabase, type Database, writeTransaction } from "#server/db/db.server.ts";
import { changedOne } from "#server/db/rows.server.ts";
import { newImageToken } from "#server/resources/media-names.server.ts";
import type { ImageRendition } from "#server/resources/resource.server.ts";
import type { SitePagesTable, SitePageVersionsTable } from "./tables";

/**
 * The site pages' rows (migration 038, decision 112), and nothing else: what is checked, typeset and
 * audited is the desk's (desk.server.ts). Words and lists are JSON text, timestamps ISO text, on both
 * dialects, as the resources' are.
 */

/** A page's row; a page never edited has none, and reads as this with every id null and revision 0. */
export type SitePageRow = {
  key: SitePageKey;
  draftId: number | null;
  liveId: number | null;
  scheduledId: number | null;
  publishAt: Date | null;
  publishedAt: Date | null;
  revision: number;
};

/** A stored version, words and all. */
export type StoredVersion = {
  id: number;
  key: SitePageKey;
  words: PageWords;
  toReview: PathsByLang;
  changed: string[];
  savedBy: number | null;
  savedAt: Date;
  restoredFrom: number | "original" | null;
  /** The uploaded image it shows (site_page_images.id); null: the drawn artwork. */
  imageId: number | null;
};

/** A version as the history lists it: no words, and who saved it by their address. */
export type VersionSummary = Omit<StoredVersion, "words" | "toReview" | "imageId"> & { savedByName: string | null };

/** An uploaded image made into its renditions (imageRenditions, server/resources/images.server.ts), not yet stored. */
export type NewImage = { width: number; height: number; renditions: ImageRendition[] };

export type NewVersion = {
  key: SitePageKey;
  words: PageWords;
  toReview: PathsByLang;
  changed: string[];
  savedBy: number | null;
  savedAt: Date;
  restoredFrom?: number | "original";
  imageId?: number | null;
};

/** What a change's work may do in its transaction. */
export type ChangeTools = {
  addVersion(version: NewVersion): Promise<number>;
  /** Stores an image and its renditions under a new token: its id. */
  addImage(image: NewImage): Promise<number>;
  version(id: number): Promise<StoredVersion | undefined>;
};

/** What a change sets on a page's row, beside its revision. */
export type RowChange = Partial<{
  draftId: number | null;
  liveId: number | null;
  scheduledId: number | null;
  publishAt: Date | null;
  publishedAt: Date | null;
}>;

type Db = Kysely<Database>;

export type SitePageStore = ReturnType<typeof createSitePageStore>;

export function createSitePageStore({ db }: AppDatabase) {
  async function row(key: SitePageKey, on: Db = db): Promise<SitePageRow> {
    const found = await on.selectFrom("site_pages").selectAll().where("page_key", "=", key).executeTakeFirst();
    return found ? toRow(found) : emptyRow(key);
  }

  async function version(id: number, on: Db = db): Promise<StoredVersion | undefined> {
    const found = await on.selectFrom("site_page_versions").selectAll().where("id", "=", id).executeTakeFirst();
    return found ? toVersion(found) : undefined;
  }

  return {
    row,
    version,

    /** Every page that has a row, in no order. */
    async rows(): Promise<SitePageRow[]> {
      return (await db.selectFrom("site_pages").selectAll().execute()).map(toRow);
    },

    /** The fields to review of these versions, by id. */
    async toReviewOf(ids: readonly number[]): Promise<Map<number, PathsByLang>> {
      if (ids.length === 0) return new Map();
      const found = await db
        .selectFrom("site_page_versions")
        .select(["id", "to_review"])
        .where("id", "in", ids)
        .execute();
      return new Map(found.map((each) => [each.id, JSON.parse(each.to_review) as PathsByLang]));
    },

    /** A page's versions, newest first, with the address of who saved each (accounts are never deleted). */
    async versionsOf(key: SitePageKey): Promise<VersionSummary[]> {
      const found = await db
        .selectFrom("site_page_versions")
        .leftJoin("users", "users.id", "site_page_versions.saved_by")
        .select([
          "site_page_versions.id",
          "site_page_versions.page_key",
          "site_page_versions.changed",
          "site_page_versions.saved_by",
          "site_page_versions.saved_at",
          "site_page_versions.restored_from",
          "users.email",
        ])
        .where("site_page_versions.page_key", "=", key)
        .orderBy("site_page_versions.id", "desc")
        .execute();
      return found.map((each) => ({
        id: each.id,
        key: each.page_key,
        changed: JSON.parse(each.changed) as string[],
        savedBy: each.saved_by,
        savedByName: each.email,
        savedAt: new Date(each.saved_at),
        restoredFrom: restoredFrom(each.restored_from),
      }));
    },

    /** The live version of every page that has one. */
    async liveVersions(): Promise<Map<SitePageKey, number>> {
      const found = await db
        .selectFrom("site_pages")
        .select(["page_key", "live_id"])
        .where("live_id", "is not", null)
        .execute();
      return new Map(found.map((each) => [each.page_key, each.live_id as number]));
    },

    /**
     * Runs `work` in one write transaction with the page's row as it is, then moves the row from
     * `revision` to the next with what `work` sets: one conditional update, so that of two changes
     * naming the same revision, on any instances, one wins and the other is told (`changed: false`
     * with no `refused`), and nothing it wrote is kept. `work` may refuse, and then nothing changes.
     */
    async change<T, R>(
      key: SitePageKey,
      revision: number,
      work: (current: SitePageRow, tools: ChangeTools) => Promise<{ set: RowChange; result: T } | { refused: R }>,
    ): Promise<{ changed: true; revision: number; result: T } | { changed: false; current: SitePageRow; refused?: R }> {
      const lost = Symbol("lost");
      try {
        return await writeTransaction(db, async (trx) => {
          const current = await row(key, trx);
          if (current.revision !== revision) return { changed: false as const, current };
          const done = await work(current, {
            addVersion: (added) => addVersion(trx, added),
            addImage: (image) => addImage(trx, image),
            version: (id) => version(id, trx),
          });
          // Thrown, so that what `work` wrote before refusing is rolled back.
          if ("refused" in done) throw new Refused(current, done.refused);
          // A page's first change makes its row, at revision 0, which the update below then takes.
          await trx
            .insertInto("site_pages")
            .values({ page_key: key })
            .onConflict((conflict) => conflict.column("page_key").doNothing())
            .execute();
          const updated = await trx
            .updateTable("site_pages")
            .set((eb) => ({ ...columnsOf(done.set), revision: eb("revision", "+", 1) }))
            .where("page_key", "=", key)
            .where("revision", "=", revision)
            .executeTakeFirst();
          // Another instance moved it between the read and this write: its version is undone too.
          if (!changedOne(updated)) throw lost;
          return { changed: true as const, revision: revision + 1, result: done.result };
        });
      } catch (error) {
        if (error === lost) return { changed: false, current: await row(key) };
        if (error instanceof Refused) return { changed: false, current: error.current, refused: error.refusal as R };
        throw error;
      }
    },

    /** An image as a page shows it: its token, size and the widths it is served at. */
    async picture(imageId: number): Promise<Picture | undefined> {
      const image = await db
        .selectFrom("site_page_images")
        .select(["token", "width", "height"])
        .where("id", "=", imageId)
        .executeTakeFirst();
      if (!image) return undefined;
      const files = await db
        .selectFrom("site_page_image_files")
        .select("width")
        .distinct()
        .where("image_id", "=", imageId)
        .orderBy("width")
        .execute();
      return { ...image, widths: files.map((file) => file.width) };
    },

    /**
     * An image found by its token, and whether the public may see it: a page's live version shows
     * it. Any other (a draft's, a scheduled one's, one replaced since) is an editor's to preview.
     */
    async pageImage(token: string): Promise<{ id: number; public: boolean } | undefined> {
      const image = await db.selectFrom("site_page_images").select("id").where("token", "=", token).executeTakeFirst();
      if (!image) return undefined;
      const shown = await db
        .selectFrom("site_pages")
        .innerJoin("site_page_versions", "site_page_versions.id", "site_pages.live_id")
        .select("site_pages.page_key")
        .where("site_page_versions.image_id", "=", image.id)
        .executeTakeFirst();
      return { id: image.id, public: shown !== undefined };
    },

    /** One rendition's bytes. */
    async imageFile(imageId: number, format: PictureFormat, width: number): Promise<Uint8Array | undefined> {
      const file = await db
        .selectFrom("site_page_image_files")
        .select("bytes")
        .where("image_id", "=", imageId)
        .where("format", "=", format)
        .where("width", "=", width)
        .executeTakeFirst();
      return file?.bytes;
    },

    /** Pages whose scheduled version is due at `at`. */
    async due(at: Date): Promise<{ key: SitePageKey; scheduledId: number }[]> {
      const found = await db
        .selectFrom("site_pages")
        .select(["page_key", "scheduled_id"])
        .where("publish_at", "<=", at.toISOString())
        .where("scheduled_id", "is not", null)
        .execute();
      return found.map((each) => ({ key: each.page_key, scheduledId: each.scheduled_id as number }));
    },

    /**
     * Makes the scheduled version live, if it is still the one scheduled: true for the one caller
     * (on any instance) whose update changed the row.
     */
    async publishScheduled(key: SitePageKey, scheduledId: number, at: Date): Promise<boolean> {
      const result = await db
        .updateTable("site_pages")
        .set((eb) => ({
          live_id: eb.ref("scheduled_id"),
          scheduled_id: null,
          publish_at: null,
          published_at: at.toISOString(),
          revision: eb("revision", "+", 1),
        }))
        .where("page_key", "=", key)
        .where("scheduled_id", "=", scheduledId)
        .executeTakeFirst();
      return changedOne(result);
    },
  };
}

/** A change's work refused: carries its answer out of the transaction it rolls back. */
class Refused {
  constructor(
    readonly current: SitePageRow,
    readonly refusal: unknown,
  ) {}
}

async function addVersion(db: Db, version: NewVersion): Promise<number> {
  const added = await db
    .insertInto("site_page_versions")
    .values({
      page_key: version.key,
      words: JSON.stringify(version.words),
      to_review: JSON.stringify(version.toReview),
      changed: JSON.stringify(version.changed),
      saved_by: version.savedBy,
      saved_at: version.savedAt.toISOString(),
      restored_from: version.restoredFrom === undefined ? null : String(version.restoredFrom),
      image_id: version.imageId ?? null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return added.id;
}

async function addImage(db: Db, image: NewImage): Promise<number> {
  const added = await db
    .insertInto("site_page_images")
    .values({ token: newImageToken(), width: image.width, height: image.height, created_at: new Date().toISOString() })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const rendition of image.renditions) {
    await db
      .insertInto("site_page_image_files")
      .values({ image_id: added.id, ...rendition })
      .execute();
  }
  return added.id;
}

function columnsOf(change: RowChange) {
  const iso = (at: Date | null) => (at ? at.toISOString() : null);
  return {
    ...("draftId" in change ? { draft_id: change.draftId } : {}),
    ...("liveId" in change ? { live_id: change.liveId } : {}),
    ...("scheduledId" in change ? { scheduled_id: change.scheduledId } : {}),
    ...("publishAt" in change ? { publish_at: iso(change.publishAt ?? null) } : {}),
    ...("publishedAt" in change ? { published_at: iso(change.publishedAt ?? null) } : {}),
  };
}

function emptyRow(key: SitePageKey): SitePageRow {
  return { key, draftId: null, liveId: null, scheduledId: null, publishAt: null, publishedAt: null, revision: 0 };
}

function toRow(found: Selectable<SitePagesTable>): SitePageRow {
  const date = (value: string | null) => (value === null ? null : new Date(value));
  return {
    key: found.page_key,
    draftId: found.draft_id,
    liveId: found.live_id,
    scheduledId: found.scheduled_id,
    publishAt: date(found.publish_at),
    publishedAt: date(found.published_at),
    revision: found.revision,
  };
}

function toVersion(found: Selectable<SitePageVersionsTable>): StoredVersion {
  return {
    id: found.id,
    key: found.page_key,
    words: JSON.parse(found.words) as PageWords,
    toReview: JSON.parse(found.to_review) as PathsByLang,
    changed: JSON.parse(found.changed) as string[],
    savedBy: found.saved_by,
    savedAt: new Date(found.saved_at),
    restoredFrom: restoredFrom(found.restored_from),
    imageId: found.image_id,
  };
}

function restoredFrom(value: string | null): number | "original" | null {
  if (value === null) return null;
  return value === "original" ? "original" : Number(value);
}
