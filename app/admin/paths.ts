/**
 * The back office's addresses, for the public root too (which must not draw the public header and
 * footer there): a few bytes, no back-office code.
 */
export const adminBase = "/admin";
export const adminLayoutId = "admin";

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

export function isAdminPath(pathname: string): boolean {
  return pathname === adminBase || pathname.startsWith(`${adminBase}/`);
}

/** The one-time link a new or reset account is set up with. */
export function setupLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}${adminPaths.setup}?token=${token}`;
}
