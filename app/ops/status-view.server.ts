import { type HeldMailView, heldMailView } from "#app/mail/held-mail.server.ts";
import type { MailText } from "#common/admin/content/types/mail.ts";
import type { OperationsText } from "#common/admin/content/types/operations.ts";
import { formatDateTime, formatTime } from "#common/admin/format.server.ts";
import { formatAge, formatBytes, formatInterval, formatShare } from "#common/ops/format.ts";
import { isJobName } from "#common/ops/jobs.ts";
import { site } from "#common/site/config.ts";
import { formatMessage } from "#common/site/message.ts";
import { htmlLang, type Lang } from "#common/site/pages.ts";
import { calendarErrorText, isCalendarErrorCode } from "#server/calendars/calendar-error.server.ts";
import type { SiteStatus } from "#server/ops/status.server.ts";

type StatusText = OperationsText["status"];

/** A line of the screen: its words, and whether it is flagged (late or failing). */
export type Flagged = { text: string; flagged: boolean };

export type StatusView = {
  overall: Flagged;
  checkedAt: string;
  problems: string[];
  jobs: { name: string; every: string; lastRun: string; outcome: Flagged; nextRun: Flagged }[];
  calendars: { owner: string; calendar: string; lastRead: string; state: Flagged }[];
  outbox: { queued: string; oldest: Flagged; failures: Flagged; held: Flagged };
  /** Held mail, and once a server is set the button that sends it (the screen is for admins). */
  heldMail: HeldMailView | undefined;
  storage: { backup: Flagged; disk: Flagged; database: string };
  build: { version: string; builtAt: string; commit: string };
};

/** A time on the team's clock: the time alone today, with the day otherwise. */
function formatWhen(at: Date, now: Date, lang: Lang): string {
  const day = new Intl.DateTimeFormat(htmlLang[lang], { dateStyle: "medium", timeZone: site.timeZone });
  if (day.format(at) !== day.format(now)) return formatDateTime(at.toISOString(), lang);
  return formatTime(at, lang);
}

function calendarError(error: { code: string; detail: string }, lang: Lang): string {
  return isCalendarErrorCode(error.code)
    ? calendarErrorText({ code: error.code, detail: error.detail }, lang)
    : error.code;
}

/**
 * The status service's answer in the reader's words: every flag a sentence, not a colour. `holding`:
 * no SMTP_URL is set, so mail is held rather than sent.
 */
export function statusView(
  status: SiteStatus,
  t: StatusText,
  lang: Lang,
  held: { holding: boolean; words: MailText["heldMail"] },
): StatusView {
  const when = (at: Date) => formatWhen(at, status.at, lang);
  const jobName = (job: string) => (isJobName(job) ? t.jobs.names[job] : job);
  const jobs = status.jobs.map((job) => ({
    name: jobName(job.job),
    every: formatInterval(job.everyMs, lang, t.jobs.every),
    lastRun: job.lastStartedAt ? when(job.lastStartedAt) : t.jobs.never,
    outcome:
      job.outcome === "failed"
        ? { text: formatMessage(t.jobs.failed, lang, { error: job.error ?? "" }), flagged: true }
        : { text: job.outcome === "ok" ? t.jobs.ok : t.jobs.never, flagged: false },
    nextRun: job.late
      ? { text: formatMessage(t.jobs.late, lang, { due: when(job.nextDueAt) }), flagged: true }
      : { text: when(job.nextDueAt), flagged: false },
  }));
  const calendars = status.calendars.map((calendar) => ({
    owner: calendar.owner,
    calendar: calendar.address,
    lastRead: calendar.lastReadAt ? when(calendar.lastReadAt) : t.calendars.never,
    state:
      calendar.error && calendar.failingSince
        ? {
            text: formatMessage(t.calendars.failing, lang, {
              since: formatDateTime(calendar.failingSince.toISOString(), lang),
              error: calendarError(calendar.error, lang),
            }),
            flagged: true,
          }
        : { text: t.calendars.ok, flagged: false },
  }));
  const { outbox, backup, disk } = status;
  const number = new Intl.NumberFormat(htmlLang[lang]);
  const oldest: Flagged = outbox.oldestDueAt
    ? outbox.stuck
      ? { text: formatMessage(t.outbox.stuck, lang, { due: when(outbox.oldestDueAt) }), flagged: true }
      : {
          text: formatMessage(t.outbox.waiting, lang, {
            age: formatAge(status.at.getTime() - outbox.oldestDueAt.getTime(), lang),
          }),
          flagged: false,
        }
    : { text: t.outbox.none, flagged: false };
  const failures: Flagged =
    outbox.failedLastDay > 0
      ? { text: formatMessage(t.outbox.failuresFlag, lang, { count: outbox.failedLastDay }), flagged: true }
      : { text: number.format(0), flagged: false };
  const backupLate = backup.configured
    ? formatMessage(backup.latest ? t.storage.backupLate : t.storage.backupNone, lang, { dir: backup.dir })
    : "";
  const backupLine: Flagged = !backup.configured
    ? { text: t.storage.backupNotWatched, flagged: false }
    : !backup.latest
      ? { text: backupLate, flagged: true }
      : {
          text: [
            ...(backup.late ? [backupLate] : []),
            formatMessage(t.storage.backupLatest, lang, {
              at: formatDateTime(backup.latest.takenAt.toISOString(), lang),
              age: formatAge(status.at.getTime() - backup.latest.takenAt.getTime(), lang),
              size: formatBytes(backup.latest.bytes, lang),
            }),
          ].join(". "),
          flagged: backup.late,
        };
  const diskLine: Flagged = disk
    ? {
        text: [
          ...(disk.low ? [t.storage.diskLow] : []),
          formatMessage(t.storage.diskFree, lang, {
            free: formatBytes(disk.freeBytes, lang),
            total: formatBytes(disk.totalBytes, lang),
            share: formatShare(disk.freeBytes / disk.totalBytes, lang),
            path: disk.path,
          }),
        ].join(". "),
        flagged: disk.low,
      }
    : { text: t.storage.diskUnknown, flagged: false };
  const heldMail = heldMailView({ holding: held.holding, count: outbox.held }, "admin", held.words, lang);
  const count = status.problems.length;
  return {
    overall:
      count === 0
        ? { text: t.allWell, flagged: false }
        : { text: formatMessage(t.attention, lang, { count }), flagged: true },
    checkedAt: formatMessage(t.checkedAt, lang, { at: formatDateTime(status.at.toISOString(), lang) }),
    problems: status.problems.map((problem) => {
      const line = (what: string, state: string | undefined) =>
        formatMessage(t.problemLine, lang, { what, state: state ?? "" });
      if (problem.kind === "jobLate" || problem.kind === "jobFailed") {
        const job = jobs[status.jobs.findIndex((each) => each.job === problem.job)];
        return line(jobName(problem.job), (problem.kind === "jobLate" ? job?.nextRun : job?.outcome)?.text);
      }
      if (problem.kind === "calendarFailing")
        return line(problem.calendar.owner, calendars[status.calendars.indexOf(problem.calendar)]?.state.text);
      if (problem.kind === "outboxStuck") return oldest.text;
      if (problem.kind === "outboxFailures") return failures.text;
      if (problem.kind === "mailHeld") return heldMail?.line ?? "";
      if (problem.kind === "backupLate") return backupLate;
      return t.storage.diskLow;
    }),
    jobs,
    calendars,
    outbox: {
      queued: number.format(outbox.queued),
      oldest,
      failures,
      held:
        outbox.held > 0 && heldMail
          ? { text: heldMail.line, flagged: true }
          : { text: number.format(0), flagged: false },
    },
    heldMail,
    storage: {
      backup: backupLine,
      disk: diskLine,
      database: formatMessage(t.storage.databaseSize, lang, {
        kind: status.database.kind === "sqlite" ? "SQLite" : "PostgreSQL",
        size: status.database.bytes === null ? t.storage.unknownSize : formatBytes(status.database.bytes, lang),
      }),
    },
    build: {
      version: status.build.version ?? t.build.unknown,
      builtAt: status.build.builtAt ? formatDateTime(status.build.builtAt.toISOString(), lang) : t.build.unknown,
      commit: status.build.commit ?? t.build.unknown,
    },
  };
}
