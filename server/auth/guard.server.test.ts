import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { key, only, text } from "#common/admin/forms/fields.ts";
import { formValue, submissionOf } from "./guard.server";

/** Two forms of one page, told apart by `intent`, as the back office's are. */
const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), email: z.pipe(text(), z.email({ error: "Enter a valid email." })) }),
  z.object({ intent: z.literal("remove"), id: key() }),
  only("clear"),
]);

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

/** The status of what a guard throws: a 4xx the admin error screen shows, in the page's language. */
function statusThrown(run: () => unknown) {
  try {
    run();
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
  return undefined;
}

describe("a back-office form read through its schema", () => {
  it("gives each intent its own fields, read and converted", () => {
    expect(formValue(form({ intent: "remove", id: "12", csrf: "t" }), schema, "fr")).toEqual({
      intent: "remove",
      id: 12,
    });
    expect(formValue(form({ intent: "add", email: "  ana@example.com " }), schema, "en")).toEqual({
      intent: "add",
      email: "ana@example.com",
    });
  });

  it("refuses with a 400 a form no page of ours sends: an unknown intent, a key that is no number", () => {
    expect(statusThrown(() => formValue(form({ intent: "drop" }), schema, "fr"))).toBe(400);
    expect(statusThrown(() => formValue(form({ intent: "remove", id: "1 OR 1=1" }), schema, "fr"))).toBe(400);
    expect(statusThrown(() => formValue(form({}), schema, "en"))).toBe(400);
  });

  it("hands back a typed field's message for the page to show, and still refuses the rest with a 400", () => {
    const submission = submissionOf(form({ intent: "add", email: "ana" }), schema, "fr", ["email"]);
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ email: ["Enter a valid email."] });
    expect(statusThrown(() => submissionOf(form({ intent: "remove", id: "x" }), schema, "fr", ["email"]))).toBe(400);
  });
});
