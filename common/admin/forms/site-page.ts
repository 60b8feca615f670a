import { z } from "zod/mini";
import { languages } from "#common/site/pages.ts";
import type { Field, PageWords, PathsByLang } from "#common/site-pages/fields.ts";
import { key, revision, text } from "./fields";
import { sentPath } from "./site-page-names";

/** The editor's intents that send the page's words. */
export const wordsIntents = ["save", "confirm", "publish", "schedule", "unschedule"] as const;

/**
 * The site page editor's form (/admin/site-pages/:key), made from the page's fields (decision 108):
 * every button but the history's sends the words as typed (each saves them first if they changed),
 * the revision the form was made from (decision 047), the fields to review confirmed, and the
 * schedule's time. The controls' names are site-page-names.ts's. Whether the words make a
 * page (budgets, markup, a basis emptied, a field empty at publication) is the rules' to say
 * (common/site-pages/rules.ts), field by field, on save: the schema only reads them, so nothing
 * typed is refused here. Restoring a version is a form of its own, from the history.
 */
export function sitePageForm(fields: readonly Field[]) {
  const paths = fields.map((field) => field.path);
  const shape = Object.fromEntries(fields.map((field) => [sentPath(field.path), text()]));
  const words = z.optional(z.object(shape));
  // A box ticked once arrives as one value, several as a list; a path the page does not have is not ours.
  const path = z.enum(paths as [string, ...string[]]);
  const ticked = z._default(
    z.union([
      z.array(path),
      z.pipe(
        path,
        z.transform((one) => [one]),
      ),
    ]),
    [],
  );
  return z.discriminatedUnion("intent", [
    z.object({
      intent: z.enum(wordsIntents),
      revision: revision(),
      fr: words,
      en: words,
      confirm: z.optional(z.object({ fr: ticked, en: ticked })),
      publishAt: text(),
    }),
    z.object({
      intent: z.literal("restore"),
      revision: revision(),
      from: z.union([z.literal("original"), key().check(z.positive())]),
    }),
  ]);
}

export type SitePageSent = z.output<ReturnType<typeof sitePageForm>>;
type WordsSent = Extract<SitePageSent, { intent: (typeof wordsIntents)[number] }>;

/** The words as sent, by their paths again: every field of the page, "" for one left empty. */
export function sentWords(fields: readonly Field[], sent: WordsSent): PageWords {
  const words: PageWords = { fr: {}, en: {} };
  for (const lang of languages) {
    const typed: Record<string, string | undefined> = sent[lang] ?? {};
    for (const { path } of fields) words[lang][path] = typed[sentPath(path)] ?? "";
  }
  return words;
}

/** The fields to review that the editor confirmed as they are. */
export function sentConfirmed(sent: WordsSent): PathsByLang {
  return { fr: sent.confirm?.fr ?? [], en: sent.confirm?.en ?? [] };
}
