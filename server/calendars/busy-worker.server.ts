/**
 * A worker thread's whole life (decision 060): reads the busy times of the texts it is given, posts
 * them or why it could not, and ends. Started by ./busy-reader.server.ts through ./busy-worker.mjs.
 */
import { parentPort, workerData } from "node:worker_threads";
import { type BusyRead, type BusyWindow, busyFromCalendars, type ReadBudget } from "./busy.server";
import { asCalendarError, type CalendarErrorCode } from "./calendar-error.server";

export type BusyJob = { texts: string[]; window: BusyWindow; budget: ReadBudget };
export type BusyAnswer = { ok: true; read: BusyRead } | { ok: false; code: CalendarErrorCode; detail: string };

const job = workerData as BusyJob;
let answer: BusyAnswer;
try {
  answer = { ok: true, read: busyFromCalendars(job.texts, job.window, job.budget) };
} catch (caught) {
  const error = asCalendarError(caught);
  answer = { ok: false, code: error.code, detail: error.detail };
}
parentPort?.postMessage(answer);
