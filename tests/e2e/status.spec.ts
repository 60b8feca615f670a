import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { formatTime } from "#common/admin/format.server.ts";
import { isJobName } from "#common/ops/jobs.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { createAdminUser, signIn, signInSession } from "#tests/support/admin.ts";
import { expectAccessible } from "#tests/support/axe.ts";
import { serverEnv } from "../../playwright.config";
import { expect, test, withAndWithoutJavaScript } from "./fixtures";

/** Issue 47, item 3: the status screen lists every scheduled job with its last run, and says which is late. */
const db = serverEnv.DATABASE_URL;
const base = serverEnv.SITE_URL;

/**
 * Waits for the server's first hourly retention run to be recorded, then makes its last run three
 * hours old, as if the job had stopped: the server runs it again only an hour after it started.
 */
async function stopRetentionThreeHoursAgo(): Promise<Date> {
  const app = await openDatabase(db);
  try {
    await expect
      .poll(async () => {
        const row = await app.db
          .selectFrom("job_status")
          .select("last_finished_at")
          .where("job", "=", "lead-retention")
          .executeTakeFirst();
        return row?.last_finished_at ?? null;
      })
      .not.toBeNull();
    const started = new Date(Date.now() - 3 * 3_600_000);
    await app.db
      .updateTable("job_status")
      .set({ last_started_at: started.toISOString(), last_finished_at: started.toISOString(), last_outcome: "ok" })
      .where("job", "=", "lead-retention")
      .execute();
    return new Date(started.getTime() + 3_600_000);
  } finally {
    await app.close();
  }
}

async function recordedJobs() {
  const app = await openDatabase(db);
  try {
    return await app.db.selectFrom("job_status").select(["job", "last_started_at"]).execute();
  } finally {
    await app.close();
  }
}

withAndWithoutJavaScript((javaScriptEnabled) => {
  const lang = javaScriptEnabled ? "en" : "fr";
  const t = adminDictionaries[lang].status;

  test(`lists every job with its last run, and flags the late one in words (${lang})`, async ({ page }) => {
    const due = await stopRetentionThreeHoursAgo();
    const admin = await createAdminUser(db, { role: "admin", lang });
    await signIn(page.context().request, admin, base);
    await page.goto("/admin/status");
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();

    const jobs = page.getByRole("table", { name: t.jobs.caption });
    for (const job of await recordedJobs()) {
      const name = isJobName(job.job) ? t.jobs.names[job.job] : job.job;
      const row = jobs.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });
      await expect(row).toHaveCount(1);
      // The last run is a time, or "never" only for a job that has not run yet.
      const lastRun = row.getByRole("cell").first();
      if (job.last_started_at) await expect(lastRun).not.toHaveText(t.jobs.never);
      else await expect(lastRun).toHaveText(t.jobs.never);
    }

    // On the team's clock, « 8 h 05 » in French (issue 52).
    const dueAt = formatTime(due, lang);
    // "Late: was due at 2:05 p.m.", with the day before the time after midnight.
    const [latePrefix = ""] = t.jobs.late.split("{due}");
    const retention = jobs
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: t.jobs.names["lead-retention"] }) });
    await expect(retention).toContainText(latePrefix);
    await expect(retention).toContainText(dueAt);
    // The top of the page says something needs attention, and what, in words.
    const problems = page.getByRole("list", { name: t.problemsLabel });
    await expect(problems).toContainText(`${t.jobs.names["lead-retention"]}`);
    await expect(problems).toContainText(dueAt);
    await expect(page.getByText(t.allWell, { exact: true })).toHaveCount(0);

    // The back office's menu leads here.
    await expect(page.getByRole("link", { name: adminDictionaries[lang].chrome.nav.status })).toHaveAttribute(
      "href",
      "/admin/status",
    );
    // axe runs in the page: checked where scripts run, on the same markup.
    if (javaScriptEnabled) await expectAccessible(page, `status screen (${lang})`);
  });
});

test("is for admins only: staff are refused it and not offered it", async ({ page }) => {
  const staff = await createAdminUser(db, { role: "staff" });
  const { cookie } = await signInSession(base, staff);
  expect((await fetch(`${base}/admin/status`, { headers: { cookie }, redirect: "manual" })).status).toBe(403);
  await signIn(page.context().request, staff, base);
  await page.goto("/admin");
  const { chrome } = adminDictionaries.fr;
  const menu = page.getByRole("navigation", { name: chrome.navLabel });
  await expect(menu.getByRole("link", { name: chrome.nav.leads })).toBeVisible();
  await expect(page.getByRole("link", { name: chrome.nav.status })).toHaveCount(0);
});
