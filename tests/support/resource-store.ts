import { openDatabase } from "#server/db/db.server.ts";
import { createResourceStore, type ResourceStore } from "#server/resources/store.server.ts";

/** Works on the resources of the database at `databaseUrl` straight through the store, then closes it. */
export async function withResourceStore<T>(
  databaseUrl: string,
  work: (store: ResourceStore) => Promise<T>,
): Promise<T> {
  const app = await openDatabase(databaseUrl);
  try {
    return await work(createResourceStore(app));
  } finally {
    await app.close();
  }
}
