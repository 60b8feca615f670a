import { describe, expect, it } from "vitest";
import type { Lang } from "#common/site/pages.ts";
import { parseIssueForm } from "./issue-input.server";

/** Published resources the composer offers: 1 and 2 in French, 3 in English. */
const featurable = new Map<number, Lang>([
  [1, "fr"],
  [2, "fr"],
  [3, "en"],
]);

/** The composer's fields as read from its form (common/admin/forms/newsletter-issue.ts). */
function issueForm(resources: number[]) {
  const typed = { lang: "fr", subject: "Nouvelles de novembre", preview: "", body: "Bonjour à tous.", translation: "" };
  return { ...typed, resources: resources.map(String) };
}

describe("an issue's featured resources", () => {
  it("keeps the resources in the issue's language", () => {
    const parsed = parseIssueForm(issueForm([2, 1]), featurable, new Map());
    expect(parsed).toMatchObject({ ok: true, value: { resourceIds: [2, 1] } });
  });

  it("refuses a resource in the other language, which no copy would show, on its field", () => {
    expect(parseIssueForm(issueForm([1, 3]), featurable, new Map())).toEqual({ ok: false, errors: ["resources"] });
  });

  it("refuses a resource that is no longer published", () => {
    expect(parseIssueForm(issueForm([9]), featurable, new Map())).toEqual({ ok: false, errors: ["resources"] });
  });
});
