import { adminPaths, sitePagePath } from "#common/admin/paths.ts";
import { fieldsOf } from "#common/site-pages/fields.ts";
import type { Ground, PostRoute, ServerModule } from "#server/module.server.ts";
import { resourceUploadBytes } from "#server/resources/module.server.ts";
import { createSitePagesDesk, type SitePagesDesk } from "./desk.server";
import { createSitePagesPublishing } from "./publishing.server";

/**
 * A page's whole form, both languages side by side: at most about 100 fields × 2 languages of up to
 * 1,000 characters (UTF-8, encoded), with room to spare; every form of the area is an editor's.
 * The home page's form also carries its hero's image (issue 55, item 8), as a multipart form: up to
 * the resource editor's upload, and as many parts as its fields in both languages, each with its
 * « Confirmer » box, and the form's own few.
 */
export const sitePagePosts: PostRoute[] = [
  { path: `${adminPaths.sitePages}/*`, limit: 256 * 1024, session: "editor" },
  {
    path: sitePagePath("home"),
    limit: resourceUploadBytes,
    parts: 4 * fieldsOf("home").length + 16,
    session: "editor",
  },
];

/** The site's own pages, edited in the back office (issue 55, decision 112). */
export function sitePagesModule({ database, audit, log }: Ground): ServerModule & { desk: SitePagesDesk } {
  const desk = createSitePagesDesk({ database, audit });
  return {
    name: "site-pages",
    desk,
    services: { sitePages: desk },
    jobs: [createSitePagesPublishing({ database, audit, log })],
    posts: sitePagePosts,
  };
}
