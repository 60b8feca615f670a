import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import type { AppDatabase } from "#server/db/db.server.ts";
import { every } from "#server/jobs/schedule.server.ts";
import { createOutbox, enqueue } from "#server/mail/outbox.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { createStatusService } from "./status.server";

const build = { version: "1.0.0", builtAt: null, commit: null };

describe.each(backends)("the status service on $name", (backend) => {
  const database = useTestDatabase(backend);

  /** A clock the test moves, and the status service reading this test's database with it. */
  async function setUp(start: string, backupDir?: string) {
    const app = await database.open();
    const clock = { at: new Date(start) };
    const now = () => clock.at;
    const service = createStatusService({ app, now, build, backupDir, dataDir: tmpdir() });
    return { app, clock, now, service };
  }

  /** Schedules `job` with `run` on the test's clock, and waits until its first run is recorded. */
  async function runOnce(app: AppDatabase, now: () => Date, everyMs: number, run: () => Promise<unknown>) {
    const stop = every(everyMs, run, () => {}, { record: { job: "sales-digest", db: app.db, now } });
    stop();
    await vi.waitFor(async () => {
      const row = await app.db.selectFrom("job_status").select("last_finished_at").executeTakeFirst();
      expect(row?.last_finished_at).toBeTruthy();
    });
  }

  it("flags a job that has not run when due, with the time it was due, and no sooner", async () => {
    const { app, clock, now, service } = await setUp("2026-11-27T19:00:00Z");
    await runOnce(app, now, 5 * 60_000, async () => {});

    clock.at = new Date("2026-11-27T19:06:59Z");
    const onTime = await service.status();
    expect(onTime.jobs).toEqual([
      expect.objectContaining({
        job: "sales-digest",
        lastStartedAt: new Date("2026-11-27T19:00:00Z"),
        outcome: "ok",
        nextDueAt: new Date("2026-11-27T19:05:00Z"),
        late: false,
      }),
    ]);
    expect(onTime.problems).toEqual([]);

    clock.at = new Date("2026-11-27T19:07:01Z");
    const late = await service.status();
    expect(late.jobs[0]).toMatchObject({ late: true, nextDueAt: new Date("2026-11-27T19:05:00Z") });
    expect(late.problems).toEqual([{ kind: "jobLate", key: "job-late:sales-digest", job: "sales-digest" }]);
  });

  it("flags a job whose last run failed, with its error", async () => {
    const { app, now, service } = await setUp("2026-11-27T19:00:00Z");
    await runOnce(app, now, 5 * 60_000, async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
    });
    const status = await service.status();
    expect(status.jobs[0]).toMatchObject({ outcome: "failed", error: "connect ECONNREFUSED 127.0.0.1:5432" });
    expect(status.problems.map((problem) => problem.kind)).toEqual(["jobFailed"]);
  });

  it("reads the newest backup's age and size, and flags none for 26 hours where backups are configured", async () => {
    const dir = mkdtempSync(join(tmpdir(), "backups-"));
    writeFileSync(join(dir, "leads-2026-11-26T030000Z.db"), "x".repeat(10));
    writeFileSync(join(dir, "leads-2026-11-27T030000Z.db"), "x".repeat(2048));
    writeFileSync(join(dir, "notes.txt"), "not a backup");
    const { clock, service } = await setUp("2026-11-28T04:59:00Z", dir);
    expect((await service.status()).backup).toEqual({
      configured: true,
      dir,
      latest: { takenAt: new Date("2026-11-27T03:00:00Z"), bytes: 2048 },
      late: false,
    });
    clock.at = new Date("2026-11-28T05:01:00Z");
    const status = await service.status();
    expect(status.backup).toMatchObject({ late: true });
    expect(status.problems).toEqual([{ kind: "backupLate", key: "backup-late" }]);
  });

  it("says which database it is and its size, the disk's free space, and nothing about backups unless configured", async () => {
    const { service } = await setUp("2026-11-27T19:00:00Z");
    const status = await service.status();
    expect(status.database.kind).toBe(backend.name);
    expect(status.database.bytes).toBeGreaterThan(0);
    expect(status.disk?.totalBytes).toBeGreaterThan(0);
    expect(status.disk?.freeBytes).toBeGreaterThan(0);
    expect(status.backup).toEqual({ configured: false });
  });

  it("counts the outbox's queue, its oldest wait, the day's failures and the held mail, and says when it is stuck", async () => {
    const { app, clock, now, service } = await setUp("2026-11-27T19:00:00Z");
    const mail = {
      to: "someone@example.com",
      subject: "Hello",
      lang: "fr" as const,
      text: "Hello",
      html: "<p>Hello</p>",
    };
    // A message failing since 18:20, one held (no SMTP_URL), and a reminder not due before 20:00.
    await enqueue(app.db, { kind: "lead.email" }, new Date("2026-11-27T18:20:00Z"));
    await enqueue(app.db, { kind: "ops.alert" }, new Date("2026-11-27T18:59:00Z"));
    await enqueue(app.db, { kind: "ops.alert", notBefore: new Date("2026-11-27T20:00:00Z") }, now());
    const outbox = createOutbox({
      app,
      now,
      handlers: {
        "lead.email": async () => {
          throw new Error("connect ECONNREFUSED 127.0.0.1:25");
        },
        "ops.alert": async () => mail,
      },
    });
    await outbox.drain();
    await outbox.stop();

    const status = await service.status();
    expect(status.outbox).toEqual({
      queued: 2,
      held: 1,
      oldestDueAt: new Date("2026-11-27T18:20:00Z"),
      stuck: true,
      failedLastDay: 1,
    });
    // Held mail needs someone too: it never leaves on its own.
    expect(status.problems.map((problem) => problem.kind)).toEqual(["outboxStuck", "outboxFailures", "mailHeld"]);

    // A day on, the failure is no longer of the last 24 hours.
    clock.at = new Date("2026-11-28T19:00:01Z");
    expect((await service.status()).outbox.failedLastDay).toBe(0);
  });
});
