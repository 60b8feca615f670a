import { languages } from "#common/site/pages.ts";
import {
  fieldsOf,
  originalWords,
  type PageWords,
  type PathsByLang,
  type SitePageKey,
  sitePageKeys,
} from "#common/site-pages/fields.ts";
import { imageSlots, type Picture, type PictureFormat } from "#common/site-pages/images.ts";
import {
  changedPaths,
  checkDraft,
  checkPublication,
  type FieldErrors,
  nextReviews,
  typeset,
} from "#common/site-pages/rules.ts";
import type { Actor, AuditLog } from "#server/audit/audit.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import {
  createSitePageStore,
  type NewImage,
  type NewVersion,
  type SitePageRow,
  type SitePageStore,
  type StoredVersion,
} from "./store.server";

/** Which of a page's words the site shows, or will: the newest wins (draft, then scheduled, then live). */
export type SitePageState = "original" | "live" | "draft" | "scheduled";

/** A line of the back office's list of pages. */
export type SitePageSummary = {
  key: SitePageKey;
  state: SitePageState;
  /** Fields « à revoir » in the newest version, both languages counted. */
  toReview: number;
  /** When the scheduled version goes live, if there is one. */
  publishAt?: Date;
  revision: number;
};

/** A version in a page's history. */
export type VersionInfo = {
  id: number;
  /** The member who saved it; null for an account since gone, or nobody known. */
  savedBy: number | null;
  /** That member's address, as the resources' history names its authors. */
  savedByName: string | null;
  savedAt: Date;
  changed: string[];
  restoredFrom?: number | "original";
  live: boolean;
};

/** A page as its editor opens it: the newest words, and where each version stands. */
export type SitePageView = {
  key: SitePageKey;
  words: PageWords;
  toReview: PathsByLang;
  /** What the next change must name (the form carries it back). */
  revision: number;
  liveId?: number;
  scheduled?: { id: number; at: Date };
  draftId?: number;
  /** The uploaded image the newest version shows; none: the drawn artwork (or a page with no image). */
  image?: Picture;
  /** Newest first; the dictionaries' own words, the first version, are not among them. */
  versions: VersionInfo[];
};

/** Another change came first: the caller keeps `words` (what was typed) and is told the page's revision now. */
export type Conflict = { ok: false; conflict: true; revision: number; words: PageWords };
/** Refused on fields; `words` are those typed, typeset, for the form to show again. */
export type Refusal = { ok: false; errors: FieldErrors; words: PageWords };
/** Nothing to act on: no draft to publish, nothing scheduled, or no such version of this page. */
export type Nothing = { ok: false; nothing: true; revision: number };

export type SaveResult = { ok: true; revision: number; versionId: number } | Refusal | Conflict;
export type PublishResult =
  | { ok: true; revision: number; versionId: number; scheduledAt?: Date }
  | Refusal
  | Conflict
  | Nothing;
export type UnscheduleResult = { ok: true; revision: number; versionId: number } | Conflict | Nothing;
export type RestoreResult = { ok: true; revision: number; versionId: number } | Conflict | Nothing;

export type SaveInput = {
  /** The fields sent; a field left out keeps its text, a path the page does not have is ignored. */
  words: Partial<Record<keyof PageWords, Record<string, unknown>>>;
  revision: number;
  /** Fields marked « à revoir » that the editor confirms as they are. */
  confirmed: PathsByLang;
  /**
   * A page's image (the home hero's): a new one, made into its renditions, or `"remove"` to go back
   * to the drawn artwork; left out, the newest version's stays. Stored only if the save is.
   */
  image?: NewImage | "remove";
};

/** The back office's desk for the site's pages (issue 55, decision 112); every change is audited. */
export type SitePagesDesk = {
  list(): Promise<SitePageSummary[]>;
  open(key: SitePageKey): Promise<SitePageView>;
  save(key: SitePageKey, input: SaveInput, actor: Actor): Promise<SaveResult>;
  /** Live now, or at `at` if it is still to come. */
  publish(key: SitePageKey, input: { revision: number; at?: Date }, actor: Actor): Promise<PublishResult>;
  /** The scheduled version goes back to being the draft (a newer draft stays the draft). */
  unschedule(key: SitePageKey, input: { revision: number }, actor: Actor): Promise<UnscheduleResult>;
  /** A new draft with a version's words, or the dictionaries' (`"original"`), to review before publishing. */
  restore(
    key: SitePageKey,
    input: { revision: number; from: number | "original" },
    actor: Actor,
  ): Promise<RestoreResult>;
  /** The words a preview shows: the newest, as `open` gives them. */
  previewWords(key: SitePageKey): Promise<PageWords>;
  /** For the serving side: each page's live version, for pages that have one. */
  liveVersions(): Promise<Map<SitePageKey, number>>;
  /** A version's words, every field of its page (a field added to the page since shows its original words). */
  wordsOf(versionId: number): Promise<PageWords>;
  /** The uploaded image a version shows; none for the drawn artwork. */
  imageOf(versionId: number): Promise<Picture | undefined>;
  /** The image a preview shows: the newest version's, as `open` gives it. */
  previewImage(key: SitePageKey): Promise<Picture | undefined>;
  /** An uploaded image by its token, and whether a live page shows it (the public may see it then only). */
  pageImage(token: string): Promise<{ id: number; public: boolean } | undefined>;
  /** One rendition of an uploaded image. */
  imageFile(imageId: number, format: PictureFormat, width: number): Promise<Uint8Array | undefined>;
};

const noPaths = (): PathsByLang => ({ fr: [], en: [] });

export function createSitePagesDesk({
  database,
  audit,
  now = () => new Date(),
}: {
  database: AppDatabase;
  audit: AuditLog;
  now?: () => Date;
}): SitePagesDesk {
  const store = createSitePageStore(database);

  const record = (actor: Actor, action: string, key: SitePageKey, details: Record<string, string | number>) =>
    audit.record({ actor, action, target: { type: "site_page", id: key }, details });

  async function conflict(current: SitePageRow, words?: PageWords): Promise<Conflict> {
    return {
      ok: false,
      conflict: true,
      revision: current.revision,
      words: words ?? (await newest(store, current)).words,
    };
  }

  return {
    async list() {
      const rows = new Map((await store.rows()).map((row) => [row.key, row]));
      const ids = [...rows.values()].flatMap((row) => newestId(row) ?? []);
      const reviews = await store.toReviewOf(ids);
      return sitePageKeys.map((key) => {
        const row = rows.get(key);
        const id = row && newestId(row);
        const toReview = id === undefined ? noPaths() : (reviews.get(id) ?? noPaths());
        return {
          key,
          state: row ? stateOf(row) : "original",
          toReview: languages.reduce((sum, lang) => sum + (toReview[lang]?.length ?? 0), 0),
          ...(row?.scheduledId && row.publishAt ? { publishAt: row.publishAt } : {}),
          revision: row?.revision ?? 0,
        };
      });
    },

    async open(key) {
      const row = await store.row(key);
      const [shown, versions] = await Promise.all([newest(store, row), store.versionsOf(key)]);
      const image = shown.imageId === null ? undefined : await store.picture(shown.imageId);
      return {
        key,
        words: shown.words,
        toReview: shown.toReview,
        revision: row.revision,
        ...(row.liveId !== null ? { liveId: row.liveId } : {}),
        ...(row.scheduledId !== null && row.publishAt ? { scheduled: { id: row.scheduledId, at: row.publishAt } } : {}),
        ...(row.draftId !== null ? { draftId: row.draftId } : {}),
        ...(image ? { image } : {}),
        versions: versions.map((version) => ({
          id: version.id,
          savedBy: version.savedBy,
          savedByName: version.savedByName,
          savedAt: version.savedAt,
          changed: version.changed,
          ...(version.restoredFrom !== null ? { restoredFrom: version.restoredFrom } : {}),
          live: version.id === row.liveId,
        })),
      };
    },

    async save(key, input, actor) {
      // Checked first against the page as it is read here; again below, in the transaction, against
      // the same revision (so the same words), where a change since is told as a conflict.
      const first = await newest(store, await store.row(key));
      const typed = typedWords(key, input, first.words);
      const errors = checkDraft(key, typed, { image: showsImage(input, first.imageId) });
      if (hasErrors(errors)) return { ok: false, errors, words: typed };
      const at = now();
      const outcome = await store.change<number, Refusal>(key, input.revision, async (current, tools) => {
        const before = await newest(tools, current);
        const words = typedWords(key, input, before.words);
        const refused = checkDraft(key, words, { image: showsImage(input, before.imageId) });
        if (hasErrors(refused)) return { refused: { ok: false, errors: refused, words } as Refusal };
        // Stored with the version, in its transaction: a save refused or lost keeps no image.
        const imageId =
          input.image === "remove" || !imageSlots[key]
            ? null
            : input.image
              ? await tools.addImage(input.image)
              : before.imageId;
        const versionId = await tools.addVersion(
          versionAfter(key, before, { words, imageId, confirmed: input.confirmed, savedBy: actor?.id ?? null, at }),
        );
        return { set: { draftId: versionId }, result: versionId };
      });
      if (!outcome.changed) return outcome.refused ?? conflict(outcome.current, typed);
      await record(actor, "site-page.save", key, { version: outcome.result, revision: outcome.revision });
      return { ok: true, revision: outcome.revision, versionId: outcome.result };
    },

    async publish(key, { revision, at }, actor) {
      const current = now();
      const later = at !== undefined && at.getTime() > current.getTime() ? at : undefined;
      const outcome = await store.change<number, Refusal | Nothing>(key, revision, async (row, tools) => {
        if (row.draftId === null) return { refused: { ok: false, nothing: true, revision: row.revision } };
        const draft = await tools.version(row.draftId);
        const words = complete(key, draft?.words);
        const options = { image: (draft?.imageId ?? null) !== null };
        const errors = merged(checkDraft(key, words, options), checkPublication(key, words, options));
        if (hasErrors(errors)) return { refused: { ok: false, errors, words } };
        // The draft was made over any scheduled version (the newest words): publishing it now supersedes that.
        const set = later
          ? { scheduledId: row.draftId, publishAt: later, draftId: null }
          : { liveId: row.draftId, publishedAt: current, draftId: null, scheduledId: null, publishAt: null };
        return { set, result: row.draftId };
      });
      if (!outcome.changed) return outcome.refused ?? conflict(outcome.current);
      const versionId = outcome.result;
      if (later) {
        await record(actor, "site-page.schedule", key, { version: versionId, at: later.toISOString() });
        return { ok: true, revision: outcome.revision, versionId, scheduledAt: later };
      }
      await record(actor, "site-page.publish", key, { version: versionId });
      return { ok: true, revision: outcome.revision, versionId };
    },

    async unschedule(key, { revision }, actor) {
      const outcome = await store.change<number, Nothing>(key, revision, async (row) => {
        if (row.scheduledId === null) return { refused: { ok: false, nothing: true, revision: row.revision } };
        // A draft saved since was made over the scheduled words: it stays the draft.
        return {
          set: { scheduledId: null, publishAt: null, draftId: row.draftId ?? row.scheduledId },
          result: row.scheduledId,
        };
      });
      if (!outcome.changed) return outcome.refused ?? conflict(outcome.current);
      const versionId = outcome.result;
      await record(actor, "site-page.unschedule", key, { version: versionId });
      return { ok: true, revision: outcome.revision, versionId };
    },

    async restore(key, { revision, from }, actor) {
      const at = now();
      const outcome = await store.change<number, Nothing>(key, revision, async (row, tools) => {
        let words: PageWords;
        // The original shows the drawn artwork; a version, the image it showed.
        let imageId: number | null = null;
        if (from === "original") words = originalWords(key);
        else {
          const source = await tools.version(from);
          if (!source || source.key !== key) return { refused: { ok: false, nothing: true, revision: row.revision } };
          words = complete(key, source.words);
          imageId = source.imageId;
        }
        const before = await newest(tools, row);
        const versionId = await tools.addVersion({
          ...versionAfter(key, before, { words, imageId, confirmed: noPaths(), savedBy: actor?.id ?? null, at }),
          restoredFrom: from,
        });
        return { set: { draftId: versionId }, result: versionId };
      });
      if (!outcome.changed) return outcome.refused ?? conflict(outcome.current);
      const versionId = outcome.result;
      await record(actor, "site-page.restore", key, { version: versionId, from: String(from) });
      return { ok: true, revision: outcome.revision, versionId };
    },

    async previewWords(key) {
      return (await newest(store, await store.row(key))).words;
    },

    liveVersions: () => store.liveVersions(),

    async wordsOf(versionId) {
      const version = await store.version(versionId);
      if (!version) throw new Error(`No site page version ${versionId}`);
      return complete(version.key, version.words);
    },

    async imageOf(versionId) {
      const version = await store.version(versionId);
      return version?.imageId == null ? undefined : store.picture(version.imageId);
    },

    async previewImage(key) {
      const { imageId } = await newest(store, await store.row(key));
      return imageId === null ? undefined : store.picture(imageId);
    },

    pageImage: (token) => store.pageImage(token),
    imageFile: (imageId, format, width) => store.imageFile(imageId, format, width),
  };
}

/** Whether the version a save makes shows an uploaded image: a new one, or the one before if not removed. */
function showsImage(input: SaveInput, before: number | null): boolean {
  return input.image === "remove" ? false : input.image !== undefined || before !== null;
}

/**
 * A version made over the newest one (a save or a restore): the fields to review follow what changed in
 * one language and not the other, and « what changed » names its fields and its image.
 */
function versionAfter(
  key: SitePageKey,
  before: Newest,
  next: { words: PageWords; imageId: number | null; confirmed: PathsByLang; savedBy: number | null; at: Date },
): NewVersion {
  const { words, imageId, confirmed } = next;
  return {
    key,
    words,
    toReview: nextReviews({ before: before.words, after: words, toReview: before.toReview, confirmed }),
    changed: changedPaths(before.words, words).concat(imageChanged(key, before.imageId, imageId)),
    savedBy: next.savedBy,
    savedAt: next.at,
    imageId,
  };
}

/** The page's image as a « what changed » entry, when a version shows another image than the one before. */
function imageChanged(key: SitePageKey, before: number | null, after: number | null): string[] {
  const slot = imageSlots[key];
  return slot && before !== after ? [slot] : [];
}

/** The version whose words are newest: the draft, else the scheduled one, else the live one. */
function newestId(row: SitePageRow): number | undefined {
  return row.draftId ?? row.scheduledId ?? row.liveId ?? undefined;
}

function stateOf(row: SitePageRow): SitePageState {
  if (row.draftId !== null) return "draft";
  if (row.scheduledId !== null) return "scheduled";
  if (row.liveId !== null) return "live";
  return "original";
}

/** The newest words and their fields to review; the dictionaries' words, none to review, for a page never saved. */
type Newest = { words: PageWords; toReview: PathsByLang; imageId: number | null };

async function newest(reader: Pick<SitePageStore, "version">, row: SitePageRow): Promise<Newest> {
  const id = newestId(row);
  const version: StoredVersion | undefined = id === undefined ? undefined : await reader.version(id);
  if (!version) return { words: originalWords(row.key), toReview: noPaths(), imageId: null };
  return { words: complete(row.key, version.words), toReview: version.toReview, imageId: version.imageId };
}

/**
 * Every field of the page, in both languages: a stored text where there is one, else the original's.
 * A field the page no longer has is dropped, so a version stays readable as the dictionaries change.
 */
function complete(
  key: SitePageKey,
  words: Partial<Record<keyof PageWords, Record<string, unknown>>> | undefined,
): PageWords {
  return overlay(key, originalWords(key), words);
}

/** `base`, with the given text of each field the page has; the rest (and anything not text) ignored. */
function overlay(
  key: SitePageKey,
  base: PageWords,
  given: Partial<Record<keyof PageWords, Record<string, unknown>>> | undefined,
): PageWords {
  const words: PageWords = { fr: {}, en: {} };
  for (const lang of languages) {
    for (const { path } of fieldsOf(key)) {
      const text = given?.[lang]?.[path];
      words[lang][path] = typeof text === "string" ? text : (base[lang]?.[path] ?? "");
    }
  }
  return words;
}

/** What the editor sent over the newest words, French typography applied. */
function typedWords(key: SitePageKey, input: SaveInput, before: PageWords): PageWords {
  return typeset(key, overlay(key, before, input.words));
}

function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((byPath) => byPath && Object.keys(byPath).length > 0);
}

/** Both checks' errors, the first's kept on a field both refuse. */
function merged(first: FieldErrors, second: FieldErrors): FieldErrors {
  const errors: FieldErrors = {};
  for (const lang of languages) {
    const both = { ...second[lang], ...first[lang] };
    if (Object.keys(both).length > 0) errors[lang] = both;
  }
  return errors;
}
