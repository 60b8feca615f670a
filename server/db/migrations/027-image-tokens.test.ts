import { type Kysely, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createResourceStore } from "#server/resources/store.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { imageTokensMigration } from "./027-image-tokens";

describe.each(backends)("migration 027 on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("gives each image uploaded before it a random token of its own, by which its files are then found", async () => {
    const app = await database.open();
    const unknown = app.db as unknown as Kysely<unknown>;
    await imageTokensMigration.down?.(unknown);
    // Two images as they were stored before migration 027: no token.
    const ids: number[] = [];
    for (const alt of ["Un graphique", "Une carte"]) {
      const { rows } = await sql<{ id: number }>`insert into resource_images (alt, width, height, created_at)
        values (${alt}, 800, 600, '2026-01-01T00:00:00.000Z') returning id`.execute(unknown);
      ids.push(rows[0]?.id as number);
    }
    await imageTokensMigration.up(unknown);

    const store = createResourceStore(app);
    const migrated = (await store.images()).filter((image) => ids.includes(image.id));
    expect(migrated).toHaveLength(2);
    for (const image of migrated) {
      expect(image.token).toMatch(/^[\w-]{22}$/);
      expect((await store.mediaImage({ token: image.token }))?.id).toBe(image.id);
    }
    expect(new Set(migrated.map((image) => image.token)).size).toBe(2);
  });
});
