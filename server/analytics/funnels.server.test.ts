import { describe, expect, it } from "vitest";
import { globMatches } from "#common/analytics/funnel-steps.ts";
import { languages, pages, pathOf } from "#common/site/pages.ts";
import { DESKTOP, hit, setUp } from "#tests/support/analytics.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { funnelSchema, pagesMatching, tooManyStars } from "./funnels.server";

/** The issue's pattern (issue 44): eleven stars and a letter no path ends with. */
const elevenStars = `/${"*".repeat(11)}Q`;

/** How long a call takes, in milliseconds. */
function timed<T>(run: () => T): { value: T; ms: number } {
  const start = performance.now();
  const value = run();
  return { value, ms: performance.now() - start };
}

describe("a funnel's page pattern", () => {
  it("matches the site's paths as the regex it replaces did, on the patterns admins write", () => {
    // The matcher before issue 44, kept here as the reference for patterns it answered quickly.
    const before = (pattern: string, path: string) =>
      new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}/?$`).test(path);
    const patterns = [
      "/",
      "/en",
      "/en/",
      "/en/*",
      "/ressources*",
      "/*agents*",
      "/*/book-a-demo",
      "/a*b*c",
      "/**",
      "/c",
    ];
    const paths = [...pages.flatMap((page) => languages.map((lang) => pathOf(page.id, lang))), "/ab/", "/abc", "//"];
    for (const pattern of patterns)
      for (const path of paths) {
        const trimmed = path.endsWith("/") && globMatches(pattern, path.slice(0, -1));
        expect(globMatches(pattern, path) || trimmed, `${pattern} on ${path}`).toBe(before(pattern, path));
      }
    expect(pagesMatching("/*agents*")).toEqual(
      expect.arrayContaining([pages.find((page) => pathOf(page.id, "fr") === "/agents-generaux")?.id]),
    );
  });

  it("answers at once however many stars it holds, on a path thousands of characters long", () => {
    const long = `/${"a".repeat(20_000)}`;
    const eleven = timed(() => globMatches(elevenStars, long));
    expect(eleven.value).toBe(false);
    const legacy = timed(() => globMatches(`/${"*".repeat(98)}Q`, long));
    expect(legacy.value).toBe(false);
    expect(globMatches(`/${"*".repeat(98)}a`, long)).toBe(true);
    // The regex took 2.5 s for eleven stars on the site's short paths; this takes a few milliseconds here.
    expect(eleven.ms + legacy.ms).toBeLessThan(1000);
    expect(pagesMatching(elevenStars)).toEqual([]);
  });

  it("holds at most 5 stars in a new funnel, refused with its own reason", () => {
    const steps = (page: string) => ({ name: "Stars", steps: [{ page }, { event: "booking" }] });
    expect(funnelSchema.safeParse(steps("/*a*b*c*d*")).success).toBe(true);
    const refused = funnelSchema.safeParse(steps(elevenStars));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([tooManyStars]);
  });
});

describe.each(backends)("a funnel saved before the cap on stars, on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("is still rolled up, at once, and counts the visitors its pattern matches", async () => {
    const app = await database.open();
    const { analytics } = setUp(app);
    // Saved when 99 stars were allowed: one names the general agents' page in either language, one nothing.
    const agents = `/${"*".repeat(45)}agents${"*".repeat(45)}`;
    const none = `/${"*".repeat(98)}Q`;
    const id = await analytics.funnels.create(
      { name: "Legacy", steps: [{ page: agents }, { page: none }] },
      new Date(),
    );
    await analytics.collect(hit({ p: "/en/general-agents" }, { clientIp: "198.51.100.40", userAgent: DESKTOP }));
    await analytics.collect(hit({ p: "/a-propos" }, { clientIp: "198.51.100.41", userAgent: DESKTOP }));
    const start = performance.now();
    await analytics.rollUp();
    expect(performance.now() - start).toBeLessThan(5000);
    const counts = await analytics.funnels.counts(String(id), "2026-11-01", "2026-11-30");
    expect(counts).toEqual([{ channel: "direct", step: 0, visitors: 1 }]);
  });
});
