import type { IntervalUnit } from "#common/ops/format.ts";
import type { JobName } from "#common/ops/jobs.ts";
import type { Message } from "#common/site/message.ts";

export type OperationsText = {
  /** The status screen (issue 47): is everything working? */
  status: {
    title: string;
    intro: string;
    allWell: string;
    attention: Message<{ count: number }>;
    checkedAt: Message<{ at: string }>;
    /** "{what}" is late or failing: "{state}". */
    problemLine: Message<{ what: string; state: string }>;
    problemsLabel: string;
    jobs: {
      title: string;
      caption: string;
      columns: { job: string; lastRun: string; outcome: string; nextRun: string };
      names: Record<JobName, string>;
      none: string;
      never: string;
      ok: string;
      failed: Message<{ error: string }>;
      /** "{due}": when it should have run. */
      late: Message<{ due: string }>;
      /** A job's interval: the words for one of a unit, and "{every}" for several. */
      every: { one: Record<IntervalUnit, string>; many: string };
    };
    calendars: {
      title: string;
      caption: string;
      columns: { owner: string; calendar: string; lastRead: string; state: string };
      none: string;
      never: string;
      ok: string;
      /** "{since}" and "{error}", the error in words. */
      failing: Message<{ since: string; error: string }>;
    };
    outbox: {
      title: string;
      caption: string;
      queued: string;
      oldest: string;
      /** "{age}" */
      waiting: Message<{ age: string }>;
      failures: string;
      held: string;
      /** "{due}" */
      stuck: Message<{ due: string }>;
      failuresFlag: Message<{ count: number }>;
      none: string;
    };
    storage: {
      title: string;
      caption: string;
      backup: string;
      /** "{at}", "{age}" and "{size}" of the newest copy. */
      backupLatest: Message<{ at: string; age: string; size: string }>;
      /** "{dir}" */
      backupNone: Message<{ dir: string }>;
      backupNotWatched: string;
      /** "{dir}" */
      backupLate: Message<{ dir: string }>;
      disk: string;
      /** "{free}", "{total}", "{share}" and "{path}" */
      diskFree: Message<{ free: string; total: string; share: string; path: string }>;
      diskLow: string;
      diskUnknown: string;
      database: string;
      /** "{kind}" and "{size}" */
      databaseSize: Message<{ kind: string; size: string }>;
      unknownSize: string;
    };
    build: {
      title: string;
      caption: string;
      version: string;
      builtAt: string;
      commit: string;
      unknown: string;
    };
  };
  /** The alerts emailed to admins (issue 47, decision 075). */
  alerts: {
    /** Before every subject: « Sobrita : ». */
    subjectPrefix: string;
    greeting: string;
    outboxStuck: { subject: string; body: string };
    calendarFailing: { subject: string; body: string };
    backupLate: { subject: string; body: string };
    backupMissing: { subject: string; body: string };
    diskLow: { subject: string; body: string };
    /** "{link}" */
    seeStatus: string;
    /** The HTML part's button to the status page. */
    button: string;
    why: string;
  };
};
