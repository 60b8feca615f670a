/** What a resource is; the public index filters on it and the menu's entries link to it (decision 033). */
export const resourceKinds = ["guide", "webinar", "case-study", "article"] as const;
export type ResourceKind = (typeof resourceKinds)[number];

export function isResourceKind(value: unknown): value is ResourceKind {
  return resourceKinds.includes(value as ResourceKind);
}

/** draft: only in the back office; scheduled: public from `publish_at`; published: public. */
export type ResourceStatus = "draft" | "scheduled" | "published";

/**
 * The editor's fields a refused form can name, in the page's order: the item's, then the schedule's
 * time (issue 46, item 6). The dictionaries have a message for each.
 */
export const resourceFormFields = [
  "kind",
  "lang",
  "title",
  "slug",
  "summary",
  "body",
  "author",
  "startsLocal",
  "timeZone",
  "lengthMinutes",
  "joinUrl",
  "replayUrl",
  "publishAt",
] as const;
export type ResourceFormField = (typeof resourceFormFields)[number];
