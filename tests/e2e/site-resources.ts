import type { ResourceStore } from "#server/resources/store.server.ts";
import { withResourceStore } from "#tests/support/resource-store.ts";
import { serverEnv } from "../../playwright.config";

/** Works on the resources of the site under test straight through the store. */
export function withSiteResources<T>(work: (store: ResourceStore) => Promise<T>): Promise<T> {
  return withResourceStore(serverEnv.DATABASE_URL, work);
}
