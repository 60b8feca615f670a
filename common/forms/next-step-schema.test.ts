import { describe, expect, it } from "vitest";
import { checkNextStep } from "./next-step-schema";

const errors = { day: "not a day", dayPast: "in the past", note: "bad note" };

describe("a lead's next step", () => {
  it("is refused on its day before today on the team's calendar, and taken today or later (issue 52)", () => {
    const today = "2026-03-03";
    expect(checkNextStep({ day: "2026-03-02", stepNote: "Call" }, errors, today)).toEqual({
      ok: false,
      fieldErrors: { day: "in the past" },
    });
    expect(checkNextStep({ day: "2026-03-03", stepNote: "Call" }, errors, today).ok).toBe(true);
    expect(checkNextStep({ day: "2026-03-04", stepNote: "Call" }, errors, today).ok).toBe(true);
  });

  it("says each field's own message, both at once", () => {
    expect(checkNextStep({ day: "2026-02-30", stepNote: "" }, errors, "2026-01-01")).toEqual({
      ok: false,
      fieldErrors: { day: "not a day", stepNote: "bad note" },
    });
    expect(checkNextStep({ day: "2026-05-01", stepNote: "x".repeat(201) }, errors, "2026-01-01")).toEqual({
      ok: false,
      fieldErrors: { stepNote: "bad note" },
    });
  });
});
