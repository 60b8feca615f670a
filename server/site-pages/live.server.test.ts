import { describe, expect, it } from "vitest";
import { dictionaries } from "#common/content/dictionary.server.ts";
import type { PageWords, SitePageKey } from "#common/site-pages/fields.ts";
import { createLiveWords, type LiveSource, type SiteDictionaries } from "./live.server";

/** A database's answers, held in memory: which version of each page is live, and each version's words. */
function memorySource() {
  const versions = new Map<SitePageKey, number>();
  const words = new Map<number, PageWords>();
  const reads: number[] = [];
  const source: LiveSource = {
    liveVersions: async () => new Map(versions),
    wordsOf: async (id) => {
      reads.push(id);
      const found = words.get(id);
      if (!found) throw new Error(`no version ${id}`);
      return found;
    },
  };
  return {
    source,
    reads,
    publish(key: SitePageKey, id: number, page: PageWords) {
      words.set(id, page);
      versions.set(key, id);
    },
    takeBack(key: SitePageKey) {
      versions.delete(key);
    },
  };
}

const homeTitle = (fr: string, en: string): PageWords => ({
  fr: { "pages.home.hero.title": fr },
  en: { "pages.home.hero.title": en },
});

describe("createLiveWords", () => {
  it("answers the built dictionaries, and an empty stamp, while no page is live", async () => {
    const { source } = memorySource();
    const told: SitePageKey[][] = [];
    const live = createLiveWords(source, { listener: (keys) => void told.push(keys) });

    expect(await live.refresh()).toEqual([]);
    expect(live.current()).toBe(dictionaries);
    expect(live.stamp()).toBe("");
    expect(told).toEqual([]);
  });

  it("applies a published page's words in each language, and tells the listener which page changed", async () => {
    const db = memorySource();
    const told: [SitePageKey[], SiteDictionaries][] = [];
    const live = createLiveWords(db.source, { listener: (keys, words) => void told.push([keys, words]) });
    db.publish("home", 7, homeTitle("Titre publié", "Published title"));

    expect(await live.refresh()).toEqual(["home"]);
    expect(live.current().fr.pages.home.hero.title).toBe("Titre publié");
    expect(live.current().en.pages.home.hero.title).toBe("Published title");
    // Everything else stays as built, and the built dictionaries are left alone.
    expect(live.current().fr.pages.about).toEqual(dictionaries.fr.pages.about);
    expect(dictionaries.fr.pages.home.hero.title).not.toBe("Titre publié");
    expect(told).toEqual([[["home"], live.current()]]);
    expect(live.stamp()).toBe("home:7");
  });

  it("reads nothing more and tells no one while the live versions stay the same", async () => {
    const db = memorySource();
    const told: SitePageKey[][] = [];
    const live = createLiveWords(db.source, { listener: (keys) => void told.push(keys) });
    db.publish("home", 1, homeTitle("Un", "One"));
    await live.refresh();
    const before = live.current();

    expect(await live.refresh()).toEqual([]);
    expect(live.current()).toBe(before);
    expect(db.reads).toEqual([1]);
    expect(told).toEqual([["home"]]);
  });

  it("reads only a new version's words, keeps the others' and tells of the page that changed", async () => {
    const db = memorySource();
    const told: SitePageKey[][] = [];
    const live = createLiveWords(db.source, { listener: (keys) => void told.push(keys) });
    db.publish("home", 1, homeTitle("Un", "One"));
    db.publish("footer", 2, {
      fr: { "common.footer.description": "Pied publié" },
      en: { "common.footer.description": "Published footer" },
    });
    await live.refresh();
    db.publish("home", 3, homeTitle("Trois", "Three"));

    expect(await live.refresh()).toEqual(["home"]);
    expect(db.reads.sort()).toEqual([1, 2, 3]);
    expect(live.current().fr.pages.home.hero.title).toBe("Trois");
    expect(live.current().en.common.footer.description).toBe("Published footer");
    expect(live.stamp()).toBe("footer:2,home:3");
    expect(told).toEqual([["home", "footer"], ["home"]]);
  });

  it("tells of a page whose live words are gone, which is back to its built words", async () => {
    const db = memorySource();
    const told: SitePageKey[][] = [];
    const live = createLiveWords(db.source, { listener: (keys) => void told.push(keys) });
    db.publish("home", 1, homeTitle("Un", "One"));
    await live.refresh();
    db.takeBack("home");

    expect(await live.refresh()).toEqual(["home"]);
    expect(live.current().fr.pages.home.hero.title).toBe(dictionaries.fr.pages.home.hero.title);
    expect(live.stamp()).toBe("");
  });

  it("tells the listener again at the next look when it failed, and shares a look in progress", async () => {
    const db = memorySource();
    let fail = true;
    const told: SitePageKey[][] = [];
    const live = createLiveWords(db.source, {
      listener: async (keys) => {
        told.push(keys);
        if (fail) throw new Error("render failed");
      },
    });
    db.publish("about", 4, { fr: { "pages.about.meta.title": "À propos" }, en: { "pages.about.meta.title": "About" } });

    await expect(live.refresh()).rejects.toThrow("render failed");
    fail = false;
    const [first, second] = [live.refresh(), live.refresh()];
    expect(first).toBe(second);
    expect(await first).toEqual(["about"]);
    expect(told).toEqual([["about"], ["about"]]);
    expect(live.stamp()).toBe("about:4");
  });

  it("looks every everyMs once started, and no more once stopped", async () => {
    const db = memorySource();
    const told: SitePageKey[][] = [];
    const live = createLiveWords(db.source, { everyMs: 20, listener: (keys) => void told.push(keys) });
    live.start();
    db.publish("home", 1, homeTitle("Un", "One"));
    await expect.poll(() => told, { timeout: 2000, interval: 10 }).toEqual([["home"]]);
    await live.stop();
    db.publish("home", 2, homeTitle("Deux", "Two"));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(told).toEqual([["home"]]);
  });
});
