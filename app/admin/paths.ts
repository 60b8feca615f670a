import { adminBase } from "../site/pages";

export { adminBase, adminLayoutId, isAdminPath } from "../site/pages";

/** The back office's addresses. */

export const adminPaths = {
  home: adminBase,
  signIn: `${adminBase}/sign-in`,
  signInCode: `${adminBase}/sign-in/code`,
  signOut: `${adminBase}/sign-out`,
  setup: `${adminBase}/setup`,
  account: `${adminBase}/account`,
  users: `${adminBase}/users`,
  audit: `${adminBase}/audit`,
} as const;

/** The one-time link a new or reset account is set up with. */
export function setupLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}${adminPaths.setup}?token=${token}`;
}
