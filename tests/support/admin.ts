/**
 * Back-office test helpers, shared by every spec that needs a signed-in user: accounts made
 * directly through the auth store (a known password, and a TOTP secret when asked), a TOTP code
 * computed from it, and a sign-in over HTTP for a Playwright request or browser context.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { setupLink } from "#common/admin/paths.ts";
import type { Lang } from "#common/site/pages.ts";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { createAuthService } from "#server/auth/auth.server.ts";
import { hashPassword } from "#server/auth/passwords.server.ts";
import { createAuthStore } from "#server/auth/store.server.ts";
import { newTotpSecret } from "#server/auth/totp.server.ts";
import type { Role } from "#server/db/db.server.ts";
import { openDatabase } from "#server/db/db.server.ts";

export const testPassword = "a long test passphrase 4 admins";

export type TestUser = { id: number; email: string; password: string; role: Role; totpSecret?: string };

let counter = 0;

/** A ready account (setup done), unique email unless given; with `totp`, enrolled with a known secret. */
export async function createAdminUser(
  databaseUrl: string,
  {
    role = "admin",
    totp = false,
    email,
    lang = "fr",
  }: { role?: Role; totp?: boolean; email?: string; lang?: Lang } = {},
): Promise<TestUser> {
  const app = await openDatabase(databaseUrl);
  try {
    const store = createAuthStore(app);
    counter += 1;
    const address = email ?? `${role}-${process.pid}-${Date.now()}-${counter}@example.com`;
    const user = await store.insertUser(address, role, new Date().toISOString());
    const totpSecret = totp ? newTotpSecret() : undefined;
    await store.updateUser(user.id, {
      passwordHash: await hashPassword(testPassword),
      totpSecret: totpSecret ?? null,
      lang,
    });
    return { id: user.id, email: address, password: testPassword, role, totpSecret };
  } finally {
    await app.close();
  }
}

/** A new account waiting for setup, as `npm run users -- add` makes it: its one-time link. */
export async function createSetupLink(
  databaseUrl: string,
  baseUrl: string,
  email: string,
  role: Role,
): Promise<string> {
  const app = await openDatabase(databaseUrl);
  try {
    const auth = createAuthService(app, {
      audit: createAuditLog(app),
      ipLimiter: { consume: async () => true },
      failureDelayMs: 0,
    });
    return setupLink(baseUrl, (await auth.createUser(email, role, null)).setupToken);
  } finally {
    await app.close();
  }
}

/** Makes a signed-in member's proof of identity older than 10 minutes, as time would. */
export async function ageReauthentication(databaseUrl: string, userId: number): Promise<void> {
  const app = await openDatabase(databaseUrl);
  try {
    const old = new Date(Date.now() - 11 * 60_000).toISOString();
    await app.db.updateTable("sessions").set({ reauthenticated_at: old }).where("user_id", "=", userId).execute();
  } finally {
    await app.close();
  }
}

/** The code an authenticator shows now (or at `at`, in ms) for a secret. */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
}

/**
 * Signs in over HTTP, as the sign-in form would; the context keeps the session cookie. A TOTP code
 * is accepted once, so a TOTP user signs in once per 30 s step: make one user per signed-in context.
 */
export async function signIn(
  request: APIRequestContext,
  user: TestUser,
  baseUrl = "",
  /** The site as its proxy would name it (Origin and Host): for a server beside the build's own address. */
  sentFrom?: string,
): Promise<void> {
  const origin = baseUrl || new URL((await request.get("/healthz")).url()).origin;
  const first = await request.post(`${origin}/admin/sign-in`, {
    headers: sentFrom ? { origin: sentFrom, host: new URL(sentFrom).host } : { origin },
    form: { email: user.email, password: user.password, next: "/admin" },
    maxRedirects: 0,
  });
  if (first.status() !== 302) throw new Error(`sign-in answered ${first.status()}`);
  if (!user.totpSecret) return;
  const second = await request.post(`${origin}/admin/sign-in/code`, {
    headers: { origin },
    form: { code: totpCode(user.totpSecret), next: "/admin" },
    maxRedirects: 0,
  });
  if (second.headers().location !== "/admin") throw new Error(`TOTP step answered ${second.status()}`);
}

/**
 * Signs a page in to a server that is not at the address the build was made for (`site`): the back
 * office takes a POST only from the site's origin, so the page's back-office POSTs name the site as
 * the proxy in front of it would (Host and Origin).
 */
export async function signInAsFromSite(page: Page, user: TestUser, serverUrl: string, site: string): Promise<void> {
  const origin = new URL(site).origin;
  // Chromium keeps its own Origin on a request it continues: Playwright sends the POST instead.
  // On the context, so a second tab the test opens posts as the site too.
  await page.context().route(`${serverUrl}/admin/**`, async (route) => {
    if (route.request().method() !== "POST") return route.continue();
    const headers = { ...route.request().headers(), origin, host: new URL(origin).host };
    await route.fulfill({ response: await route.fetch({ headers, maxRedirects: 0 }) });
  });
  await signIn(page.context().request, user, serverUrl, origin);
}

/** A signed-in session over plain fetch: its Cookie header, and its CSRF token for POST forms. */
export type AdminSession = { cookie: string; csrf: string };

const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

/** Posts a back-office form as a browser on this site would (Origin set, no redirect followed). */
export function postForm(
  baseUrl: string,
  path: string,
  form: Record<string, string>,
  { cookie = "", origin = baseUrl }: { cookie?: string; origin?: string | null } = {},
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie, ...(origin ? { origin } : {}) },
    body: new URLSearchParams(form),
  });
}

/** Signs in over fetch (password, then TOTP when enrolled) and reads the session's CSRF token. */
export async function signInSession(baseUrl: string, user: TestUser): Promise<AdminSession> {
  const first = await postForm(baseUrl, "/admin/sign-in", {
    email: user.email,
    password: user.password,
    next: "/admin",
  });
  let cookie = cookieOf(first);
  if (user.totpSecret) {
    const second = await postForm(
      baseUrl,
      "/admin/sign-in/code",
      { code: totpCode(user.totpSecret), next: "/admin" },
      { cookie },
    );
    cookie = cookieOf(second);
  }
  const page = await (await fetch(`${baseUrl}/admin/account`, { headers: { cookie }, redirect: "manual" })).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1];
  if (!csrf) throw new Error(`sign-in of ${user.email} failed`);
  return { cookie, csrf };
}
