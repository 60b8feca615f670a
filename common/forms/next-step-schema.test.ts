import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { nextStepSchema } from "./next-step-schema";

const errors = { day: "not a day", dayPast: "in the past", note: "bad note" };

/** The form as the lead's page sends it, read as the server reads it (Conform). */
function checkNextStep(values: { day: string; stepNote: string }, today: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  const submission = parseWithZod(form, { schema: nextStepSchema(errors, today) });
  return submission.status === "success"
    ? { ok: true, value: submission.value }
    : { ok: false, fieldErrors: submission.error };
}

describe("a lead's next step", () => {
  it("is refused on its day before today on the team's calendar, and taken today or later (issue 52)", () => {
    const today = "2026-03-03";
    expect(checkNextStep({ day: "2026-03-02", stepNote: "Call" }, today)).toEqual({
      ok: false,
      fieldErrors: { day: ["in the past"] },
    });
    expect(checkNextStep({ day: "2026-03-03", stepNote: "Call" }, today).ok).toBe(true);
    expect(checkNextStep({ day: "2026-03-04", stepNote: "Call" }, today).ok).toBe(true);
  });

  it("says each field's own message, both at once", () => {
    expect(checkNextStep({ day: "2026-02-30", stepNote: "" }, "2026-01-01")).toEqual({
      ok: false,
      fieldErrors: { day: ["not a day"], stepNote: ["bad note"] },
    });
    expect(checkNextStep({ day: "2026-05-01", stepNote: "x".repeat(201) }, "2026-01-01")).toEqual({
      ok: false,
      fieldErrors: { stepNote: ["bad note"] },
    });
  });

  it("reads a note of spaces alone as empty, and keeps a note without its surrounding spaces", () => {
    expect(checkNextStep({ day: "2026-05-01", stepNote: "   " }, "2026-01-01")).toEqual({
      ok: false,
      fieldErrors: { stepNote: ["bad note"] },
    });
    expect(checkNextStep({ day: "2026-05-01", stepNote: "  Call back " }, "2026-01-01")).toEqual({
      ok: true,
      value: { day: "2026-05-01", stepNote: "Call back" },
    });
  });
});
