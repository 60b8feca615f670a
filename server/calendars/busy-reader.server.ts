import { Worker } from "node:worker_threads";
import type { CalendarJob, CalendarJobKind, CalendarJobResult, WorkerData, WorkerMessage } from "./busy-worker.server";
import { CalendarError } from "./calendar-error.server";
import { type ReadLimits, readLimits } from "./read-limits.server";

const workerEntry = new URL("./busy-worker.mjs", import.meta.url);

/** Runs a calendar job without the calling thread waiting on it. */
export type CalendarThreads = <K extends CalendarJobKind>(
  job: CalendarJob<K>,
  signal: AbortSignal,
) => Promise<CalendarJobResult<K>>;

/**
 * Runs each calendar job in a worker thread of its own (decisions 060 and 084): parsing a feed,
 * expanding its events and tsdav's XML are synchronous, and all of it is text from outside, so the
 * server's thread only waits for a message. The worker's heap is capped (`heapMb`), it is ended
 * when `signal` aborts, and at most `workers` run at once, the other jobs waiting their turn. A
 * read's parse is also ended at `timeLimitMs`, counted from when the thread has its texts in hand:
 * the thread's start and a CalDAV conversation are bounded by the caller's deadline, as a feed's
 * download is. A job cut short says why as a CalendarError:
 * `tooManyEvents`, `tooManyOccurrences` (counted in the worker), `tooLarge` (bytes counted across a
 * CalDAV conversation), `tooSlow`, `tooMuchMemory`, or `timeout` when the caller's own deadline passed.
 */
export function createCalendarThreads(limits: ReadLimits = readLimits): CalendarThreads {
  const turns = turnstile(limits.workers);
  return async (job, signal) => {
    const leave = await turns.enter(signal);
    try {
      // The worker answers each kind with its own result (busy-worker.server.ts).
      return (await inWorker({ job: job as CalendarJob, budget: limits }, limits, signal)) as CalendarJobResult<
        typeof job.kind
      >;
    } finally {
      leave();
    }
  };
}

function inWorker(data: WorkerData, limits: ReadLimits, signal: AbortSignal): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new CalendarError("timeout"));
    const worker = new Worker(workerEntry, {
      workerData: data,
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      // The entry registers tsx itself (see busy-worker.mjs); no flag of this process concerns a parse.
      execArgv: [],
    });
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    /** Settles once, after the worker has stopped: a job that returns leaves no thread running. */
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal.removeEventListener("abort", onAbort);
      void worker.terminate().then(outcome, outcome);
    };
    const startClock = () => {
      timer = setTimeout(
        () => settle(() => reject(new CalendarError("tooSlow", String(Math.round(limits.timeLimitMs / 1000))))),
        limits.timeLimitMs,
      );
    };
    const onAbort = () => settle(() => reject(new CalendarError("timeout")));
    signal.addEventListener("abort", onAbort, { once: true });
    worker.on("message", (message: WorkerMessage) => {
      if ("reading" in message) return startClock();
      settle(() => (message.ok ? resolve(message.result) : reject(new CalendarError(message.code, message.detail))));
    });
    // Past its heap, or failing before it did anything (the detail, for the log, is the worker's own).
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
