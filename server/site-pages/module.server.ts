import type { ServerBuild } from "react-router";
import { adminPaths, sitePagePath } from "#common/admin/paths.ts";
import { fieldsOf, sitePageKeys } from "#common/site-pages/fields.ts";
import type { Services } from "#server/http/context.server.ts";
import type { StaticFile } from "#server/http/static.server.ts";
import type { Ground, PostRoute, ServerModule } from "#server/module.server.ts";
import { resourceUploadBytes } from "#server/resources/module.server.ts";
import { createSitePagesDesk, type SitePagesDesk } from "./desk.server";
import { createLiveWords, type LiveWords } from "./live.server";
import { createSitePagesPublishing } from "./publishing.server";
import { createPageRenderer } from "./render.server";

/**
 * The most a page's form weighs, URL-encoded: every field at its budget in both languages, each
 * character counted at 6 bytes (an accented letter is 2 bytes of UTF-8, each written `%C3%A9`).
 */
const pageFormBytes = Math.max(
  ...sitePageKeys.map((key) => 2 * 6 * fieldsOf(key).reduce((sum, field) => sum + field.budget, 0)),
);

/**
 * A page's whole form, both languages side by side, with room for its few controls; every form of
 * the area is an editor's. The home page's form also carries its hero's image (issue 55, item 8), as a multipart form: up to
 * the resource editor's upload, and as many parts as its fields in both languages, each with its
 * « Confirmer » box, and the form's own few.
 */
export const sitePagePosts: PostRoute[] = [
  { path: `${adminPaths.sitePages}/*`, limit: pageFormBytes + 16 * 1024, session: "editor" },
  {
    path: sitePagePath("home"),
    limit: resourceUploadBytes,
    parts: 4 * fieldsOf("home").length + 16,
    session: "editor",
  },
];

export type SitePagesModule = ServerModule & {
  desk: SitePagesDesk;
  /** The live words' stamp, "" until served: the pages showing resources change their ETags with it. */
  stamp: () => string;
  /**
   * Serves the site's words as published (decision 112): every 5 s this instance asks which versions
   * are live, and renders again the built pages whose words changed into `files`, the table it answers
   * from. Once before it answers: a database with live pages never has the built ones served. Gives
   * what each request's context reads the words from.
   */
  serve(served: {
    build: ServerBuild;
    files: Map<string, StaticFile>;
    services: Partial<Services>;
  }): Promise<LiveWords["current"]>;
};

/** The site's own pages, edited in the back office (issue 55, decision 112). */
export function sitePagesModule({ database, audit, log }: Ground): SitePagesModule {
  const desk = createSitePagesDesk({ database, audit });
  let live: LiveWords | undefined;
  const notLoaded = (error: unknown) => log.error({ err: error }, "site pages: the live words could not be loaded");
  return {
    name: "site-pages",
    desk,
    services: { sitePages: desk },
    jobs: [createSitePagesPublishing({ database, audit, log })],
    posts: sitePagePosts,
    stamp: () => live?.stamp() ?? "",
    async serve({ build, files, services }) {
      const renderer = createPageRenderer({ build, files, services });
      const words = createLiveWords(desk, {
        listener: async (keys, dictionaries) =>
          log.info({ keys, paths: await renderer.render(keys, dictionaries) }, "site pages rendered"),
        onError: notLoaded,
      });
      await words.refresh().catch(notLoaded);
      words.start();
      live = words;
      return words.current;
    },
    stop: async () => live?.stop(),
  };
}
