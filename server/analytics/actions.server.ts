import type { BeaconPayload } from "#common/analytics/beacon.ts";
import type { ActionKind } from "#common/analytics/funnel-steps.ts";
import { type Lang, langOfPath, type PageId } from "#common/site/pages.ts";
import { countedPageAt } from "#common/site/resource-paths.ts";
import { otherValue } from "./event.server";

/**
 * What the beacon counts besides views (decision 029): a link out by host, a download by file, a
 * missing address by path, a form started (contact or booking, by the page it is on).
 */

export type ReducedAction = { kind: ActionKind; target: string; page: string; lang: Lang };

/** The forms whose start is counted, by the page they are on; a sent one is a conversion of that kind. */
export const trackedForms = { contact: "lead", booking: "booking" } as const satisfies Partial<
  Record<PageId, "lead" | "booking">
>;
export type TrackedForm = keyof typeof trackedForms;

export const maxTargetLength = 100;

/**
 * A same-site path as it may be kept: query and fragment removed, cut to 100 characters; none when
 * a part of it looks like an email address or a token (a reset link, a session, a signed URL).
 */
export function keptPath(path: string): string | null {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    return null;
  }
  if (!decoded.startsWith("/") || decoded.startsWith("//")) return null;
  if (decoded.includes("@") || /\p{Cc}/u.test(decoded)) return null;
  if (decoded.split("/").some(looksLikeToken)) return null;
  return decoded.slice(0, maxTargetLength);
}

/** A long run of letters and digits mixed, hex of 16 or more, or a UUID: a secret more likely than a word. */
function looksLikeToken(segment: string): boolean {
  if (/^[0-9a-f-]{16,}$/i.test(segment) && /\d/.test(segment)) return true;
  if (segment.length < 20 || !/^[\w.~=-]+$/.test(segment)) return false;
  return /\d/.test(segment) && /[a-z]/i.test(segment) && !/^[a-z-]+\d{0,4}$/i.test(segment);
}

/** A host name as it may be kept: lower case, without "www.", only the characters a host has. */
function keptHost(host: string): string | null {
  const name = host.toLowerCase().replace(/^www\./, "");
  return /^[a-z0-9.-]{1,100}$/.test(name) && name.includes(".") ? name : null;
}

/**
 * The interaction a payload reports, or the missing address a "not found" view stands for;
 * undefined when there is none to keep (an unknown page, a target that is refused).
 */
export function reduceAction(payload: BeaconPayload, siteHost: string): ReducedAction | undefined {
  const found = countedPageAt(payload.p);
  const lang = found?.lang ?? langOfPath(payload.p);
  if (!payload.e) {
    const target = payload.n ? keptPath(payload.p) : null;
    return target ? { kind: "missing", target, page: "404", lang } : undefined;
  }
  if (!found) return undefined;
  const page = found.page.id;
  const target =
    payload.e === "o"
      ? keptHost(payload.t ?? "")
      : payload.e === "d"
        ? keptPath(payload.t ?? "")
        : page in trackedForms
          ? page
          : null;
  if (!target || (payload.e === "o" && target === keptHost(siteHost))) return undefined;
  const kind = ({ o: "outbound", d: "download", f: "form" } as const)[payload.e];
  return { kind, target, page, lang };
}

/**
 * At most `limit` distinct targets of each kind per day (per instance): made-up addresses are
 * counted under "(other)" instead of growing the tables.
 */
export function targetCap(limit: number) {
  let day = "";
  let seen = new Map<ActionKind, Set<string>>();
  return (action: ReducedAction, today: string): ReducedAction => {
    if (day !== today) {
      day = today;
      seen = new Map();
    }
    const targets = seen.get(action.kind) ?? new Set<string>();
    seen.set(action.kind, targets);
    if (targets.has(action.target)) return action;
    if (targets.size >= limit) return { ...action, target: otherValue };
    targets.add(action.target);
    return action;
  };
}
