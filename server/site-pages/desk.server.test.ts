import { describe, expect, it } from "vitest";
import { originalWords, type PathsByLang, sitePageKeys } from "#common/site-pages/fields.ts";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { createAuthStore } from "#server/auth/store.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { createSitePagesDesk } from "./desk.server";

const NOW = new Date("2026-11-25T12:00:00.000Z");
const TITLE = "pages.home.hero.title";
/** The claims' eyebrow, « Des gains visés »: the words that qualify the home page's figures. */
const BASIS = "pages.home.claims.eyebrow";
const none: PathsByLang = { fr: [], en: [] };
const original = originalWords("home");

/** An editor's account, as the back office makes one. */
async function member(app: AppDatabase): Promise<{ id: number; email: string }> {
  const { id, email } = await createAuthStore(app).insertUser("redaction@site.test", "editor", NOW.toISOString());
  return { id, email };
}

describe.each(backends)("site pages desk on $name", (backend) => {
  const database = useTestDatabase(backend);

  async function setUp() {
    const app = await database.open();
    const audit = createAuditLog(app, () => NOW);
    const desk = createSitePagesDesk({ database: app, audit, now: () => NOW });
    const editor = await member(app);
    const actions = async () => (await audit.page()).entries.map((entry) => entry.action).reverse();
    return { app, desk, editor, actions };
  }

  it("saves a draft that the editor opens, and leaves the live page and the other fields alone", async () => {
    const { desk, editor } = await setUp();
    const saved = await desk.save(
      "home",
      { words: { fr: { [TITLE]: "Un nouveau titre" } }, revision: 0, confirmed: none },
      editor,
    );
    expect(saved).toMatchObject({ ok: true, revision: 1 });
    const view = await desk.open("home");
    expect(view.words.fr[TITLE]).toBe("Un nouveau titre");
    expect(view.words.en).toEqual(original.en);
    expect(view.words.fr[BASIS]).toBe(original.fr[BASIS]);
    expect(view).toMatchObject({ key: "home", revision: 1, draftId: saved.ok ? saved.versionId : 0 });
    expect(view.liveId).toBeUndefined();
    expect(view.versions).toEqual([
      {
        id: saved.ok ? saved.versionId : 0,
        savedBy: editor.id,
        savedByName: editor.email,
        savedAt: NOW,
        changed: expect.any(Array),
        live: false,
      },
    ]);
    expect(await desk.previewWords("home")).toEqual(view.words);
    expect(await desk.liveVersions()).toEqual(new Map());
    const list = await desk.list();
    expect(list.map((page) => page.key)).toEqual([...sitePageKeys]);
    expect(list[0]).toMatchObject({ key: "home", state: "draft", revision: 1 });
    expect(list[1]).toEqual({ key: "webApp", state: "original", toReview: 0, revision: 0 });
  });

  it("applies French typography to the French words only, on save", async () => {
    const { desk, editor } = await setUp();
    await desk.save(
      "home",
      {
        words: { fr: { [TITLE]: "Gagnez 15 h : voyez !" }, en: { [TITLE]: "Save 15 h : see !" } },
        revision: 0,
        confirmed: none,
      },
      editor,
    );
    const { words } = await desk.open("home");
    expect(words.fr[TITLE]).toMatch(/15\u00a0h\u00a0: voyez\u202f!/);
    expect(words.en[TITLE]).toBe("Save 15 h : see !");
  });

  it("tells the second of two editors naming one revision, who keeps what they typed", async () => {
    const { desk, editor } = await setUp();
    expect(
      await desk.save("home", { words: { fr: { [TITLE]: "Le premier" } }, revision: 0, confirmed: none }, editor),
    ).toMatchObject({ ok: true, revision: 1 });
    const late = await desk.save(
      "home",
      { words: { fr: { [TITLE]: "Le second" } }, revision: 0, confirmed: none },
      editor,
    );
    expect(late).toMatchObject({ ok: false, conflict: true, revision: 1 });
    expect(!late.ok && late.words.fr[TITLE]).toBe("Le second");
    expect((await desk.open("home")).words.fr[TITLE]).toBe("Le premier");
  });

  it("refuses a 400-character title on its field, saves nothing and gives back what was typed", async () => {
    const { desk, editor, actions } = await setUp();
    const long = "Mot ".repeat(100);
    const refused = await desk.save("home", { words: { fr: { [TITLE]: long } }, revision: 0, confirmed: none }, editor);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && "errors" in refused && refused.errors.fr?.[TITLE]).toBe("tooLong");
    expect(!refused.ok && refused.words.fr[TITLE]?.trim()).toBe(long.trim());
    const view = await desk.open("home");
    expect(view).toMatchObject({ revision: 0, versions: [] });
    expect(view.words.fr[TITLE]).toBe(original.fr[TITLE]);
    expect(await actions()).toEqual([]);
  });

  it("refuses a figure's basis emptied, even in a draft", async () => {
    const { desk, editor } = await setUp();
    const refused = await desk.save("home", { words: { fr: { [BASIS]: " " } }, revision: 0, confirmed: none }, editor);
    expect(!refused.ok && "errors" in refused && refused.errors.fr?.[BASIS]).toBe("basisEmpty");
    expect((await desk.open("home")).versions).toEqual([]);
  });

  it("publishes only with every field in both languages, then serves the draft's words", async () => {
    const { desk, editor } = await setUp();
    await desk.save("home", { words: { en: { [TITLE]: "" } }, revision: 0, confirmed: none }, editor);
    const refused = await desk.publish("home", { revision: 1 }, editor);
    expect(!refused.ok && "errors" in refused && refused.errors.en?.[TITLE]).toBe("empty");
    expect(await desk.liveVersions()).toEqual(new Map());

    const saved = await desk.save(
      "home",
      { words: { en: { [TITLE]: "A new title" } }, revision: 1, confirmed: none },
      editor,
    );
    const published = await desk.publish("home", { revision: 2 }, editor);
    expect(published).toMatchObject({ ok: true, revision: 3, versionId: saved.ok ? saved.versionId : 0 });
    const live = await desk.liveVersions();
    expect(live.get("home")).toBe(saved.ok ? saved.versionId : 0);
    expect((await desk.wordsOf(live.get("home") as number)).en[TITLE]).toBe("A new title");
    expect((await desk.list())[0]).toMatchObject({ state: "live", revision: 3 });
    expect(await desk.publish("home", { revision: 3 }, editor)).toMatchObject({ ok: false, nothing: true });
  });

  it("schedules a publication, and takes it back to a draft", async () => {
    const { desk, editor, actions } = await setUp();
    await desk.save("home", { words: { fr: { [TITLE]: "Bientôt" } }, revision: 0, confirmed: none }, editor);
    const at = new Date(NOW.getTime() + 3_600_000);
    const scheduled = await desk.publish("home", { revision: 1, at }, editor);
    expect(scheduled).toMatchObject({ ok: true, revision: 2, scheduledAt: at });
    const view = await desk.open("home");
    expect(view.scheduled).toEqual({ id: scheduled.ok ? scheduled.versionId : 0, at });
    expect(view.draftId).toBeUndefined();
    expect(view.words.fr[TITLE]).toBe("Bientôt");
    expect((await desk.list())[0]).toMatchObject({ state: "scheduled", publishAt: at });
    expect(await desk.liveVersions()).toEqual(new Map());

    expect(await desk.unschedule("home", { revision: 2 }, editor)).toMatchObject({ ok: true, revision: 3 });
    expect(await desk.open("home")).toMatchObject({ draftId: scheduled.ok ? scheduled.versionId : 0, revision: 3 });
    expect((await desk.open("home")).scheduled).toBeUndefined();
    expect(await actions()).toEqual(["site-page.save", "site-page.schedule", "site-page.unschedule"]);
  });

  it("restores the original words as a draft to review", async () => {
    const { desk, editor } = await setUp();
    await desk.save("home", { words: { fr: { [TITLE]: "Un autre titre" } }, revision: 0, confirmed: none }, editor);
    await desk.publish("home", { revision: 1 }, editor);
    const restored = await desk.restore("home", { revision: 2, from: "original" }, editor);
    expect(restored).toMatchObject({ ok: true, revision: 3 });
    const view = await desk.open("home");
    expect(view.words).toEqual(original);
    expect(view.versions[0]).toMatchObject({ restoredFrom: "original", live: false });
    expect(view.versions[1]).toMatchObject({ live: true });
    expect((await desk.list())[0]).toMatchObject({ state: "draft" });
    // A version of another page is not this page's to restore.
    expect(await desk.restore("about", { revision: 0, from: view.versions[1]?.id ?? 0 }, editor)).toMatchObject({
      ok: false,
      nothing: true,
    });
  });

  it("marks the English title to review after only the French one changed, until confirmed", async () => {
    const { desk, editor } = await setUp();
    await desk.save("home", { words: { fr: { [TITLE]: "Un titre changé" } }, revision: 0, confirmed: none }, editor);
    expect((await desk.open("home")).toReview).toEqual({ fr: [], en: [TITLE] });
    expect((await desk.list())[0]).toMatchObject({ key: "home", toReview: 1 });
    await desk.save("home", { words: {}, revision: 1, confirmed: { fr: [], en: [TITLE] } }, editor);
    expect((await desk.open("home")).toReview).toEqual(none);
    expect((await desk.list())[0]).toMatchObject({ toReview: 0 });
  });

  it("audits every step with its actor and page", async () => {
    const { app, desk, editor } = await setUp();
    await desk.save("home", { words: { fr: { [TITLE]: "Audité" } }, revision: 0, confirmed: none }, editor);
    await desk.publish("home", { revision: 1 }, editor);
    await desk.restore("home", { revision: 2, from: "original" }, editor);
    const rows = await app.db.selectFrom("audit_log").selectAll().orderBy("id").execute();
    expect(rows.map((row) => [row.action, row.actor_id, row.target_type, row.target_id])).toEqual([
      ["site-page.save", editor.id, "site_page", "home"],
      ["site-page.publish", editor.id, "site_page", "home"],
      ["site-page.restore", editor.id, "site_page", "home"],
    ]);
  });
});
