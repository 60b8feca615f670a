import type { AdminDictionary } from "./content/types";
import { adminPaths } from "./paths";
import type { Role } from "./roles";

type NavKey = keyof AdminDictionary["chrome"]["nav"];

/** Who may open a page: a role, or "member" for any signed-in account (home, account). */
export type Access = Role | "member";

/**
 * The back office's menu, in order. A new section adds one line here (its label goes in
 * `chrome.nav` of both dictionaries); `role` is the least role that sees it.
 */
export const adminNav: { key: NavKey; path: string; role: Access }[] = [
  { key: "home", path: adminPaths.home, role: "member" },
  { key: "leads", path: adminPaths.leads, role: "staff" },
  { key: "meetings", path: adminPaths.meetings, role: "staff" },
  { key: "availability", path: adminPaths.availability, role: "staff" },
  { key: "meetingTypes", path: adminPaths.meetingTypes, role: "admin" },
  { key: "analytics", path: adminPaths.analytics, role: "staff" },
  { key: "audience", path: adminPaths.audience, role: "admin" },
  { key: "resources", path: adminPaths.resources, role: "editor" },
  { key: "sitePages", path: adminPaths.sitePages, role: "editor" },
  { key: "newsletter", path: adminPaths.newsletter, role: "editor" },
  { key: "privacy", path: adminPaths.privacy, role: "admin" },
  { key: "users", path: adminPaths.users, role: "admin" },
  { key: "audit", path: adminPaths.audit, role: "admin" },
  { key: "outbox", path: adminPaths.outbox, role: "admin" },
  { key: "status", path: adminPaths.status, role: "admin" },
  { key: "account", path: adminPaths.account, role: "member" },
];

/**
 * Whether a role may open what `least` allows: admin everything; staff the leads' side; editor the
 * resources only (decision 033); every account its home and its own settings.
 */
export function roleAllows(role: Role, least: Access): boolean {
  return least === "member" || role === "admin" || role === least;
}
