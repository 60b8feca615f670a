import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { secret, text } from "./fields";
import { refusedFields } from "./refusal";

/** A form of two typed fields and a password, each message from the schema, as the back office's are. */
const schema = z.object({
  intent: z.literal("add"),
  email: z.pipe(text(), z.email({ error: "Entrez un courriel valide." })),
  name: text().check(
    z.refine((name: string) => name.length > 0, { error: "Le nom est obligatoire." }),
    z.refine((name: string) => !name.includes("@"), { error: "Un nom, pas un courriel." }),
  ),
  password: secret(),
});
const labels = { name: "Nom", email: "Courriel" };

function sent(values: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return parseWithZod(form, { schema });
}

describe("a refused back-office form, as Field and ErrorSummary show it", () => {
  it("lists every message of every field in the labels' order, each linking to its control", () => {
    const reply = sent({ intent: "add", email: "pas-un-courriel", name: "", password: "x" }).reply();
    const { summary, messageOf } = refusedFields(reply, labels, (name) => `add-${name}`);
    expect(summary).toEqual([
      { field: "add-name", label: "Nom", message: "Le nom est obligatoire." },
      { field: "add-email", label: "Courriel", message: "Entrez un courriel valide." },
    ]);
    expect(messageOf("email")).toBe("Entrez un courriel valide.");
  });

  it("puts all of a field's messages under it, and none under a field that is right", () => {
    const reply = sent({ intent: "add", email: "a@example.com", name: "@" }).reply();
    const { summary, messageOf } = refusedFields(reply, labels);
    expect(summary.map((line) => line.field)).toEqual(["name"]);
    expect(messageOf("name")).toBe("Un nom, pas un courriel.");
    expect(messageOf("email")).toBeUndefined();
  });

  it("adds what the server found (a reply's field errors) and gives back what was typed, never a hidden field", () => {
    const submission = sent({ intent: "add", email: " a@example.com ", name: "Ana", password: "secret" });
    const reply = submission.reply({ fieldErrors: { email: ["Un compte existe déjà."] }, hideFields: ["password"] });
    const { summary, typed } = refusedFields(reply, labels);
    expect(summary).toEqual([{ field: "email", label: "Courriel", message: "Un compte existe déjà." }]);
    expect(typed("name")).toBe("Ana");
    expect(typed("password")).toBeUndefined();
  });

  it("shows nothing for an accepted form, or no answer at all", () => {
    expect(refusedFields(sent({ intent: "add", email: "a@example.com", name: "Ana" }).reply(), labels).summary).toEqual(
      [],
    );
    expect(refusedFields(undefined, labels).summary).toEqual([]);
  });
});
