import { statfs } from "node:fs/promises";
import { dirname } from "node:path";
import { sql } from "kysely";
import type { CalendarKind } from "#server/calendars/tables.ts";
import { latestBackup } from "#server/db/backup.server.ts";
import { type AppDatabase, isPostgresUrl, sqlitePath } from "#server/db/db.server.ts";
import { type OutboxHealth, outboxHealth } from "#server/mail/outbox-health.server.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long past its due time a job is late: a run that takes a while is not (decision 074). */
export const lateMargin = (everyMs: number) => Math.max(2 * MINUTE, everyMs / 4);
/** A queued message due longer than this means the outbox is stuck. */
export const OUTBOX_STUCK_MS = 30 * MINUTE;
/** A calendar failing longer than this is worth an email. */
export const CALENDAR_FAILING_MS = DAY;
/** A daily backup older than this was missed. */
export const BACKUP_LATE_MS = 26 * HOUR;
/** Less free disk than this share is low. */
export const DISK_LOW_SHARE = 0.1;

export type JobHealth = {
  job: string;
  everyMs: number;
  lastStartedAt: Date | null;
  lastFinishedAt: Date | null;
  outcome: "ok" | "failed" | null;
  error: string | null;
  /** One interval after its last run began, or after it was scheduled if it never ran. */
  nextDueAt: Date;
  late: boolean;
};

export type CalendarHealth = {
  id: number;
  owner: string;
  kind: CalendarKind;
  address: string;
  lastReadAt: Date | null;
  /** The last read's error code and detail (calendar-error.server.ts), null if it went well. */
  error: { code: string; detail: string } | null;
  /** Since its last good read (or since it was added), while it fails. */
  failingSince: Date | null;
  failingForADay: boolean;
};

export type BackupHealth =
  | { configured: false }
  | { configured: true; dir: string; latest: { takenAt: Date; bytes: number } | null; late: boolean };

export type DiskHealth = { path: string; freeBytes: number; totalBytes: number; low: boolean };

export type BuildInfo = { version: string | null; builtAt: Date | null; commit: string | null };

/** What is late or failing, one entry a thing; `key` names the problem for the alerts' one a day. */
export type Problem =
  | { kind: "jobLate" | "jobFailed"; key: string; job: string }
  | { kind: "calendarFailing"; key: string; calendar: CalendarHealth }
  | { kind: "outboxStuck" | "outboxFailures" | "mailHeld" | "backupLate" | "diskLow"; key: string };

export type SiteStatus = {
  at: Date;
  jobs: JobHealth[];
  calendars: CalendarHealth[];
  outbox: OutboxHealth;
  backup: BackupHealth;
  /** Undefined when the folder cannot be asked (it does not exist). */
  disk: DiskHealth | undefined;
  database: { kind: "sqlite" | "postgres"; bytes: number | null };
  build: BuildInfo;
  problems: Problem[];
};

export type StatusOptions = {
  app: AppDatabase;
  /** The folder `npm run leads -- backup` (or pg_dump) writes to; undefined where backups are not configured. */
  backupDir?: string;
  /** The folder whose disk is watched: the SQLite file's, or the working directory on PostgreSQL. */
  dataDir: string;
  build: BuildInfo;
  /** Less free disk than this share is low: DISK_LOW_SHARE unless told. */
  diskLowShare?: number;
  now?: () => Date;
};

export type StatusService = { status(): Promise<SiteStatus> };

/**
 * "Is everything working?" (issue 47, decision 074): each part read from where it lives (the jobs'
 * and calendars' rows, the outbox, the backup folder, the disk), and what is late or failing listed.
 */
export function createStatusService(options: StatusOptions): StatusService {
  const { app } = options;
  const now = options.now ?? (() => new Date());

  async function jobs(at: Date): Promise<JobHealth[]> {
    const rows = await app.db.selectFrom("job_status").selectAll().orderBy("job").execute();
    return rows.map((row) => {
      const lastStartedAt = dateOrNull(row.last_started_at);
      const everyMs = Number(row.every_ms);
      const nextDueAt = new Date((lastStartedAt ?? new Date(row.scheduled_at)).getTime() + everyMs);
      return {
        job: row.job,
        everyMs,
        lastStartedAt,
        lastFinishedAt: dateOrNull(row.last_finished_at),
        outcome: row.last_outcome,
        error: row.last_error,
        nextDueAt,
        late: at.getTime() > nextDueAt.getTime() + lateMargin(everyMs),
      };
    });
  }

  async function calendars(at: Date): Promise<CalendarHealth[]> {
    const rows = await app.db
      .selectFrom("calendar_connections")
      .innerJoin("users", "users.id", "calendar_connections.user_id")
      .select([
        "calendar_connections.id",
        "users.email",
        "calendar_connections.kind",
        "calendar_connections.display_url",
        "calendar_connections.created_at",
        "calendar_connections.last_read_at",
        "calendar_connections.last_error",
        "calendar_connections.last_error_detail",
      ])
      .orderBy("users.email")
      .orderBy("calendar_connections.id")
      .execute();
    return rows.map((row) => {
      const lastReadAt = dateOrNull(row.last_read_at);
      const failingSince = row.last_error ? (lastReadAt ?? new Date(row.created_at)) : null;
      return {
        id: row.id,
        owner: row.email,
        kind: row.kind,
        address: row.display_url,
        lastReadAt,
        error: row.last_error ? { code: row.last_error, detail: row.last_error_detail ?? "" } : null,
        failingSince,
        failingForADay: failingSince !== null && at.getTime() - failingSince.getTime() > CALENDAR_FAILING_MS,
      };
    });
  }

  function backup(at: Date): BackupHealth {
    if (!options.backupDir) return { configured: false };
    const latest = latestBackup(options.backupDir);
    return {
      configured: true,
      dir: options.backupDir,
      latest: latest ? { takenAt: latest.takenAt, bytes: latest.bytes } : null,
      late: !latest || at.getTime() - latest.takenAt.getTime() > BACKUP_LATE_MS,
    };
  }

  async function disk(): Promise<DiskHealth | undefined> {
    try {
      const stats = await statfs(options.dataDir);
      const freeBytes = stats.bavail * stats.bsize;
      const totalBytes = stats.blocks * stats.bsize;
      return {
        path: options.dataDir,
        freeBytes,
        totalBytes,
        low: freeBytes < totalBytes * (options.diskLowShare ?? DISK_LOW_SHARE),
      };
    } catch {
      return undefined;
    }
  }

  async function databaseBytes(): Promise<number | null> {
    const query =
      app.dialect === "sqlite"
        ? sql<{ bytes: number }>`select page_count * page_size as bytes from pragma_page_count(), pragma_page_size()`
        : sql<{ bytes: string }>`select pg_database_size(current_database()) as bytes`;
    const row = (await query.execute(app.db)).rows[0];
    return row ? Number(row.bytes) : null;
  }

  return {
    async status() {
      const at = now();
      const [jobList, calendarList, outbox, diskHealth, bytes] = await Promise.all([
        jobs(at),
        calendars(at),
        outboxHealth(app.db, at, OUTBOX_STUCK_MS),
        disk(),
        databaseBytes(),
      ]);
      const backupHealth = backup(at);
      const problems: Problem[] = [
        ...jobList.flatMap((job): Problem[] => [
          ...(job.late ? [{ kind: "jobLate" as const, key: `job-late:${job.job}`, job: job.job }] : []),
          ...(job.outcome === "failed"
            ? [{ kind: "jobFailed" as const, key: `job-failed:${job.job}`, job: job.job }]
            : []),
        ]),
        ...calendarList
          .filter((calendar) => calendar.error)
          .map((calendar): Problem => ({ kind: "calendarFailing", key: `calendar:${calendar.id}`, calendar })),
        ...(outbox.stuck ? [{ kind: "outboxStuck" as const, key: "outbox-stuck" }] : []),
        ...(outbox.failedLastDay > 0 ? [{ kind: "outboxFailures" as const, key: "outbox-failures" }] : []),
        // Held mail never leaves on its own (decision 087); not emailed, since the alert would be held too.
        ...(outbox.held > 0 ? [{ kind: "mailHeld" as const, key: "mail-held" }] : []),
        ...(backupHealth.configured && backupHealth.late ? [{ kind: "backupLate" as const, key: "backup-late" }] : []),
        ...(diskHealth?.low ? [{ kind: "diskLow" as const, key: "disk-low" }] : []),
      ];
      return {
        at,
        jobs: jobList,
        calendars: calendarList,
        outbox,
        backup: backupHealth,
        disk: diskHealth,
        database: { kind: app.dialect, bytes },
        build: options.build,
        problems,
      };
    },
  };
}

/** The folder whose disk the database lives on: the SQLite file's; on PostgreSQL, the working directory (uploads, backups). */
export function dataDirOf(databaseUrl: string): string {
  return isPostgresUrl(databaseUrl) ? process.cwd() : dirname(sqlitePath(databaseUrl));
}

function dateOrNull(iso: string | null): Date | null {
  return iso ? new Date(iso) : null;
}
