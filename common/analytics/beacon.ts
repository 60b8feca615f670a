/**
 * The page-view beacon (decisions 010 and 029): once the page is idle, one small same-origin POST
 * with the page's path, the referrer on the first view only, and the campaign's UTM tags. A few
 * interactions are counted too, from listeners on the document, after they happen: a link out (its
 * host), a download (its path), the first use of a form. No cookie, no storage, nothing about the
 * device: the server reads what it needs from the request.
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
  /** An interaction instead of a view: a link out ("o", `t` its host), a download ("d", `t` its path), a form started ("f"). */
  e?: "o" | "d" | "f";
  t?: string;
};

export const beaconPath = "/api/event";

const send = (payload: BeaconPayload) => navigator.sendBeacon?.(beaconPath, JSON.stringify(payload));

let firstView = true;

export function sendPageView(notFound: boolean): void {
  watchInteractions();
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
  // Never in the way of a paint or an input: after the browser says it is idle (Safari: a moment later).
  if ("requestIdleCallback" in window) requestIdleCallback(() => send(payload), { timeout: 5000 });
  else setTimeout(() => send(payload), 1000);
}

let watching = false;
const formsStarted = new WeakSet<HTMLFormElement>();

/** One pair of listeners on the document for the whole visit: no work per link or per form. */
function watchInteractions(): void {
  if (watching) return;
  watching = true;
  const options = { capture: true, passive: true };
  document.addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element).closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link) return;
      const url = new URL(link.href);
      const p = location.pathname;
      if (url.host !== location.host) {
        if (url.protocol.startsWith("http")) send({ p, e: "o", t: url.hostname });
      } else if (link.hasAttribute("download") || /\.(pdf|docx?|xlsx?|pptx?|zip|csv)$/i.test(url.pathname)) {
        send({ p, e: "d", t: url.pathname });
      }
    },
    options,
  );
  document.addEventListener(
    "focusin",
    (event) => {
      const form = (event.target as Element).closest?.("form");
      if (!form || formsStarted.has(form)) return;
      formsStarted.add(form);
      send({ p: location.pathname, e: "f" });
    },
    options,
  );
}
