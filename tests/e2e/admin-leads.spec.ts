import { readFileSync } from "node:fs";
import type { BrowserContext } from "@playwright/test";
import { openDatabase } from "#server/db/db.server.ts";
import { createAdminUser, postForm, signIn, signInSession } from "#tests/support/admin.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { seedLeads } from "#tests/support/seed-leads.ts";
import { formulaStart, readCsv } from "#tests/support/spreadsheet.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./leads";

/** The leads inbox, the CSV export and privacy requests, in Chromium and over HTTP. */
const db = serverEnv.DATABASE_URL;
const base = serverEnv.SITE_URL;

const get = (path: string, cookie = "") => fetch(`${base}${path}`, { headers: { cookie }, redirect: "manual" });

async function leadRow(id: number) {
  const app = await openDatabase(db);
  try {
    return await app.db.selectFrom("leads").select(["status", "email"]).where("id", "=", id).executeTakeFirst();
  } finally {
    await app.close();
  }
}

async function signedIn(context: BrowserContext, role: "staff" | "admin", lang: "fr" | "en" = "fr") {
  const user = await createAdminUser(db, { role, totp: role === "admin", lang });
  await signIn(context.request, user, base);
  return user;
}

test("staff find a lead, mark it contacted with a note, and see who did it in its history", async ({ page }) => {
  const staff = await signedIn(page.context(), "staff");
  const email = uniqueEmail("triage");
  const [id] = await seedLeads(db, [{ email, lastName: "Bouchard", company: "Cabinet Bouchard" }]);

  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Espace équipe" }).getByRole("link", { name: "Demandes" }).click();
  await page.getByRole("link", { name: "Toutes les demandes" }).click();
  // The list of all leads has loaded: the filters below are on both lists, and the first would lose.
  await expect(page.getByRole("link", { name: "Toutes les demandes" })).toHaveAttribute("aria-current", "page");
  await page.getByText("Filtrer les demandes").click();
  await page.getByLabel("Rechercher").fill(email);
  await page.getByLabel("Statut", { exact: true }).selectOption("new");
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page).toHaveURL(/status=new/);
  await expect(page.getByRole("list", { name: "Demandes" }).getByRole("listitem")).toHaveCount(1);
  await page.getByRole("link", { name: /^Ouvrir la demande de Marie Bouchard/ }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Demande de Marie Bouchard");
  await expect(page.getByText("Cabinet Bouchard")).toBeVisible();
  await page.getByLabel("Nouveau statut").selectOption("contacted");
  await page.getByRole("button", { name: "Enregistrer le statut" }).click();
  await expect(page.getByRole("status")).toHaveText("Statut enregistré.");
  await page.getByLabel("Note", { exact: true }).fill("Appelée mardi : rappeler en janvier.");
  await page.getByRole("button", { name: "Ajouter la note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note ajoutée.");

  const history = page.getByRole("region", { name: "Historique" }).getByRole("listitem");
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText("Statut changé de « Nouvelle » à « Contactée »");
  await expect(history.nth(0)).toContainText(staff.email);
  await expect(history.nth(1)).toContainText("Appelée mardi : rappeler en janvier.");
  expect((await leadRow(id as number))?.status).toBe("contacted");
});

test("an admin exports the filtered leads as CSV for a spreadsheet in their language, formulas made inert", async ({
  page,
}) => {
  await signedIn(page.context(), "admin", "en");
  const company = `Export-${Date.now()}`;
  await seedLeads(db, [
    { company, message: '=HYPERLINK("http://evil.test")', lang: "en" },
    { company, topic: "support", lang: "en" },
  ]);
  await page.goto(`/admin/leads?q=${company}&topic=demo`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export these leads (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await download.path(), "utf8");
  expect(text.startsWith("\ufeff")).toBe(true);
  const [header, ...rows] = readCsv(text, ",");
  expect(header?.slice(0, 5)).toEqual(["No.", "Received (Montréal time)", "Status", "Language", "Topic"]);
  expect(header).not.toContain("User agent");
  expect(rows).toHaveLength(1);
  expect(rows[0]?.slice(2, 5)).toEqual(["New", "English", "Demo"]);
  expect(rows[0]).toContain(`'=HYPERLINK("http://evil.test")`);
  expect(
    readCsv(text, ";")
      .flat()
      .filter((cell) => formulaStart.test(cell)),
  ).toEqual([]);

  await page.goto("/admin/audit");
  await expect(page.getByRole("row").filter({ hasText: "Leads exported" }).first()).toContainText("rows: 1");
});

test("an admin answers an access request with a JSON copy, then a deletion request after confirming", async ({
  page,
}) => {
  await signedIn(page.context(), "admin");
  const email = uniqueEmail("privacy");
  const [first, second] = await seedLeads(db, [{ email }, { email: email.toUpperCase(), message: "Deuxième" }]);

  await page.goto("/admin/privacy");
  await page.getByLabel("Courriel de la personne").fill(email);
  await page.getByRole("button", { name: "Trouver ses renseignements" }).click();
  const result = page.getByRole("region", { name: `Renseignements détenus sur ${email}` });
  await expect(result.getByText("Nombre d’éléments\u00a0: 2")).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    result.getByRole("button", { name: "Télécharger la copie (JSON)" }).click(),
  ]);
  const copy = JSON.parse(readFileSync(await download.path(), "utf8"));
  const leads = copy.sources.find((source: { name: string }) => source.name === "leads");
  expect(leads.records.map((record: { id: number }) => record.id)).toEqual([first, second]);

  await result.getByRole("button", { name: "Supprimer ces renseignements…" }).click();
  const confirm = page.getByRole("region", { name: "Confirmer la suppression" });
  await confirm.getByLabel("Je confirme que cette personne a demandé la suppression de ses renseignements.").check();
  await confirm.getByRole("button", { name: "Supprimer définitivement" }).click();
  await expect(page.getByRole("status")).toContainText("Suppression terminée");
  expect(await leadRow(first as number)).toBeUndefined();
  expect(await leadRow(second as number)).toBeUndefined();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("staff change a lead's status and add a note with plain forms", async ({ page }) => {
    await signedIn(page.context(), "staff", "en");
    const [id] = await seedLeads(db, [{ email: uniqueEmail("nojs"), firstName: "Paul" }]);
    await page.goto(`/admin/leads/${id}`);
    await page.getByLabel("New status").selectOption("qualified");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("status")).toHaveText("Status saved.");
    await page.getByLabel("Note", { exact: true }).fill("Wants a call in the new year.");
    await page.getByRole("button", { name: "Add note" }).click();
    // The answer is where the note was written, and the page opens there.
    const added = page.getByRole("region", { name: "Add a note" }).getByRole("status");
    await expect(added).toHaveText("Note added.");
    await expect(added).toBeInViewport();
    await expect(page.getByText("Status changed from “New” to “Qualified”")).toBeVisible();
    expect((await leadRow(id as number))?.status).toBe("qualified");
  });
});

test("the inbox works from the keyboard alone: filter, open a lead, change its status", async ({ page }) => {
  await signedIn(page.context(), "staff", "en");
  const email = uniqueEmail("keyboard");
  const [id] = await seedLeads(db, [{ email, firstName: "Kim" }]);
  await page.goto("/admin/leads?view=all");
  await page.getByLabel("Search").focus();
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/q=/);
  const open = page.getByRole("link", { name: /^Open the lead from Kim/ });
  await open.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lead from Kim Tremblay");
  await page.getByLabel("New status").focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Save status" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Status saved.");
  expect((await leadRow(id as number))?.status).toBe("contacted");
});

test("a visitor reaches no lead, staff get 403 on admin actions, and a guessed id finds nothing", async () => {
  const [id] = await seedLeads(db, [{ email: uniqueEmail("guarded") }]);
  for (const path of ["/admin/leads", `/admin/leads/${id}`, "/admin/privacy"]) {
    const response = await get(path);
    expect(response.status, path).toBe(302);
    expect(response.headers.get("location"), path).toMatch(/^\/admin\/sign-in\?next=/);
  }
  expect((await get("/admin/leads/export")).status).toBe(401);
  expect(await (await get(`/admin/leads/${id}.data`)).text()).not.toContain("guarded");
  for (const [path, form] of [
    [`/admin/leads/${id}`, { intent: "status", status: "spam" }],
    [`/admin/leads/${id}`, { intent: "note", note: "x" }],
    ["/admin/privacy", { intent: "delete", email: "marie@example.com", confirmed: "yes" }],
    ["/admin/privacy/export", { email: "marie@example.com" }],
  ] as const) {
    expect((await postForm(base, path, form)).status, path).toBe(401);
  }
  expect((await leadRow(id as number))?.status).toBe("new");

  const staff = await signInSession(base, await createAdminUser(db, { role: "staff" }));
  expect((await get("/admin/leads", staff.cookie)).status).toBe(200);
  expect((await get("/admin/leads/export", staff.cookie)).status).toBe(403);
  expect((await get("/admin/privacy", staff.cookie)).status).toBe(403);
  const erase = await postForm(
    base,
    "/admin/privacy",
    { csrf: staff.csrf, intent: "delete", email: (await leadRow(id as number))?.email ?? "", confirmed: "yes" },
    staff,
  );
  expect(erase.status).toBe(403);
  expect(await leadRow(id as number)).toBeDefined();
  expect((await postForm(base, "/admin/privacy/export", { csrf: staff.csrf, email: "a@b.ca" }, staff)).status).toBe(
    403,
  );
  for (const guess of ["999999999", "0", "-1", "1e3", "abc"]) {
    expect((await get(`/admin/leads/${guess}`, staff.cookie)).status, guess).toBe(404);
  }
  const badFilter = await get("/admin/leads?status=archived", staff.cookie);
  expect(badFilter.status).toBe(400);
  // A cross-origin status change is refused and changes nothing.
  const foreign = await postForm(
    base,
    `/admin/leads/${id}`,
    { csrf: staff.csrf, intent: "status", status: "spam" },
    { ...staff, origin: "http://evil.example" },
  );
  expect(foreign.status).toBe(403);
  expect((await leadRow(id as number))?.status).toBe("new");
});

for (const width of [375, 1440]) {
  test(`the inbox, a lead and privacy requests have no axe violation at ${width} px, in both languages`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail("axe");
    const [id] = await seedLeads(db, [{ email }]);
    for (const lang of ["fr", "en"] as const) {
      await page.context().clearCookies();
      await signedIn(page.context(), "admin", lang);
      const where = (what: string) => `${what} (${lang}) at ${width}`;
      await page.goto("/admin/leads?status=new");
      await expectNoAxeViolations(page, where("inbox, filtered"));
      await page.goto(`/admin/leads/${id}`);
      await expectNoAxeViolations(page, where("lead"));
      await page.goto("/admin/privacy");
      await page.getByRole("textbox").fill(email);
      await page.keyboard.press("Enter");
      await page
        .getByRole("button", { name: lang === "fr" ? "Supprimer ces renseignements…" : "Delete this information…" })
        .click();
      // Analysed once the confirmation shows, not while the submission that brings it is under way.
      await expect(
        page.getByRole("region", { name: lang === "fr" ? "Confirmer la suppression" : "Confirm the deletion" }),
      ).toBeVisible();
      await expectNoAxeViolations(page, where("privacy, confirming"));
    }
  });
}
