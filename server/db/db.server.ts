import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Generated,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  sql,
  type Transaction,
} from "kysely";
import pg from "pg";
import type { Logger } from "pino";
import type { LeadStatus } from "../../common/admin/lead-status";
import type { Role } from "../../common/admin/roles";
import type { Channel } from "../../common/analytics/channels";
import type { LeadTopic } from "../../common/content/types";
import type { ResourceKind, ResourceStatus } from "../../common/resources/kinds";
import type { Lang } from "../../common/site/pages";
import type { DialectName } from "./dialect";
import { migrationsFor } from "./migrations";

/** Timestamps are ISO-8601 UTC text so they sort correctly and read the same in SQLite and PostgreSQL. */
type IsoTimestamp = string;

export interface LeadsTable {
  id: Generated<number>;
  idempotency_key: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  company: string | null;
  topic: LeadTopic;
  message: string;
  lang: Lang;
  source_page: string;
  consent_at: IsoTimestamp;
  created_at: IsoTimestamp;
  user_agent: string | null;
  status: Generated<LeadStatus>;
  /** Name, email, company and message, folded for the inbox's search (server/leads/search-text.ts). */
  search_text: string;
  /** The member who follows the lead up; null: the unassigned queue (migration 015). */
  owner_id: number | null;
  /** The next step's day on the team's calendar (YYYY-MM-DD) and its note. */
  next_step_on: string | null;
  next_step_note: string | null;
  /** What finds the same person twice (server/sales/contact-keys.ts). */
  email_key: Generated<string>;
  phone_key: string | null;
}

/** A lead's history: a status change (from, to) or a note, by whom and when. */
export interface LeadEventsTable {
  id: Generated<number>;
  lead_id: number;
  at: IsoTimestamp;
  actor_id: number | null;
  actor_email: string | null;
  from_status: LeadStatus | null;
  to_status: LeadStatus | null;
  note: string | null;
  /** Null for a status change or a note; otherwise what the sales work recorded (server/sales). */
  kind: LeadEventKind | null;
  detail: string | null;
}

export type LeadEventKind = "owner" | "step" | "step.done" | "merged";

/** Which member has opened which lead, so the inbox can mark the others. */
export interface LeadReadsTable {
  user_id: number;
  lead_id: number;
  read_at: IsoTimestamp;
}

/** The address of a lead merged into this one, lower-cased, for privacy requests (migration 022). */
export interface LeadMergedAddressesTable {
  lead_id: number;
  email: string;
}

/** SQLite only: the FTS5 trigram table over leads.search_text (migration 006); `rowid` is the lead's id. */
export interface LeadsSearchTable {
  rowid: number;
  search_text: string;
}

/** One row per scheduled job per day: the instance that inserts it runs that day's job. */
export interface JobRunsTable {
  job: string;
  run_on: string;
  started_at: IsoTimestamp;
  finished_at: IsoTimestamp | null;
  result: string | null;
}

/** Superseded by the outbox (migration 005); dropped in a later release. */
export interface NotificationsTable {
  id: Generated<number>;
  lead_id: number;
  attempts: Generated<number>;
  next_attempt_at: IsoTimestamp;
  sent_at: IsoTimestamp | null;
  last_error: string | null;
}

/**
 * Every message the site sends, retried until delivered: its kind names the handler that renders and
 * delivers it from the rows it points at (a lead, or `ref_id` in the kind's own table).
 */
export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  lead_id: number | null;
  ref_id: number | null;
  attempts: Generated<number>;
  next_attempt_at: IsoTimestamp;
  sent_at: IsoTimestamp | null;
  last_error: string | null;
  created_at: IsoTimestamp;
}

/** Contact submissions per key (a hashed client IP) per fixed window, shared by every instance. */
export interface RateLimitsTable {
  key: string;
  window_start: IsoTimestamp;
  count: number;
  /** When the row may be pruned: the end of the window after its own. */
  expires_at: IsoTimestamp;
}

export interface SettingsTable {
  key: string;
  value: string;
}

// The roles are a fact the back office's menu shares with the browser (common/admin/roles.ts).
export type { Role };

/** The roles that take leads and demos: an editor is never offered, assigned, nor sent the digest. */
export const leadRoles: Role[] = ["admin", "staff"];

/** A back-office account; no password until its setup link is used. */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  role: Role;
  lang: Generated<Lang>;
  password_hash: string | null;
  totp_secret: string | null;
  /** Shown on the enrolment screen, kept until a code from it proves the authenticator works. */
  totp_pending_secret: string | null;
  /** The last TOTP time step accepted, so a code is never accepted twice. */
  totp_last_step: number | null;
  disabled_at: IsoTimestamp | null;
  created_at: IsoTimestamp;
  /** 1: emailed the morning digest on weekdays (migration 015). */
  wants_digest: Generated<number>;
  /** 1: takes a turn when contact messages are shared out. */
  in_round_robin: Generated<number>;
}

export interface SetupTokensTable {
  token_hash: string;
  user_id: number;
  expires_at: IsoTimestamp;
  used_at: IsoTimestamp | null;
  created_at: IsoTimestamp;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number;
  pending_totp: Generated<number>;
  csrf_token: string;
  created_at: IsoTimestamp;
  last_seen_at: IsoTimestamp;
  /** What the browser said it was, to name the session on My account (migration 018). */
  user_agent: string | null;
  /** The client address it was opened from; gone with the session. */
  ip: string | null;
  /** When the password (and code) were last entered in this session: sensitive acts need it recent. */
  reauthenticated_at: IsoTimestamp | null;
  /** Wrong codes typed at this pending session's TOTP step. */
  code_failures: Generated<number>;
}

/** Single-use recovery codes, as argon2id hashes (migration 018). */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: IsoTimestamp | null;
  created_at: IsoTimestamp;
}

/** Sign-in failures per typed address and client address (both hashed), and the lock they led to. */
export interface SignInThrottlesTable {
  email_key: string;
  address_key: string;
  failures: number;
  last_failed_at: IsoTimestamp;
  locked_until: IsoTimestamp | null;
}

/** Who did what, when; details name records, never copy their content. */
export interface AuditLogTable {
  id: Generated<number>;
  at: IsoTimestamp;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  details: string | null;
}

export type MeetingStatus = "booked" | "cancelled" | "no_show";

/** A demo booked by a visitor with a staff member; the visitor's answers are kept with it. */
export interface MeetingsTable {
  id: Generated<number>;
  uid: string;
  sequence: Generated<number>;
  staff_user_id: number;
  lead_id: number | null;
  start_at: IsoTimestamp;
  end_at: IsoTimestamp;
  status: Generated<MeetingStatus>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  company: string;
  role: string;
  advisors: number | null;
  message: string | null;
  lang: Lang;
  time_zone: string;
  created_at: IsoTimestamp;
  cancelled_at: IsoTimestamp | null;
  cancelled_by: "visitor" | "staff" | null;
  /** Times the visitor moved it (decision 026). */
  moves: Generated<number>;
  /** The visitor's latest email about it: its outbox row, and when it is (or was) due. */
  visitor_notice_id: number | null;
  visitor_notice_at: IsoTimestamp | null;
  /** Why the visitor cancelled, if they said (optional, decision 031). */
  cancel_reason: string | null;
  /** Its meeting type's slug (decision 036). */
  meeting_type: Generated<string>;
  /** The visitor's answers to its type's questions: JSON `{ fr, en, answer }[]`, or null (migration 023). */
  answers: string | null;
}

/** A kind of meeting visitors can book, set in the back office (decision 036). */
export interface MeetingTypesTable {
  slug: string;
  name_fr: string;
  name_en: string;
  minutes: number;
  buffer_minutes: number;
  notice_minutes: number;
  horizon_days: number;
  active: number;
  is_default: number;
  position: number;
  /** JSON list of user ids; null: every member who takes demos. */
  staff_user_ids: string | null;
  /** JSON list of `{ fr, en }` labels of optional extra questions. */
  questions: string;
  updated_at: IsoTimestamp;
  /** Counted up by each save; a form sent from an older one is refused (decision 047). */
  revision: Generated<number>;
}

/** A staff member's own weekly hours (JSON), replacing the configuration's defaults. */
export interface StaffHoursTable {
  user_id: number;
  first_name: string | null;
  weekly: string;
  updated_at: IsoTimestamp;
  /** Counted up by each save (decision 047). */
  revision: Generated<number>;
}

/** What a member shows visitors besides their hours (decision 031); no row: name from the address, demos taken. */
export interface StaffProfilesTable {
  user_id: number;
  first_name: string | null;
  /** Their own Teams, Zoom or Meet room, used in place of the configured meeting place. */
  video_url: string | null;
  /** 1 while they take demos, 0 once they stopped. */
  takes_demos: Generated<number>;
  updated_at: IsoTimestamp;
  /** Counted up by each save (decision 047). */
  revision: Generated<number>;
}

export interface StaffTimeOffTable {
  id: Generated<number>;
  user_id: number;
  start_at: IsoTimestamp;
  end_at: IsoTimestamp;
  created_at: IsoTimestamp;
}

/** One page view, as the beacon reported it and the server reduced it (decision 010). */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  /** The site's calendar day (America/Toronto), YYYY-MM-DD. */
  day: string;
  /** A page id of the route table, or "404". */
  page: string;
  lang: Lang;
  /** The referring site's host name, only when it is another site. */
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  /** The visit's channel (common/analytics/channels.ts); null on rows from before channels. */
  channel: Channel | null;
  device: "mobile" | "tablet" | "desktop";
  /** Keyed hash of the day's salt, the site, the IP and the user agent: unlinkable once the salt is gone. */
  visitor: string;
  created_at: IsoTimestamp;
}

/** A lead or a booked demo, attributed to the landing page and source of that visit; nothing from the form. */
export interface AnalyticsConversionsTable {
  id: Generated<number>;
  day: string;
  kind: string;
  page: string | null;
  lang: Lang | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  channel: Channel | null;
  /** The day's visitor hash, for funnels within the day (decision 029); null on rows from before. */
  visitor: string | null;
}

/** A link out, a download, a missing address or a form started (decision 029), kept 30 days like views. */
export interface AnalyticsActionsTable {
  id: Generated<number>;
  day: string;
  kind: "outbound" | "download" | "missing" | "form";
  /** The host, the file's path, the missing path or the form's page. */
  target: string;
  /** The page it happened on ("404" for a missing address). */
  page: string;
  lang: Lang;
  visitor: string;
  created_at: IsoTimestamp;
}

/** A funnel an admin defined: its steps as JSON (server/analytics/funnels.ts). */
export interface AnalyticsFunnelsTable {
  id: Generated<number>;
  name: string;
  steps: string;
  created_at: IsoTimestamp;
}

/** Visitors who reached each step of a funnel on a day, per channel ("default" is the built-in funnel). */
export interface AnalyticsFunnelDailyTable {
  day: string;
  funnel: string;
  channel: string;
  step: number;
  visitors: number;
}

/** A user who asked for the weekly analytics report; the token is the email's link that stops it. */
export interface AnalyticsReportSubscriptionsTable {
  user_id: number;
  stop_token: string;
  created_at: IsoTimestamp;
}

/** Daily totals per dimension (total, page, landing, source, medium, campaign, device, conversion kind); `lang` is "" when not split. */
export interface AnalyticsDailyTable {
  day: string;
  dimension: string;
  key: string;
  lang: string;
  visitors: number;
  views: number;
  conversions: number;
}

export type CalendarKind = "caldav" | "ics";

/** A member's calendar, read for busy times (decision 028). */
export interface CalendarConnectionsTable {
  id: Generated<number>;
  user_id: number;
  kind: CalendarKind;
  url_sealed: string;
  display_url: string;
  created_at: IsoTimestamp;
  last_attempt_at: IsoTimestamp | null;
  last_read_at: IsoTimestamp | null;
  last_error: string | null;
  last_error_detail: string | null;
  event_count: Generated<number>;
  busy: Generated<string>;
  lease_until: IsoTimestamp | null;
}

/** A member's private feed address: only its token's hash. */
export interface CalendarFeedsTable {
  user_id: number;
  token_hash: string;
  created_at: IsoTimestamp;
}

/** Where a meeting was written into a member's CalDAV calendar. */
export interface CalendarWritesTable {
  meeting_uid: string;
  connection_id: number;
  object_url: string;
  written_at: IsoTimestamp;
}

export type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

/** One newsletter address (decision 034): pending until its confirmation link is used. */
export interface NewsletterSubscribersTable {
  id: Generated<number>;
  email: string;
  /** The address folded to lower case: one row per person whatever the spelling. */
  email_key: string;
  lang: Lang;
  status: SubscriberStatus;
  /** The confirmation link's token; null once used. It can only confirm this address. */
  confirm_token: string | null;
  confirm_sent_at: IsoTimestamp | null;
  /** In every newsletter email's links; it can only unsubscribe. */
  unsubscribe_token: string;
  created_at: IsoTimestamp;
  confirmed_at: IsoTimestamp | null;
  unsubscribed_at: IsoTimestamp | null;
}

/** The consent ledger: each box ticked, with the exact words shown, and how it was confirmed. */
export interface NewsletterConsentsTable {
  id: Generated<number>;
  subscriber_id: number;
  given_at: IsoTimestamp;
  source_page: string;
  lang: Lang;
  wording: string;
  wording_version: string;
  confirmed_at: IsoTimestamp | null;
  /** How: "email-link-button" (the confirmation link's page, then its button). */
  confirmed_by: string | null;
  withdrawn_at: IsoTimestamp | null;
}

/** Addresses never mailed again, as SHA-256 of the folded address so it survives an erasure. */
export interface NewsletterSuppressionsTable {
  email_hash: string;
  reason: "unsubscribed" | "erased";
  at: IsoTimestamp;
}

/** A person registered for a webinar; the webinar itself lives with the resources. */
export interface WebinarRegistrationsTable {
  id: Generated<number>;
  webinar_id: string;
  lang: Lang;
  name: string;
  email: string;
  email_key: string;
  firm: string;
  source_page: string;
  /** The webinar's start when they registered: the retention purge counts from it. */
  starts_at: IsoTimestamp;
  created_at: IsoTimestamp;
}

/** Each message queued for a registration, once: the confirmation, both reminders, the replay. */
export interface WebinarMailingsTable {
  registration_id: number;
  kind: string;
  queued_at: IsoTimestamp;
}

/** A published or draft resource in one language (migration 019, decision 033). */
export interface ResourcesTable {
  id: Generated<number>;
  /** Shared by an item and its translation. */
  pair_id: string;
  kind: ResourceKind;
  lang: Lang;
  slug: string;
  title: string;
  summary: string;
  /** Markdown, rendered and sanitized when shown (server/resources/render.server.ts). */
  body: string;
  author: string;
  status: Generated<ResourceStatus>;
  /** When it is (or becomes) public; null for a draft never published. */
  publish_at: IsoTimestamp | null;
  /** A webinar's start (UTC), its zone (IANA), length and replay link. */
  starts_at: IsoTimestamp | null;
  time_zone: string | null;
  length_minutes: number | null;
  replay_url: string | null;
  gated: Generated<number>;
  illustrative: Generated<number>;
  pdf: Uint8Array | null;
  pdf_name: string | null;
  search_text: Generated<string>;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/** Each saved state of a resource, as JSON, for its history and restore. */
export interface ResourceVersionsTable {
  id: Generated<number>;
  resource_id: number;
  saved_at: IsoTimestamp;
  actor_email: string | null;
  snapshot: string;
}

export interface ResourceImagesTable {
  id: Generated<number>;
  /** The random name its files are served under (migration 027, decision 063). */
  token: string;
  alt: string;
  width: number;
  height: number;
  created_at: IsoTimestamp;
}

/** One rendition of an uploaded image: a format at a width. */
export interface ResourceImageFilesTable {
  image_id: number;
  format: "avif" | "webp" | "jpeg";
  width: number;
  height: number;
  bytes: Uint8Array;
}

export type Database = {
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_consents: NewsletterConsentsTable;
  newsletter_suppressions: NewsletterSuppressionsTable;
  webinar_registrations: WebinarRegistrationsTable;
  webinar_mailings: WebinarMailingsTable;
  resources: ResourcesTable;
  resource_versions: ResourceVersionsTable;
  resource_images: ResourceImagesTable;
  resource_image_files: ResourceImageFilesTable;
  resources_search: { rowid: number; search_text: string };
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
  // An idle connection dropped by the server (restart, failover) is discarded and reopened on
  // next use; without a listener, the pool's "error" event would crash the process. Said, not
  // swallowed: a string of these is how an operator sees the database going away.
  pool.on("error", (error) =>
    log?.warn({ code: (error as { code?: string }).code, err: error.message }, "database connection lost"),
  );
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
