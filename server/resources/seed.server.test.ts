import { describe, expect, it } from "vitest";
import { backends } from "../../tests/support/backends";
import { useTestDatabase } from "../../tests/support/database";
import { seedFirstResources } from "./seed.server";
import { frenchSpacing } from "./seed-content";
import { createResourceStore } from "./store.server";

describe.each(backends)("the first resources on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("publishes at least three items per language of each menu kind, once", async () => {
    const app = await database.open();
    expect(await seedFirstResources(app)).toBe(8);
    const store = createResourceStore(app);
    for (const lang of ["fr", "en"] as const) {
      const items = await store.published(lang);
      expect(items.length).toBeGreaterThanOrEqual(3);
      expect(new Set(items.map((item) => item.kind))).toEqual(new Set(["guide", "webinar", "case-study", "article"]));
      for (const item of items) expect((await store.publishedTranslation(item))?.lang).not.toBe(lang);
    }
    const [caseStudy] = await store.published("fr", { kind: "case-study" });
    expect(caseStudy?.illustrative).toBe(true);
    const [webinar] = await store.publishedWebinars();
    expect(webinar?.startsAt.toISOString()).toBe("2026-12-10T17:00:00.000Z");

    await store.unpublish(caseStudy?.id ?? 0);
    expect(await seedFirstResources(app)).toBe(0);
    expect(await store.published("fr", { kind: "case-study" })).toEqual([]);
  });
});

describe("frenchSpacing", () => {
  it("puts a no-break space before high punctuation, inside guillemets and before units", () => {
    expect(frenchSpacing("« Loi 25 » : oui ; non ! 15 h et 40 % ? 15 minutes")).toBe(
      "«\u00a0Loi 25\u00a0»\u00a0: oui\u00a0; non\u00a0! 15\u00a0h et 40\u00a0%\u00a0? 15 minutes",
    );
  });
});
