/**
 * What a funnel step can be (decision 029), shared by the server and the back office's funnel form:
 * a page pattern, or one of these events.
 */
export const actionKinds = ["outbound", "download", "missing", "form"] as const;
export type ActionKind = (typeof actionKinds)[number];

export const funnelEvents = [...actionKinds, "lead", "booking"] as const;
export type FunnelEvent = (typeof funnelEvents)[number];
export type FunnelStep = { page: string } | { event: FunnelEvent };

export const maxFunnelSteps = 5;
/** The funnel form's rows, numbered from 1. */
export const funnelRows = Array.from({ length: maxFunnelSteps }, (_, index) => index + 1);

/**
 * The most `*` a page pattern may hold (issue 44): a handful covers any real path, and the matcher's
 * work grows with each. Funnels saved before this cap keep working; only new ones are held to it.
 */
export const maxPatternStars = 5;

/** Whether `path` matches `pattern`, where `*` stands for any run of characters, none included. */
export function globMatches(pattern: string, path: string): boolean {
  // The classic wildcard match: greedy, with one star to come back to. A later star makes the earlier
  // one's choice final, so the work is at most pattern × path, where a regex of `.*` runs backtracks
  // through every way of splitting the path between them (11 stars held the server 2.5 s).
  let p = 0;
  let s = 0;
  let star = -1;
  let resume = 0;
  while (s < path.length) {
    if (pattern[p] === "*") {
      star = p++;
      resume = s;
    } else if (p < pattern.length && pattern[p] === path[s]) {
      p++;
      s++;
    } else if (star >= 0) {
      p = star + 1;
      s = ++resume;
    } else return false;
  }
  while (pattern[p] === "*") p++;
  return p === pattern.length;
}
