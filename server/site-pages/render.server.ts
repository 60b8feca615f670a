import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { socialCardPath } from "#common/site/brand.ts";
import { type Lang, langOfPath, languages, prerenderedPaths } from "#common/site/pages.ts";
import { isSiteWide, pagePathOf, type SitePageKey } from "#common/site-pages/fields.ts";
import { routerContext, type Services } from "#server/http/context.server.ts";
import { contentSecurityPolicy, inlineSources } from "#server/http/csp.server.ts";
import { etagOf, revalidate, type StaticFile, shortLived } from "#server/http/static.server.ts";
import type { SiteDictionaries } from "./live.server";
import { socialCard, socialCardWords } from "./social-card.server";

/** The back office's routes run from the build, with their own copy of this module: they find the renderer here. */
const shared = globalThis as Record<symbol, ((path: string, words: SiteDictionaries) => Promise<string>) | undefined>;
const previewName = Symbol.for("sobrita.sitePagePreview");

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The prerendered addresses that show these pages' words, in both languages: every prerendered page
 * for the footer's and the shared words. A page rendered per request (contact, booking, the resource
 * lists) has none: it reads the live words from its request's context.
 */
export function prerenderedPathsOf(keys: Iterable<SitePageKey>): string[] {
  const prerendered = prerenderedPaths();
  const wanted = [...keys];
  if (wanted.some(isSiteWide)) return prerendered;
  const paths = new Set(wanted.flatMap((key) => languages.map((lang) => pagePathOf(key, lang) ?? "")));
  return prerendered.filter((path) => paths.has(path));
}

/**
 * The `.data` files the build wrote beside a page: its loaders' data, which React Router fetches when
 * a visitor comes to the page from another. Once the page is rendered again they are out of date:
 * without them, the data is the app's to answer, per request, with the live words.
 */
export function dataTwinsOf(path: string): string[] {
  return [path === "/" ? "/_.data" : `${path}.data`];
}

/** The page as the build's prerender asks for it: `/a-propos/`, which the entry renders at `/a-propos`. */
const prerenderRequest = (path: string) => new Request(`http://localhost${path === "/" ? "/" : `${path}/`}`);

/** A page's HTML as the table holds a built one (static.server.ts): compressed as postbuild does, with its own policy. */
export async function pageFile(html: string): Promise<StaticFile> {
  const identity = Buffer.from(html);
  const [gzipped, br] = await Promise.all([
    gz(identity, { level: 9 }),
    brotli(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  ]);
  return {
    type: "text/html; charset=utf-8",
    etag: etagOf(identity),
    cacheControl: revalidate,
    identity,
    gzip: gzipped,
    br,
    csp: contentSecurityPolicy(inlineSources(html)),
  };
}

/** A social card as the table holds the built one: a PNG, not compressed again, kept an hour by caches. */
export function socialCardFile(png: Buffer): StaticFile {
  return { type: "image/png", etag: etagOf(png), cacheControl: shortLived, identity: png };
}

/** Whether these pages' words may change what the social cards show: the home hero's, or every page's words. */
const touchesSocialCards = (keys: readonly SitePageKey[]) => keys.some((key) => key === "home" || isSiteWide(key));

export type PageRenderer = {
  /**
   * Renders again the prerendered addresses of these pages with these words, and puts each in the
   * table in place of the built one, its `.data` twins taken out; then a language's social card,
   * when the words it shows are no longer those it was drawn with. The addresses rendered.
   */
  render(keys: readonly SitePageKey[], live: SiteDictionaries): Promise<string[]>;
  /** One page's HTML with these words, stored nowhere: the back office's preview. */
  preview(path: string, words: SiteDictionaries): Promise<string>;
};

/**
 * Pages made at publication as the build makes them (decision 112): React Router's handler for the
 * loaded build, asked for the page as its prerender asks, with a context that holds the words and no
 * nonce, so the page's inline scripts go by hash and the answer is the file the build would have
 * written. The services are for previews of pages rendered per request (the contact form's stamp):
 * a prerendered page reads none, as at build.
 */
export function createPageRenderer({
  build,
  files,
  services = {},
}: {
  build: ServerBuild;
  files: Map<string, StaticFile>;
  services?: Partial<Services>;
}): PageRenderer {
  const handle = createRequestHandler(build, "production");
  /** The words each language's card in the table shows: the built dictionaries' until one is drawn again. */
  const cardWords = new Map<Lang, string>(
    languages.map((lang) => [lang, JSON.stringify(socialCardWords(dictionaries[lang]))]),
  );

  /** Draws again the cards whose words changed (sharp works off the event loop); their addresses. */
  async function renderCards(live: SiteDictionaries): Promise<string[]> {
    const drawn: string[] = [];
    for (const lang of languages) {
      const words = JSON.stringify(socialCardWords(live[lang]));
      if (cardWords.get(lang) === words) continue;
      const address = socialCardPath(lang);
      files.set(address, socialCardFile(await socialCard(live[lang])));
      cardWords.set(lang, words);
      drawn.push(address);
    }
    return drawn;
  }

  async function html(path: string, words: SiteDictionaries, withServices: Partial<Services>): Promise<string> {
    const context = routerContext(withServices, { lang: langOfPath(path), clientIp: "unknown", dictionaries: words });
    const response = await handle(prerenderRequest(path), context);
    const text = await response.text();
    if (response.status !== 200)
      throw new Error(`rendering ${path} answered ${response.status}: ${text.slice(0, 200)}`);
    return text;
  }

  const renderer: PageRenderer = {
    async render(keys, live) {
      const paths = prerenderedPathsOf(keys);
      // One page at a time: rendering is CPU, and the visitors' requests share it; each compresses off the loop.
      for (const path of paths) {
        const file = await pageFile(await html(path, live, {}));
        files.set(path, file);
        for (const twin of dataTwinsOf(path)) files.delete(twin);
      }
      // The pages first: they are what a visitor waits for; a card is fetched by a social network's robot.
      return touchesSocialCards(keys) ? [...paths, ...(await renderCards(live))] : paths;
    },
    preview: (path, words) => html(path, words, services),
  };
  shared[previewName] = renderer.preview;
  return renderer;
}

/**
 * The HTML of one page with these words, not stored: the back office's preview. Answers once the
 * server has made its renderer (server/index.ts), from whichever copy of this module asks.
 */
export function renderPreview(path: string, words: SiteDictionaries): Promise<string> {
  const preview = shared[previewName];
  if (!preview) return Promise.reject(new Error("no page renderer: the server has not loaded its build"));
  return preview(path, words);
}
