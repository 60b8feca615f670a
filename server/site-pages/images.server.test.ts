import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { dictionaries } from "#common/content/dictionary.server.ts";
import type { PathsByLang } from "#common/site-pages/fields.ts";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { createAuthStore } from "#server/auth/store.server.ts";
import { imageRenditions } from "#server/resources/images.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { createSitePagesDesk } from "./desk.server";
import { createLiveWords } from "./live.server";
import type { NewImage } from "./store.server";

/*
 * The home hero's image (issue 55, item 8) through the desk, on both databases: saved with a version,
 * its text required in both languages, live only once published, restored with a version, gone back
 * to the drawn artwork with the original. Real renditions, made by the resources' sharp pipeline.
 */

const NOW = new Date("2026-11-25T12:00:00.000Z");
const ALT = "pages.home.hero.image.alt";
const TITLE = "pages.home.hero.title";
const none: PathsByLang = { fr: [], en: [] };
const alts = { fr: { [ALT]: "Une conseillère : devant son écran" }, en: { [ALT]: "An advisor at her screen" } };

let made: NewImage | undefined;
/** A 1,600 × 900 PNG made into its renditions once: 480, 960 and 1,440 wide, in three formats. */
async function upload(): Promise<NewImage> {
  if (!made) {
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#1f6f9f" } })
      .png()
      .toBuffer();
    made = await imageRenditions(new Uint8Array(png));
  }
  return made;
}

describe.each(backends)("the home hero's image on $name", (backend) => {
  const database = useTestDatabase(backend);

  async function setUp() {
    const app = await database.open();
    const audit = createAuditLog(app, () => NOW);
    const desk = createSitePagesDesk({ database: app, audit, now: () => NOW });
    const { id, email } = await createAuthStore(app).insertUser("redaction@site.test", "editor", NOW.toISOString());
    const editor = { id, email };
    return { desk, editor };
  }

  it("refuses an image without its text in either language, and stores nothing", async () => {
    const { desk, editor } = await setUp();
    const image = await upload();
    const refused = await desk.save(
      "home",
      { words: { fr: alts.fr, en: { [ALT]: "  " } }, revision: 0, confirmed: none, image },
      editor,
    );
    expect(refused).toMatchObject({ ok: false, errors: { en: { [ALT]: "altEmpty" } } });
    expect(refused.ok === false && "errors" in refused ? refused.errors.fr : undefined).toBeUndefined();
    const view = await desk.open("home");
    expect(view.image).toBeUndefined();
    expect(view.versions).toEqual([]);
  });

  it("saves the image with the draft, typeset French text, and shows it to the public once published", async () => {
    const { desk, editor } = await setUp();
    const saved = await desk.save("home", { words: alts, revision: 0, confirmed: none, image: await upload() }, editor);
    expect(saved).toMatchObject({ ok: true, revision: 1 });
    const view = await desk.open("home");
    expect(view.words.fr[ALT]).toBe("Une conseillère\u00a0: devant son écran");
    expect(view.image).toMatchObject({ width: 1600, height: 900, widths: [480, 960, 1440] });
    expect(view.image?.token).toMatch(/^[\w-]{22}$/);
    expect(view.versions[0]?.changed).toEqual([ALT, "pages.home.hero.image"]);
    const token = view.image?.token as string;
    const found = await desk.pageImage(token);
    // A draft's image is the editors' alone until it is live.
    expect(found).toMatchObject({ public: false });
    const avif = await desk.imageFile(found?.id as number, "avif", 960);
    expect((await sharp(avif as Uint8Array).metadata()).format).toBe("heif");
    expect(await desk.imageFile(found?.id as number, "avif", 1600)).toBeUndefined();
    expect(await desk.previewImage("home")).toEqual(view.image);

    const published = await desk.publish("home", { revision: 1 }, editor);
    expect(published).toMatchObject({ ok: true });
    expect(await desk.pageImage(token)).toMatchObject({ public: true });
    expect(await desk.imageOf(published.ok ? published.versionId : 0)).toEqual(view.image);
    expect(await desk.pageImage("A".repeat(22))).toBeUndefined();
  });

  it("keeps the image through a save of words alone, and a removal goes back to the drawn artwork", async () => {
    const { desk, editor } = await setUp();
    await desk.save("home", { words: alts, revision: 0, confirmed: none, image: await upload() }, editor);
    const words = await desk.save(
      "home",
      { words: { fr: { [TITLE]: "Un titre" } }, revision: 1, confirmed: none },
      editor,
    );
    expect(words).toMatchObject({ ok: true });
    const kept = await desk.open("home");
    expect(kept.image).toBeDefined();
    expect(kept.versions[0]?.changed).toEqual([TITLE]);
    // Without an image, its text may go empty: the artwork is decorative, and publishing takes it.
    const removed = await desk.save(
      "home",
      { words: { fr: { [ALT]: "" }, en: { [ALT]: "" } }, revision: 2, confirmed: none, image: "remove" },
      editor,
    );
    expect(removed).toMatchObject({ ok: true });
    const view = await desk.open("home");
    expect(view.image).toBeUndefined();
    expect(view.versions[0]?.changed).toEqual([ALT, "pages.home.hero.image"]);
    expect(await desk.publish("home", { revision: 3 }, editor)).toMatchObject({ ok: true });
  });

  it("restores a version with its image, and the original with the drawn artwork", async () => {
    const { desk, editor } = await setUp();
    const first = await desk.save("home", { words: alts, revision: 0, confirmed: none, image: await upload() }, editor);
    const withImage = (await desk.open("home")).image;
    await desk.publish("home", { revision: 1 }, editor);
    const original = await desk.restore("home", { revision: 2, from: "original" }, editor);
    expect(original).toMatchObject({ ok: true });
    const restored = await desk.open("home");
    expect(restored.image).toBeUndefined();
    expect(restored.words.fr[ALT]).toBe("");
    // The live page still shows the published image until the restored draft is published.
    expect(await desk.pageImage(withImage?.token as string)).toMatchObject({ public: true });
    expect(await desk.publish("home", { revision: 3 }, editor)).toMatchObject({ ok: true });
    expect(await desk.pageImage(withImage?.token as string)).toMatchObject({ public: false });

    const back = await desk.restore("home", { revision: 4, from: first.ok ? first.versionId : 0 }, editor);
    expect(back).toMatchObject({ ok: true });
    expect((await desk.open("home")).image).toEqual(withImage);
  });

  it("gives the live words the published picture, for the home page's loader and the renderer", async () => {
    const { desk, editor } = await setUp();
    const live = createLiveWords(desk);
    await desk.save("home", { words: alts, revision: 0, confirmed: none, image: await upload() }, editor);
    await live.refresh();
    // A draft changes nothing that is served.
    expect(live.current().fr.pages.home.hero.image).toEqual(dictionaries.fr.pages.home.hero.image);
    await desk.publish("home", { revision: 1 }, editor);
    expect(await live.refresh()).toEqual(["home"]);
    const picture = (await desk.open("home")).image;
    expect(live.current().fr.pages.home.hero.image).toEqual({
      alt: "Une conseillère\u00a0: devant son écran",
      picture,
    });
    expect(live.current().en.pages.home.hero.image).toEqual({ alt: alts.en[ALT], picture });
    await desk.restore("home", { revision: 2, from: "original" }, editor);
    await desk.publish("home", { revision: 3 }, editor);
    await live.refresh();
    expect(live.current().fr.pages.home.hero.image).toEqual({ alt: "" });
  });
});
