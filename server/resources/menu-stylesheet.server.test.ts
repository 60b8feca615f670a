import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { menuStylesheetPath } from "#common/site/resource-paths.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { resourceInput } from "#tests/support/resource-input.ts";
import { menuStylesheet, menuStylesheetMaxAge, menuStylesheetPaths } from "./menu-stylesheet.server";
import { createResourceService, stampTtlMs } from "./resources.server";

/** The stylesheet's route alone, on a loopback port, over a real resource service. */
async function serveStylesheet(app: AppDatabase) {
  const resources = createResourceService(app);
  const server = express().get(menuStylesheetPaths, menuStylesheet(resources, "build-1")).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { resources, origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * A browser's revalidation once its copy is stale. Fetch would add `Cache-Control: no-cache` to a
 * request carrying If-None-Match, which asks for a full answer; a browser's own revalidation does not.
 */
function revalidate(url: string, etag: string) {
  return fetch(url, { headers: { "if-none-match": etag, "cache-control": "max-age=0" } });
}

describe.each(backends)("the menu's stylesheet on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("shows « Bientôt » for each kind with nothing published in the page's language, and answers 304 until a publication", async () => {
    const { resources, origin, close } = await serveStylesheet(await database.open());
    try {
      const { store } = resources;
      const guide = await store.create(resourceInput({ kind: "guide", lang: "fr", slug: "guide" }), null);
      await store.publish(guide.id);
      const draft = await store.create(resourceInput({ kind: "webinar", lang: "fr", slug: "draft" }), null);
      const english = await store.create(resourceInput({ kind: "case-study", lang: "en", slug: "case" }), null);
      await store.publish(english.id);
      resources.changed();

      const french = await fetch(origin + menuStylesheetPath("fr"));
      expect(french.status).toBe(200);
      expect(french.headers.get("content-type")).toMatch(/^text\/css/);
      expect(french.headers.get("cache-control")).toBe(`public, max-age=${menuStylesheetMaxAge}`);
      expect(menuStylesheetMaxAge * 1000 + stampTtlMs).toBeLessThanOrEqual(60_000);
      // A draft webinar is nothing published; the English case study is not French.
      expect(await french.text()).toBe(
        '[data-empty-kind="webinar"],[data-empty-kind="case-study"],[data-empty-kind="article"]{display:inline}\n',
      );
      expect(await (await fetch(origin + menuStylesheetPath("en"))).text()).toBe(
        '[data-empty-kind="guide"],[data-empty-kind="webinar"],[data-empty-kind="article"]{display:inline}\n',
      );

      const etag = french.headers.get("etag") ?? "";
      expect(etag).toMatch(/^W\/"/);
      const again = await revalidate(origin + menuStylesheetPath("fr"), etag);
      expect(again.status).toBe(304);
      expect(again.headers.get("cache-control")).toBe(`public, max-age=${menuStylesheetMaxAge}`);

      // Publishing the webinar changes the answer: no more « Bientôt » for webinars.
      await store.publish(draft.id);
      resources.changed();
      const after = await revalidate(origin + menuStylesheetPath("fr"), etag);
      expect(after.status).toBe(200);
      expect(after.headers.get("etag")).not.toBe(etag);
      expect(await after.text()).toBe('[data-empty-kind="case-study"],[data-empty-kind="article"]{display:inline}\n');
    } finally {
      await close();
    }
  });

  it("is empty when every kind has something published", async () => {
    const { resources, origin, close } = await serveStylesheet(await database.open());
    try {
      for (const kind of ["guide", "webinar", "case-study", "article"] as const) {
        const made = await resources.store.create(resourceInput({ kind, lang: "en", slug: kind }), null);
        await resources.store.publish(made.id);
      }
      const response = await fetch(origin + menuStylesheetPath("en"));
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("");
    } finally {
      await close();
    }
  });
});
