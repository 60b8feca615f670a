import { adminPaths } from "#common/admin/paths.ts";
import type { Ground, PostRoute, ServerModule } from "#server/module.server.ts";
import { resourcePageValidators } from "./http-cache.server";
import { menuStylesheet, menuStylesheetPaths } from "./menu-stylesheet.server";
import { createResourceService, type ResourceService } from "./resources.server";
import { seedFirstResources } from "./seed.server";

/** An editor's upload: an image or a guide's PDF of 10 MB, with the form around it. */
export const resourceUploadBytes = 11 * 1024 * 1024;

/** Every form of the resource editor may carry an upload, and is an editor's. */
export const resourcePosts: PostRoute[] = [
  { path: `${adminPaths.resources}/*`, limit: resourceUploadBytes, session: "editor" },
];

/** Guides, webinars, talks and case studies, published by the team (decision 033). */
export async function resourcesModule(
  { log, database }: Ground,
  {
    wordsStamp,
  }: {
    /** Changes with the site's live words (server/site-pages/live.server.ts): the pages' ETags change with it. */
    wordsStamp?: () => string;
  } = {},
): Promise<ServerModule & { resources: ResourceService }> {
  // The first resources, once per database (decision 033).
  const seeded = await seedFirstResources(database);
  if (seeded) log.info({ items: seeded }, "first resources published");
  const resources = createResourceService(database);
  return {
    name: "resources",
    resources,
    services: { resources },
    posts: resourcePosts,
    // The menu's « Bientôt » per kind (decision 037); pages showing resources answer 304 until the next publication.
    routes: (build) => [
      { method: "get", path: menuStylesheetPaths, handler: menuStylesheet(resources, build.assets.version) },
      { method: "use", handler: resourcePageValidators(resources, build.assets.version, wordsStamp) },
    ],
  };
}
