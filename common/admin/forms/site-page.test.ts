import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { Field } from "#common/site-pages/fields.ts";
import { sentConfirmed, sentWords, sitePageForm } from "./site-page";
import { confirmName, wordsName } from "./site-page-names";

/** A page of three fields, one of them in a list, as the dictionaries' paths name them. */
const fields: Field[] = [
  { path: "pages.home.hero.title", kind: "plain", budget: 90 },
  { path: "pages.home.claims.eyebrow", kind: "basis", budget: 40 },
  { path: "pages.home.steps.2.text", kind: "plain", budget: 200 },
];
const schema = sitePageForm(fields);

function sent(entries: [string, string][]) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return parseWithZod(form, { schema });
}

describe("the site page editor's form", () => {
  it("reads every field of both languages by its path, an empty one as empty, and the revision as a number", () => {
    const submission = sent([
      ["intent", "save"],
      ["revision", "7"],
      [wordsName("fr", "pages.home.hero.title"), " Un titre : le nôtre "],
      [wordsName("en", "pages.home.hero.title"), "A title"],
      [wordsName("fr", "pages.home.steps.2.text"), "Étape"],
      [wordsName("en", "pages.home.claims.eyebrow"), ""],
    ]);
    expect(submission.status).toBe("success");
    if (submission.status !== "success" || submission.value.intent !== "save") throw new Error("not a save");
    expect(submission.value.revision).toBe(7);
    expect(sentWords(fields, submission.value)).toEqual({
      fr: {
        "pages.home.hero.title": "Un titre : le nôtre",
        "pages.home.claims.eyebrow": "",
        "pages.home.steps.2.text": "Étape",
      },
      en: { "pages.home.hero.title": "A title", "pages.home.claims.eyebrow": "", "pages.home.steps.2.text": "" },
    });
    expect(sentConfirmed(submission.value)).toEqual({ fr: [], en: [] });
  });

  it("names a control so that Conform does not read the path's dots as nesting", () => {
    expect(wordsName("fr", "pages.privacy.sections.2.paragraphs.0")).toBe("fr.pages/privacy/sections/2/paragraphs/0");
  });

  it("reads one or several confirmed fields as a list, per language", () => {
    const submission = sent([
      ["intent", "confirm"],
      ["revision", "0"],
      [confirmName("en"), "pages.home.hero.title"],
      [confirmName("fr"), "pages.home.hero.title"],
      [confirmName("fr"), "pages.home.steps.2.text"],
    ]);
    if (submission.status !== "success" || submission.value.intent !== "confirm") throw new Error("not read");
    expect(sentConfirmed(submission.value)).toEqual({
      fr: ["pages.home.hero.title", "pages.home.steps.2.text"],
      en: ["pages.home.hero.title"],
    });
  });

  it("keeps the schedule's time as typed, for the action to read on Montréal's clock", () => {
    const submission = sent([
      ["intent", "schedule"],
      ["revision", "3"],
      ["publishAt", "2026-05-04T09:30"],
    ]);
    if (submission.status !== "success" || submission.value.intent !== "schedule") throw new Error("not read");
    expect(submission.value.publishAt).toBe("2026-05-04T09:30");
  });

  it("restores a version by its id, or the original", () => {
    const byId = sent([
      ["intent", "restore"],
      ["revision", "4"],
      ["from", "12"],
    ]);
    const original = sent([
      ["intent", "restore"],
      ["revision", "4"],
      ["from", "original"],
    ]);
    expect(byId.status === "success" && byId.value).toEqual({ intent: "restore", revision: 4, from: 12 });
    expect(original.status === "success" && original.value).toEqual({
      intent: "restore",
      revision: 4,
      from: "original",
    });
  });

  it("refuses what no form of ours sends: no revision, an unknown intent, a path the page lacks, a bad version", () => {
    expect(sent([["intent", "save"]]).status).toBe("error");
    expect(
      sent([
        ["intent", "erase"],
        ["revision", "1"],
      ]).status,
    ).toBe("error");
    expect(
      sent([
        ["intent", "save"],
        ["revision", "1"],
        [confirmName("fr"), "pages.home.nope"],
      ]).status,
    ).toBe("error");
    expect(
      sent([
        ["intent", "restore"],
        ["revision", "1"],
        ["from", "latest"],
      ]).status,
    ).toBe("error");
    expect(
      sent([
        ["intent", "restore"],
        ["revision", "1"],
        ["from", "-2"],
      ]).status,
    ).toBe("error");
    expect(
      sent([
        ["intent", "unschedule"],
        ["revision", "-1"],
      ]).status,
    ).toBe("error");
    expect(
      sent([
        ["intent", "publish"],
        ["revision", "x"],
      ]).status,
    ).toBe("error");
  });

  it("ignores a field the page does not have", () => {
    const submission = sent([
      ["intent", "save"],
      ["revision", "1"],
      ["fr.pages/home/other", "x"],
    ]);
    if (submission.status !== "success" || submission.value.intent !== "save") throw new Error("not read");
    expect(Object.keys(sentWords(fields, submission.value).fr)).toEqual(fields.map((field) => field.path));
  });
});
