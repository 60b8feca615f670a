import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { socialCardPath } from "#common/site/brand.ts";
import { prerenderedPaths } from "#common/site/pages.ts";
import { withEdits } from "#common/site-pages/fields.ts";
import { contentSecurityPolicy, inlineSources } from "#server/http/csp.server.ts";
import { etagOf, loadStaticFiles, type StaticFile } from "#server/http/static.server.ts";
import type { SiteDictionaries } from "./live.server";
import { socialCard } from "./social-card.server";

/**
 * Against the checkout's build (`SITE_URL=http://127.0.0.1:4173 npm run build`), as the server loads
 * it: a page rendered with the built words must be the very file the build's prerender wrote.
 */
const buildDir = path.resolve("build");
const built =
  existsSync(path.join(buildDir, "server/index.js")) && existsSync(path.join(buildDir, "client/index.html"));
if (!built) console.warn("render.server tests skipped: no build (SITE_URL=http://127.0.0.1:4173 npm run build)");

// React picks its build when first imported: the production one, as the server and the prerender use.
process.env.NODE_ENV = "production";
const { createPageRenderer, dataTwinsOf, prerenderedPathsOf, renderPreview } = await import("./render.server");

const onDisk = (relative: string) => readFileSync(path.join(buildDir, "client", relative));

/** The dictionaries with words published for these pages. */
function published(words: Parameters<typeof withEdits>[2]): SiteDictionaries {
  return { fr: withEdits(dictionaries.fr, "fr", words), en: withEdits(dictionaries.en, "en", words) };
}

describe("prerenderedPathsOf", () => {
  it("names a page's prerendered addresses in both languages", () => {
    expect(prerenderedPathsOf(["about"])).toEqual(["/a-propos", "/en/about"]);
  });
  it("names none for a page rendered per request, and every one for the footer's or the shared words", () => {
    expect(prerenderedPathsOf(["contact", "booking", "resources"])).toEqual([]);
    expect(prerenderedPathsOf(["footer"])).toEqual(prerenderedPaths());
    expect(prerenderedPathsOf(["home", "shared"])).toEqual(prerenderedPaths());
  });
});

describe.skipIf(!built)("createPageRenderer, with the build", () => {
  let build: ServerBuild;
  beforeAll(async () => {
    // The origin the pages were built for, which the server is started with (assertBuiltFor): canonical links name it.
    process.env.SITE_URL = (
      JSON.parse(readFileSync(path.join(buildDir, "site-url.json"), "utf8")) as { siteUrl: string }
    ).siteUrl;
    build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  });

  it("renders a page whose words did not change as the very file the build wrote, with the same policy", async () => {
    const files = loadStaticFiles(buildDir);
    const before = new Map(files);
    const renderer = createPageRenderer({ build, files });

    expect(await renderer.render(["about", "home"], dictionaries)).toEqual(["/", "/en", "/a-propos", "/en/about"]);
    for (const [address, relative] of [
      ["/", "index.html"],
      ["/en", "en/index.html"],
      ["/a-propos", "a-propos/index.html"],
      ["/en/about", "en/about/index.html"],
    ] as const) {
      const file = files.get(address) as StaticFile;
      expect(file.identity.equals(onDisk(relative)), address).toBe(true);
      expect(file.csp).toBe(before.get(address)?.csp);
      expect(file.etag).toBe(before.get(address)?.etag);
    }
  });

  it("puts a published page in the table, compressed, with its own policy, and takes its .data twins out", async () => {
    const files = loadStaticFiles(buildDir);
    for (const twin of ["/_.data", "/en.data", "/a-propos.data"]) expect(files.has(twin), twin).toBe(true);
    const builtHome = files.get("/") as StaticFile;
    const words = published([{ fr: { "pages.home.hero.title": "Un titre publié" }, en: {} }]);

    expect(await createPageRenderer({ build, files }).render(["home"], words)).toEqual([
      "/",
      "/en",
      socialCardPath("fr"),
    ]);
    const home = files.get("/") as StaticFile;
    const html = home.identity.toString();
    expect(html).toContain("Un titre publié");
    expect(html).not.toContain(`>${dictionaries.fr.pages.home.hero.title}<`);
    expect(home.etag).not.toBe(builtHome.etag);
    expect(gunzipSync(home.gzip as Buffer).equals(home.identity)).toBe(true);
    expect(brotliDecompressSync(home.br as Buffer).equals(home.identity)).toBe(true);
    expect(home.csp).toBe(contentSecurityPolicy(inlineSources(html)));
    expect([home.type, home.cacheControl]).toEqual([builtHome.type, builtHome.cacheControl]);
    // The English page keeps its own words, and is the built one still.
    expect((files.get("/en") as StaticFile).identity.equals(onDisk("en/index.html"))).toBe(true);
    // The pages' data is the app's to answer now; another page's stays.
    for (const twin of [...dataTwinsOf("/"), ...dataTwinsOf("/en")]) expect(files.has(twin), twin).toBe(false);
    expect(files.has("/a-propos.data")).toBe(true);
  });

  it("draws the social card of a language whose home hero changed again, into the table, as the built one is served", async () => {
    const files = loadStaticFiles(buildDir);
    const builtCard = files.get(socialCardPath("fr")) as StaticFile;
    const words = published([{ fr: { "pages.home.hero.title": "Un titre publié" }, en: {} }]);
    const renderer = createPageRenderer({ build, files });

    await renderer.render(["home"], words);
    const card = files.get(socialCardPath("fr")) as StaticFile;
    expect(card.identity.equals(builtCard.identity)).toBe(false);
    expect(card.identity.equals(await socialCard(words.fr))).toBe(true);
    expect(card.etag).toBe(etagOf(card.identity));
    expect(card.etag).not.toBe(builtCard.etag);
    expect([card.type, card.cacheControl]).toEqual([builtCard.type, builtCard.cacheControl]);
    // The English card's words did not change: it is the built one still.
    expect((files.get(socialCardPath("en")) as StaticFile).identity.equals(onDisk(socialCardPath("en")))).toBe(true);

    // The footer's words are not on the cards: none is drawn again; back to the built words, the French one is.
    expect(await renderer.render(["footer"], words)).not.toContain(socialCardPath("fr"));
    expect((await renderer.render(["home"], dictionaries)).slice(-1)).toEqual([socialCardPath("fr")]);
    expect((files.get(socialCardPath("fr")) as StaticFile).identity.equals(onDisk(socialCardPath("fr")))).toBe(true);
  }, 60_000);

  it("renders every prerendered page again when the footer's words change", async () => {
    const files = loadStaticFiles(buildDir);
    const words = published([{ fr: { "common.footer.description": "Un pied de page publié" }, en: {} }]);

    expect(await createPageRenderer({ build, files }).render(["footer"], words)).toEqual(prerenderedPaths());
    for (const address of prerenderedPaths().filter((each) => !each.startsWith("/en"))) {
      expect((files.get(address) as StaticFile).identity.toString(), address).toContain("Un pied de page publié");
    }
  }, 60_000);

  it("previews a page with words of its own, and stores nothing", async () => {
    const files = loadStaticFiles(buildDir);
    const before = new Map(files);
    createPageRenderer({ build, files });
    const html = await renderPreview(
      "/en/about",
      published([{ fr: {}, en: { "pages.about.meta.title": "A previewed title" } }]),
    );

    expect(html).toContain("<title>A previewed title</title>");
    expect(files).toEqual(before);
  });
});
