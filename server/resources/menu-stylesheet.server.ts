import type { RequestHandler } from "express";
import fresh from "fresh";
import { type ResourceKind, resourceKinds } from "#common/resources/kinds.ts";
import { languages } from "#common/site/pages.ts";
import { menuStylesheetPath } from "#common/site/resource-paths.ts";
import { publicationEtag } from "./http-cache.server";
import type { ResourceService } from "./resources.server";

/**
 * How long a browser keeps the stylesheet without asking again: with the few seconds an instance
 * trusts its publication stamp (`stampTtlMs`), a publication shows in the menu within a minute.
 */
export const menuStylesheetMaxAge = 55;

/** Shows the menu's « Bientôt » (hidden by app.css) beside every kind with nothing published. */
export function menuStylesheetCss(published: ReadonlySet<ResourceKind>): string {
  const empty = resourceKinds.filter((kind) => !published.has(kind));
  if (empty.length === 0) return "";
  return `${empty.map((kind) => `[data-empty-kind="${kind}"]`).join(",")}{display:inline}\n`;
}

const langOfStylesheet = new Map(languages.map((lang) => [menuStylesheetPath(lang), lang]));
export const menuStylesheetPaths = [...langOfStylesheet.keys()];

/**
 * The menu's stylesheet, per language (decision 037): prerendered pages cannot know what was
 * published since the build, so they ask for it. Cached for under a minute, then revalidated
 * against the same ETag as the resource pages: a 304, with no query, until the next publication.
 */
export function menuStylesheet(resources: ResourceService, buildVersion: string): RequestHandler {
  return async (req, res, next) => {
    const lang = langOfStylesheet.get(req.path);
    if (!lang) return next();
    try {
      const etag = publicationEtag(buildVersion, await resources.stamp(), req.path);
      const headers = { ETag: etag, "Cache-Control": `public, max-age=${menuStylesheetMaxAge}` };
      if (fresh(req.headers, { etag })) {
        res.status(304).set(headers).end();
        return;
      }
      const css = menuStylesheetCss(await resources.store.publishedKinds(lang));
      res.set(headers).type("text/css").send(css);
    } catch (error) {
      next(error);
    }
  };
}
