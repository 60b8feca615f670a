import { dictionaries } from "#common/content/dictionary.server.ts";
import type { Dictionary } from "#common/content/types.ts";
import { type Lang, languages } from "#common/site/pages.ts";
import { type PageWords, type SitePageKey, withEdits } from "#common/site-pages/fields.ts";
import { imageSlots, type Picture, withHeroPicture } from "#common/site-pages/images.ts";

/**
 * Where the live words come from: the site pages' desk (desk.server.ts), or any object that answers
 * the same two questions. A version's words never change once saved, so they are read once.
 */
export type LiveSource = {
  /** Each page with a live version, and that version's id; a page never published is absent. */
  liveVersions(): Promise<Map<SitePageKey, number>>;
  wordsOf(versionId: number): Promise<PageWords>;
  /** The uploaded image a version shows (the home hero's); a source without images shows the drawn artwork. */
  imageOf?(versionId: number): Promise<Picture | undefined>;
};

/** The dictionaries of both languages. */
export type SiteDictionaries = Record<Lang, Dictionary>;

/** Told the pages whose live words changed, with the dictionaries now live; awaited before the next look. */
export type LiveListener = (keys: SitePageKey[], live: SiteDictionaries) => Promise<void> | void;

export type LiveWords = {
  /** The dictionaries with every live page's words in: the built ones until a page is published. */
  current(): SiteDictionaries;
  /**
   * A text that changes whenever the live words do, the same on every instance (it is made of the
   * live versions' ids): "" while no page has live words.
   */
  stamp(): string;
  /** Reads the live versions now; when they changed, loads their words and tells the listener. The keys that changed. */
  refresh(): Promise<SitePageKey[]>;
  /** Looks every `everyMs`, from now; a look still running is not started again. */
  start(): void;
  /** Stops looking, and waits for a look in progress (and its listener) to end. */
  stop(): Promise<void>;
};

const stampOf = (versions: Map<SitePageKey, number>) =>
  [...versions]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, id]) => `${key}:${id}`)
    .join(",");

/**
 * Each instance's copy of the words as published (decision 112). Every `everyMs` it asks the
 * database which version of each page is live: a small read, the same on every instance, so a
 * publication on any of them is live on all within that time. Only when the answer differs from the
 * last does it read the words and build the dictionaries again, then tell the listener (the
 * renderer, render.server.ts) which pages changed: both ways, so a page taken back to its original
 * words is rendered again too.
 */
export function createLiveWords(
  source: LiveSource,
  {
    everyMs = 5000,
    listener,
    onError = () => {},
  }: { everyMs?: number; listener?: LiveListener; onError?: (error: unknown) => void } = {},
): LiveWords {
  let seen = new Map<SitePageKey, number>();
  let live: SiteDictionaries = dictionaries;
  let running: Promise<SitePageKey[]> | undefined;
  let timer: NodeJS.Timeout | undefined;
  /** Words, and the image of a page that has one, by version id: a version never changes. */
  const words = new Map<number, PageWords>();
  const pictures = new Map<number, Picture | undefined>();

  async function look(): Promise<SitePageKey[]> {
    const versions = await source.liveVersions();
    const keys = [...new Set([...seen.keys(), ...versions.keys()])].filter(
      (key) => seen.get(key) !== versions.get(key),
    );
    if (!keys.length) return [];
    const pages: PageWords[] = [];
    let heroPicture: Picture | undefined;
    for (const [key, id] of versions) {
      let found = words.get(id);
      if (!found) {
        found = await source.wordsOf(id);
        words.set(id, found);
      }
      pages.push(found);
      if (imageSlots[key] && source.imageOf) {
        if (!pictures.has(id)) pictures.set(id, await source.imageOf(id));
        heroPicture = pictures.get(id);
      }
    }
    const ids = [...versions.values()];
    for (const id of words.keys()) if (!ids.includes(id)) words.delete(id);
    for (const id of pictures.keys()) if (!ids.includes(id)) pictures.delete(id);
    live = Object.fromEntries(
      languages.map((lang) => [lang, withHeroPicture(withEdits(dictionaries[lang], lang, pages), heroPicture)]),
    ) as SiteDictionaries;
    await listener?.(keys, live);
    // Only once told: a listener that failed (a render) is told again at the next look.
    seen = versions;
    return keys;
  }

  function refresh(): Promise<SitePageKey[]> {
    // One look at a time: a second caller shares the first's answer.
    running ??= look().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    current: () => live,
    stamp: () => stampOf(seen),
    refresh,
    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (!running) refresh().catch(onError);
      }, everyMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running?.catch(() => {});
    },
  };
}
