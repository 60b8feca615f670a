import { describe, expect, it } from "vitest";
import { DESKTOP, hit, PHONE, setUp } from "#tests/support/analytics.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { keptPath } from "./actions.server";

describe("a missing address as it may be kept", () => {
  it("loses its query, is cut to 100 characters, and is dropped when it holds an email address or a token", () => {
    expect(keptPath("/fr/ancienne-page?utm_source=x")).toBe("/fr/ancienne-page");
    expect(keptPath(`/guides/${"un-titre-long-".repeat(20)}`)).toHaveLength(100);
    expect(keptPath("/desabonnement/marie.tremblay@example.com")).toBeNull();
    expect(keptPath("/unsubscribe/marie%40example.com")).toBeNull();
    expect(keptPath("/reset/6f1c2b9e4d7a8b3c")).toBeNull();
    expect(keptPath("/invite/Zk3q9XbT2mLr8vPw4sYd")).toBeNull();
    expect(keptPath("/m/3f2504e0-4f89-11d3-9a0c-0305e82c3301")).toBeNull();
    expect(keptPath("/en/general-agents-2024")).toBe("/en/general-agents-2024");
  });
});

describe.each(backends)("the path to a lead on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("counts links out by host, downloads by file, missing addresses by path and forms started against sent", async () => {
    const app = await database.open();
    const { analytics } = setUp(app);
    const from = { clientIp: "198.51.100.10", userAgent: PHONE };
    const beacons = [
      { p: "/", s: "infolettre", m: "email" },
      { p: "/", e: "o", t: "www.LinkedIn.com" },
      { p: "/ressources", e: "d", t: "/guides/guide-agents.pdf?v=2" },
      { p: "/contact", e: "f" },
      { p: "/vieille-page", n: 1 },
      { p: "/reset/6f1c2b9e4d7a8b3c", n: 1 },
    ];
    for (const beacon of beacons) expect((await analytics.collect(hit(beacon, from))).status).toBe(202);
    // A link to the site itself is no link out, and a form on a page without a tracked form is no start.
    expect((await analytics.collect(hit({ p: "/", e: "o", t: "sobrita.ca" }, from))).status).toBe(422);
    expect((await analytics.collect(hit({ p: "/a-propos", e: "f" }, from))).status).toBe(422);
    await analytics.recordConversion("lead", from);
    await analytics.rollUp();
    const range = ["2026-11-01", "2026-11-30"] as const;
    const keys = async (dimension: "outbound" | "download" | "missing" | "form") =>
      (await analytics.store.breakdown(dimension, ...range)).map((row) => [row.key, row.visitors, row.views]);
    expect(await keys("outbound")).toEqual([["linkedin.com", 1, 1]]);
    expect(await keys("download")).toEqual([["/guides/guide-agents.pdf", 1, 1]]);
    expect(await keys("missing")).toEqual([["/vieille-page", 1, 1]]);
    expect(await keys("form")).toEqual([["contact", 1, 1]]);
    // Interactions are no page views.
    expect(await analytics.store.series(...range)).toEqual([
      { day: "2026-11-23", visitors: 1, views: 3, conversions: 1 },
    ]);
  });

  it("follows the default funnel within a day, per channel: any page, the booking page, a booked demo", async () => {
    const app = await database.open();
    const { analytics } = setUp(app);
    const booker = { clientIp: "198.51.100.20", userAgent: PHONE };
    const looker = { clientIp: "198.51.100.21", userAgent: DESKTOP };
    const reader = { clientIp: "198.51.100.22", userAgent: DESKTOP };
    await analytics.collect(hit({ p: "/conseillers", s: "infolettre", m: "email" }, booker));
    await analytics.collect(hit({ p: "/rendez-vous" }, booker));
    await analytics.collect(hit({ p: "/en/book-a-demo", r: "https://www.google.com/" }, looker));
    await analytics.collect(hit({ p: "/a-propos" }, reader));
    await analytics.recordConversion("booking", booker);
    // A booking from someone never seen that day is no journey.
    await analytics.recordConversion("booking", { clientIp: "198.51.100.99", userAgent: DESKTOP });
    await analytics.rollUp();
    const counts = await analytics.funnels.counts("default", "2026-11-01", "2026-11-30");
    const sorted = counts.sort((a, b) => a.channel.localeCompare(b.channel) || a.step - b.step);
    expect(sorted).toEqual([
      { channel: "direct", step: 0, visitors: 1 },
      { channel: "email", step: 0, visitors: 1 },
      { channel: "email", step: 1, visitors: 1 },
      { channel: "email", step: 2, visitors: 1 },
      { channel: "organic-search", step: 0, visitors: 1 },
      { channel: "organic-search", step: 1, visitors: 1 },
    ]);
  });

  it("keeps the order of a defined funnel's pages and events: the MGA page, a link out, then a lead", async () => {
    const app = await database.open();
    const { analytics, clock } = setUp(app);
    const id = await analytics.funnels.create(
      { name: "MGA", steps: [{ page: "/agents-generaux" }, { event: "outbound" }, { event: "lead" }] },
      new Date(),
    );
    const inOrder = { clientIp: "198.51.100.30", userAgent: DESKTOP };
    const backwards = { clientIp: "198.51.100.31", userAgent: DESKTOP };
    const beacons = [
      [{ p: "/en/general-agents" }, inOrder],
      [{ p: "/en/general-agents", e: "o", t: "example.org" }, inOrder],
      [{ p: "/", e: "o", t: "example.org" }, backwards],
      [{ p: "/agents-generaux" }, backwards],
    ] as const;
    for (const [beacon, from] of beacons) {
      clock.now += 1000;
      await analytics.collect(hit(beacon, from));
    }
    await analytics.recordConversion("lead", inOrder);
    await analytics.recordConversion("lead", backwards);
    await analytics.rollUp();
    const counts = await analytics.funnels.counts(String(id), "2026-11-01", "2026-11-30");
    expect(counts.sort((a, b) => a.step - b.step)).toEqual([
      { channel: "direct", step: 0, visitors: 2 },
      { channel: "direct", step: 1, visitors: 1 },
      { channel: "direct", step: 2, visitors: 1 },
    ]);
  });
});
