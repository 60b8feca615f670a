import { describe, expect, it } from "vitest";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { resourceInput } from "#tests/support/resource-input.ts";
import { ResourceSavedSince } from "./resource.server";
import { createResourceStore } from "./store.server";

const editor = { id: 1, email: "editor@example.com" };
const NOW = new Date("2026-11-25T12:00:00.000Z");

describe.each(backends)("resource store on $name", (backend) => {
  const database = useTestDatabase(backend);
  let clock = NOW;
  const open = async () => createResourceStore(await database.open(), () => clock);

  it("keeps a draft out of the public list until it is published, then lists it newest first", async () => {
    clock = NOW;
    const store = await open();
    const first = await store.create(resourceInput(), editor);
    expect(await store.published("fr")).toEqual([]);
    await store.publish(first.id);
    clock = new Date(NOW.getTime() + 60_000);
    const second = await store.create(resourceInput({ slug: "loi-25", title: "Loi 25" }), editor);
    await store.publish(second.id);
    expect((await store.published("fr")).map((item) => item.slug)).toEqual(["loi-25", "revue-annuelle"]);
    expect(await store.published("en")).toEqual([]);
    await store.unpublish(second.id);
    expect((await store.published("fr")).map((item) => item.slug)).toEqual(["revue-annuelle"]);
  });

  it("shows a scheduled item only once its time has come, and the stamp changes then", async () => {
    clock = NOW;
    const store = await open();
    const item = await store.create(resourceInput(), editor);
    expect(await store.schedule(item.id, new Date(NOW.getTime() + 3_600_000))).toEqual({ ok: true });
    expect((await store.get(item.id))?.status).toBe("scheduled");
    const before = await store.publicationStamp();
    expect(await store.publishedBySlug("fr", "revue-annuelle")).toBeUndefined();
    clock = new Date(NOW.getTime() + 3_600_000);
    expect((await store.publishedBySlug("fr", "revue-annuelle"))?.id).toBe(item.id);
    expect(await store.publicationStamp()).not.toBe(before);
  });

  it("filters by kind and searches with accents and case ignored", async () => {
    clock = NOW;
    const store = await open();
    const article = await store.create(resourceInput(), editor);
    const guide = await store.create(
      resourceInput({ kind: "guide", slug: "guide", title: "Liste de vérification", body: "Dix points." }),
      editor,
    );
    await store.publish(article.id);
    await store.publish(guide.id);
    expect((await store.published("fr", { kind: "guide" })).map((item) => item.id)).toEqual([guide.id]);
    expect((await store.published("fr", { q: "QUEBEC" })).map((item) => item.id)).toEqual([article.id]);
    expect((await store.published("fr", { q: "verif" })).map((item) => item.id)).toEqual([guide.id]);
    expect((await store.published("fr", { q: "qc" })).map((item) => item.id)).toEqual([]);
    expect(await store.published("fr", { q: "introuvable" })).toEqual([]);
  });

  it("links a translation, lists missing ones, and gives hreflang only a published translation", async () => {
    clock = NOW;
    const store = await open();
    const fr = await store.create(resourceInput(), editor);
    const alone = await store.create(resourceInput({ slug: "seul" }), editor);
    const en = await store.create(
      resourceInput({ lang: "en", slug: "annual-review", title: "Annual review" }),
      editor,
      fr.id,
    );
    await expect(store.create(resourceInput({ lang: "en", slug: "other" }), editor, fr.id)).rejects.toThrow();
    await expect(store.create(resourceInput(), editor)).rejects.toThrow();
    const list = await store.list();
    expect(list.find((item) => item.id === fr.id)?.pairLangs.sort()).toEqual(["en", "fr"]);
    expect(list.find((item) => item.id === alone.id)?.pairLangs).toEqual(["fr"]);
    await store.publish(fr.id);
    expect(await store.publishedTranslation(fr)).toBeUndefined();
    await store.publish(en.id);
    expect((await store.publishedTranslation(fr))?.slug).toBe("annual-review");
  });

  it("keeps every version, with who saved it, when, and which fields it changed", async () => {
    clock = NOW;
    const store = await open();
    const item = await store.create(resourceInput(), editor);
    clock = new Date(NOW.getTime() + 60_000);
    const colleague = { id: 2, email: "chloe@sobrita.ca" };
    await store.update(item.id, resourceInput({ title: "Nouveau titre", body: "Un autre texte." }), colleague);
    await store.update(item.id, resourceInput({ title: "Nouveau titre", body: "Un autre texte." }), editor);
    const versions = await store.versions(item.id);
    expect(versions.map(({ savedAt, actorEmail, changed }) => ({ savedAt, actorEmail, changed }))).toEqual([
      { savedAt: clock, actorEmail: editor.email, changed: [] },
      { savedAt: clock, actorEmail: colleague.email, changed: ["title", "body"] },
      { savedAt: NOW, actorEmail: editor.email, changed: "created" },
    ]);
    expect(versions.map((version) => version.input.title)).toEqual([
      "Nouveau titre",
      "Nouveau titre",
      "Préparer la revue annuelle",
    ]);
  });

  it("keeps a public item's publication time when it is published again", async () => {
    clock = NOW;
    const store = await open();
    const item = await store.create(resourceInput(), editor);
    await store.publish(item.id);
    clock = new Date(NOW.getTime() + 86_400_000);
    expect(await store.publish(item.id)).toMatchObject({ status: "published", publishAt: NOW });
  });

  it("refuses to schedule an item public now, which stays public, and a time already past", async () => {
    clock = NOW;
    const store = await open();
    const nextWeek = new Date(NOW.getTime() + 7 * 86_400_000);
    const live = await store.create(resourceInput(), editor);
    await store.publish(live.id);
    expect(await store.scheduleRefusal(live.id, nextWeek)).toBe("live");
    expect(await store.schedule(live.id, nextWeek)).toEqual({ ok: false, reason: "live" });
    expect(await store.get(live.id)).toMatchObject({ status: "published", publishAt: NOW });
    expect((await store.publishedBySlug("fr", "revue-annuelle"))?.id).toBe(live.id);

    const draft = await store.create(resourceInput({ slug: "brouillon" }), editor);
    const past = new Date(NOW.getTime() - 60_000);
    expect(await store.scheduleRefusal(draft.id, past)).toBe("past");
    expect(await store.schedule(draft.id, past)).toEqual({ ok: false, reason: "past" });
    expect(await store.scheduleRefusal(draft.id, NOW)).toBe("past");
    expect(await store.get(draft.id)).toMatchObject({ status: "draft", publishAt: null });

    // A draft, and an item scheduled but not yet public, take a time to come.
    expect(await store.scheduleRefusal(draft.id, nextWeek)).toBeUndefined();
    expect(await store.schedule(draft.id, nextWeek)).toEqual({ ok: true });
    const later = new Date(nextWeek.getTime() + 86_400_000);
    expect(await store.schedule(draft.id, later)).toEqual({ ok: true });
    expect(await store.get(draft.id)).toMatchObject({ status: "scheduled", publishAt: later });
  });

  it("says whether a slug is taken in a language, by another item than the one named", async () => {
    clock = NOW;
    const store = await open();
    const item = await store.create(resourceInput(), editor);
    expect(await store.slugTaken("fr", "revue-annuelle")).toBe(true);
    expect(await store.slugTaken("fr", "revue-annuelle", item.id)).toBe(false);
    expect(await store.slugTaken("en", "revue-annuelle")).toBe(false);
  });

  it("refuses a save made from a version another editor has saved over, and changes nothing", async () => {
    clock = NOW;
    const store = await open();
    const item = await store.create(resourceInput(), editor);
    const [opened] = await store.versions(item.id);
    if (!opened) throw new Error("no first version");
    const colleague = { id: 2, email: "chloe@sobrita.ca" };
    // Two editors opened the same version; the colleague saves first.
    await store.update(item.id, resourceInput({ title: "Titre de Chloé" }), colleague, opened.id);
    const refused = await store
      .update(item.id, resourceInput({ title: "Titre de Marie" }), editor, opened.id)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ResourceSavedSince);
    const [newest] = await store.versions(item.id);
    expect((refused as ResourceSavedSince).newest).toEqual({
      id: newest?.id,
      savedAt: NOW,
      actorEmail: colleague.email,
    });
    expect((await store.get(item.id))?.title).toBe("Titre de Chloé");
    // Told so, the editor saves again from the newest version: theirs replaces it, and both stay in the history.
    await store.update(item.id, resourceInput({ title: "Titre de Marie" }), editor, newest?.id);
    expect((await store.get(item.id))?.title).toBe("Titre de Marie");
    expect((await store.versions(item.id)).map((version) => version.input.title)).toEqual([
      "Titre de Marie",
      "Titre de Chloé",
      "Préparer la revue annuelle",
    ]);
  });

  it("gives the webinars and guides the registrations rely on, and a guide's PDF bytes", async () => {
    clock = NOW;
    const store = await open();
    const startsAt = new Date("2026-12-10T17:00:00.000Z");
    const webinar = await store.create(
      resourceInput({
        kind: "webinar",
        slug: "webinaire",
        startsAt,
        timeZone: "America/Toronto",
        lengthMinutes: 45,
        joinUrl: "https://reunions.sobrita.test/j/123",
      }),
      editor,
    );
    const guide = await store.create(resourceInput({ kind: "guide", slug: "guide", gated: true }), editor);
    await store.publish(webinar.id);
    await store.publish(guide.id);
    expect(await store.publishedWebinars()).toEqual([
      expect.objectContaining({
        id: String(webinar.id),
        lang: "fr",
        slug: "webinaire",
        startsAt,
        timeZone: "America/Toronto",
        lengthMinutes: 45,
        replayUrl: null,
        joinUrl: "https://reunions.sobrita.test/j/123",
      }),
    ]);
    expect(await store.publishedGuide("fr", "guide")).toEqual({
      id: String(guide.id),
      title: guide.title,
      gated: true,
    });
    const bytes = new Uint8Array([37, 80, 68, 70, 0, 255]);
    await store.setPdf(guide.id, "guide.pdf", bytes);
    expect(await store.pdf(guide.id)).toEqual({ name: "guide.pdf", bytes });
    // Its size, for the download link's words, without reading it.
    expect(await store.pdfSize(guide.id)).toBe(bytes.length);
    // What the email carrying its link needs, found by id.
    expect(await store.publishedGatedGuide(guide.id)).toEqual({
      id: guide.id,
      lang: "fr",
      slug: "guide",
      title: guide.title,
      pdfBytes: bytes.length,
    });
    expect(await store.publishedGatedGuide(webinar.id)).toBeUndefined();
  });

  it("stores an image's renditions", async () => {
    clock = NOW;
    const store = await open();
    const bytes = new Uint8Array([1, 2, 3, 0, 250]);
    const image = await store.addImage("Un graphique", 800, 600, [{ format: "webp", width: 400, height: 300, bytes }]);
    expect(await store.imageFile(image.id, "webp", 400)).toEqual(bytes);
    expect(await store.imageFile(image.id, "avif", 400)).toBeUndefined();
  });

  it("names each image by a random token, and calls it public only while a public item's body shows it", async () => {
    clock = NOW;
    const store = await open();
    const rendition = { format: "jpeg" as const, width: 480, height: 240, bytes: new Uint8Array([1]) };
    const image = await store.addImage("Un graphique", 960, 480, [rendition]);
    const next = await store.addImage("Une carte", 960, 480, [rendition]);
    expect(image.token).toMatch(/^[\w-]{22}$/);
    expect(next.token).not.toBe(image.token);
    expect(await store.mediaImage({ token: image.token })).toEqual({ id: image.id, token: image.token, public: false });
    expect(await store.mediaImage({ token: "AAAAAAAAAAAAAAAAAAAAAA" })).toBeUndefined();

    // A draft shows it: still not public. Another image's id that starts the same is no match.
    const item = await store.create(
      resourceInput({ body: `Le graphique :\n\n![Un graphique](media:${image.id})` }),
      editor,
    );
    expect((await store.mediaImage({ id: image.id }))?.public).toBe(false);
    await store.schedule(item.id, new Date(NOW.getTime() + 3_600_000));
    expect((await store.mediaImage({ token: image.token }))?.public).toBe(false);
    clock = new Date(NOW.getTime() + 3_600_000);
    expect((await store.mediaImage({ token: image.token }))?.public).toBe(true);
    expect((await store.mediaImage({ id: image.id }))?.public).toBe(true);
    expect((await store.mediaImage({ token: next.token }))?.public).toBe(false);
    await store.unpublish(item.id);
    expect((await store.mediaImage({ token: image.token }))?.public).toBe(false);
  });
});
