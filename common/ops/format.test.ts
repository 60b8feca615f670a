import { describe, expect, it } from "vitest";
import { en } from "#common/admin/content/en.ts";
import { fr } from "#common/admin/content/fr.ts";
import { formatInterval } from "./format";

const MINUTE = 60_000;

describe("a job's interval on the status screen", () => {
  it("says one of a unit in words, never « toutes les 1 minute »", () => {
    const words = fr.status.jobs.every;
    expect(formatInterval(MINUTE, "fr", words)).toBe("chaque minute");
    expect(formatInterval(60 * MINUTE, "fr", words)).toBe("chaque heure");
    expect(formatInterval(1440 * MINUTE, "en", en.status.jobs.every)).toBe("every day");
  });

  it("counts several in the largest whole unit", () => {
    expect(formatInterval(5 * MINUTE, "fr", fr.status.jobs.every)).toBe("toutes les 5\u00a0minutes");
    expect(formatInterval(90 * MINUTE, "en", en.status.jobs.every)).toBe("every 90 minutes");
    expect(formatInterval(120 * MINUTE, "en", en.status.jobs.every)).toBe("every 2 hours");
  });
});
