import { describe, expect, it } from "vitest";
import { createAuthStore } from "#server/auth/store.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { createSitePageStore, type NewVersion } from "./store.server";

const NOW = new Date("2026-11-25T12:00:00.000Z");

/**
 * Two instances on one database: two connections on PostgreSQL. A SQLite file has one server process
 * (db.server.ts): a second connection in this process would wait out busy_timeout behind the first's
 * transaction, so both share the one, which takes their transactions in turn.
 */
async function twoInstances(database: ReturnType<typeof useTestDatabase>, backend: { name: string }) {
  const first = await database.open();
  return [first, backend.name === "postgres" ? await database.open() : first] as const;
}

/** A back-office account, as the versions name who saved them. */
/** An editor's account, as the back office makes one: its id. */
async function member(app: AppDatabase, email = "redaction@site.test"): Promise<number> {
  return (await createAuthStore(app).insertUser(email, "editor", NOW.toISOString())).id;
}

function version(savedBy: number | null, title = "Un titre"): NewVersion {
  return {
    key: "home",
    words: { fr: { "pages.home.hero.title": title }, en: { "pages.home.hero.title": "A title" } },
    toReview: { fr: [], en: ["pages.home.hero.title"] },
    changed: ["pages.home.hero.title"],
    savedBy,
    savedAt: NOW,
  };
}

describe.each(backends)("site page store on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("reads a page never edited as revision 0, and a change makes its row and moves it on", async () => {
    const app = await database.open();
    const store = createSitePageStore(app);
    expect(await store.row("home")).toEqual({
      key: "home",
      draftId: null,
      liveId: null,
      scheduledId: null,
      publishAt: null,
      publishedAt: null,
      revision: 0,
    });
    const by = await member(app);
    const done = await store.change("home", 0, async (_row, tools) => {
      const id = await tools.addVersion(version(by));
      return { set: { draftId: id }, result: id };
    });
    expect(done).toMatchObject({ changed: true, revision: 1 });
    const id = done.changed ? done.result : 0;
    expect(await store.row("home")).toMatchObject({ draftId: id, revision: 1 });
    expect(await store.version(id)).toEqual({ ...version(by), id, restoredFrom: null, imageId: null });
    expect(await store.versionsOf("home")).toEqual([
      {
        id,
        key: "home",
        changed: ["pages.home.hero.title"],
        savedBy: by,
        savedByName: "redaction@site.test",
        savedAt: NOW,
        restoredFrom: null,
      },
    ]);
    expect(await store.toReviewOf([id])).toEqual(new Map([[id, { fr: [], en: ["pages.home.hero.title"] }]]));
  });

  it("does not run a change naming an older revision, and keeps nothing of a refused one", async () => {
    const app = await database.open();
    const store = createSitePageStore(app);
    const by = await member(app);
    await store.change("home", 0, async (_row, tools) => ({
      set: { draftId: await tools.addVersion(version(by)) },
      result: null,
    }));
    let ran = false;
    const stale = await store.change("home", 0, async () => {
      ran = true;
      return { set: {}, result: null };
    });
    expect(ran).toBe(false);
    expect(stale).toMatchObject({ changed: false, current: { revision: 1 } });
    expect("refused" in stale && stale.refused).toBeFalsy();

    const refused = await store.change("home", 1, async (_row, tools) => {
      await tools.addVersion(version(by, "Jamais gardé"));
      return { refused: "no" };
    });
    expect(refused).toMatchObject({ changed: false, refused: "no" });
    expect(await store.versionsOf("home")).toHaveLength(1);
    expect((await store.row("home")).revision).toBe(1);
  });

  it("lets one of two instances' changes to the same revision win, and keeps only its version", async () => {
    const [first, second] = await twoInstances(database, backend);
    const by = await member(first);
    const change = (app: AppDatabase, title: string) =>
      createSitePageStore(app).change("home", 0, async (_row, tools) => {
        const id = await tools.addVersion(version(by, title));
        return { set: { draftId: id }, result: id };
      });
    const outcomes = await Promise.all([change(first, "Premier"), change(second, "Second")]);
    expect(outcomes.filter((outcome) => outcome.changed)).toHaveLength(1);
    const store = createSitePageStore(first);
    expect(await store.versionsOf("home")).toHaveLength(1);
    expect(await store.row("home")).toMatchObject({ revision: 1 });
  });

  it("makes a due scheduled version live once, and tells which pages are due", async () => {
    const [first, second] = await twoInstances(database, backend);
    const store = createSitePageStore(first);
    const later = new Date(NOW.getTime() + 3_600_000);
    const done = await store.change("about", 0, async (_row, tools) => {
      const id = await tools.addVersion({ ...version(null), key: "about", restoredFrom: "original" });
      return { set: { scheduledId: id, publishAt: later }, result: id };
    });
    const id = done.changed ? done.result : 0;
    expect((await store.version(id))?.restoredFrom).toBe("original");
    expect(await store.due(NOW)).toEqual([]);
    expect(await store.due(later)).toEqual([{ key: "about", scheduledId: id }]);
    const wins = await Promise.all([
      store.publishScheduled("about", id, later),
      createSitePageStore(second).publishScheduled("about", id, later),
    ]);
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect(await store.row("about")).toMatchObject({
      liveId: id,
      scheduledId: null,
      publishAt: null,
      publishedAt: later,
      revision: 2,
    });
    expect(await store.liveVersions()).toEqual(new Map([["about", id]]));
    expect(await store.due(later)).toEqual([]);
  });
});
