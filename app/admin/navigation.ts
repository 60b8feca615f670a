import type { Role } from "../../server/db/db.server";
import type { AdminDictionary } from "./content/types";
import { adminPaths } from "./paths";

type NavKey = keyof AdminDictionary["chrome"]["nav"];

/**
 * The back office's menu, in order. A new section adds one line here (its label goes in
 * `chrome.nav` of both dictionaries); `role` is the least role that sees it.
 */
export const adminNav: { key: NavKey; path: string; role: Role }[] = [
  { key: "home", path: adminPaths.home, role: "staff" },
  { key: "leads", path: adminPaths.leads, role: "staff" },
  { key: "meetings", path: adminPaths.meetings, role: "staff" },
  { key: "availability", path: adminPaths.availability, role: "staff" },
  { key: "meetingTypes", path: adminPaths.meetingTypes, role: "admin" },
  { key: "analytics", path: adminPaths.analytics, role: "staff" },
  { key: "privacy", path: adminPaths.privacy, role: "admin" },
  { key: "users", path: adminPaths.users, role: "admin" },
  { key: "audit", path: adminPaths.audit, role: "admin" },
  { key: "account", path: adminPaths.account, role: "staff" },
];

/** Whether a role may do what `least` allows: admin may do everything staff may. */
export function roleAllows(role: Role, least: Role): boolean {
  return least === "staff" || role === "admin";
}
