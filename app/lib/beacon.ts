/**
 * The page-view beacon (decision 010): once the page is idle, one small same-origin POST with the
 * page's path, the referrer on the first view only, and the campaign's UTM tags. No cookie, no
 * storage, nothing about the device: the server reads what it needs from the request.
 */
export type BeaconPayload = {
  /** The page's path. */
  p: string;
  /** 1 when the page is the "not found" page. */
  n?: 1;
  /** document.referrer, on the first view of a page load. */
  r?: string;
  /** utm_source, utm_medium, utm_campaign. */
  s?: string;
  m?: string;
  c?: string;
};

export const beaconPath = "/api/event";

let firstView = true;

export function sendPageView(notFound: boolean): void {
  const query = new URLSearchParams(location.search);
  const payload: BeaconPayload = { p: location.pathname };
  if (notFound) payload.n = 1;
  // Later views are moves inside the site: the referrer would still name the first page's.
  if (firstView && document.referrer) payload.r = document.referrer;
  firstView = false;
  const tags = { s: "utm_source", m: "utm_medium", c: "utm_campaign" } as const;
  for (const [key, name] of Object.entries(tags)) {
    const value = query.get(name);
    if (value) payload[key as keyof typeof tags] = value;
  }
  const send = () => navigator.sendBeacon?.(beaconPath, JSON.stringify(payload));
  // Never in the way of a paint or an input: after the browser says it is idle (Safari: a moment later).
  if ("requestIdleCallback" in window) requestIdleCallback(send, { timeout: 5000 });
  else setTimeout(send, 1000);
}
