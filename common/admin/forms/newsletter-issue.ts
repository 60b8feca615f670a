import { z } from "zod/mini";
import { only, secret, text } from "./fields";

/** The composer's fields as typed; whether they make an issue is the newsletter's rule (issue-input.server.ts). */
const issueFields = {
  lang: text(),
  subject: text(),
  preview: text(),
  // As typed: its line breaks and spaces are the text's.
  body: secret(),
  resources: z.array(text()),
  translation: text(),
  scheduleAt: text(),
};

/** The composer's fields, read. */
export type IssueTyped = z.output<z.ZodMiniObject<typeof issueFields>>;

/**
 * A newsletter issue's page (/admin/newsletter/:id). The composer's buttons each send the form as on
 * screen, saved before it acts (issue 52, item 10); a page that shows the issue read-only sends its
 * buttons alone (a test, which the composer sends too), and the confirmations theirs: sending (`at`,
 * empty for now), cancelling a schedule, reviewing a stop, stopping.
 */
export const newsletterIssueForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.enum(["save", "preview-html", "preview-text", "test", "review-now", "review-later"]),
    ...issueFields,
  }),
  z.object({ intent: z.literal("send"), at: text() }),
  only("cancel"),
  only("review-stop"),
  only("stop"),
]);
