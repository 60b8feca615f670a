/**
 * How long this thread's event loop was held at most while `work` ran: what a request to /healthz
 * would have waited on top of its own time. Free of Vitest.
 *
 * A figure alone says little on a busy machine (another engineer's build, a stress test): a read
 * that holds nothing still sees the loop held 100–300 ms there. So a test measures the same work
 * with a harmless calendar first, in the same run, and holds the hostile one to that baseline plus
 * a margin far below what a read on this thread costs (seconds: 6.75 s for ten minutely events,
 * 5–7 s for a 60 MB CalDAV answer). The 200 ms target on a quiet machine is the benchmark's
 * (bench/booking.ts), not a test's.
 */
import { monitorEventLoopDelay } from "node:perf_hooks";

export async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  const delays = monitorEventLoopDelay({ resolution: 10 });
  delays.enable();
  try {
    const result = await work();
    return { result, stallMs: delays.max / 1e6 };
  } finally {
    delays.disable();
  }
}

/** What a hostile read may add to the baseline's stall: above a busy machine's noise, far below a read on this thread. */
export const stallMarginMs = 1_000;
