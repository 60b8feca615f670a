import type { BrowserContext, Page } from "@playwright/test";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { pathOf } from "#common/site/pages.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { createAdminUser, signIn } from "#tests/support/admin.ts";
import { expectNoAxeViolations } from "#tests/support/axe.ts";
import { setStaffProfile } from "#tests/support/booking.ts";
import { openDay } from "#tests/support/booking-page.ts";
import { seedLeads } from "#tests/support/seed-leads.ts";
import { serverEnv } from "../../playwright.config";
import { expect, settled, tabFromFragment, test, withAndWithoutJavaScript } from "./fixtures";
import { uniqueEmail } from "./leads";

/** Owners, next steps, duplicates and the inbox's views (issue 27), in Chromium. */
const db = serverEnv.DATABASE_URL;
const base = serverEnv.SITE_URL;

async function signedIn(context: BrowserContext, role: "staff" | "admin", lang: "fr" | "en" = "fr") {
  const user = await createAdminUser(db, { role, totp: role === "admin", lang });
  await signIn(context.request, user, base);
  return user;
}

async function leadRow(id: number) {
  const app = await openDatabase(db);
  try {
    return await app.db
      .selectFrom("leads")
      .select(["owner_id", "next_step_on"])
      .where("id", "=", id)
      .executeTakeFirst();
  } finally {
    await app.close();
  }
}

const inbox = (page: Page, name: string) => page.getByRole("list", { name }).getByRole("listitem");

test("a lead booked with a member is in their « Mes demandes », marked unopened until they open it", async ({
  page,
}) => {
  const staff = await signedIn(page.context(), "staff");
  // Owners are shown by the first name they gave (issue 46).
  const name = `Sandrine${process.pid}${Date.now()}`;
  await setStaffProfile(db, staff.id, { firstName: name });
  const [mine] = await seedLeads(db, [{ email: uniqueEmail("mine"), firstName: "Léa", ownerId: staff.id }]);
  await seedLeads(db, [{ email: uniqueEmail("queue"), firstName: "Queue" }]);
  await page.goto("/admin/leads");
  // Who is signed in, in words that suit every member (issue 52).
  await expect(page.locator("#admin-menu")).toContainText(`Session de ${staff.email}`);
  await expect(page.locator("#admin-menu")).not.toContainText("Connecté");
  await expect(page.getByRole("link", { name: "Mes demandes" })).toHaveAttribute("aria-current", "page");
  const rows = inbox(page, "Demandes");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Non ouverte");
  await expect(rows.first()).toContainText(`Responsable\u00a0: ${name}`);
  await expect(page.getByRole("link", { name: "Nouvelle\u00a0: 1" })).toBeVisible();
  await rows
    .first()
    .getByRole("link", { name: /^Ouvrir la demande de Léa/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${mine}$`));
  await page.getByRole("link", { name: "Retour aux demandes" }).click();
  await expect(inbox(page, "Demandes").first()).not.toContainText("Non ouverte");
});

test("names, not addresses: the home greets by first name, and the inbox shows the owner's name", async ({ page }) => {
  const member = await signedIn(page.context(), "staff", "en");
  const name = `Mireille${process.pid}${Date.now()}`;
  await setStaffProfile(db, member.id, { firstName: name });
  const email = uniqueEmail("named");
  await seedLeads(db, [{ email, firstName: "Named", ownerId: member.id }]);
  await page.goto("/admin");
  await expect(page.getByText(`Hello ${name}.`)).toBeVisible();
  await expect(page.getByText(`Hello ${member.email}`)).toHaveCount(0);
  await page.goto(`/admin/leads?q=${encodeURIComponent(email)}`);
  const listed = inbox(page, "Leads").filter({ hasText: email });
  await expect(listed).toContainText(`Owner: ${name}`);
  await expect(listed).not.toContainText(member.email);
});

test("a demo booked on the site belongs to the member it was booked with", async ({ page }) => {
  const booking = dictionaries.fr.pages.booking;
  const fields = dictionaries.fr.pages.contact.form.fields;
  const email = uniqueEmail("booked");
  // At least one member to book with.
  await createAdminUser(db, { role: "staff" });
  await page.goto(pathOf("booking", "fr"));
  await (await openDay(page, 13)).first().click();
  await page.getByLabel(fields.firstName, { exact: true }).fill("Réservé");
  await page.getByLabel(fields.lastName, { exact: true }).fill("Avecquelquun");
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(booking.fields.company).fill("Cabinet Test");
  await page.getByLabel(booking.roles.other).check();
  await page.getByLabel(fields.consent).check();
  await page.getByRole("button", { name: booking.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: booking.confirmation.booked })).toBeVisible();

  const app = await openDatabase(db);
  const found = await app.db
    .selectFrom("meetings")
    .innerJoin("leads", "leads.id", "meetings.lead_id")
    .select(["leads.id", "leads.owner_id", "meetings.staff_user_id"])
    .where("meetings.email", "=", email)
    .executeTakeFirstOrThrow()
    .finally(() => app.close());
  expect(found.owner_id).toBe(found.staff_user_id);
  await signedIn(page.context(), "admin");
  await page.goto(`/admin/leads/${found.id}`);
  await expect(page.getByLabel("Attribuer à")).toHaveValue(String(found.staff_user_id));
});

test("keyboard alone: give a lead to a colleague, plan and finish its next step, merge its duplicate", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const admin = await signedIn(page.context(), "admin", "en");
  const colleague = await createAdminUser(db, { role: "staff", lang: "en" });
  // Members are shown by the first name they gave (issue 46).
  const colleagueName = `Colette${process.pid}${Date.now()}`;
  await setStaffProfile(db, colleague.id, { firstName: colleagueName });
  const email = uniqueEmail("walk");
  const [older, newer] = await seedLeads(db, [
    { email, firstName: "Walk", message: "First message", phone: null, sourcePage: "/en/contact" },
    {
      email: email.toUpperCase(),
      firstName: "Walk",
      message: "Second message",
      phone: null,
      sourcePage: "/fr/reserver",
    },
  ]);
  await page.goto(`/admin/leads/${newer}?view=all&q=${encodeURIComponent(email)}`);
  await expect(page.getByRole("link", { name: "Next lead" })).toHaveAttribute(
    "href",
    `/admin/leads/${older}?view=all&q=${encodeURIComponent(email)}`,
  );

  await page.getByLabel("Assign to").focus();
  await page.keyboard.press("End");
  await page.getByLabel("Assign to").selectOption(String(colleague.id));
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Assign", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Owner saved.");
  await expect(page.getByText(`Current owner: ${colleagueName}`, { exact: true })).toBeVisible();
  expect((await leadRow(newer as number))?.owner_id).toBe(colleague.id);

  await settled(page, true);
  await page.getByLabel("Date").focus();
  await page.keyboard.type("03012030");
  await page.getByLabel("What to do").focus();
  await page.keyboard.type("Call back about the demo");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Next step saved.");
  // The day in words, in the member's language (issue 46).
  await expect(page.getByText("On Friday, March 1, 2030: Call back about the demo")).toBeVisible();
  // A CI run saw this Enter do nothing: the button was focused before the page had settled.
  await settled(page, true);
  await page.getByRole("button", { name: "Mark the step done" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Step done. It stays in the history.");
  await settled(page, true);

  // The older lead holds a note: the review says it moves.
  await addNote(older as number, "Note on the older lead");
  const duplicates = page.getByRole("region", { name: "Possible duplicates" });
  await duplicates.getByRole("link", { name: /^Merge Walk Tremblay’s lead into this one/ }).focus();
  await page.keyboard.press("Enter");
  // The review opens far above the link: its heading takes the focus, and the next Tab is its button (issue 52).
  await expect(page.getByRole("heading", { name: "Review the merge" })).toBeFocused();
  // Nothing is merged yet: both leads side by side, which one stays, and what moves (issue 46).
  await expectMergeReview(page, { kept: email.toUpperCase(), gone: email, keptId: newer, goneId: older });
  expect(await leadRow(older as number)).toBeDefined();
  await expectNoAxeViolations(page, "a merge's review");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Merge and erase the other lead" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Leads merged. The other lead’s history is now here.");
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText(`Assigned to ${colleague.email}`);
  await expect(history).toContainText("Step of Friday, March 1, 2030 done");
  await expect(history).toContainText(`Merged lead no. ${older}`);
  await expect(history).toContainText("First message");
  expect(await leadRow(older as number)).toBeUndefined();
  await expect(history).toContainText("Note on the older lead");
  // The audit log says what the merge moved.
  await page.goto("/admin/audit");
  const merge = page.getByRole("row").filter({ hasText: `merged: ${older}` });
  await expect(merge).toContainText(admin.email);
  await expect(merge).toContainText("notes: 1");
  await expect(merge).toContainText("message: true");
});

/** A next step as the days passing would leave it: planned, and now behind. */
async function setStep(leadId: number, day: string, note: string) {
  const app = await openDatabase(db);
  try {
    await app.db
      .updateTable("leads")
      .set({ next_step_on: day, next_step_note: note })
      .where("id", "=", leadId)
      .execute();
  } finally {
    await app.close();
  }
}

withAndWithoutJavaScript((javaScriptEnabled) => {
  // A refused step is a 400, which the browser reports.
  test.use({ expectedConsoleErrors: /status of 400/ });

  for (const lang of ["fr", "en"] as const) {
    test(`a next step in the past is refused on its field, in ${lang} (issue 52)`, async ({ page }) => {
      const ts = adminDictionaries[lang].sales;
      await signedIn(page.context(), "admin", lang);
      const [id] = await seedLeads(db, [{ email: uniqueEmail(`past-${lang}`), firstName: "Passé", phone: null }]);
      await page.goto(`/admin/leads/${id}`);
      const step = page.getByRole("region", { name: ts.stepTitle });
      await step.getByLabel(ts.stepDay).fill("2020-01-02");
      await step.getByLabel(ts.stepNote).fill("Call back");
      await step.getByRole("button", { name: ts.stepSave }).click();
      const summary = step.getByRole("alert");
      const message =
        lang === "fr"
          ? "Cette date est passée. Choisissez aujourd’hui ou une date à venir."
          : "This date has passed. Choose today or a later date.";
      await expect(summary.getByRole("listitem")).toHaveText([`${ts.stepDay} — ${message}`]);
      const day = step.getByLabel(ts.stepDay);
      await expect(day).toHaveAttribute("aria-invalid", "true");
      await expect(day).toHaveAccessibleDescription(message);
      // What was typed stays, and nothing was saved.
      await expect(step.getByLabel(ts.stepNote)).toHaveValue("Call back");
      expect((await leadRow(id as number))?.next_step_on).toBeNull();
      const link = summary.getByRole("link", { name: ts.stepDay });
      await expect(link).toHaveAttribute("href", "#day");
      // axe runs in the page: without JavaScript it cannot; the same markup is checked with it on.
      if (javaScriptEnabled) {
        await settled(page, true);
        await link.click();
        await expect(day).toBeFocused();
        await expectNoAxeViolations(page, "a next step refused for its past day");
      }
    });
  }
});

async function addNote(leadId: number, note: string) {
  const app = await openDatabase(db);
  try {
    await app.db
      .insertInto("lead_events")
      .values({ lead_id: leadId, at: new Date().toISOString(), actor_id: null, actor_email: null, note })
      .execute();
  } finally {
    await app.close();
  }
}

/**
 * The merge's review, in English: the lead that stays and the one erased, each with its number,
 * address and source page (issue 52: on a phone, both read the same without them), and what moves.
 */
async function expectMergeReview(
  page: Page,
  { kept, gone, keptId, goneId }: { kept: string; gone: string; keptId?: number; goneId?: number },
) {
  const review = page.getByRole("region", { name: "Review the merge" });
  await expect(review).toContainText("Walk Tremblay’s lead stays.");
  const stays = review.getByRole("region", { name: `Stays: lead no. ${keptId} from Walk Tremblay` });
  const goes = review.getByRole("region", { name: `Erased after the merge: lead no. ${goneId} from Walk Tremblay` });
  await expect(stays).toContainText(kept);
  await expect(goes).toContainText(gone);
  await expect(stays).toContainText("Sent from /fr/reserver");
  await expect(goes).toContainText("Sent from /en/contact");
  await expect(stays).toContainText(/Received .*\d:\d\d/);
  await expect(review.getByRole("listitem")).toHaveText([
    "its message, as a history entry",
    "its email and phone, kept in the history",
    "1 note",
  ]);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the views are links and the owner form works: take a lead, find it in my leads and due today", async ({
    page,
  }) => {
    const staff = await signedIn(page.context(), "staff", "en");
    const email = uniqueEmail("nojs-sales");
    const [id] = await seedLeads(db, [{ email, firstName: "Nora" }]);
    await page.goto("/admin/leads");
    // None is theirs yet, and no filter is set: the page says so, and links to the unassigned ones (issue 46).
    await expect(page.getByText("No lead is assigned to you yet.")).toBeVisible();
    await expect(page.getByText("No lead matches these filters.")).toHaveCount(0);
    await page.getByRole("link", { name: "See the unassigned leads" }).click();
    await expect(page).toHaveURL(/view=unassigned/);
    await page.getByLabel("Search").fill(email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/view=unassigned.*q=|q=.*view=unassigned/);
    await page.getByRole("link", { name: /^Open the lead from Nora/ }).click();
    await page.getByRole("button", { name: "Take this lead" }).click();
    await expect(page.getByRole("status")).toHaveText("Owner saved.");
    expect((await leadRow(id as number))?.owner_id).toBe(staff.id);
    // A day in the past is refused (issue 52): the overdue step is set as time would have made it.
    await setStep(id as number, "2020-01-02", "Overdue call");
    await page.reload();
    await expect(page.getByRole("region", { name: "Next step" })).toContainText(
      "On Thursday, January 2, 2020: Overdue call — overdue",
    );
    await page.getByRole("link", { name: "Back to leads" }).click();
    await page.getByRole("link", { name: "Due today and overdue" }).click();
    // A step whose day has passed is marked overdue, in the inbox and on the lead (issue 46).
    const listed = inbox(page, "Leads").filter({ hasText: email });
    await expect(listed).toContainText("Next step on Thursday, January 2, 2020");
    // Set apart in the words too, not only by the badge (issue 52).
    await expect(listed).toContainText("— overdue");
    // A status changed from the list comes back to the list.
    const row = inbox(page, "Leads").filter({ hasText: email });
    await row.getByLabel(/^Status of Nora/).selectOption("contacted");
    await row.getByRole("button", { name: "Change" }).click();
    await expect(page).toHaveURL(/view=due/);
    await expect(inbox(page, "Leads").filter({ hasText: email })).toContainText("Contacted");
  });

  test("a merge asks first, shows both leads, can be cancelled, and merges once confirmed", async ({ page }) => {
    await signedIn(page.context(), "admin", "en");
    const email = uniqueEmail("nojs-merge");
    const [older, newer] = await seedLeads(db, [
      // No phone: the sample's number would find other tests' leads as duplicates too.
      { email, firstName: "Walk", message: "First message", phone: null, sourcePage: "/en/contact" },
      {
        email: email.toUpperCase(),
        firstName: "Walk",
        message: "Second message",
        phone: null,
        sourcePage: "/fr/reserver",
      },
    ]);
    await addNote(older as number, "Note on the older lead");
    await page.goto(`/admin/leads/${newer}`);
    const mergeLink = page
      .getByRole("region", { name: "Possible duplicates" })
      .getByRole("link", { name: /^Merge Walk Tremblay’s lead into this one/ });
    await mergeLink.click();
    await expectMergeReview(page, { kept: email.toUpperCase(), gone: email, keptId: newer, goneId: older });
    // The answer opens at the review's heading: the next Tab is its button, not what follows the link (issue 52).
    await tabFromFragment(page);
    await expect(page.getByRole("button", { name: "Merge and erase the other lead" })).toBeFocused();
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("region", { name: "Review the merge" })).toHaveCount(0);
    expect(await leadRow(older as number)).toBeDefined();
    await mergeLink.click();
    await page.getByRole("button", { name: "Merge and erase the other lead" }).click();
    await expect(page.getByRole("status")).toHaveText("Leads merged. The other lead’s history is now here.");
    await expect(page.getByRole("region", { name: "History" })).toContainText("Note on the older lead");
    expect(await leadRow(older as number)).toBeUndefined();
  });

  for (const lang of ["fr", "en"] as const) {
    test(`another member's lead: its next step is neither shown to change nor changed by a crafted form, in ${lang}`, async ({
      page,
    }) => {
      const ts = adminDictionaries[lang].sales;
      await signedIn(page.context(), "staff", lang);
      const colleague = await createAdminUser(db, { role: "staff" });
      const [id] = await seedLeads(db, [
        { email: uniqueEmail(`step-${lang}`), firstName: "Autre", ownerId: colleague.id },
      ]);
      const app = await openDatabase(db);
      try {
        await app.db
          .updateTable("leads")
          .set({ next_step_on: "2030-01-02", next_step_note: "Rappeler" })
          .where("id", "=", id as number)
          .execute();
      } finally {
        await app.close();
      }
      await page.goto(`/admin/leads/${id}`);
      const step = page.getByRole("region", { name: ts.stepTitle });
      await expect(step.getByText(ts.stepForbidden)).toBeVisible();
      await expect(step.getByRole("button")).toHaveCount(0);
      // Sent anyway, with this session's own token: refused in the page's language, and the step is still the colleague's.
      const csrf = await page.locator('input[name="csrf"]').first().inputValue();
      const forms: Record<string, string>[] = [
        { intent: "step", day: "2030-02-03", stepNote: "Pris" },
        { intent: "stepDone" },
      ];
      for (const form of forms) {
        const answer = await page.request.post(`/admin/leads/${id}`, {
          form: { csrf, ...form },
          headers: { origin: base },
          maxRedirects: 0,
        });
        expect(answer.status()).toBe(403);
        expect(await answer.text()).toContain(ts.stepForbidden);
      }
      expect((await leadRow(id as number))?.next_step_on).toBe("2030-01-02");
    });
  }
});

for (const width of [375, 1440]) {
  test(`the sales views, a worked lead and the sales settings have no axe violation at ${width} px, in both languages`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    for (const lang of ["fr", "en"] as const) {
      await page.context().clearCookies();
      const admin = await signedIn(page.context(), "admin", lang);
      const email = uniqueEmail("axe-sales");
      const [id] = await seedLeads(db, [
        { email, ownerId: admin.id, company: "Cabinet avec un nom assez long pour passer à la ligne" },
        { email, ownerId: admin.id },
      ]);
      const where = (what: string) => `${what} (${lang}) at ${width}`;
      await page.goto("/admin/leads");
      await expectNoAxeViolations(page, where("my leads"));
      // At 375 px the status stays in sight: no table scrolled sideways.
      const status = inbox(page, lang === "fr" ? "Demandes" : "Leads")
        .first()
        .locator("span.rounded-full")
        .first();
      const box = await status.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      await page.goto(`/admin/leads/${id}`);
      // A step in the past is refused (issue 52, item 15): this one is ahead.
      await page.getByLabel(lang === "fr" ? "Date" : "Date").fill("2030-01-02");
      await page.getByLabel(lang === "fr" ? "Quoi faire" : "What to do").fill("Rappel");
      await page.getByRole("button", { name: lang === "fr" ? "Planifier l’étape" : "Plan the step" }).click();
      await expectNoAxeViolations(page, where("lead with owner, step and duplicate"));
      await page.goto("/admin/leads?view=due");
      await expectNoAxeViolations(page, where("due today"));
      await page.goto("/admin/account");
      await expectNoAxeViolations(page, where("account with sales settings"));
    }
  });
}
