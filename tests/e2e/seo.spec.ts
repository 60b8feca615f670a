import type { APIRequestContext } from "@playwright/test";
import { ogImage } from "#app/site/seo.ts";
import { htmlLang, languages, otherLang, pages, pathOf } from "#common/site/pages.ts";
import { expect, test } from "./fixtures";

/**
 * What search engines and social networks read, checked on the HTML the server sends (no browser):
 * titles, descriptions, canonical and hreflang links, social cards, JSON-LD, sitemap, robots.txt.
 * The origin in prerendered pages is baked at build time: build with SITE_URL set to the test
 * server's origin (`npm test` does).
 */

type Tag = Record<string, string>;
type Head = { title: string; metas: Tag[]; links: Tag[]; jsonLd: string[] };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10));
    return { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }[lower] ?? entity;
  });
}

/** Attributes of every `<name …>` tag, with lower-case attribute names (HTML is case-insensitive). */
function tags(html: string, name: string): Tag[] {
  return [...html.matchAll(new RegExp(`<${name}\\s([^>]*?)/?>`, "gi"))].map(([, attributes = ""]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key = "", value = ""]) => [
        key.toLowerCase(),
        decode(value),
      ]),
    ),
  );
}

function parseHead(html: string): Head {
  const head = html.match(/<head>([\s\S]*?)<\/head>/)?.[1] ?? "";
  return {
    title: decode(head.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? ""),
    metas: tags(head, "meta"),
    links: tags(head, "link"),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      ([, body = ""]) => body,
    ),
  };
}

const metaContent = (head: Head, key: string) =>
  head.metas.filter((m) => m.name === key || m.property === key).map((m) => m.content);
const alternates = (head: Head) =>
  Object.fromEntries(head.links.filter((l) => l.rel === "alternate" && l.hreflang).map((l) => [l.hreflang, l.href]));
const canonicals = (head: Head) => head.links.filter((l) => l.rel === "canonical").map((l) => l.href);

async function fetchHead(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return parseHead(await response.text());
}

const everyPage = pages.flatMap((page) => languages.map((lang) => ({ page, lang, path: page[lang] as string })));

for (const { page, lang, path } of everyPage) {
  test(`${path}: canonical, reciprocal hreflang, social card and JSON-LD`, async ({ request, baseURL }) => {
    const head = await fetchHead(request, path);
    const url = `${baseURL}${path}`;

    expect(head.title.length, "title").toBeGreaterThan(5);
    expect(metaContent(head, "description")[0]?.length ?? 0, "meta description").toBeGreaterThan(50);
    expect(canonicals(head), "canonical (the build's SITE_URL must match the test server)").toEqual([url]);

    const expected: Record<string, string> = {
      ...Object.fromEntries(languages.map((l) => [htmlLang[l], `${baseURL}${page[l]}`])),
      "x-default": `${baseURL}${page.fr}`,
    };
    expect(alternates(head), "hreflang links").toEqual(expected);

    // The twin names this page back, and claims its own URL as canonical.
    const twinUrl = alternates(head)[htmlLang[otherLang(lang)]] ?? "";
    const twin = await fetchHead(request, new URL(twinUrl).pathname);
    expect(canonicals(twin), `canonical of ${twinUrl}`).toEqual([twinUrl]);
    expect(alternates(twin)[htmlLang[lang]], `hreflang back from ${twinUrl}`).toBe(url);
    expect(alternates(twin)["x-default"]).toBe(expected["x-default"]);

    expect(metaContent(head, "og:title")).toEqual([head.title]);
    expect(metaContent(head, "og:description")).toEqual(metaContent(head, "description"));
    expect(metaContent(head, "og:url")).toEqual([url]);
    expect(metaContent(head, "og:image")).toEqual([`${baseURL}${ogImage(lang)}`]);
    expect(metaContent(head, "twitter:card")).toEqual(["summary_large_image"]);
    expect(metaContent(head, "robots"), "indexable").toEqual([]);

    expect(head.jsonLd).toHaveLength(1);
    const data = JSON.parse(head.jsonLd[0] ?? "") as Record<string, unknown>;
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("Organization");
    expect(data.url).toBe(`${baseURL}/`);
  });
}

test("every page has its own title and its own description", async ({ request }) => {
  const heads = await Promise.all(everyPage.map(({ path }) => fetchHead(request, path)));
  const titles = new Set(heads.map((h) => h.title));
  const descriptions = new Set(heads.map((h) => metaContent(h, "description")[0]));
  expect(titles.size, "distinct titles").toBe(everyPage.length);
  expect(descriptions.size, "distinct descriptions").toBe(everyPage.length);
});

test("the sitemap lists every page in both languages, with its alternates", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');

  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
    loc: decode(body.match(/<loc>([^<]*)<\/loc>/)?.[1] ?? ""),
    alternates: Object.fromEntries(tags(body, "xhtml:link").map((l) => [l.hreflang, l.href])),
    rels: tags(body, "xhtml:link").map((l) => l.rel),
  }));
  // Every page, then the published resources (tests/e2e/resources.spec.ts checks those).
  const locs = entries.map((e) => e.loc);
  expect(locs.filter((loc) => everyPage.some(({ path }) => loc === `${baseURL}${path}`)).sort()).toEqual(
    everyPage.map(({ path }) => `${baseURL}${path}`).sort(),
  );
  expect(new Set(locs).size).toBe(locs.length);

  for (const { page, path } of everyPage) {
    const entry = entries.find((e) => e.loc === `${baseURL}${path}`);
    expect(entry?.rels, path).toEqual(["alternate", "alternate", "alternate"]);
    expect(entry?.alternates, path).toEqual({
      "fr-CA": `${baseURL}${page.fr}`,
      "en-CA": `${baseURL}${page.en}`,
      "x-default": `${baseURL}${page.fr}`,
    });
  }
});

test("robots.txt allows everything and points to the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const lines = (await response.text()).split("\n").map((line) => line.trim());
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Allow: /");
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("a missing page asks not to be indexed and claims no canonical URL", async ({ request }) => {
  for (const path of ["/page-qui-nexiste-pas", "/en/no-such-page"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const head = parseHead(await response.text());
    expect(metaContent(head, "robots"), path).toEqual(["noindex"]);
    expect(canonicals(head), path).toEqual([]);
  }
});

test("the social cards are 1200×630 PNG images", async ({ request }) => {
  for (const lang of languages) {
    const response = await request.get(ogImage(lang));
    expect(response.status(), ogImage(lang)).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    const png = await response.body();
    expect(png.subarray(0, 8).toString("hex"), "PNG signature").toBe("89504e470d0a1a0a");
    expect(png.subarray(12, 16).toString("latin1"), "IHDR first").toBe("IHDR");
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
    expect(png.length, "bytes").toBeLessThan(120_000);
  }
});

test("the home page paints its hero artwork with no image or font request", async ({ page }) => {
  for (const lang of languages) {
    const requested: string[] = [];
    page.on("request", (request) => {
      if (["image", "font"].includes(request.resourceType())) requested.push(request.url());
    });
    await page.goto(pathOf("home", lang));
    const hero = page.locator("main section").first();
    const artwork = hero.locator("svg[aria-hidden='true']").first();
    await expect(artwork).toBeVisible();
    expect((await artwork.boundingBox())?.width).toBe((await hero.boundingBox())?.width);
    expect(requested).toEqual([]);
    page.removeAllListeners("request");
  }
});
