import type { Generated } from "kysely";
import type { Role } from "#common/admin/roles.ts";
import type { Lang } from "#common/site/pages.ts";
import type { IsoTimestamp } from "#server/db/timestamp.ts";

/** The auth room's tables, as Kysely sees them; server/db/db.server.ts assembles the Database from each room's. */
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
