import type { IntervalUnit } from "../../../ops/format";
import type { JobName } from "../../../ops/jobs";
import type { CountText } from "../../plural";

export type OperationsText = {
  /** The status screen (issue 47): is everything working? */
  status: {
    title: string;
    intro: string;
    allWell: string;
    attention: CountText;
    checkedAt: string;
    /** "{what}" is late or failing: "{state}". */
    problemLine: string;
    problemsLabel: string;
    jobs: {
      title: string;
      caption: string;
      columns: { job: string; lastRun: string; outcome: string; nextRun: string };
      names: Record<JobName, string>;
      none: string;
      never: string;
      ok: string;
      failed: string;
      /** "{due}": when it should have run. */
      late: string;
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
      failing: string;
    };
    outbox: {
      title: string;
      caption: string;
      queued: string;
      oldest: string;
      /** "{age}" */
      waiting: string;
      failures: string;
      held: string;
      /** "{due}" */
      stuck: string;
      failuresFlag: CountText;
      none: string;
    };
    storage: {
      title: string;
      caption: string;
      backup: string;
      /** "{at}", "{age}" and "{size}" of the newest copy. */
      backupLatest: string;
      /** "{dir}" */
      backupNone: string;
      backupNotWatched: string;
      /** "{dir}" */
      backupLate: string;
      disk: string;
      /** "{free}", "{total}", "{share}" and "{path}" */
      diskFree: string;
      diskLow: string;
      diskUnknown: string;
      database: string;
      /** "{kind}" and "{size}" */
      databaseSize: string;
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
