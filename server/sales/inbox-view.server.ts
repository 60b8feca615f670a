import { siteDay } from "#common/site/day.ts";
import { type FilterFields, filterQuery, type LeadFilter, parseLeadFilter } from "#server/leads/inbox-filter.server.ts";

/** The inbox's views: each a plain link; a member starts from their own leads. */
export const inboxViews = ["mine", "due", "unassigned", "all"] as const;
export type InboxView = (typeof inboxViews)[number];

export type ParsedView = {
  view: InboxView;
  filter: LeadFilter;
  fields: FilterFields;
  /** The view and filters as a query string ("" or "?…"), for links that stay in the view. */
  query: string;
};

/**
 * Reads the view and the filters of an inbox address (the list's, or a lead's opened from it).
 * "due": the member's leads whose next step is today or earlier on the team's calendar.
 */
export function parseInboxView(params: URLSearchParams, memberId: number, now: Date): ParsedView | undefined {
  const parsed = parseLeadFilter(params);
  const view = inboxViews.find((each) => each === (params.get("view") || "mine"));
  if (!parsed.ok || !view) return undefined;
  const scope: LeadFilter =
    view === "mine"
      ? { owner: memberId }
      : view === "due"
        ? { owner: memberId, dueBy: siteDay(now) }
        : view === "unassigned"
          ? { owner: null }
          : {};
  return {
    view,
    filter: { ...parsed.filter, ...scope },
    fields: parsed.fields,
    query: filterQuery(parsed.fields, view === "mine" ? {} : { view }),
  };
}

/** A view's own address, without filters. */
export function viewQuery(view: InboxView): string {
  return view === "mine" ? "" : `?view=${view}`;
}
