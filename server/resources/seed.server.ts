import type { AppDatabase } from "#server/db/db.server.ts";
import { isResourceConflict } from "./resource.server";
import { seedResources } from "./seed-content";
import { createResourceStore } from "./store.server";

const seededKey = "resources.seeded";

/**
 * Publishes the first resources once per database, at start (decision 033): a flag in `settings`
 * says it was done, so an item the team later deletes or edits is never brought back. The flag is
 * claimed first: of two instances starting together on one database, only the one that wrote it
 * seeds. An item whose slug is already taken (made by hand before) is skipped.
 */
export async function seedFirstResources(app: AppDatabase, now: () => Date = () => new Date()): Promise<number> {
  const claimed = await app.db
    .insertInto("settings")
    .values({ key: seededKey, value: now().toISOString() })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .returning("key")
    .executeTakeFirst();
  if (!claimed) return 0;
  const store = createResourceStore(app, now);
  let created = 0;
  for (const { fr, en } of seedResources(now())) {
    try {
      const first = await store.create(fr, null);
      const second = await store.create(en, null, first.id);
      await store.publish(first.id);
      await store.publish(second.id);
      created += 2;
    } catch (error) {
      if (!isResourceConflict(error)) throw error;
    }
  }
  return created;
}
