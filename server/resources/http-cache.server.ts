import { createHash } from "node:crypto";
import type { RequestHandler } from "express";
import fresh from "fresh";
import { languages, pathOf } from "#common/site/pages.ts";
import { belowResources, isResourceRequestPath } from "#common/site/resource-paths.ts";
import type { ResourceService } from "./resources.server";

const listPaths = new Set(
  (["resources", "guides", "webinars", "caseStudies"] as const).flatMap((id) =>
    languages.map((lang) => pathOf(id, lang)),
  ),
);

/** A weak ETag that holds for an address until the next build or publication. */
export function publicationEtag(buildVersion: string, stamp: string, url: string): string {
  const digest = createHash("sha256").update(`${buildVersion}\n${stamp}\n${url}`).digest("base64url");
  return `W/"${digest.slice(0, 27)}"`;
}

/** The public pages that show published resources: lists, items, feeds and the sitemap (HTML or `.data`). */
export function showsResources(path: string): boolean {
  const bare = path.replace(/\.data$/, "");
  if (isResourceRequestPath(bare)) return false;
  return listPaths.has(bare) || bare === "/sitemap.xml" || belowResources(bare) !== undefined;
}

/**
 * Pages that show resources (not their request forms, whose stamps are fresh) are rendered per request, with an ETag made of the build, the
 * publication stamp and the address (decision 033): a browser or proxy revalidates every time
 * (`no-cache`) and gets a 304, with nothing rendered, until the next publication. The stamp is
 * read from the database at most every few seconds, so a publication on any instance changes every
 * instance's ETags within that time. These pages show the site's words too (their heads, the menu,
 * the footer): `wordsStamp` changes with the live words (live.server.ts, decision 112), and so
 * do the ETags.
 */
export function resourcePageValidators(
  resources: ResourceService,
  buildVersion: string,
  wordsStamp: () => string = () => "",
): RequestHandler {
  return async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !showsResources(req.path)) return next();
    let stamp: string;
    try {
      stamp = await resources.stamp();
    } catch {
      return next();
    }
    const words = wordsStamp();
    const etag = publicationEtag(buildVersion, words ? `${stamp}\n${words}` : stamp, req.originalUrl);
    res.set({ ETag: etag, "Cache-Control": "no-cache" });
    if (fresh(req.headers, { etag })) {
      res.status(304).end();
      return;
    }
    next();
  };
}
