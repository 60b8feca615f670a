import { describe, expect, it } from "vitest";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { sqliteBackend } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { analyticsReport, parseRange, rangeQuery } from "./report.server";
import { createAnalyticsStore } from "./store.server";

const today = "2026-11-23";
const query = (text: string) => parseRange(new URLSearchParams(text), today);

describe("the dashboard's range", () => {
  it("is the last 30 days by default, or 7 or 90, ending today", () => {
    expect(query("")).toEqual({ kind: "30", from: "2026-10-25", to: today });
    expect(query("range=7")).toEqual({ kind: "7", from: "2026-11-17", to: today });
    expect(query("range=90")).toEqual({ kind: "90", from: "2026-08-26", to: today });
  });

  it("takes two real dates in order, a year apart at most", () => {
    expect(query("range=custom&from=2024-03-01&to=2025-02-28")).toEqual({
      kind: "custom",
      from: "2024-03-01",
      to: "2025-02-28",
    });
    for (const bad of [
      "range=custom&from=2026-02-30&to=2026-03-02",
      "range=custom&from=2026-03-02&to=2026-03-01",
      "range=custom&from=2024-03-01&to=2025-03-02",
      "range=custom&from=yesterday&to=2026-03-01",
      "range=custom",
      "range=365",
    ]) {
      expect(query(bad), bad).toBeUndefined();
    }
  });

  it("is written back into the address it came from", () => {
    const custom = query("range=custom&from=2026-01-01&to=2026-01-31");
    expect(custom && rangeQuery(custom)).toBe("range=custom&from=2026-01-01&to=2026-01-31");
  });
});

describe("the dashboard's report", () => {
  const database = useTestDatabase(sqliteBackend);

  it("gives each page its French and English share, in the reader's language", async () => {
    const app = await database.open();
    await app.db
      .insertInto("analytics_daily")
      .values([
        { day: today, dimension: "total", key: "", lang: "", visitors: 4, views: 4, conversions: 1 },
        { day: today, dimension: "page", key: "advisors", lang: "fr", visitors: 3, views: 3, conversions: 0 },
        { day: today, dimension: "page", key: "advisors", lang: "en", visitors: 1, views: 1, conversions: 0 },
        { day: today, dimension: "source", key: "", lang: "", visitors: 4, views: 4, conversions: 1 },
      ])
      .execute();
    const store = createAnalyticsStore(app);
    const range = { kind: "7" as const, from: "2026-11-17", to: today };
    const fr = await analyticsReport(
      store,
      range,
      "fr",
      adminDictionaries.fr.analytics,
      adminDictionaries.fr.analyticsPaths.comparison,
    );
    const pages = fr.tables.find((table) => table.id === "pages");
    expect(pages?.rows.map((row) => row.map((cell) => cell.text))).toEqual([
      ["/conseillers", "4", "4", "75\u00a0%", "25\u00a0%"],
    ]);
    expect(fr.summary.map((item) => item.text)).toEqual(["4", "4", "1", "25\u00a0%"]);
    expect(fr.series).toHaveLength(7);
    const en = await analyticsReport(
      store,
      range,
      "en",
      adminDictionaries.en.analytics,
      adminDictionaries.en.analyticsPaths.comparison,
    );
    const sources = en.tables.find((table) => table.id === "sources");
    expect(sources?.rows[0]?.map((cell) => cell.text)).toEqual(["Direct or unknown", "4", "4", "1", "25%"]);
    expect(sources?.rows[0]?.[0]?.value).toBe("");
  });

  it("shows each summary figure's change from the previous period of the same length", async () => {
    const app = await database.open();
    await app.db
      .insertInto("analytics_daily")
      .values([
        { day: today, dimension: "total", key: "", lang: "", visitors: 4, views: 6, conversions: 1 },
        // Seven days earlier is the previous 7-day period; eight days earlier is the one before.
        { day: "2026-11-16", dimension: "total", key: "", lang: "", visitors: 2, views: 6, conversions: 1 },
        { day: "2026-11-09", dimension: "total", key: "", lang: "", visitors: 50, views: 50, conversions: 0 },
      ])
      .execute();
    const store = createAnalyticsStore(app);
    const range = { kind: "7" as const, from: "2026-11-17", to: today };
    const { fr, en } = adminDictionaries;
    const french = await analyticsReport(store, range, "fr", fr.analytics, fr.analyticsPaths.comparison);
    expect(french.summary.map((item) => item.change)).toEqual([
      "+100\u00a0% par rapport aux 7 jours précédents",
      "Comme pendant les 7 jours précédents",
      "Comme pendant les 7 jours précédents",
      "-25\u00a0pt par rapport aux 7 jours précédents",
    ]);
    const english = await analyticsReport(store, range, "en", en.analytics, en.analyticsPaths.comparison);
    expect(english.summary[0]?.change).toBe("+100% from the previous 7 days");
  });
});
