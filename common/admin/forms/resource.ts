import { z } from "zod/mini";
import { key, text, ticked } from "./fields";

/**
 * The resource editor's fields as typed (/admin/resources/:id): whether they make a resource is the
 * resources' rule (server/resources/input.server.ts), which names every field in error at once.
 */
export const resourceFields = {
  kind: text(),
  lang: text(),
  slug: text(),
  title: text(),
  summary: text(),
  body: text(),
  author: text(),
  startsLocal: text(),
  timeZone: text(),
  lengthMinutes: text(),
  replayUrl: text(),
  joinUrl: text(),
  gated: ticked(),
  illustrative: ticked(),
};

/** The editor's fields, read. */
export type ResourceTyped = z.output<z.ZodMiniObject<typeof resourceFields>>;

/**
 * The editor's form, which every one of its buttons sends whole (issue 52, item 10): a preview, a
 * save, a publication, an upload (its file, and an image's description); with the version the text
 * was started from (decision 047), the schedule's time, and the item a new one translates. Restoring
 * a version is a form of its own, from the history.
 */
export const resourceForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.enum(["preview", "save", "publish", "schedule", "unpublish", "pdf", "image"]),
    ...resourceFields,
    basedOn: z.optional(z.int().check(z.minimum(0))),
    publishAt: text(),
    pairOf: z.optional(key()),
    pdf: z.optional(z.file()),
    image: z.optional(z.file()),
    alt: text(),
  }),
  z.object({ intent: z.literal("restore"), version: key() }),
]);
