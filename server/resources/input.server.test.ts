import { describe, expect, it } from "vitest";
import type { ResourceTyped } from "#common/admin/forms/resource.ts";
import { readResourceForm } from "./input.server";

/** The editor's fields as read from its form (common/admin/forms/resource.ts): an article unless told. */
function form(fields: Partial<ResourceTyped>): ResourceTyped {
  const empty = { slug: "", startsLocal: "", timeZone: "", lengthMinutes: "", replayUrl: "", joinUrl: "" };
  const filled = { kind: "article", lang: "fr", title: "", summary: "Un résumé.", body: "Un texte.", author: "Équipe" };
  return { ...empty, ...filled, gated: false, illustrative: false, ...fields };
}

describe("readResourceForm", () => {
  it("makes an empty slug from the title, and keeps one typed", () => {
    const made = readResourceForm(form({ title: "Loi 25 : l’été des cabinets", slug: " " }));
    expect(made.ok && made.input.slug).toBe("loi-25-l-ete-des-cabinets");
    const typed = readResourceForm(form({ title: "Loi 25", slug: "mon-adresse" }));
    expect(typed.ok && typed.input.slug).toBe("mon-adresse");
  });

  it("names every field in error at once", () => {
    const refused = readResourceForm(form({ kind: "webinar", title: "", slug: "Pas Bon", lengthMinutes: "0" }));
    expect(refused.ok ? [] : refused.invalid.sort()).toEqual(["lengthMinutes", "slug", "startsLocal", "title"]);
  });
});
