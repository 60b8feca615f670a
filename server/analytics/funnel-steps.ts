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
