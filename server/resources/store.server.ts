import { randomUUID } from "node:crypto";
import { type Kysely, type SelectQueryBuilder, sql } from "kysely";
import type { ResourceKind } from "#common/resources/kinds.ts";
import type { Lang } from "#common/site/pages.ts";
import type { Actor } from "#server/audit/audit.server.ts";
import { type AppDatabase, type Database, writeTransaction } from "#server/db/db.server.ts";
import { changedOne } from "#server/db/rows.server.ts";
import { fold } from "#server/leads/search-text.ts";
import { newImageToken } from "./media-names.server";
import { imageReference } from "./render.server";
import {
  changedFields,
  columns,
  columnsOf,
  type ImageRendition,
  parseSnapshot,
  type Resource,
  ResourceConflict,
  type ResourceImage,
  type ResourceInput,
  ResourceSavedSince,
  type ResourceVersion,
  type ScheduleRefusal,
  toResource,
  type WebinarInfo,
} from "./resource.server";

export type ResourceStore = ReturnType<typeof createResourceStore>;

/** An item public at `at`: not a draft, and its publication time has come. */
function isPublic(at: string) {
  return sql<boolean>`(resources.status != 'draft' and resources.publish_at <= ${at})`;
}

export function createResourceStore({ db, dialect }: AppDatabase, now: () => Date = () => new Date()) {
  /** Public: not a draft, and its publication time has come. */
  function visible<T extends SelectQueryBuilder<Database, "resources", object>>(query: T, at: Date): T {
    return query.where(isPublic(at.toISOString())) as T;
  }

  async function get(id: number): Promise<Resource | undefined> {
    const row = await db.selectFrom("resources").select(columns).where("id", "=", id).executeTakeFirst();
    return row ? toResource(row) : undefined;
  }

  async function saveVersion(trx: Kysely<Database>, id: number, input: ResourceInput, actor: Actor, at: Date) {
    await trx
      .insertInto("resource_versions")
      .values({
        resource_id: id,
        saved_at: at.toISOString(),
        actor_email: actor?.email ?? null,
        snapshot: JSON.stringify(input),
      })
      .execute();
  }

  async function slugTaken(
    trx: Kysely<Database>,
    input: Pick<ResourceInput, "lang" | "slug">,
    exceptId?: number,
  ): Promise<boolean> {
    let query = trx.selectFrom("resources").select("id").where("lang", "=", input.lang).where("slug", "=", input.slug);
    if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
    return Boolean(await query.executeTakeFirst());
  }

  return {
    get,

    /** Whether another item of that language has this slug: a form says so with its other errors. */
    slugTaken: (lang: Lang, slug: string, exceptId?: number) => slugTaken(db, { lang, slug }, exceptId),

    /** Why `at` cannot be an item's publication time, if it cannot (see `schedule`). */
    async scheduleRefusal(id: number, at: Date): Promise<ScheduleRefusal | undefined> {
      const current = now();
      if (at <= current) return "past";
      const live = await db
        .selectFrom("resources")
        .select("id")
        .where("id", "=", id)
        .where(isPublic(current.toISOString()))
        .executeTakeFirst();
      return live ? "live" : undefined;
    },

    /** A new item; `pairOf` makes it the translation of that item. */
    async create(input: ResourceInput, actor: Actor, pairOf?: number): Promise<Resource> {
      const at = now();
      const id = await writeTransaction(db, async (trx) => {
        let pairId: string = randomUUID();
        if (pairOf !== undefined) {
          const other = await trx
            .selectFrom("resources")
            .select(["pair_id", "lang"])
            .where("id", "=", pairOf)
            .executeTakeFirst();
          if (!other || other.lang === input.lang) throw new ResourceConflict("pair");
          pairId = other.pair_id;
          const taken = await trx
            .selectFrom("resources")
            .select("id")
            .where("pair_id", "=", pairId)
            .where("lang", "=", input.lang)
            .executeTakeFirst();
          if (taken) throw new ResourceConflict("pair");
        }
        if (await slugTaken(trx, input)) throw new ResourceConflict("slug");
        const row = await trx
          .insertInto("resources")
          .values({ ...columnsOf(input), pair_id: pairId, created_at: at.toISOString(), updated_at: at.toISOString() })
          .returning("id")
          .executeTakeFirstOrThrow();
        await saveVersion(trx, row.id, input, actor, at);
        return row.id;
      });
      return (await get(id)) as Resource;
    },

    /**
     * Saves the fields as a new version; undefined when there is no such item. With `basedOn`, the
     * version the editor's form was made from, throws ResourceSavedSince if another was saved since.
     */
    async update(id: number, input: ResourceInput, actor: Actor, basedOn?: number): Promise<Resource | undefined> {
      const at = now();
      const found = await writeTransaction(db, async (trx) => {
        // Written first: the row's lock makes two saves of one item take turns, on PostgreSQL too, so
        // the second reads the version the first saved.
        const current = await trx
          .updateTable("resources")
          .set({ updated_at: at.toISOString() })
          .where("id", "=", id)
          .returning("lang")
          .executeTakeFirst();
        if (!current) return false;
        if (basedOn !== undefined) {
          const newest = await trx
            .selectFrom("resource_versions")
            .select(["id", "saved_at", "actor_email"])
            .where("resource_id", "=", id)
            .orderBy("id", "desc")
            .executeTakeFirst();
          if (newest && newest.id !== basedOn) {
            throw new ResourceSavedSince({
              id: newest.id,
              savedAt: new Date(newest.saved_at),
              actorEmail: newest.actor_email,
            });
          }
        }
        // The language is the pair's slot: it stays.
        const kept = { ...input, lang: current.lang };
        if (await slugTaken(trx, kept, id)) throw new ResourceConflict("slug");
        await trx
          .updateTable("resources")
          .set({ ...columnsOf(kept), updated_at: at.toISOString() })
          .where("id", "=", id)
          .execute();
        await saveVersion(trx, id, kept, actor, at);
        return true;
      });
      return found ? get(id) : undefined;
    },

    /**
     * Public now. An item already public keeps the time it went public: publishing again neither
     * moves it up the lists nor dates it anew (issue 46, item 2).
     */
    async publish(id: number): Promise<Resource | undefined> {
      const at = now().toISOString();
      await db
        .updateTable("resources")
        .set((eb) => ({
          status: "published",
          publish_at: eb.case().when(isPublic(at)).then(eb.ref("publish_at")).else(at).end(),
          updated_at: at,
        }))
        .where("id", "=", id)
        .execute();
      return get(id);
    },

    /**
     * Public from `at`, a time still to come. Refused for a time already past (it would publish at
     * once, backdated) and for an item public now: it stays public until withdrawn (decision 068).
     */
    async schedule(id: number, at: Date): Promise<{ ok: true } | { ok: false; reason: ScheduleRefusal }> {
      const current = now();
      if (at <= current) return { ok: false, reason: "past" };
      // One guarded write, so a publication since the check is not undone.
      const result = await db
        .updateTable("resources")
        .set({ status: "scheduled", publish_at: at.toISOString(), updated_at: current.toISOString() })
        .where("id", "=", id)
        .where((eb) => eb.not(isPublic(current.toISOString())))
        .executeTakeFirst();
      return changedOne(result) ? { ok: true } : { ok: false, reason: "live" };
    },

    async unpublish(id: number): Promise<Resource | undefined> {
      await db
        .updateTable("resources")
        .set({ status: "draft", updated_at: now().toISOString() })
        .where("id", "=", id)
        .execute();
      return get(id);
    },

    /** Every item, newest change first, with the languages its pair exists in. */
    async list(): Promise<(Resource & { pairLangs: Lang[] })[]> {
      const rows = await db
        .selectFrom("resources")
        .select(columns)
        .orderBy("updated_at", "desc")
        .orderBy("id", "desc")
        .execute();
      const langs = new Map<string, Lang[]>();
      for (const row of rows) langs.set(row.pair_id, [...(langs.get(row.pair_id) ?? []), row.lang]);
      return rows.map((row) => ({ ...toResource(row), pairLangs: langs.get(row.pair_id) ?? [] }));
    },

    async versions(id: number): Promise<ResourceVersion[]> {
      const rows = await db
        .selectFrom("resource_versions")
        .selectAll()
        .where("resource_id", "=", id)
        .orderBy("id", "desc")
        .execute();
      const inputs = rows.map((row) => parseSnapshot(row.snapshot));
      return rows.map((row, index) => {
        const input = inputs[index] as ResourceInput;
        const before = inputs[index + 1];
        return {
          id: row.id,
          savedAt: new Date(row.saved_at),
          actorEmail: row.actor_email,
          input,
          changed: before ? changedFields(before, input) : "created",
        };
      });
    },

    async setPdf(id: number, name: string, bytes: Uint8Array): Promise<void> {
      await db
        .updateTable("resources")
        .set({ pdf: bytes, pdf_name: name, updated_at: now().toISOString() })
        .where("id", "=", id)
        .execute();
    },

    /** A guide's PDF's size in bytes, without reading it: the download link says it (issue 46, item 19). */
    async pdfSize(id: number): Promise<number | undefined> {
      const row = await db
        .selectFrom("resources")
        .select(sql<number | string | null>`length(pdf)`.as("size"))
        .where("id", "=", id)
        .executeTakeFirst();
      return row?.size == null ? undefined : Number(row.size);
    },

    /** A guide's PDF, whether or not it is public (the caller decides who may have it). */
    async pdf(id: number): Promise<{ name: string; bytes: Uint8Array } | undefined> {
      const row = await db.selectFrom("resources").select(["pdf", "pdf_name"]).where("id", "=", id).executeTakeFirst();
      return row?.pdf && row.pdf_name ? { name: row.pdf_name, bytes: new Uint8Array(row.pdf) } : undefined;
    },

    /** Public items in a language, newest first, of a kind and matching every word searched, accents and case ignored. */
    async published(lang: Lang, filter: { kind?: ResourceKind; q?: string } = {}): Promise<Resource[]> {
      const words = fold(filter.q ?? "")
        .split(/\s+/)
        .filter(Boolean);
      let query = visible(db.selectFrom("resources"), now()).where("resources.lang", "=", lang);
      if (filter.kind) query = query.where("resources.kind", "=", filter.kind);
      const indexed = dialect === "sqlite" ? words.filter((word) => [...word].length >= 3) : [];
      if (indexed.length) {
        const phrases = indexed.map((word) => `"${word.replaceAll('"', '""')}"`).join(" AND ");
        query = query.where("resources.id", "in", (eb) =>
          eb.selectFrom("resources_search").select("rowid").where(sql<boolean>`resources_search match ${phrases}`),
        );
      }
      for (const word of words.filter((each) => !indexed.includes(each))) {
        const pattern = `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
        query = query.where(sql<boolean>`resources.search_text like ${pattern} escape '\\'`);
      }
      const rows = await query.select(columns).orderBy("publish_at", "desc").orderBy("id", "desc").execute();
      return rows.map(toResource);
    },

    async publishedBySlug(lang: Lang, slug: string): Promise<Resource | undefined> {
      const row = await visible(db.selectFrom("resources"), now())
        .select(columns)
        .where("lang", "=", lang)
        .where("slug", "=", slug)
        .executeTakeFirst();
      return row ? toResource(row) : undefined;
    },

    /** The public translation of an item, for hreflang: only one that exists and is published. */
    async publishedTranslation(resource: Resource): Promise<Resource | undefined> {
      const row = await visible(db.selectFrom("resources"), now())
        .select(columns)
        .where("pair_id", "=", resource.pairId)
        .where("lang", "!=", resource.lang)
        .executeTakeFirst();
      return row ? toResource(row) : undefined;
    },

    /** The kinds with something public in a language: the menu says « Bientôt » for the others. */
    async publishedKinds(lang: Lang): Promise<Set<ResourceKind>> {
      const rows = await visible(db.selectFrom("resources"), now())
        .select("kind")
        .distinct()
        .where("lang", "=", lang)
        .execute();
      return new Set(rows.map((row) => row.kind));
    },

    async publishedWebinars(): Promise<WebinarInfo[]> {
      const rows = await visible(db.selectFrom("resources"), now())
        .select(columns)
        .where("kind", "=", "webinar")
        .orderBy("starts_at")
        .execute();
      return rows.flatMap((row) =>
        row.starts_at && row.time_zone && row.length_minutes
          ? [
              {
                id: String(row.id),
                lang: row.lang,
                slug: row.slug,
                title: row.title,
                startsAt: new Date(row.starts_at),
                timeZone: row.time_zone,
                lengthMinutes: row.length_minutes,
                replayUrl: row.replay_url,
                joinUrl: row.join_url,
              },
            ]
          : [],
      );
    },

    /**
     * A public gated guide that has its file, by id, with the file's size: what the email carrying
     * its download link says (issue 46, item 19). Unpublished meanwhile, it is undefined.
     */
    async publishedGatedGuide(
      id: number,
    ): Promise<{ id: number; lang: Lang; slug: string; title: string; pdfBytes: number } | undefined> {
      const row = await visible(db.selectFrom("resources"), now())
        .select(["id", "lang", "slug", "title", sql<number | string | null>`length(pdf)`.as("size")])
        .where("id", "=", id)
        .where("kind", "=", "guide")
        .where("gated", "=", 1)
        .executeTakeFirst();
      if (!row || row.size == null) return undefined;
      return { id: row.id, lang: row.lang, slug: row.slug, title: row.title, pdfBytes: Number(row.size) };
    },

    async publishedGuide(lang: Lang, slug: string): Promise<{ id: string; title: string; gated: boolean } | undefined> {
      const row = await visible(db.selectFrom("resources"), now())
        .select(["id", "title", "gated"])
        .where("kind", "=", "guide")
        .where("lang", "=", lang)
        .where("slug", "=", slug)
        .executeTakeFirst();
      return row ? { id: String(row.id), title: row.title, gated: Boolean(row.gated) } : undefined;
    },

    /**
     * What the public pages' cache is keyed on: the latest change and the number of items public
     * now, so that a scheduled item coming due changes it too (decision 033).
     */
    async publicationStamp(): Promise<string> {
      const at = now();
      const row = await db
        .selectFrom("resources")
        .select((eb) => [
          eb.fn.max("updated_at").as("changed"),
          eb.fn.sum<number>(sql`case when ${isPublic(at.toISOString())} then 1 else 0 end`).as("public"),
        ])
        .executeTakeFirst();
      return `${row?.changed ?? "none"}/${Number(row?.public ?? 0)}`;
    },

    async addImage(alt: string, width: number, height: number, renditions: ImageRendition[]): Promise<ResourceImage> {
      const token = newImageToken();
      return writeTransaction(db, async (trx) => {
        const row = await trx
          .insertInto("resource_images")
          .values({ token, alt, width, height, created_at: now().toISOString() })
          .returning("id")
          .executeTakeFirstOrThrow();
        for (const rendition of renditions) {
          await trx
            .insertInto("resource_image_files")
            .values({ image_id: row.id, ...rendition })
            .execute();
        }
        return { id: row.id, token, alt, width, height };
      });
    },

    async images(): Promise<(ResourceImage & { widths: number[] })[]> {
      const images = await db.selectFrom("resource_images").selectAll().orderBy("id", "desc").execute();
      const files = await db
        .selectFrom("resource_image_files")
        .select(["image_id", "width"])
        .where("format", "=", "jpeg")
        .execute();
      return images.map((image) => ({
        id: image.id,
        token: image.token,
        alt: image.alt,
        width: image.width,
        height: image.height,
        widths: files
          .filter((file) => file.image_id === image.id)
          .map((file) => file.width)
          .sort((a, b) => a - b),
      }));
    },

    /**
     * An uploaded image found by its token or its id, and whether a public item shows it: a body
     * naming it (`](media:12)`) of an item public now (decision 063). Undefined when there is none.
     */
    async mediaImage(
      ref: { token: string } | { id: number },
    ): Promise<{ id: number; token: string; public: boolean } | undefined> {
      let query = db.selectFrom("resource_images").select(["id", "token"]);
      query = "token" in ref ? query.where("token", "=", ref.token) : query.where("id", "=", ref.id);
      const image = await query.executeTakeFirst();
      if (!image) return undefined;
      const shownBy = await visible(db.selectFrom("resources"), now())
        .select("resources.id")
        .where("resources.body", "like", `%${imageReference(image.id)}%`)
        .executeTakeFirst();
      return { id: image.id, token: image.token, public: shownBy !== undefined };
    },

    async imageFile(id: number, format: ImageRendition["format"], width: number): Promise<Uint8Array | undefined> {
      const row = await db
        .selectFrom("resource_image_files")
        .select("bytes")
        .where("image_id", "=", id)
        .where("format", "=", format)
        .where("width", "=", width)
        .executeTakeFirst();
      return row ? new Uint8Array(row.bytes) : undefined;
    },
  };
}
