import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { audienceText } from "../admin/content/audience";
import { adminDictionaries } from "../admin/content/dictionary.server";
import { newsletterIssuesText } from "../admin/content/newsletter-issues";
import { dictionaries } from "../content/dictionary.server";
import { errorText } from "../content/errors";
import { newsletterText } from "../content/newsletter";
import { newsletterIssueText } from "../content/newsletter-issue";
import { htmlLang, languages } from "./pages";

/** Every string of a dictionary with where it sits, so a broken message names itself. */
function allStrings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => allStrings(inner, `${path}.${key}`));
  }
  return [];
}

describe.each(languages)("every %s message", (lang) => {
  const strings = allStrings(
    {
      site: dictionaries[lang],
      admin: adminDictionaries[lang],
      newsletter: newsletterText[lang],
      newsletterIssue: newsletterIssueText[lang],
      newsletterIssues: newsletterIssuesText[lang],
      audience: audienceText[lang],
      errors: errorText[lang],
    },
    lang,
  );

  it("compiles as ICU MessageFormat", () => {
    const broken = strings.flatMap(([path, text]) => {
      try {
        new IntlMessageFormat(text, htmlLang[lang]);
        return [];
      } catch (error) {
        return [`${path}: ${(error as Error).message}`];
      }
    });
    expect(broken).toEqual([]);
  });

  it("says its words as written where it takes no values: no apostrophe quotes them away", () => {
    const changed = strings.flatMap(([path, text]) => {
      try {
        const format = new IntlMessageFormat(text, htmlLang[lang]);
        if (format.getAst().some((element) => element.type !== 0)) return [];
        return format.format() === text ? [] : [`${path}: ${text}`];
      } catch {
        return [];
      }
    });
    expect(changed).toEqual([]);
  });
});
