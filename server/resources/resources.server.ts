import type { AppDatabase } from "#server/db/db.server.ts";
import { type BodyImage, imageIdsIn } from "./render.server";
import { createResourceStore, type ResourceStore } from "./store.server";

/** How long an instance trusts the publication stamp it read: a publication shows within this (decision 033). */
export const stampTtlMs = 5_000;

export type ResourceService = {
  store: ResourceStore;
  /** The publication stamp, read from the database at most every few seconds. */
  stamp(): Promise<string>;
  /** After a change made here: this instance reads the stamp afresh at once (the others within seconds). */
  changed(): void;
  /** The uploaded images a body names, for rendering it. */
  bodyImages(body: string): Promise<Map<number, BodyImage>>;
};

export function createResourceService(app: AppDatabase, now: () => Date = () => new Date()): ResourceService {
  const store = createResourceStore(app, now);
  let cached: { value: Promise<string>; until: number } | undefined;
  return {
    store,
    stamp() {
      const at = now().getTime();
      if (!cached || cached.until <= at) {
        const value = store.publicationStamp();
        cached = { value, until: at + stampTtlMs };
        value.catch(() => {
          cached = undefined;
        });
      }
      return cached.value;
    },
    changed() {
      cached = undefined;
    },
    async bodyImages(body) {
      const ids = new Set(imageIdsIn(body));
      if (ids.size === 0) return new Map();
      const images = await store.images();
      return new Map(images.filter((image) => ids.has(image.id)).map((image) => [image.id, image]));
    },
  };
}
