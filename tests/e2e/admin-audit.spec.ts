import { expect, test } from "@playwright/test";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { languages } from "#common/site/pages.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { enqueue } from "#server/mail/outbox.server.ts";
import { createAdminUser, signIn, signInSession } from "#tests/support/admin.ts";
import { serverEnv } from "../../playwright.config";

/** What the audit log keeps of staff looking at personal information, over HTTP against the real server. */
const db = serverEnv.DATABASE_URL;
const base = serverEnv.SITE_URL;

const get = (path: string, cookie: string) => fetch(`${base}${path}`, { headers: { cookie }, redirect: "manual" });

async function entriesBy(email: string) {
  const app = await openDatabase(db);
  try {
    const rows = await app.db
      .selectFrom("audit_log")
      .select(["action", "target_type", "target_id", "details"])
      .where("actor_email", "=", email)
      .where("action", "in", ["leads.search", "leads.export", "meetings.view"])
      .orderBy("id")
      .execute();
    return rows.map((row) => ({ ...row, details: JSON.parse(row.details ?? "{}") as Record<string, unknown> }));
  } finally {
    await app.close();
  }
}

test("an inbox search is logged with its words, and an inbox without words is not", async () => {
  const staff = await createAdminUser(db, { role: "staff" });
  const { cookie } = await signInSession(base, staff);
  expect((await get("/admin/leads", cookie)).status).toBe(200);
  expect((await get(`/admin/leads?status=new&q=${encodeURIComponent("  Bélanger Laval ")}`, cookie)).status).toBe(200);
  expect(await entriesBy(staff.email)).toEqual([
    {
      action: "leads.search",
      target_type: null,
      target_id: null,
      details: { status: "new", q: "Bélanger Laval", shown: expect.any(Number) },
    },
  ]);
});

test("an export is logged with its search words", async () => {
  const admin = await createAdminUser(db, { role: "admin", totp: true });
  const { cookie } = await signInSession(base, admin);
  expect((await get(`/admin/leads/export?q=${encodeURIComponent("Tremblay")}`, cookie)).status).toBe(200);
  expect(await entriesBy(admin.email)).toEqual([
    expect.objectContaining({ action: "leads.export", details: { q: "Tremblay", rows: expect.any(Number) } }),
  ]);
});

test("each view of the meeting lists is logged: whose, upcoming or past, and how many shown", async () => {
  const staff = await createAdminUser(db, { role: "staff" });
  const { cookie } = await signInSession(base, staff);
  expect((await get("/admin/meetings", cookie)).status).toBe(200);
  expect((await get("/admin/meetings?staff=all&when=past", cookie)).status).toBe(200);
  expect(await entriesBy(staff.email)).toEqual([
    {
      action: "meetings.view",
      target_type: "user",
      target_id: String(staff.id),
      details: { when: "upcoming", staff: staff.id, shown: 0 },
    },
    {
      action: "meetings.view",
      target_type: null,
      target_id: null,
      details: { when: "past", staff: "all", shown: expect.any(Number) },
    },
  ]);
});

for (const lang of languages) {
  test(`${lang}: the audit log shows who opened which outbox message`, async ({ page }) => {
    const t = adminDictionaries[lang].audit;
    const app = await openDatabase(db);
    let id: number;
    try {
      // The test server has no SMTP_URL: the message is held, for this test alone.
      id = await enqueue(app.db, { kind: "ops.alert", refId: 1 }, new Date());
    } finally {
      await app.close();
    }
    const admin = await createAdminUser(db, { role: "admin", lang });
    await signIn(page.context().request, admin, base);
    await page.goto(`${adminPaths.outbox}/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(String(id));

    await page.goto(adminPaths.audit);
    const row = page
      .getByRole("row")
      .filter({ hasText: admin.email })
      .filter({ hasText: `outbox #${id}` });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell", { name: t.actions["outbox.view"], exact: true })).toBeVisible();
  });
}
