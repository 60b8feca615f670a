import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type Dialect,
  type DialectAdapter,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  sql,
  type Transaction,
} from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import type { Logger } from "pino";
import type { Role } from "#common/admin/roles.ts";
import type {
  AnalyticsActionsTable,
  AnalyticsConversionsTable,
  AnalyticsDailyTable,
  AnalyticsEventsTable,
  AnalyticsFunnelDailyTable,
  AnalyticsFunnelsTable,
  AnalyticsReportSubscriptionsTable,
} from "#server/analytics/tables.ts";
import type { AuditLogTable } from "#server/audit/tables.ts";
import type {
  RecoveryCodesTable,
  SessionsTable,
  SetupTokensTable,
  SignInThrottlesTable,
  UsersTable,
} from "#server/auth/tables.ts";
import type {
  MeetingsTable,
  MeetingTypesTable,
  StaffHoursTable,
  StaffProfilesTable,
  StaffTimeOffTable,
} from "#server/booking/tables.ts";
import type { CalendarConnectionsTable, CalendarFeedsTable, CalendarWritesTable } from "#server/calendars/tables.ts";
import type { RateLimitsTable } from "#server/http/tables.ts";
import type { JobStatusTable } from "#server/jobs/tables.ts";
import type {
  LeadEventsTable,
  LeadMergedAddressesTable,
  LeadReadsTable,
  LeadsSearchTable,
  LeadsTable,
} from "#server/leads/tables.ts";
import type { NotificationsTable, OutboxTable } from "#server/mail/tables.ts";
import type {
  NewsletterClicksTable,
  NewsletterConsentsTable,
  NewsletterDeliveriesTable,
  NewsletterIssuesTable,
  NewsletterSubscribersTable,
  NewsletterSuppressionsTable,
  NewsletterTestSendsTable,
} from "#server/newsletter/tables.ts";
import type { OpsAlertsTable } from "#server/ops/tables.ts";
import type { WebinarMailingsTable, WebinarRegistrationsTable } from "#server/registrations/tables.ts";
import type {
  ResourceImageFilesTable,
  ResourceImagesTable,
  ResourcesTable,
  ResourceVersionsTable,
} from "#server/resources/tables.ts";
import type {
  SitePageImageFilesTable,
  SitePageImagesTable,
  SitePagesTable,
  SitePageVersionsTable,
} from "#server/site-pages/tables.ts";
import type { DialectName } from "./dialect";
import { migrationsFor } from "./migrations";
import type { IsoTimestamp } from "./timestamp";

/** One row per scheduled job per day: the instance that inserts it runs that day's job. */
export interface JobRunsTable {
  job: string;
  run_on: string;
  started_at: IsoTimestamp;
  finished_at: IsoTimestamp | null;
  result: string | null;
}

export interface SettingsTable {
  key: string;
  value: string;
}

// The roles are a fact the back office's menu shares with the browser (common/admin/roles.ts).
export type { Role };

/** The roles that take leads and demos: an editor is never offered, assigned, nor sent the digest. */
export const leadRoles: Role[] = ["admin", "staff"];

/** Every table, each typed in the room that owns it (decision 067). */
export type Database = {
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_consents: NewsletterConsentsTable;
  newsletter_suppressions: NewsletterSuppressionsTable;
  newsletter_issues: NewsletterIssuesTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  newsletter_test_sends: NewsletterTestSendsTable;
  newsletter_clicks: NewsletterClicksTable;
  webinar_registrations: WebinarRegistrationsTable;
  webinar_mailings: WebinarMailingsTable;
  resources: ResourcesTable;
  resource_versions: ResourceVersionsTable;
  resource_images: ResourceImagesTable;
  resource_image_files: ResourceImageFilesTable;
  resources_search: { rowid: number; search_text: string };
  site_pages: SitePagesTable;
  site_page_versions: SitePageVersionsTable;
  site_page_images: SitePageImagesTable;
  site_page_image_files: SitePageImageFilesTable;
  calendar_connections: CalendarConnectionsTable;
  calendar_feeds: CalendarFeedsTable;
  calendar_writes: CalendarWritesTable;
  analytics_actions: AnalyticsActionsTable;
  analytics_report_subscriptions: AnalyticsReportSubscriptionsTable;
  analytics_conversions: AnalyticsConversionsTable;
  analytics_funnels: AnalyticsFunnelsTable;
  analytics_funnel_daily: AnalyticsFunnelDailyTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_events: AnalyticsEventsTable;
  analytics_rollups: { day: string; rolled_at: IsoTimestamp };
  analytics_salts: { day: string; salt: string };
  meetings: MeetingsTable;
  meeting_types: MeetingTypesTable;
  staff_hours: StaffHoursTable;
  staff_profiles: StaffProfilesTable;
  staff_time_off: StaffTimeOffTable;
  audit_log: AuditLogTable;
  sessions: SessionsTable;
  recovery_codes: RecoveryCodesTable;
  setup_tokens: SetupTokensTable;
  sign_in_throttles: SignInThrottlesTable;
  users: UsersTable;
  leads: LeadsTable;
  lead_events: LeadEventsTable;
  lead_reads: LeadReadsTable;
  lead_merged_addresses: LeadMergedAddressesTable;
  leads_search: LeadsSearchTable;
  job_runs: JobRunsTable;
  job_status: JobStatusTable;
  ops_alerts: OpsAlertsTable;
  notifications: NotificationsTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  settings: SettingsTable;
};

export type AppDatabase = {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
};

/**
 * Opens the lead database and brings its schema up to date.
 * `url` is a SQLite file path, a `file:` URL or `:memory:`, or a `postgres://` URL.
 *
 * Open it once per process and share it: better-sqlite3 waits for a lock by
 * blocking the thread, so a second connection in the same process would stall
 * behind a transaction that can no longer advance.
 */
export async function openDatabase(url: string, options: { log?: Pick<Logger, "warn"> } = {}): Promise<AppDatabase> {
  const { name, dialect } = connect(url, options.log);
  const db = new Kysely<Database>({ dialect });
  try {
    await migrateToLatest(db, name);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, dialect: name, close: () => db.destroy() };
}

/** The only dialect-specific connection code. */
function connect(url: string, log?: Pick<Logger, "warn">): { name: DialectName; dialect: Dialect } {
  if (isPostgresUrl(url)) return { name: "postgres", dialect: new PostgresDialect({ pool: openPool(url, log) }) };
  return { name: "sqlite", dialect: new WriteLockingSqliteDialect(openSqlite(sqlitePath(url))) };
}

function openPool(url: string, log?: Pick<Logger, "warn">): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    // A database that does not answer fails the request (and /healthz) instead of hanging it.
    connectionTimeoutMillis: 5_000,
    application_name: "sobrita-site",
  });
  // A connection the server drops (restart, failover, a dropped database) emits "error": idle in the
  // pool, or lent out between a transaction's statements, where the pool does not listen. Without a
  // listener that event crashes the process (seen in a CI run); the pool then discards the connection
  // and opens another on next use. Said, not swallowed: a string of these is how an operator sees
  // the database going away.
  pool.on("connect", (client) =>
    client.on("error", (error) =>
      log?.warn({ code: (error as { code?: string }).code, err: error.message }, "database connection lost"),
    ),
  );
  // The pool repeats an idle connection's error as its own, already said by the connection above.
  pool.on("error", () => {});
  return pool;
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

export function sqlitePath(url: string): string {
  if (url.startsWith("file://")) return fileURLToPath(url);
  if (url.startsWith("file:")) return url.slice("file:".length);
  return url;
}

function openSqlite(path: string): SQLite.Database {
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const database = new SQLite(path);
  database.pragma("journal_mode = WAL");
  // A lead is acknowledged to the visitor only once it would survive a power cut.
  database.pragma("synchronous = FULL");
  // The CLI and the server may write at the same time.
  database.pragma("busy_timeout = 5000");
  // SQLite ignores ON DELETE CASCADE unless asked, per connection.
  database.pragma("foreign_keys = ON");
  // Erased rows are overwritten with zeros, not just unlinked: a privacy deletion leaves no
  // readable trace in the file (server/db/erasure.server.ts does the rest).
  database.pragma("secure_delete = ON");
  return database;
}

/**
 * Kysely's SQLite adapter assumes a single process: it runs migrations outside a transaction, so a
 * server and the CLI opening a new file together both try to create the tables. Here migrations
 * run in one transaction, which begins by taking the write lock (see createDriver): the second
 * process waits, then finds nothing left to do.
 */
class MigratingSqliteAdapter extends SqliteAdapter {
  // SQLite does run DDL in transactions; Kysely leaves this off (kysely-org/kysely#56,
  // #729) partly because PRAGMA foreign_keys is ignored inside one, which these
  // migrations never toggle.
  override get supportsTransactionalDdl() {
    return true;
  }
}

class WriteLockingSqliteDialect extends SqliteDialect {
  constructor(private readonly database: SQLite.Database) {
    super({ database });
  }

  override createAdapter(): DialectAdapter {
    return new MigratingSqliteAdapter();
  }

  /**
   * A transaction begins IMMEDIATE: it takes the write lock first, waiting up to busy_timeout.
   * Kysely's plain BEGIN takes it only at the first write, and a transaction that has read by then
   * is refused at once (SQLITE_BUSY_SNAPSHOT) if another process committed since its read, however
   * often it retries while that process keeps writing.
   *
   * On some errors (a full disk: SQLITE_FULL, IOERR, NOMEM) SQLite rolls the transaction back
   * itself; Kysely's ROLLBACK would then fail with "no transaction is active" and hide the error
   * that says what happened (a 503 to the visitor, not a 500).
   */
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw("begin immediate"));
    };
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (this.database.inTransaction) await rollback(connection);
    };
    return driver;
  }
}

/** Any fixed number: the key of the advisory lock every instance takes to migrate. */
export const MIGRATION_LOCK_KEY = 0x50_b7_17a;

async function migrateToLatest(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  if (dialect === "sqlite") return runMigrations(db, dialect);
  // On PostgreSQL, several instances may start at once. Kysely's own lock is taken only once its
  // bookkeeping tables exist, so an instance holds a session advisory lock, on one connection,
  // for the whole run: the others wait, then find nothing left to do.
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      await runMigrations(connection, dialect);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}

async function runMigrations(db: Kysely<Database>, dialect: DialectName): Promise<void> {
  const migrations = migrationsFor(dialect);
  // Migrations from parallel branches may land with a lower number than one already applied
  // (004 after 005): each is independent of the others, so the one missing runs in its turn.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw new Error("Database migration failed", { cause: error });
}

/**
 * A storage failure the visitor should hear about as 503: nothing was written, try again. A request
 * that waited too long for one of the pool's connections is one too: pg-pool says so with a bare
 * Error whose message is its only mark.
 */
export function isUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  if (typeof code === "string")
    return /^(SQLITE_(READONLY|FULL|IOERR|CANTOPEN|BUSY|LOCKED)|ECONNREFUSED|57P0[1-3]|53\d\d|08\d\d)/.test(code);
  return (
    error instanceof Error && /^(timeout exceeded when trying to connect|Connection terminated)/.test(error.message)
  );
}

/**
 * A conflict between connections that a second try resolves: PostgreSQL's deadlock (40P01) and
 * serialization failure (40001), SQLite's BUSY and its extended codes (another process kept the
 * write lock longer than busy_timeout).
 */
export function isTransientConflict(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === "string" && /^(40P01|40001|SQLITE_BUSY)/.test(code);
}

const conflictAttempts = 4;

/**
 * Runs `work` in one transaction, again (up to four tries, with a short random back-off) when the
 * database reports a transient conflict. Every write transaction goes through here, so that each
 * backend's conflicts are retried in one place.
 */
export async function writeTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= conflictAttempts || !isTransientConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt * (1 + Math.random())));
    }
  }
}

/** For health checks: one trivial query, whose cost does not grow with the data. */
export async function databaseAnswers({ db }: AppDatabase): Promise<boolean> {
  await sql`select 1`.execute(db);
  return true;
}
