import { Worker } from "node:worker_threads";
import type { BusyRead, BusyWindow } from "./busy.server";
import type { BusyAnswer, BusyJob } from "./busy-worker.server";
import { CalendarError } from "./calendar-error.server";
import { type ReadLimits, readLimits } from "./read-limits.server";

const workerEntry = new URL("./busy-worker.mjs", import.meta.url);

/** Reads busy times from calendars' texts without the calling thread waiting on them. */
export type BusyReader = (texts: string[], window: BusyWindow, signal: AbortSignal) => Promise<BusyRead>;

/**
 * Reads each calendar's texts in a worker thread of its own (decision 060): parsing and expanding
 * are synchronous, and a calendar is text from outside, so the server's thread only waits for a
 * message. The worker's heap is capped (`heapMb`), it is ended at `timeLimitMs` or when `signal`
 * aborts, and at most `workers` run at once, the other reads waiting their turn. A read cut short
 * says why as a CalendarError: `tooManyEvents`, `tooManyOccurrences` (counted in the worker),
 * `tooSlow`, `tooMuchMemory`, or `timeout` when the caller's own deadline passed.
 */
export function createBusyReader(limits: ReadLimits = readLimits): BusyReader {
  const turns = turnstile(limits.workers);
  return async (texts, window, signal) => {
    const leave = await turns.enter(signal);
    try {
      return await inWorker({ texts, window, budget: limits }, limits, signal);
    } finally {
      leave();
    }
  };
}

function inWorker(job: BusyJob, limits: ReadLimits, signal: AbortSignal): Promise<BusyRead> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new CalendarError("timeout"));
    const worker = new Worker(workerEntry, {
      workerData: job,
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      // The entry registers tsx itself (see busy-worker.mjs); no flag of this process concerns a parse.
      execArgv: [],
    });
    let settled = false;
    /** Settles once, after the worker has stopped: a read that returns leaves no thread running. */
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener("abort", onAbort);
      void worker.terminate().then(outcome, outcome);
    };
    const timer = setTimeout(
      () => settle(() => reject(new CalendarError("tooSlow", String(Math.round(limits.timeLimitMs / 1000))))),
      limits.timeLimitMs,
    );
    const onAbort = () => settle(() => reject(new CalendarError("timeout")));
    signal.addEventListener("abort", onAbort, { once: true });
    worker.once("message", (answer: BusyAnswer) =>
      settle(() => (answer.ok ? resolve(answer.read) : reject(new CalendarError(answer.code, answer.detail)))),
    );
    // Past its heap, or failing before it read anything (the detail, for the log, is the worker's own).
    worker.once("error", (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY"
            ? new CalendarError("tooMuchMemory", String(limits.heapMb))
            : new CalendarError("malformed", `worker: ${error.message}`),
        ),
      ),
    );
    worker.once("exit", (code) => settle(() => reject(new CalendarError("malformed", `worker exited (${code})`))));
  });
}

/** At most `size` holders at once; the others wait in order, or give up when their signal aborts. */
function turnstile(size: number) {
  let inside = 0;
  const waiting: (() => void)[] = [];
  const leave = () => {
    inside -= 1;
    waiting.shift()?.();
  };
  return {
    async enter(signal: AbortSignal): Promise<() => void> {
      if (inside < size) {
        inside += 1;
        return leave;
      }
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          waiting.splice(waiting.indexOf(admit), 1);
          reject(new CalendarError("timeout"));
        };
        const admit = () => {
          signal.removeEventListener("abort", onAbort);
          inside += 1;
          resolve();
        };
        if (signal.aborted) return reject(new CalendarError("timeout"));
        signal.addEventListener("abort", onAbort, { once: true });
        waiting.push(admit);
      });
      return leave;
    },
  };
}
