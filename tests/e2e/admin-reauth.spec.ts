import { openDatabase } from "#server/db/db.server.ts";
import {
  type AdminSession,
  ageReauthentication,
  createAdminUser,
  postForm,
  signIn,
  signInSession,
  type TestUser,
  totpCode,
} from "#tests/support/admin.ts";
import { seedLeads } from "#tests/support/seed-leads.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test, withAndWithoutJavaScript } from "./fixtures";
import { uniqueEmail } from "./leads";

/**
 * Issue 44, items 4 and 8: a stolen session cannot enrol an authenticator, add an account or look a
 * person up without the password (and code) again; every role, an editor's too, signs out and confirms.
 */
const db = serverEnv.DATABASE_URL;
const base = serverEnv.SITE_URL;

const get = (path: string, cookie = "") => fetch(`${base}${path}`, { headers: { cookie }, redirect: "manual" });

async function account(email: string) {
  const app = await openDatabase(db);
  try {
    return await app.db
      .selectFrom("users")
      .select(["totp_secret", "totp_pending_secret"])
      .where("email", "=", email)
      .executeTakeFirst();
  } finally {
    await app.close();
  }
}

/** The confirmation form, as the member sends it: the password, and the authenticator's next code if enrolled. */
function confirm(user: TestUser, session: AdminSession, next: string) {
  const code = user.totpSecret ? totpCode(user.totpSecret, Date.now() + 30_000) : "";
  return postForm(base, "/admin/confirm", { csrf: session.csrf, password: user.password, code, next }, session);
}

test("with a proof of identity 11 minutes old, enrolling an authenticator waits for the password again", async () => {
  const staff = await createAdminUser(db, { role: "staff" });
  // Signing in shows My account, which offers the enrolment and its key.
  const session = await signInSession(base, staff);
  const secret = (await account(staff.email))?.totp_pending_secret as string;
  const enrol = () =>
    postForm(base, "/admin/account", { csrf: session.csrf, intent: "totp", code: totpCode(secret) }, session);
  await ageReauthentication(db, staff.id);

  const stale = await enrol();
  expect(stale.status).toBe(302);
  expect(stale.headers.get("location")).toBe("/admin/confirm?next=%2Fadmin%2Faccount");
  expect((await account(staff.email))?.totp_secret).toBeNull();

  expect((await confirm(staff, session, "/admin/account")).headers.get("location")).toBe("/admin/account");
  const fresh = await enrol();
  expect(fresh.status).toBe(200);
  expect(await fresh.text()).toContain('data-testid="recovery-codes"');
  expect((await account(staff.email))?.totp_secret).toBe(secret);
});

test("with a proof of identity 11 minutes old, an admin neither adds an admin nor sees what is held on a person", async () => {
  const admin = await createAdminUser(db, { totp: true });
  const session = await signInSession(base, admin);
  const newcomer = uniqueEmail("new-admin");
  const person = uniqueEmail("person");
  await seedLeads(db, [{ email: person, message: "Mon numéro de police : 8841-XQ" }]);
  const add = () =>
    postForm(base, "/admin/users", { csrf: session.csrf, intent: "add", email: newcomer, role: "admin" }, session);
  const find = () => postForm(base, "/admin/privacy", { csrf: session.csrf, intent: "find", email: person }, session);
  await ageReauthentication(db, admin.id);

  const staleAdd = await add();
  expect(staleAdd.headers.get("location")).toBe("/admin/confirm?next=%2Fadmin%2Fusers");
  expect(await account(newcomer)).toBeUndefined();
  const staleFind = await find();
  expect(staleFind.headers.get("location")).toBe("/admin/confirm?next=%2Fadmin%2Fprivacy");
  expect(await staleFind.text()).not.toContain("8841-XQ");

  expect((await confirm(admin, session, "/admin/users")).headers.get("location")).toBe("/admin/users");
  const freshAdd = await add();
  expect(freshAdd.status).toBe(200);
  expect(await freshAdd.text()).toMatch(/\/admin\/setup\?token=[\w-]{43}/);
  expect(await account(newcomer)).toBeDefined();
  const freshFind = await find();
  expect(freshFind.status).toBe(200);
  expect(await freshFind.text()).toContain("8841-XQ");
});

test("an editor confirms their identity when asked, and signing out ends their session on the server", async () => {
  const editor = await createAdminUser(db, { role: "editor" });
  const session = await signInSession(base, editor);
  expect((await get("/admin/confirm?next=%2Fadmin%2Faccount", session.cookie)).status).toBe(200);
  expect((await confirm(editor, session, "/admin/account")).headers.get("location")).toBe("/admin/account");

  const out = await postForm(base, "/admin/sign-out", { csrf: session.csrf }, session);
  expect(out.headers.get("location")).toBe("/admin/sign-in?done=signedOut");
  expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
  // The cookie, kept by a careless browser or a thief, opens nothing any more.
  expect((await get("/admin", session.cookie)).headers.get("location")).toBe("/admin/sign-in?next=%2Fadmin");
});

withAndWithoutJavaScript(() => {
  test("an editor signs out with the menu's button", async ({ page }) => {
    const editor = await createAdminUser(db, { role: "editor" });
    await signIn(page.context().request, editor, base);
    await page.goto("/admin/resources");
    await page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(page).toHaveURL(/\/admin\/sign-in\?done=signedOut$/);
    await expect(page.getByRole("status")).toHaveText("Votre session est fermée.");
    await page.goto("/admin/resources");
    await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fresources$/);
  });
});

// React Router asks for the next page's data at `/admin/resources.data?_routes=…`; the member must be
// brought back to the page itself, not to that data address (decision 090).
test("a member whose session ended follows the menu, signs in again and is brought back to that page", async ({
  page,
}) => {
  const editor = await createAdminUser(db, { role: "editor" });
  await signIn(page.context().request, editor, base);
  await page.goto("/admin");
  await page.context().clearCookies();
  const dataRequest = page.waitForRequest((request) => new URL(request.url()).pathname === "/admin/resources.data");
  await page.getByRole("navigation", { name: "Espace équipe" }).getByRole("link", { name: "Ressources" }).click();
  await dataRequest;
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin%2Fresources$/);
  await page.getByLabel("Courriel").fill(editor.email);
  await page.getByLabel("Mot de passe").fill(editor.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/admin\/resources$/);
});
