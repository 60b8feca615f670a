import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import type { Lang } from "#common/site/pages.ts";
import type { Role } from "#server/db/db.server.ts";
import { enqueue } from "#server/mail/outbox.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { expectBrandedHtml } from "#tests/support/email-html.ts";
import { alertEmailHandlers } from "./alert-email.server";
import { createAlerts, OPS_ALERT } from "./alerts.server";
import { createStatusService, type StatusOptions } from "./status.server";

const build = { version: "1.0.0", builtAt: null, commit: null };
const siteOrigin = "https://site.example";

describe.each(backends)("alerts to admins on $name", (backend) => {
  const database = useTestDatabase(backend);

  /** The test's database and clock, its status service (with `status` options) and its alerts. */
  async function setUp(start: string, status: Partial<StatusOptions> = {}) {
    const app = await database.open();
    const clock = { at: new Date(start) };
    const now = () => clock.at;
    const service = createStatusService({ app, now, build, dataDir: tmpdir(), ...status });
    const alerts = createAlerts({ app, status: service, now });
    const addUser = async (email: string, role: Role, lang: Lang = "fr", disabled = false) => {
      const row = await app.db
        .insertInto("users")
        .values({
          email,
          role,
          lang,
          created_at: start,
          disabled_at: disabled ? start : null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    };
    /** The alerts queued so far for `problem`, as who got them, by day. */
    const sent = async (problem: string) =>
      (
        await app.db
          .selectFrom("ops_alerts")
          .innerJoin("users", "users.id", "ops_alerts.user_id")
          .select(["ops_alerts.day", "users.email"])
          .where("ops_alerts.problem", "=", problem)
          .orderBy("ops_alerts.id")
          .execute()
      ).map((row) => `${row.day} ${row.email}`);
    /** The emails the outbox would send for the alerts queued, as their recipients get them. */
    const emails = async () => {
      const render = alertEmailHandlers(app, { siteOrigin })[OPS_ALERT];
      const messages = await app.db
        .selectFrom("outbox")
        .select(["id", "kind", "ref_id", "lead_id", "attempts"])
        .where("kind", "=", OPS_ALERT)
        .orderBy("id")
        .execute();
      return Promise.all(
        messages.map((row) =>
          render?.({ id: row.id, kind: row.kind, refId: row.ref_id, leadId: row.lead_id, attempts: row.attempts }),
        ),
      );
    };
    return { app, clock, alerts, addUser, sent, emails };
  }

  /** Runs the check three times: the day it starts, later that day, and the next day. */
  async function overTwoDays(run: { clock: { at: Date }; alerts: { runDue(): Promise<number> } }) {
    await run.alerts.runDue();
    run.clock.at = new Date(run.clock.at.getTime() + 3 * 3_600_000);
    await run.alerts.runDue();
    run.clock.at = new Date(run.clock.at.getTime() + 24 * 3_600_000);
    await run.alerts.runDue();
  }

  it("emails the admins once a day while the outbox is stuck over 30 minutes, and not before", async () => {
    // 15:00 in Montréal on the 27th; the next day's check is on the 28th.
    const run = await setUp("2026-11-27T20:00:00Z");
    await run.addUser("admin@example.com", "admin");
    await enqueue(run.app.db, { kind: "lead.email" }, new Date("2026-11-27T19:31:00Z"));
    expect(await run.alerts.runDue()).toBe(0);
    run.clock.at = new Date("2026-11-27T20:01:01Z");
    await overTwoDays(run);
    expect(await run.sent("outbox-stuck")).toEqual(["2026-11-27 admin@example.com", "2026-11-28 admin@example.com"]);
    const [first] = await run.emails();
    expect(first).toMatchObject({ to: "admin@example.com", lang: "fr" });
    expect(first?.subject).toBe("Sobrita\u00a0: des courriels attendent depuis plus de 30\u00a0minutes");
    expect(first?.text).toContain("Le plus ancien courriel en attente devait partir le 27 nov. 2026, 14 h 31.");
    expect(first?.text).toContain(`${siteOrigin}/admin/status`);
    expectBrandedHtml(first?.html, {
      lang: "fr",
      origin: siteOrigin,
      button: adminDictionaries.fr.alerts.button,
      text: first?.text,
    });
  });

  it("emails the admins once a day about a calendar failing for over a day, and not before", async () => {
    const run = await setUp("2026-11-27T20:00:00Z");
    await run.addUser("admin@example.com", "admin", "en");
    const member = await run.addUser("member@example.com", "staff");
    const inserted = await run.app.db
      .insertInto("calendar_connections")
      .values({
        user_id: member,
        kind: "ics",
        url_sealed: "sealed",
        display_url: "https://calendar.example/member.ics",
        created_at: "2026-11-01T12:00:00Z",
        last_attempt_at: "2026-11-27T19:59:00Z",
        last_read_at: "2026-11-26T21:00:00.000Z",
        last_error: "unreachable",
        last_error_detail: "",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await run.alerts.runDue()).toBe(0);
    run.clock.at = new Date("2026-11-27T21:00:01Z");
    await overTwoDays(run);
    expect(await run.sent(`calendar:${inserted.id}`)).toEqual([
      "2026-11-27 admin@example.com",
      "2026-11-28 admin@example.com",
    ]);
    const [first] = await run.emails();
    expect(first).toMatchObject({ to: "admin@example.com", lang: "en" });
    expect(first?.subject).toBe("Sobrita: a calendar has not been read for over a day");
    expect(first?.text).toContain("member@example.com’s calendar (https://calendar.example/member.ics)");
    // Intl puts a narrow no-break space before "p.m.".
    expect(first?.text).toMatch(/since Nov 26, 2026, 4:00\sp\.m\.\. The calendar’s server does not answer\./);
  });

  it("emails the admins once a day when no backup is under 26 hours old, only where backups are watched", async () => {
    const dir = mkdtempSync(join(tmpdir(), "backups-"));
    writeFileSync(join(dir, "leads-2026-11-26T170000Z.db"), "backup");
    const run = await setUp("2026-11-27T19:00:00Z", { backupDir: dir });
    await run.addUser("admin@example.com", "admin");
    // The same folder, days later, unwatched where BACKUP_DIR is not set.
    const later = () => new Date("2026-11-30T19:00:00Z");
    const unwatched = createAlerts({
      app: run.app,
      status: createStatusService({ app: run.app, now: later, build, dataDir: tmpdir() }),
      now: later,
    });
    expect(await unwatched.runDue()).toBe(0);
    expect(await run.alerts.runDue()).toBe(0);
    run.clock.at = new Date("2026-11-27T19:00:01Z");
    await overTwoDays(run);
    expect(await run.sent("backup-late")).toEqual(["2026-11-27 admin@example.com", "2026-11-28 admin@example.com"]);
    const [first] = await run.emails();
    expect(first?.subject).toBe("Sobrita\u00a0: aucune copie de sauvegarde depuis plus de 26\u00a0heures");
    expect(first?.text).toContain(`La dernière copie dans ${dir} date du 26 nov. 2026, 12 h 00.`);
  });

  it("emails the admins once a day when the disk is under the share of free space", async () => {
    // The real disk under the test's folder, held to a share it is always under: less than all of it free.
    const run = await setUp("2026-11-27T19:00:00Z", { diskLowShare: 1 });
    await run.addUser("admin@example.com", "admin");
    await overTwoDays(run);
    expect(await run.sent("disk-low")).toEqual(["2026-11-27 admin@example.com", "2026-11-28 admin@example.com"]);
    const [first] = await run.emails();
    expect(first?.subject).toBe("Sobrita\u00a0: espace disque faible");
    expect(first?.text).toContain(`pour ${tmpdir()}.`);
  });

  it("goes to active admins only, each in their language, and to nobody once the admin is gone", async () => {
    const run = await setUp("2026-11-27T20:00:00Z");
    const french = await run.addUser("admin-fr@example.com", "admin", "fr");
    await run.addUser("admin-en@example.com", "admin", "en");
    await run.addUser("staff@example.com", "staff");
    await run.addUser("editor@example.com", "editor");
    await run.addUser("former@example.com", "admin", "fr", true);
    await enqueue(run.app.db, { kind: "lead.email" }, new Date("2026-11-27T19:00:00Z"));
    expect(await run.alerts.runDue()).toBe(2);
    expect(await run.sent("outbox-stuck")).toEqual([
      "2026-11-27 admin-fr@example.com",
      "2026-11-27 admin-en@example.com",
    ]);
    expect((await run.emails()).map((email) => [email?.to, email?.lang])).toEqual([
      ["admin-fr@example.com", "fr"],
      ["admin-en@example.com", "en"],
    ]);
    // An admin made staff before the email went: nothing is sent to them.
    await run.app.db.updateTable("users").set({ role: "staff" }).where("id", "=", french).execute();
    expect((await run.emails()).map((email) => email?.to)).toEqual([undefined, "admin-en@example.com"]);
  });

  it("does not repeat an alert from a second instance checking the same day", async () => {
    const run = await setUp("2026-11-27T20:00:00Z");
    await run.addUser("admin@example.com", "admin");
    await enqueue(run.app.db, { kind: "lead.email" }, new Date("2026-11-27T19:00:00Z"));
    const other = createAlerts({
      app: run.app,
      status: createStatusService({ app: run.app, now: () => run.clock.at, build, dataDir: tmpdir() }),
      now: () => run.clock.at,
    });
    const counts = await Promise.all([run.alerts.runDue(), other.runDue()]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await run.sent("outbox-stuck")).toEqual(["2026-11-27 admin@example.com"]);
  });
});
