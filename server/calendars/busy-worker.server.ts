/**
 * A worker thread's whole life (decisions 060 and 084): does the one calendar job it is given,
 * posts its result or why it could not, and ends. Started by ./busy-reader.server.ts through
 * ./busy-worker.mjs. A CalDAV job holds its whole conversation here, tsdav's XML parsing included:
 * what a CalDAV server answers is text from outside, like a feed.
 */
import { parentPort, workerData } from "node:worker_threads";
import { type BusyRead, type BusyWindow, busyFromCalendars, type ReadBudget } from "./busy.server";
import { asCalendarError, type CalendarErrorCode } from "./calendar-error.server";

/** A CalDAV account to talk to: its address as the member gave it (credentials in it), and what may be fetched. */
export type DavAccount = { url: string; privateHosts: readonly string[]; maxBytes: number };

/** Each job, by kind, with what it answers. */
type Jobs = {
  /** Busy times in texts already downloaded (a published feed). */
  busy: { job: { texts: string[]; window: BusyWindow }; result: BusyRead };
  /** Busy times in a CalDAV calendar: the conversation, then the same read. */
  davBusy: { job: { account: DavAccount; window: BusyWindow }; result: BusyRead };
  /** A meeting written into a CalDAV calendar; answers where it now is. */
  davPut: { job: { account: DavAccount; event: { uid: string; ics: string; objectUrl?: string } }; result: string };
  /** A meeting taken out of a CalDAV calendar. */
  davDelete: { job: { account: DavAccount; objectUrl: string }; result: null };
};

export type CalendarJobKind = keyof Jobs;
export type CalendarJob<K extends CalendarJobKind = CalendarJobKind> = {
  [Kind in K]: { kind: Kind } & Jobs[Kind]["job"];
}[K];
export type CalendarJobResult<K extends CalendarJobKind> = Jobs[K]["result"];

/** What the worker is started with: the job, and the counts its reading may reach. */
export type WorkerData = { job: CalendarJob; budget: ReadBudget };

/**
 * What the worker posts: when it starts reading busy times from texts in hand (a read's clock
 * starts then: the thread's own start, and a CalDAV conversation, run within the caller's
 * deadline), then its answer.
 */
export type WorkerMessage =
  | { reading: true }
  | { ok: true; result: CalendarJobResult<CalendarJobKind> }
  | { ok: false; code: CalendarErrorCode; detail: string };

const post = (message: WorkerMessage) => parentPort?.postMessage(message);

/**
 * What a CalDAV job talks with, loaded only for one: tsdav and undici take a second to load on a
 * busy machine, and a feed's read, which needs neither, should not wait for them.
 */
async function davOf(account: DavAccount) {
  const [{ parseCalendarAddress }, caldav, { createCalendarFetch }] = await Promise.all([
    import("./address.server"),
    import("./caldav.server"),
    import("./calendar-fetch.server"),
  ]);
  return {
    caldav,
    address: parseCalendarAddress(account.url, "caldav"),
    request: { fetch: createCalendarFetch(account.privateHosts), maxBytes: account.maxBytes },
  };
}

async function run({ job, budget }: WorkerData): Promise<CalendarJobResult<CalendarJobKind>> {
  switch (job.kind) {
    case "busy":
      post({ reading: true });
      return busyFromCalendars(job.texts, job.window, budget);
    case "davBusy": {
      const { caldav, address, request } = await davOf(job.account);
      const range = { from: new Date(job.window.from), to: new Date(job.window.to) };
      const texts = await caldav.readCalDav(address, range, request);
      post({ reading: true });
      return busyFromCalendars(texts, job.window, budget);
    }
    case "davPut": {
      const { caldav, address, request } = await davOf(job.account);
      return caldav.putCalDavEvent(address, job.event, request);
    }
    case "davDelete": {
      const { caldav, address, request } = await davOf(job.account);
      await caldav.deleteCalDavEvent(address, job.objectUrl, request);
      return null;
    }
  }
}

try {
  post({ ok: true, result: await run(workerData as WorkerData) });
} catch (caught) {
  const error = asCalendarError(caught);
  post({ ok: false, code: error.code, detail: error.detail });
}
