import { serverEnv } from "../../playwright.config";
import type { ResourceStore } from "../../server/resources/store.server";
import { withResourceStore } from "../support/resource-store";

/** Works on the resources of the site under test straight through the store. */
export function withSiteResources<T>(work: (store: ResourceStore) => Promise<T>): Promise<T> {
  return withResourceStore(serverEnv.DATABASE_URL, work);
}
