import { describe, expect, it, vi } from "vitest";
import type { PathsByLang } from "#common/site-pages/fields.ts";
import { createAuditLog } from "#server/audit/audit.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { createSitePagesDesk } from "./desk.server";
import { createSitePagesPublishing } from "./publishing.server";

const NOW = new Date("2026-11-25T12:00:00.000Z");
const HOUR = 3_600_000;
const TITLE = "pages.home.hero.title";
const none: PathsByLang = { fr: [], en: [] };
const quiet = { error: () => {} };

describe.each(backends)("site pages publishing on $name", (backend) => {
  const database = useTestDatabase(backend);

  /** One instance: its desk and its job, on its own connection to the database, with the test's clock. */
  function instance(app: AppDatabase, clock: { now: Date }) {
    const audit = createAuditLog(app, () => clock.now);
    return {
      desk: createSitePagesDesk({ database: app, audit, now: () => clock.now }),
      job: createSitePagesPublishing({ database: app, audit, log: quiet, now: () => clock.now }),
    };
  }

  it("makes a scheduled page live once its time has come, once across two instances", async () => {
    const clock = { now: NOW };
    const first = await database.open();
    // Two connections on PostgreSQL; a SQLite file has one server process, whose one connection both share.
    const second = backend.name === "postgres" ? await database.open() : first;
    const a = instance(first, clock);
    const b = instance(second, clock);
    const saved = await a.desk.save(
      "home",
      { words: { fr: { [TITLE]: "Programmé" } }, revision: 0, confirmed: none },
      null,
    );
    const at = new Date(NOW.getTime() + HOUR);
    await a.desk.publish("home", { revision: 1, at }, null);

    clock.now = new Date(NOW.getTime() + HOUR / 2);
    expect(await Promise.all([a.job.publishDue(), b.job.publishDue()])).toEqual([[], []]);
    expect(await b.desk.liveVersions()).toEqual(new Map());

    clock.now = new Date(NOW.getTime() + HOUR + 5_000);
    const runs = await Promise.all([a.job.publishDue(), b.job.publishDue(), a.job.publishDue()]);
    expect(runs.flat()).toEqual(["home"]);
    expect(await b.desk.liveVersions()).toEqual(new Map([["home", saved.ok ? saved.versionId : 0]]));
    const view = await b.desk.open("home");
    expect(view).toMatchObject({ revision: 3, liveId: saved.ok ? saved.versionId : 0 });
    expect(view.scheduled).toBeUndefined();
    expect((await b.desk.list())[0]).toMatchObject({ state: "live" });

    const published = await first.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "site-page.published-on-schedule")
      .execute();
    expect(published).toMatchObject([{ actor_id: null, target_type: "site_page", target_id: "home" }]);
    expect(await a.job.publishDue()).toEqual([]);
  });

  it("leaves a page unscheduled before its time alone", async () => {
    const clock = { now: NOW };
    const { desk, job } = instance(await database.open(), clock);
    await desk.save("home", { words: { fr: { [TITLE]: "Retiré" } }, revision: 0, confirmed: none }, null);
    await desk.publish("home", { revision: 1, at: new Date(NOW.getTime() + HOUR) }, null);
    await desk.unschedule("home", { revision: 2 }, null);
    clock.now = new Date(NOW.getTime() + 2 * HOUR);
    expect(await job.publishDue()).toEqual([]);
    expect(await desk.liveVersions()).toEqual(new Map());
  });

  it("records its runs for the status screen", async () => {
    const app = await database.open();
    const { job } = instance(app, { now: NOW });
    const stop = job.start();
    try {
      await vi.waitFor(async () => {
        const row = await app.db
          .selectFrom("job_status")
          .selectAll()
          .where("job", "=", "site-pages-publishing")
          .executeTakeFirst();
        expect(row).toMatchObject({ every_ms: 10_000, last_outcome: "ok" });
      });
    } finally {
      stop();
    }
  });
});
