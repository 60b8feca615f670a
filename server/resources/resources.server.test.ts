import { describe, expect, it } from "vitest";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { resourceInput } from "#tests/support/resource-input.ts";
import { createResourceService, stampTtlMs } from "./resources.server";
import { createResourceStore } from "./store.server";

describe.each(backends)("the publication stamp on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("sees a publication made by another instance once its few seconds are up", async () => {
    let clock = new Date("2026-11-25T12:00:00.000Z");
    const now = () => clock;
    const reader = createResourceService(await database.open(), now);
    const writer = createResourceStore(await database.open(), now);
    const before = await reader.stamp();
    const item = await writer.create(resourceInput({ lang: "en", slug: "stamp" }), null);
    await writer.publish(item.id);
    clock = new Date(clock.getTime() + stampTtlMs - 1);
    expect(await reader.stamp()).toBe(before);
    clock = new Date(clock.getTime() + 1);
    expect(await reader.stamp()).not.toBe(before);
    expect(stampTtlMs).toBeLessThanOrEqual(60_000);

    // A change made through this instance shows on it at once.
    const seen = await reader.stamp();
    await reader.store.unpublish(item.id);
    reader.changed();
    expect(await reader.stamp()).not.toBe(seen);
  });
});
