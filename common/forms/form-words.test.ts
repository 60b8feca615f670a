import { describe, expect, it } from "vitest";
import { newsletterText } from "#common/content/newsletter.ts";
import { type FormWords, wordsJson } from "./form-words";

describe("a form's words, as the page carries them", () => {
  const words: FormWords = {
    kind: "signup",
    errors: newsletterText.fr.errors,
    summary: "</script><script>alert(1)</script>",
    labels: { email: "Courriel" },
    focus: "summary",
    refusedTitle: "Erreur\u00a0: ",
  };

  it("can never close the script element that holds them", () => {
    expect(wordsJson(words)).not.toContain("</");
    expect(wordsJson(words)).not.toContain("<");
  });

  it("reads back as the same words", () => {
    expect(JSON.parse(wordsJson(words))).toEqual(words);
  });
});
