import { describe, expect, it } from "vitest";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { seedFirstResources } from "./seed.server";
import { frenchSpacing, thursdayNoonAfter } from "./seed-content";
import { createResourceStore } from "./store.server";

describe.each(backends)("the first resources on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("publishes at least three items per language of each menu kind, once", async () => {
    const app = await database.open();
    const seededAt = new Date("2026-11-25T12:00:00.000Z");
    expect(await seedFirstResources(app, () => seededAt)).toBe(20);
    const store = createResourceStore(app, () => seededAt);
    for (const lang of ["fr", "en"] as const) {
      const items = await store.published(lang);
      expect(new Set(items.map((item) => item.kind))).toEqual(new Set(["guide", "webinar", "case-study", "article"]));
      for (const kind of ["guide", "webinar", "case-study"] as const) {
        expect((await store.published(lang, { kind })).length, `${lang} ${kind}`).toBeGreaterThanOrEqual(3);
      }
      for (const item of items) expect((await store.publishedTranslation(item))?.lang).not.toBe(lang);
    }
    const caseStudies = await store.published("fr", { kind: "case-study" });
    expect(caseStudies.map((item) => item.illustrative)).toEqual([true, true, true]);
    // The page says so from the flag: a body that said it too showed the notice twice (issue 46, item 19).
    for (const item of caseStudies) expect(item.body).not.toMatch(/illustrati/i);
    // Three webinars, two weeks apart, all ahead of the seeding: Thursdays at noon in Montréal.
    const webinars = await store.publishedWebinars();
    expect([...new Set(webinars.map((webinar) => webinar.startsAt.toISOString()))]).toEqual([
      "2026-12-10T17:00:00.000Z",
      "2026-12-24T17:00:00.000Z",
      "2027-01-07T17:00:00.000Z",
    ]);

    for (const item of caseStudies) await store.unpublish(item.id);
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

describe("the seeded webinars' dates", () => {
  it("fall on a Thursday at noon in Montréal, at least the weeks asked after the seeding, in summer time too", () => {
    // Wednesday 25 November, 7:00 in Montréal (EST): the Thursday after two weeks minus a day.
    expect(thursdayNoonAfter(new Date("2026-11-25T12:00:00.000Z"), 2).toISOString()).toBe("2026-12-10T17:00:00.000Z");
    // Thursday 11 June, 23:30 in Montréal (EDT, already Friday in UTC): noon is 16:00 UTC.
    expect(thursdayNoonAfter(new Date("2026-06-12T03:30:00.000Z"), 2).toISOString()).toBe("2026-06-25T16:00:00.000Z");
  });
});
