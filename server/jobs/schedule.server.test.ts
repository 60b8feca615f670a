import { afterEach, describe, expect, it, vi } from "vitest";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { claimRun, every, finishRun } from "./schedule.server";

describe("every", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A job whose runs end when the test says so. */
  function job() {
    const state = { runs: 0, finish: () => {} };
    const run = () => {
      state.runs++;
      return new Promise<void>((resolve) => {
        state.finish = resolve;
      });
    };
    return { state, run };
  }

  it("runs at once and on each tick, never beside a run still going, and not once stopped", async () => {
    vi.useFakeTimers();
    const { state, run } = job();
    const stop = every(1000, run, () => {});
    expect(state.runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(state.runs).toBe(1);
    state.finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(state.runs).toBe(2);
    stop();
    state.finish();
    await vi.advanceTimersByTimeAsync(5000);
    expect(state.runs).toBe(2);
  });

  it("waits one interval first when told, and hands a failure to onError and tries again", async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const stop = every(
      1000,
      async () => {
        runs++;
        throw new Error(`run ${runs} failed`);
      },
      (error) => errors.push(error),
      { immediately: false },
    );
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(2000);
    stop();
    expect(errors.map((error) => (error as Error).message)).toEqual(["run 1 failed", "run 2 failed"]);
  });
});

describe.each(backends)("claimRun and finishRun on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("gives a day's run to one claim only, and keeps what it did", async () => {
    const app = await database.open();
    const at = new Date("2026-11-27T13:00:00Z");
    expect(await claimRun(app.db, "test-job", "2026-11-27", at)).toBe(true);
    expect(await claimRun(app.db, "test-job", "2026-11-27", at)).toBe(false);
    expect(await claimRun(app.db, "test-job", "2026-11-28", at)).toBe(true);
    await finishRun(app.db, "test-job", "2026-11-27", new Date("2026-11-27T13:00:05Z"), { queued: 3 });
    const row = await app.db
      .selectFrom("job_runs")
      .selectAll()
      .where("job", "=", "test-job")
      .where("run_on", "=", "2026-11-27")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ finished_at: "2026-11-27T13:00:05.000Z", result: '{"queued":3}' });
  });
});
