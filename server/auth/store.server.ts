import type { Lang } from "#common/site/pages.ts";
import { type AppDatabase, type Role, writeTransaction } from "#server/db/db.server.ts";
import { changedOne, rowsChanged } from "#server/db/rows.server.ts";

export type User = {
  id: number;
  email: string;
  role: Role;
  lang: Lang;
  passwordHash: string | null;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  disabledAt: string | null;
  createdAt: string;
};

export type SessionRow = {
  userId: number;
  pendingTotp: boolean;
  csrfToken: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  ip: string | null;
  reauthenticatedAt: string | null;
  codeFailures: number;
};

/** An open session as its owner (or an admin) sees it listed; `idHash` names it in forms, and opens nothing. */
export type ListedSession = SessionRow & { idHash: string };

/** Where and how a session was opened. */
export type SessionOrigin = { ip: string | null; userAgent: string | null };

type SessionColumns = {
  id_hash: string;
  user_id: number;
  pending_totp: number;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  user_agent: string | null;
  ip: string | null;
  reauthenticated_at: string | null;
  code_failures: number;
};

function toSession(row: SessionColumns): ListedSession {
  return {
    idHash: row.id_hash,
    userId: Number(row.user_id),
    pendingTotp: Number(row.pending_totp) === 1,
    csrfToken: row.csrf_token,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    userAgent: row.user_agent,
    ip: row.ip,
    reauthenticatedAt: row.reauthenticated_at,
    codeFailures: Number(row.code_failures),
  };
}

/** One account (the typed address, hashed) seen from one client address (hashed). */
export type ThrottleKey = { emailKey: string; addressKey: string };

export type Throttle = { failures: number; lastFailedAt: string; lockedUntil: string | null };

type UserColumns = {
  id: number;
  email: string;
  role: Role;
  lang: Lang;
  password_hash: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
  disabled_at: string | null;
  created_at: string;
};

function toUser(row: UserColumns): User {
  return {
    id: Number(row.id),
    email: row.email,
    role: row.role,
    lang: row.lang,
    passwordHash: row.password_hash,
    totpSecret: row.totp_secret,
    totpPendingSecret: row.totp_pending_secret,
    totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
    disabledAt: row.disabled_at,
    createdAt: row.created_at,
  };
}

export type UserChanges = Partial<{
  role: Role;
  lang: Lang;
  passwordHash: string | null;
  totpSecret: string | null;
  totpPendingSecret: string | null;
  totpLastStep: number | null;
  disabledAt: string | null;
}>;

const columnOf = {
  role: "role",
  lang: "lang",
  passwordHash: "password_hash",
  totpSecret: "totp_secret",
  totpPendingSecret: "totp_pending_secret",
  totpLastStep: "totp_last_step",
  disabledAt: "disabled_at",
} as const;

/** Plain reads and writes of the auth tables; the rules live in the auth service. */
export function createAuthStore({ db }: AppDatabase) {
  return {
    async insertUser(email: string, role: Role, createdAt: string): Promise<User> {
      const row = await db
        .insertInto("users")
        .values({ email, role, created_at: createdAt })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toUser(row);
    },

    async userById(id: number): Promise<User | undefined> {
      const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
      return row && toUser(row);
    },

    async userByEmail(email: string): Promise<User | undefined> {
      const row = await db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
      return row && toUser(row);
    },

    async listUsers(): Promise<User[]> {
      return (await db.selectFrom("users").selectAll().orderBy("email").execute()).map(toUser);
    },

    async updateUser(id: number, changes: UserChanges): Promise<void> {
      const values = Object.fromEntries(
        Object.entries(changes).map(([key, value]) => [columnOf[key as keyof UserChanges], value]),
      );
      if (Object.keys(values).length) await db.updateTable("users").set(values).where("id", "=", id).execute();
    },

    /** Takes a TOTP step only if it is later than the last one taken: true when this call took it. */
    async takeTotpStep(id: number, step: number): Promise<boolean> {
      const result = await db
        .updateTable("users")
        .set({ totp_last_step: step })
        .where("id", "=", id)
        .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
        .executeTakeFirst();
      return changedOne(result);
    },

    async insertSetupToken(tokenHash: string, userId: number, createdAt: string, expiresAt: string) {
      await db
        .insertInto("setup_tokens")
        .values({ token_hash: tokenHash, user_id: userId, created_at: createdAt, expires_at: expiresAt })
        .execute();
    },

    async setupToken(tokenHash: string) {
      return db.selectFrom("setup_tokens").selectAll().where("token_hash", "=", tokenHash).executeTakeFirst();
    },

    /** Marks a setup link used, once: true for the one call that did. */
    async spendSetupToken(tokenHash: string, usedAt: string): Promise<boolean> {
      const result = await db
        .updateTable("setup_tokens")
        .set({ used_at: usedAt })
        .where("token_hash", "=", tokenHash)
        .where("used_at", "is", null)
        .executeTakeFirst();
      return changedOne(result);
    },

    /** A new link replaces every earlier one still unused. */
    async expireSetupTokens(userId: number, at: string) {
      await db
        .updateTable("setup_tokens")
        .set({ used_at: at })
        .where("user_id", "=", userId)
        .where("used_at", "is", null)
        .execute();
    },

    /** A full session counts as just re-authenticated: its password (and code) were entered to open it. */
    async insertSession(
      idHash: string,
      userId: number,
      pendingTotp: boolean,
      csrfToken: string,
      at: string,
      origin: SessionOrigin,
    ) {
      await db
        .insertInto("sessions")
        .values({
          id_hash: idHash,
          user_id: userId,
          pending_totp: pendingTotp ? 1 : 0,
          csrf_token: csrfToken,
          created_at: at,
          last_seen_at: at,
          user_agent: origin.userAgent,
          ip: origin.ip,
          reauthenticated_at: pendingTotp ? null : at,
        })
        .execute();
    },

    async session(idHash: string): Promise<SessionRow | undefined> {
      const row = await db.selectFrom("sessions").selectAll().where("id_hash", "=", idHash).executeTakeFirst();
      return row && toSession(row);
    },

    /** A user's full sessions (not those waiting for a code), the most recently used first. */
    async sessionsOf(userId: number): Promise<ListedSession[]> {
      const rows = await db
        .selectFrom("sessions")
        .selectAll()
        .where("user_id", "=", userId)
        .where("pending_totp", "=", 0)
        .orderBy("last_seen_at", "desc")
        .execute();
      return rows.map(toSession);
    },

    /** Ends one of a user's sessions, only if it is theirs: true when one was ended. */
    async deleteSessionOf(userId: number, idHash: string): Promise<boolean> {
      const result = await db
        .deleteFrom("sessions")
        .where("user_id", "=", userId)
        .where("id_hash", "=", idHash)
        .executeTakeFirst();
      return changedOne(result);
    },

    /** Ends every session of a user but one: how many were ended. */
    async deleteSessionsOfExcept(userId: number, keepIdHash: string): Promise<number> {
      const result = await db
        .deleteFrom("sessions")
        .where("user_id", "=", userId)
        .where("id_hash", "!=", keepIdHash)
        .executeTakeFirst();
      return rowsChanged(result);
    },

    async setReauthenticated(idHash: string, at: string) {
      await db.updateTable("sessions").set({ reauthenticated_at: at }).where("id_hash", "=", idHash).execute();
    },

    /** One more wrong code at a pending session's step: the count after it. */
    async countCodeFailure(idHash: string): Promise<number> {
      const row = await db
        .updateTable("sessions")
        .set((eb) => ({ code_failures: eb("code_failures", "+", 1) }))
        .where("id_hash", "=", idHash)
        .returning("code_failures")
        .executeTakeFirst();
      return row ? Number(row.code_failures) : Number.POSITIVE_INFINITY;
    },

    /** Replaces a user's recovery codes (used or not) with new ones. */
    async replaceRecoveryCodes(userId: number, codeHashes: string[], at: string) {
      await writeTransaction(db, async (trx) => {
        await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
        if (codeHashes.length) {
          await trx
            .insertInto("recovery_codes")
            .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: at })))
            .execute();
        }
      });
    },

    async unusedRecoveryCodes(userId: number): Promise<{ id: number; codeHash: string }[]> {
      const rows = await db
        .selectFrom("recovery_codes")
        .select(["id", "code_hash"])
        .where("user_id", "=", userId)
        .where("used_at", "is", null)
        .orderBy("id")
        .execute();
      return rows.map((row) => ({ id: Number(row.id), codeHash: row.code_hash }));
    },

    /** Spends a recovery code once: true for the one call that did, even with two instances at once. */
    async spendRecoveryCode(id: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable("recovery_codes")
        .set({ used_at: at })
        .where("id", "=", id)
        .where("used_at", "is", null)
        .executeTakeFirst();
      return changedOne(result);
    },

    async touchSession(idHash: string, at: string) {
      await db.updateTable("sessions").set({ last_seen_at: at }).where("id_hash", "=", idHash).execute();
    },

    async deleteSession(idHash: string) {
      await db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
    },

    async deleteSessionsOf(userId: number) {
      await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
    },

    async deleteSessionsIdleSince(cutoff: string) {
      await db.deleteFrom("sessions").where("last_seen_at", "<", cutoff).execute();
    },

    async throttle({ emailKey, addressKey }: ThrottleKey): Promise<Throttle | undefined> {
      const row = await db
        .selectFrom("sign_in_throttles")
        .selectAll()
        .where("email_key", "=", emailKey)
        .where("address_key", "=", addressKey)
        .executeTakeFirst();
      return row && { failures: Number(row.failures), lastFailedAt: row.last_failed_at, lockedUntil: row.locked_until };
    },

    async saveThrottle({ emailKey, addressKey }: ThrottleKey, { failures, lastFailedAt, lockedUntil }: Throttle) {
      const values = { failures, last_failed_at: lastFailedAt, locked_until: lockedUntil };
      await db
        .insertInto("sign_in_throttles")
        .values({ email_key: emailKey, address_key: addressKey, ...values })
        .onConflict((conflict) => conflict.columns(["email_key", "address_key"]).doUpdateSet(values))
        .execute();
    },

    /**
     * One more failure on a key, counted in one statement so that failures arriving together from
     * several addresses or instances all count: the count after it. A count whose last failure is
     * at or before `staleAt` starts again.
     */
    async countFailure({ emailKey, addressKey }: ThrottleKey, at: string, staleAt: string): Promise<number> {
      const row = await db
        .insertInto("sign_in_throttles")
        .values({ email_key: emailKey, address_key: addressKey, failures: 1, last_failed_at: at, locked_until: null })
        .onConflict((conflict) =>
          conflict.columns(["email_key", "address_key"]).doUpdateSet((eb) => ({
            failures: eb
              .case()
              .when("sign_in_throttles.last_failed_at", "<=", staleAt)
              .then(1)
              .else(eb("sign_in_throttles.failures", "+", 1))
              .end(),
            last_failed_at: at,
          })),
        )
        .returning("failures")
        .executeTakeFirstOrThrow();
      return Number(row.failures);
    },

    /** Locks a key until `until` unless a lock is on at `at`: true for the one call that locked it. */
    async lock({ emailKey, addressKey }: ThrottleKey, until: string, at: string): Promise<boolean> {
      const result = await db
        .updateTable("sign_in_throttles")
        .set({ locked_until: until })
        .where("email_key", "=", emailKey)
        .where("address_key", "=", addressKey)
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
        .executeTakeFirst();
      return changedOne(result);
    },

    async clearThrottle({ emailKey, addressKey }: ThrottleKey) {
      await db
        .deleteFrom("sign_in_throttles")
        .where("email_key", "=", emailKey)
        .where("address_key", "=", addressKey)
        .execute();
    },

    /** The end of the latest lock still on for an account, from any address, if one is. */
    async lockedUntil(emailKey: string, at: string): Promise<string | undefined> {
      const row = await db
        .selectFrom("sign_in_throttles")
        .select((eb) => eb.fn.max("locked_until").as("until"))
        .where("email_key", "=", emailKey)
        .where("locked_until", ">", at)
        .executeTakeFirst();
      return row?.until ?? undefined;
    },

    /** Lifts every lock and count on an account, from every address: how many locks were still on. */
    async clearThrottlesOf(emailKey: string, at: string): Promise<number> {
      const rows = await db
        .deleteFrom("sign_in_throttles")
        .where("email_key", "=", emailKey)
        .returning("locked_until")
        .execute();
      return rows.filter((row) => row.locked_until !== null && row.locked_until > at).length;
    },

    /** Forgets counts whose last failure is older than the cutoff and whose lock, if any, is over. */
    async pruneThrottles(cutoff: string, at: string) {
      await db
        .deleteFrom("sign_in_throttles")
        .where("last_failed_at", "<", cutoff)
        .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
        .execute();
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
