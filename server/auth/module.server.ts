import { adminBase, adminPaths } from "#common/admin/paths.ts";
import { rateLimiterFor } from "#server/http/rate-limit.server.ts";
import { type Ground, type PostRoute, type ServerModule, smallFormBytes } from "#server/module.server.ts";
import { type AuthService, createAuthService } from "./auth.server";
import { type SessionCookie, sessionCookie } from "./cookie.server";
import { accountEmailHandlers } from "./emails.server";

/** The back office's longest form is a lead's note. */
const backOfficeBytes = 64 * 1024;

/**
 * The back office's forms: before sign-in a visitor's, and every other one a member's, read only
 * once a live session comes with it (the rooms with larger forms, such as the resource editor's
 * uploads, declare their own).
 */
export const backOfficePosts: PostRoute[] = [
  ...[adminPaths.signIn, adminPaths.signInCode, adminPaths.setup].map((path) => ({ path, limit: smallFormBytes })),
  { path: adminBase, limit: backOfficeBytes, session: "member" },
  { path: `${adminBase}/*`, limit: backOfficeBytes, session: "member" },
];

/** Members' accounts and sessions (server/auth/README.md): sign-in, two factors, invitations, their emails. */
export function authModule({ env, database, siteOrigin, audit, kick }: Ground): ServerModule & {
  auth: AuthService;
  cookie: SessionCookie;
} {
  const auth = createAuthService(database, {
    audit,
    ipLimiter: rateLimiterFor(database, { limit: env.SIGN_IN_ATTEMPTS_PER_IP, windowMs: 15 * 60_000 }),
    failureDelayMs: env.SIGN_IN_FAILURE_DELAY_MS,
    accountEmails: { onQueued: kick },
  });
  return {
    name: "auth",
    auth,
    cookie: sessionCookie({ https: env.SITE_URL.startsWith("https:") }),
    emails: accountEmailHandlers(database, { siteOrigin }),
    posts: backOfficePosts,
  };
}
