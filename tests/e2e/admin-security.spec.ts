import { expect, test } from "@playwright/test";
import { openDatabase } from "#server/db/db.server.ts";
import { createAdminUser, postForm, signInSession, type TestUser, totpCode } from "#tests/support/admin.ts";
import { serverEnv } from "../../playwright.config";
import { startServer, tempDatabase } from "./server-process";

/** The back office's defences, through HTTP against the real server. */
const base = serverEnv.SITE_URL;
const db = serverEnv.DATABASE_URL;

const pages = ["/admin", "/admin/account", "/admin/users", "/admin/audit", "/admin/nope"];
const actions: [string, Record<string, string>][] = [
  ["/admin/sign-out", {}],
  ["/admin/account", { intent: "signOutEverywhere" }],
  ["/admin/users", { intent: "add", email: "new@example.com", role: "admin" }],
];

const get = (path: string, cookie = "") => fetch(`${base}${path}`, { headers: { cookie }, redirect: "manual" });
const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

async function userCount(email: string): Promise<number> {
  const app = await openDatabase(db);
  try {
    const rows = await app.db.selectFrom("users").select("id").where("email", "=", email).execute();
    return rows.length;
  } finally {
    await app.close();
  }
}

test("every back-office page sends a visitor to sign-in, and every action refuses them", async () => {
  for (const path of pages.slice(0, 4)) {
    const response = await get(path);
    expect(response.status, path).toBe(302);
    expect(response.headers.get("location"), path).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
    expect(response.headers.get("cache-control"), path).toBe("no-store");
  }
  for (const [path, form] of actions) {
    expect((await postForm(base, path, form)).status, path).toBe(401);
  }
  // With JavaScript, data comes through `.data` requests: no user's address leaks there either.
  const admin = await createAdminUser(db);
  const data = await get("/admin/users.data");
  expect(await data.text()).not.toContain(admin.email);
});

test("back-office pages are never cached or indexed, carry the enforced CSP, and stay out of the sitemap", async () => {
  const response = await get("/admin/sign-in");
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'self' [^;]*'nonce-/);
  expect(csp).toContain("style-src-attr 'none'");
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(html).not.toMatch(/\sstyle="/);
  expect(await (await fetch(`${base}/sitemap.xml`)).text()).not.toContain("/admin");
  expect((await get("/admin/nope")).status).toBe(404);
});

test("staff get 403 on admin pages and actions, and cannot reach another account by its id", async () => {
  const staff = await createAdminUser(db, { role: "staff" });
  const admin = await createAdminUser(db, { role: "admin" });
  const session = await signInSession(base, staff);
  expect((await get("/admin", session.cookie)).status).toBe(200);
  for (const path of ["/admin/users", "/admin/audit"]) {
    expect((await get(path, session.cookie)).status, path).toBe(403);
  }
  for (const intent of ["disable", "reset"]) {
    const response = await postForm(
      base,
      "/admin/users",
      { csrf: session.csrf, intent, id: String(admin.id) },
      session,
    );
    expect(response.status, intent).toBe(403);
  }
  const added = await postForm(
    base,
    "/admin/users",
    { csrf: session.csrf, intent: "add", email: "x-staff@example.com", role: "admin" },
    session,
  );
  expect(added.status).toBe(403);
  expect(await userCount("x-staff@example.com")).toBe(0);
  // The admin was neither disabled nor reset: they still sign in.
  await signInSession(base, admin);
});

test("a POST from another origin, without an Origin, or without the session's token is refused", async () => {
  const admin = await createAdminUser(db);
  const session = await signInSession(base, admin);
  const form = (email: string, csrf = session.csrf) => ({ csrf, intent: "add", email, role: "staff" });
  const foreign = await postForm(base, "/admin/users", form("x-foreign@example.com"), {
    ...session,
    origin: "http://evil.example",
  });
  expect(foreign.status).toBe(403);
  const noOrigin = await postForm(base, "/admin/users", form("x-none@example.com"), { ...session, origin: null });
  expect(noOrigin.status).toBe(403);
  const noToken = await postForm(base, "/admin/users", form("x-token@example.com", "forged"), session);
  expect(noToken.status).toBe(403);
  const ok = await postForm(base, "/admin/users", form("x-ok@example.com"), session);
  expect(ok.status).toBe(200);
  expect(await ok.text()).toMatch(/\/admin\/setup\?token=[\w-]{43}/);
  expect([
    await userCount("x-foreign@example.com"),
    await userCount("x-none@example.com"),
    await userCount("x-token@example.com"),
  ]).toEqual([0, 0, 0]);
  expect(await userCount("x-ok@example.com")).toBe(1);
});

test("a session cookie set before sign-in is never adopted, and each sign-in gets a new id with safe flags", async () => {
  const staff = await createAdminUser(db, { role: "staff" });
  const planted = "sobrita_session=chosen-by-an-attacker";
  const response = await postForm(
    base,
    "/admin/sign-in",
    { email: staff.email, password: staff.password, next: "/admin" },
    { cookie: planted },
  );
  expect(response.status).toBe(302);
  const setCookie = response.headers.get("set-cookie") ?? "";
  expect(setCookie).toMatch(/^sobrita_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
  expect(cookieOf(response)).not.toBe(planted);
  expect((await get("/admin", planted)).status).toBe(302);
  const again = await postForm(base, "/admin/sign-in", {
    email: staff.email,
    password: staff.password,
    next: "/admin",
  });
  expect(cookieOf(again)).not.toBe(cookieOf(response));
  expect((await get("/admin", cookieOf(response))).status).toBe(200);
});

test("after sign-out, the old cookie is dead on the server; sign out everywhere ends every session", async () => {
  const staff = await createAdminUser(db, { role: "staff" });
  const one = await signInSession(base, staff);
  const two = await signInSession(base, staff);
  const out = await postForm(base, "/admin/sign-out", { csrf: one.csrf }, one);
  expect(out.headers.get("location")).toBe("/admin/sign-in?done=signedOut");
  expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
  expect((await get("/admin", one.cookie)).status).toBe(302);
  expect((await get("/admin", two.cookie)).status).toBe(200);
  const three = await signInSession(base, staff);
  await postForm(base, "/admin/account", { csrf: three.csrf, intent: "signOutEverywhere" }, three);
  expect((await get("/admin", two.cookie)).status).toBe(302);
  expect((await get("/admin", three.cookie)).status).toBe(302);
});

test("five failures lock an account from that address only: the owner signs in from another at once", async () => {
  // Behind a proxy, so one test can speak from two client addresses.
  const database = tempDatabase();
  const server = await startServer(0, { DATABASE_URL: database, TRUST_PROXY: "127.0.0.1" });
  try {
    const staff = await createAdminUser(database, { role: "staff" });
    const attempt = (email: string, password: string, from: string) =>
      fetch(`${server.url}/admin/sign-in`, {
        method: "POST",
        redirect: "manual",
        // As the proxy would: the client's address, and the site's own host.
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: base,
          "x-forwarded-for": from,
          "x-forwarded-host": new URL(base).host,
        },
        body: new URLSearchParams({ email, password, next: "/admin" }),
      });
    const message = async (response: Response) => /role="alert"[^>]*>([^<]+)</.exec(await response.text())?.[1];
    const stranger = "203.0.113.66";
    const unknown = await attempt("nobody-here@example.com", "whatever whatever", stranger);
    expect(unknown.status).toBe(401);
    const expected = await message(unknown);
    for (let i = 0; i < 4; i += 1) {
      const wrong = await attempt(staff.email, "not the right password", stranger);
      expect(wrong.status).toBe(401);
      expect(await message(wrong)).toBe(expected);
    }
    // The fifth locks the account from the stranger's address, and the page says until when...
    const fifth = await attempt(staff.email, "not the right password", stranger);
    const lockedMessage = await message(fifth);
    expect(lockedMessage).toMatch(/Il est verrouillé jusqu’à .+\.$/);
    const locked = await attempt(staff.email, staff.password, stranger);
    expect(locked.status).toBe(401);
    expect(await message(locked)).toBe(lockedMessage);
    // ...as it would for an address with no account: the lock tells nothing about who has one.
    for (let i = 0; i < 5; i += 1) await attempt("nobody-here@example.com", "whatever whatever", stranger);
    expect(await message(await attempt("nobody-here@example.com", "whatever whatever", stranger))).toMatch(
      /Il est verrouillé jusqu’à/,
    );
    // ...but the owner, elsewhere, is let in.
    const owner = await attempt(staff.email, staff.password, "198.51.100.20");
    expect(owner.status).toBe(302);
    expect(owner.headers.get("location")).toBe("/admin");
  } finally {
    await server.stop();
  }
});

test("a wrong or replayed TOTP code is refused on the same step, three times at most", async () => {
  const admin: TestUser = await createAdminUser(db, { totp: true });
  const passwordStep = async () => {
    const response = await postForm(base, "/admin/sign-in", {
      email: admin.email,
      password: admin.password,
      next: "/admin",
    });
    expect(response.headers.get("location")).toBe("/admin/sign-in/code?next=%2Fadmin");
    const cookie = cookieOf(response);
    // Half signed in opens nothing but the code step.
    expect((await get("/admin", cookie)).status).toBe(302);
    return cookie;
  };
  const secret = admin.totpSecret as string;
  const wrongCookie = await passwordStep();
  const tryCode = (code: string) =>
    postForm(base, "/admin/sign-in/code", { code, next: "/admin" }, { cookie: wrongCookie });
  const stale = totpCode(secret, Date.now() - 120_000);
  const wrong = await tryCode(stale);
  expect(wrong.status).toBe(400);
  expect(await wrong.text()).toContain("essais restants\u00a0: 2");
  expect((await tryCode(stale)).status).toBe(400);
  // The third wrong code ends the attempt: even the right code does nothing with it now.
  expect((await tryCode(stale)).headers.get("location")).toBe("/admin/sign-in?done=totpFailed");
  expect((await tryCode(totpCode(secret))).headers.get("location")).toBe("/admin/sign-in?done=totpFailed");

  const code = totpCode(secret);
  const good = await postForm(base, "/admin/sign-in/code", { code, next: "/admin" }, { cookie: await passwordStep() });
  expect(good.headers.get("location")).toBe("/admin");
  expect((await get("/admin", cookieOf(good))).status).toBe(200);
  const replay = await postForm(
    base,
    "/admin/sign-in/code",
    { code, next: "/admin" },
    { cookie: await passwordStep() },
  );
  expect(replay.status).toBe(400);
});

test("a setup link works once, and not after 24 hours", async () => {
  const admin = await createAdminUser(db);
  const session = await signInSession(base, admin);
  const link = async (email: string) => {
    const added = await postForm(
      base,
      "/admin/users",
      { csrf: session.csrf, intent: "add", email, role: "staff" },
      session,
    );
    return new URL(
      (/(http[^<"\s]+\/admin\/setup\?token=[\w-]+)/.exec(await added.text()) as RegExpExecArray)[1] as string,
    );
  };
  const used = await link("setup-once@example.com");
  const setup = (token: string, firstName = "Ana") =>
    postForm(base, "/admin/setup", {
      token,
      firstName,
      password: "a fine long passphrase",
      confirm: "a fine long passphrase",
      code: "",
    });
  const token = used.searchParams.get("token") as string;
  expect((await get(`${used.pathname}${used.search}`)).status).toBe(200);
  // Setup asks for the first name visitors will see: without it, nothing is used up.
  expect((await setup(token, "")).status).toBe(400);
  // Setup signs the member in.
  const done = await setup(token);
  expect(done.headers.get("location")).toBe("/admin");
  expect((await get("/admin", cookieOf(done))).status).toBe(200);
  expect((await get(`${used.pathname}${used.search}`)).status).toBe(410);
  expect((await setup(token)).status).toBe(410);

  const expired = await link("setup-late@example.com");
  const app = await openDatabase(db);
  try {
    const user = await app.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "setup-late@example.com")
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable("setup_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
  } finally {
    await app.close();
  }
  expect((await get(`${expired.pathname}${expired.search}`)).status).toBe(410);
  expect((await setup(expired.searchParams.get("token") as string)).status).toBe(410);
});
