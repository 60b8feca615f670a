import type { OutboxKind } from "#common/mail/outbox.ts";
import type { Lang } from "#common/site/pages.ts";
import type { Actor, AuditLog } from "#server/audit/audit.server.ts";
import type { AppDatabase, Role } from "#server/db/db.server.ts";
import { clientKey, type RateLimiter } from "#server/http/rate-limit.server.ts";
import { enqueue } from "#server/mail/outbox.server.ts";
import { actorOf, normalEmail } from "./accounts";
import { CODES_LOCKED, RECOVERY_CODE_USED } from "./emails.server";
import { hashPassword, type PasswordProblem, passwordProblems, verifyPassword } from "./passwords.server";
import { newRecoveryCodes, normalRecoveryCode } from "./recovery-codes.server";
import { newToken, tokenHash } from "./secrets.server";
import { createAuthStore, type ListedSession, type SessionOrigin, type User } from "./store.server";
import { createThrottles } from "./throttles.server";
import { enrolment, newTotpSecret, totpStep } from "./totp.server";

const MINUTE = 60_000;
export const SESSION_IDLE_MS = 30 * MINUTE;
export const SESSION_ABSOLUTE_MS = 12 * 60 * MINUTE;
/** Time to type the TOTP code after the password. */
const PENDING_TOTP_MS = 5 * MINUTE;
export const SETUP_LINK_MS = 24 * 60 * MINUTE;
/** How long a password (and code) entered count as fresh for the most sensitive acts. */
export const REAUTH_MS = 10 * MINUTE;
/** Wrong codes a pending session's step takes before the person starts again from the password. */
export const CODE_TRIES = 3;
/** Enough of a user agent to name the browser; the rest is not kept. */
const MAX_USER_AGENT = 512;
/** A session seen less than this long ago is not written again on each request. */
const TOUCH_EVERY_MS = MINUTE;

export type SignInResult =
  | { kind: "signedIn"; sessionId: string }
  | { kind: "totpNeeded"; sessionId: string }
  | { kind: "failed" }
  | { kind: "rateLimited" };

/**
 * The code step: signed in, another try on the same step, back to the start, or the account's
 * authenticator codes refused until a time (a recovery code still works).
 */
export type CodeResult =
  | { kind: "signedIn"; sessionId: string }
  | { kind: "retry"; left: number }
  | { kind: "failed" }
  | { kind: "codesLocked"; until: string };

export type SetupResult =
  | { kind: "done"; user: User; sessionId: string; recoveryCodes?: string[] }
  | { kind: "invalidLink" }
  | { kind: "password"; problem: PasswordProblem | "mismatch" }
  | { kind: "totpRequired" }
  | { kind: "totpWrong" };

/**
 * A member's own change of password (issue 46): done, with how many other sessions were ended; or
 * refused with everything wrong at once (issue 52): `current` when the password they gave is not
 * theirs (or their sign-in is locked), and every rule the new one breaks, its confirmation included.
 */
export type PasswordChange =
  | { kind: "done"; ended: number }
  | { kind: "refused"; current: boolean; problems: NewPasswordProblem[] };
export type NewPasswordProblem = PasswordProblem | "mismatch" | "same";

export type SessionInfo = {
  user: User;
  csrfToken: string;
  pendingTotp: boolean;
  /** When the password (and code) were last entered in this session. */
  reauthenticatedAt: string | null;
};

/** A session on My account or the Users page: `current` is the one asking. */
export type OpenSession = Omit<ListedSession, "csrfToken" | "pendingTotp" | "codeFailures"> & { current: boolean };

export type AuthOptions = {
  audit: AuditLog;
  /** Sign-in attempts per client IP, whatever the account, shared with the site's other limits' storage. */
  ipLimiter: RateLimiter;
  /** First delay after a failure on an account from an address; doubles with each further failure. */
  failureDelayMs: number;
  /**
   * Where the outbox can send email: a used recovery code, or an account's codes locked, queues an
   * email to its owner, and `onQueued` wakes the outbox.
   */
  accountEmails?: { onQueued?: () => void };
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
};

/** Accounts, setup links, sign-in with its limits, TOTP, sessions: the rules, with no HTTP in them. */
export function createAuthService(app: AppDatabase, options: AuthOptions) {
  const store = createAuthStore(app);
  const { audit, ipLimiter, failureDelayMs } = options;
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const iso = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();

  /** Queues an email to the member about their account, if this process can send email. */
  async function emailOwner(user: User, kind: OutboxKind) {
    if (!options.accountEmails) return;
    await enqueue(app.db, { kind, refId: user.id }, now());
    options.accountEmails.onQueued?.();
  }

  const throttles = createThrottles({
    store,
    audit,
    failureDelayMs,
    now,
    sleep,
    onCodesLocked: (user) => emailOwner(user, CODES_LOCKED),
  });

  async function newSetupLink(user: User): Promise<string> {
    const token = newToken();
    await store.expireSetupTokens(user.id, iso());
    await store.insertSetupToken(tokenHash(token), user.id, iso(), iso(SETUP_LINK_MS));
    return token;
  }

  async function openSession(user: User, pendingTotp: boolean, origin: SessionOrigin): Promise<string> {
    const sessionId = newToken();
    await store.insertSession(tokenHash(sessionId), user.id, pendingTotp, newToken(), iso(), origin);
    return sessionId;
  }

  async function signedIn(user: User, origin: SessionOrigin): Promise<{ kind: "signedIn"; sessionId: string }> {
    await throttles.clear(user.email, origin.ip ?? "unknown");
    await audit.record({ actor: actorOf(user), action: "auth.sign_in", target: { type: "user", id: user.id } });
    return { kind: "signedIn", sessionId: await openSession(user, false, origin) };
  }

  async function validSetup(token: string) {
    const row = await store.setupToken(tokenHash(token));
    if (!row || row.used_at || row.expires_at <= iso()) return undefined;
    const user = await store.userById(Number(row.user_id));
    return user && !user.disabledAt ? user : undefined;
  }

  /** The secret shown for enrolment: the same one on every visit until a code confirms it. */
  async function pendingSecret(user: User): Promise<string> {
    if (user.totpPendingSecret) return user.totpPendingSecret;
    const secret = newTotpSecret();
    await store.updateUser(user.id, { totpPendingSecret: secret });
    return secret;
  }

  /** The session row behind a cookie, if alive, with what the request needs of it. */
  async function liveSession(sessionId: string, pendingTotp: boolean) {
    const idHash = tokenHash(sessionId);
    const row = await store.session(idHash);
    if (!row || row.pendingTotp !== pendingTotp) return undefined;
    const at = now().getTime();
    const created = Date.parse(row.createdAt);
    const seen = Date.parse(row.lastSeenAt);
    const alive = pendingTotp
      ? at - created < PENDING_TOTP_MS
      : at - created < SESSION_ABSOLUTE_MS && at - seen < SESSION_IDLE_MS;
    const user = alive ? await store.userById(row.userId) : undefined;
    if (!user || user.disabledAt) {
      await store.deleteSession(idHash);
      return undefined;
    }
    if (at - seen >= TOUCH_EVERY_MS) await store.touchSession(idHash, iso());
    const info: SessionInfo = {
      user,
      csrfToken: row.csrfToken,
      pendingTotp: row.pendingTotp,
      reauthenticatedAt: row.reauthenticatedAt,
    };
    return { info, row };
  }

  async function pendingStep(pendingSessionId: string) {
    const live = await liveSession(pendingSessionId, true);
    return live && { user: live.info.user, row: live.row };
  }

  /** After a wrong code: another try on the same step, or, after the last, back to the start. */
  async function wrongCode(pendingSessionId: string): Promise<CodeResult> {
    const idHash = tokenHash(pendingSessionId);
    const failures = await store.countCodeFailure(idHash);
    if (failures < CODE_TRIES) return { kind: "retry", left: CODE_TRIES - failures };
    await store.deleteSession(idHash);
    return { kind: "failed" };
  }

  /** Spends the unused recovery code that matches, if any: how many are left after it. */
  async function spendRecoveryCode(user: User, typed: string): Promise<number | undefined> {
    const code = normalRecoveryCode(typed);
    if (!code) return undefined;
    const unused = await store.unusedRecoveryCodes(user.id);
    for (const each of unused) {
      if ((await verifyPassword(each.codeHash, code)) && (await store.spendRecoveryCode(each.id, iso()))) {
        return unused.length - 1;
      }
    }
    return undefined;
  }

  /**
   * Ten new single-use recovery codes, to show once: the old ones, used or not, stop working.
   * Only their argon2id hashes are kept.
   */
  async function issueRecoveryCodes(user: User): Promise<string[]> {
    const codes = newRecoveryCodes();
    const hashes = await Promise.all(codes.map((code) => hashPassword(normalRecoveryCode(code) ?? code)));
    await store.replaceRecoveryCodes(user.id, hashes, iso());
    await audit.record({ actor: actorOf(user), action: "user.recovery_codes", target: { type: "user", id: user.id } });
    return codes;
  }

  return {
    store,

    async createUser(email: string, role: Role, actor: Actor): Promise<{ user: User; setupToken: string }> {
      const user = await store.insertUser(normalEmail(email), role, iso());
      await audit.record({ actor, action: "user.create", target: { type: "user", id: user.id }, details: { role } });
      return { user, setupToken: await newSetupLink(user) };
    },

    userByEmail: (email: string) => store.userByEmail(normalEmail(email)),
    userById: (id: number) => store.userById(id),
    listUsers: () => store.listUsers(),

    /** A new role takes effect at the account's next request; its sessions stay open. */
    async changeRole(user: User, role: Role, actor: Actor) {
      await store.updateUser(user.id, { role });
      await audit.record({
        actor,
        action: "user.role",
        target: { type: "user", id: user.id },
        details: { from: user.role, to: role },
      });
    },

    /** Signs the person out everywhere and turns the account off; its history stays. */
    async disableUser(user: User, actor: Actor) {
      await store.updateUser(user.id, { disabledAt: iso() });
      await store.deleteSessionsOf(user.id);
      await store.expireSetupTokens(user.id, iso());
      await audit.record({ actor, action: "user.disable", target: { type: "user", id: user.id } });
    },

    /**
     * Forgets the password and authenticator, signs out everywhere, lifts the account's sign-in
     * locks from every address, and gives a new setup link.
     */
    async resetUser(user: User, actor: Actor): Promise<string> {
      await store.updateUser(user.id, {
        passwordHash: null,
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
        disabledAt: null,
      });
      await store.deleteSessionsOf(user.id);
      const liftedLocks = await store.clearThrottlesOf(tokenHash(user.email), iso());
      await audit.record({
        actor,
        action: "user.reset",
        target: { type: "user", id: user.id },
        details: { liftedLocks },
      });
      return newSetupLink(user);
    },

    /** The account a setup link opens, with the TOTP enrolment to show, or undefined if the link is dead. */
    async setupPage(token: string) {
      const user = await validSetup(token);
      if (!user) return undefined;
      return { user, enrolment: await enrolment(await pendingSecret(user), user.email) };
    },

    /** A done setup signs the member in, and gives recovery codes along with an enrolled authenticator. */
    async completeSetup(
      token: string,
      input: { password: string; confirm: string; code: string },
      origin: SessionOrigin = { ip: null, userAgent: null },
    ): Promise<SetupResult> {
      const user = await validSetup(token);
      if (!user) return { kind: "invalidLink" };
      // Setup names the first rule broken, in the hint's order.
      const [problem] = passwordProblems(input.password, user.email);
      if (problem) return { kind: "password", problem };
      if (input.password !== input.confirm) return { kind: "password", problem: "mismatch" };
      const code = input.code.trim();
      if (!code && user.role === "admin") return { kind: "totpRequired" };
      const secret = await pendingSecret(user);
      const step = code ? totpStep(secret, code, now().getTime()) : undefined;
      if (code && step === undefined) return { kind: "totpWrong" };
      if (!(await store.spendSetupToken(tokenHash(token), iso()))) return { kind: "invalidLink" };
      await store.updateUser(user.id, {
        passwordHash: await hashPassword(input.password),
        ...(step === undefined ? {} : { totpSecret: secret, totpPendingSecret: null, totpLastStep: step }),
      });
      await audit.record({
        actor: actorOf(user),
        action: "user.setup",
        target: { type: "user", id: user.id },
        details: { totp: step !== undefined },
      });
      const sessionId = await openSession(user, false, origin);
      if (step === undefined) return { kind: "done", user, sessionId };
      return { kind: "done", user, sessionId, recoveryCodes: await issueRecoveryCodes(user) };
    },

    /**
     * Email and password. Every failure looks the same to the visitor; an unknown address costs the
     * same argon2 time as a known one, and counts towards the same lock. A locked pair (this account
     * from this client address) is refused before the password is checked, so guesses made during
     * the lock tell nothing.
     */
    async signIn({
      email,
      password,
      ip,
      userAgent = null,
    }: {
      email: string;
      password: string;
      ip: string;
      userAgent?: string | null;
    }): Promise<SignInResult> {
      if (!(await ipLimiter.consume(`sign-in:${clientKey(ip)}`))) return { kind: "rateLimited" };
      const address = normalEmail(email);
      const user = await store.userByEmail(address);
      const locked = await throttles.lockedPair(address, ip);
      if (locked) return throttles.refusedWhileLocked(user, locked);
      const passwordOk = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !passwordOk || user.disabledAt)
        return throttles.failed(address, user, ip, user ? "password" : "unknown");
      const origin = { ip, userAgent: userAgent?.slice(0, MAX_USER_AGENT) ?? null };
      if (!user.totpSecret) return signedIn(user, origin);
      return { kind: "totpNeeded", sessionId: await openSession(user, true, origin) };
    },

    /**
     * The second step, with an authenticator's code ("123 456" too). A wrong code counts against
     * this account from this address, like a wrong password, and against the account from every
     * address (CODE_FAILURES_PER_ACCOUNT); it leaves the step open for another try, up to CODE_TRIES;
     * then the pending session ends and the person starts again. While the account's codes are
     * locked, none is checked, and the step stays open for a recovery code. Success replaces the
     * pending session with a new one.
     */
    async signInTotp(pendingSessionId: string, code: string, ip: string): Promise<CodeResult> {
      const pending = await pendingStep(pendingSessionId);
      if (!pending) return { kind: "failed" };
      const { user, row } = pending;
      const lockedUntil = await throttles.codesLockedUntil(user);
      if (lockedUntil) return throttles.refusedCodesLocked(user, lockedUntil);
      const step = user.totpSecret ? totpStep(user.totpSecret, code, now().getTime()) : undefined;
      if (step === undefined || !(await store.takeTotpStep(user.id, step))) {
        await throttles.failed(user.email, user, ip, step === undefined ? "totp" : "totpReplayed");
        await throttles.wrongCodeOnAccount(user);
        return wrongCode(pendingSessionId);
      }
      await store.deleteSession(tokenHash(pendingSessionId));
      return signedIn(user, { ip: row.ip, userAgent: row.userAgent });
    },

    /** The second step with a recovery code instead: spent, audited, and the owner emailed. */
    async signInRecovery(pendingSessionId: string, code: string, ip: string): Promise<CodeResult> {
      const pending = await pendingStep(pendingSessionId);
      if (!pending) return { kind: "failed" };
      const { user, row } = pending;
      const left = await spendRecoveryCode(user, code);
      if (left === undefined) {
        await throttles.failed(user.email, user, ip, "recoveryCode");
        return wrongCode(pendingSessionId);
      }
      await store.deleteSession(tokenHash(pendingSessionId));
      await audit.record({
        actor: actorOf(user),
        action: "auth.recovery_code_used",
        target: { type: "user", id: user.id },
        details: { left },
      });
      await emailOwner(user, RECOVERY_CODE_USED);
      return signedIn(user, { ip: row.ip, userAgent: row.userAgent });
    },

    /**
     * The session a cookie names, if it is still alive (30 min idle, 12 h in all; 5 min for one
     * waiting on its TOTP code) and its account enabled. Reading it keeps it alive.
     */
    async session(sessionId: string, { pendingTotp = false } = {}): Promise<SessionInfo | undefined> {
      return (await liveSession(sessionId, pendingTotp))?.info;
    },

    /** A user's open sessions, the most recently used first, marking the one asking. */
    async sessionsOf(user: User, currentSessionId?: string): Promise<OpenSession[]> {
      const current = currentSessionId && tokenHash(currentSessionId);
      const cutoff = now().getTime();
      return (await store.sessionsOf(user.id))
        .filter(
          (row) =>
            cutoff - Date.parse(row.createdAt) < SESSION_ABSOLUTE_MS &&
            cutoff - Date.parse(row.lastSeenAt) < SESSION_IDLE_MS,
        )
        .map(({ csrfToken: _csrf, pendingTotp: _pending, codeFailures: _failures, ...row }) => ({
          ...row,
          current: row.idHash === current,
        }));
    },

    /** Ends one session of `user` (named by its hash, as listed), whoever asks: false if it was not theirs or is gone. */
    async endSession(user: User, idHash: string, actor: Actor): Promise<boolean> {
      const ended = await store.deleteSessionOf(user.id, idHash);
      if (ended) await audit.record({ actor, action: "auth.session_end", target: { type: "user", id: user.id } });
      return ended;
    },

    /** Ends every session of `user` but the one asking: how many ended. */
    async endOtherSessions(user: User, currentSessionId: string): Promise<number> {
      const ended = await store.deleteSessionsOfExcept(user.id, tokenHash(currentSessionId));
      await audit.record({
        actor: actorOf(user),
        action: "auth.sessions_end_others",
        target: { type: "user", id: user.id },
        details: { ended },
      });
      return ended;
    },

    /** An admin ends all of another user's sessions; the account stays enabled. */
    async endSessionsOf(user: User, actor: Actor) {
      await store.deleteSessionsOf(user.id);
      await audit.record({ actor, action: "user.sessions_end", target: { type: "user", id: user.id } });
    },

    async signOut(sessionId: string, user: User) {
      await store.deleteSession(tokenHash(sessionId));
      await audit.record({ actor: actorOf(user), action: "auth.sign_out", target: { type: "user", id: user.id } });
    },

    async signOutEverywhere(user: User) {
      await store.deleteSessionsOf(user.id);
      await audit.record({
        actor: actorOf(user),
        action: "auth.sign_out_everywhere",
        target: { type: "user", id: user.id },
      });
    },

    async setLanguage(user: User, lang: Lang) {
      await store.updateUser(user.id, { lang });
    },

    /** The enrolment screen for an account without TOTP (staff who skipped it at setup). */
    async totpEnrolment(user: User) {
      return enrolment(await pendingSecret(user), user.email);
    },

    async confirmTotp(user: User, code: string): Promise<boolean> {
      if (!user.totpPendingSecret) return false;
      const step = totpStep(user.totpPendingSecret, code, now().getTime());
      if (step === undefined) return false;
      await store.updateUser(user.id, {
        totpSecret: user.totpPendingSecret,
        totpPendingSecret: null,
        totpLastStep: step,
      });
      await audit.record({ actor: actorOf(user), action: "user.totp_enrol", target: { type: "user", id: user.id } });
      return true;
    },

    /** Whether the password (and code) were entered in this session in the last 10 minutes. */
    isRecentlyAuthenticated(session: Pick<SessionInfo, "reauthenticatedAt">): boolean {
      const at = session.reauthenticatedAt;
      return at !== null && now().getTime() - Date.parse(at) < REAUTH_MS;
    },

    /**
     * Proof of identity again, in a session already open: the password, and a code where TOTP is
     * enrolled. Failures count towards this account's lock from this address, as at sign-in, and a
     * wrong code towards the account's cap on codes; while that is reached, no code is taken.
     */
    async reauthenticate(
      sessionId: string,
      user: User,
      { password, code, ip }: { password: string; code: string; ip: string },
    ): Promise<boolean> {
      const locked = await throttles.lockedPair(user.email, ip);
      if (locked) {
        await throttles.refusedWhileLocked(user, locked);
        return false;
      }
      if (!(await verifyPassword(user.passwordHash, password))) {
        await throttles.failed(user.email, user, ip, "reauthPassword");
        return false;
      }
      if (user.totpSecret) {
        const lockedUntil = await throttles.codesLockedUntil(user);
        if (lockedUntil) {
          await throttles.refusedCodesLocked(user, lockedUntil);
          return false;
        }
        const step = totpStep(user.totpSecret, code, now().getTime());
        if (step === undefined || !(await store.takeTotpStep(user.id, step))) {
          await throttles.failed(user.email, user, ip, "reauthTotp");
          await throttles.wrongCodeOnAccount(user);
          return false;
        }
      }
      await store.setReauthenticated(tokenHash(sessionId), iso());
      await audit.record({
        actor: actorOf(user),
        action: "auth.reauthenticate",
        target: { type: "user", id: user.id },
      });
      return true;
    },

    /**
     * Changes the member's own password: the current one first (a wrong one counts towards this
     * account's lock from this address, as at sign-in), then the rules setup holds a new one to.
     * Every other session of theirs ends, so a device that had the old password is signed out; the
     * one asking stays. Nothing changes on a refusal. Audited.
     */
    async changePassword(
      sessionId: string,
      user: User,
      input: { current: string; password: string; confirm: string; ip: string },
    ): Promise<PasswordChange> {
      // The new password's rules need no secret, so they are told even beside a wrong current one.
      const problems: NewPasswordProblem[] = passwordProblems(input.password, user.email);
      if (input.password !== input.confirm) problems.push("mismatch");
      const locked = await throttles.lockedPair(user.email, input.ip);
      if (locked) {
        await throttles.refusedWhileLocked(user, locked);
        return { kind: "refused", current: true, problems };
      }
      if (!(await verifyPassword(user.passwordHash, input.current))) {
        await throttles.failed(user.email, user, input.ip, "passwordChange");
        return { kind: "refused", current: true, problems };
      }
      if (input.password === input.current) problems.push("same");
      if (problems.length) return { kind: "refused", current: false, problems };
      await store.updateUser(user.id, { passwordHash: await hashPassword(input.password) });
      const ended = await store.deleteSessionsOfExcept(user.id, tokenHash(sessionId));
      await audit.record({
        actor: actorOf(user),
        action: "auth.password_change",
        target: { type: "user", id: user.id },
        details: { sessionsEnded: ended },
      });
      return { kind: "done", ended };
    },

    /** When a sign-in lock on this account ends, from the address asking, if one is on. */
    async lockedUntil(email: string, ip: string): Promise<string | undefined> {
      return (await throttles.lockedPair(email, ip))?.lockedUntil ?? undefined;
    },

    /** When the latest sign-in lock on an account ends, from any address (the Users page). */
    accountLockedUntil: (user: User) => store.lockedUntil(tokenHash(user.email), iso()),

    /** An admin lifts an account's sign-in locks, from every address. */
    async liftLocks(user: User, actor: Actor): Promise<number> {
      const lifted = await store.clearThrottlesOf(tokenHash(user.email), iso());
      await audit.record({ actor, action: "user.unlock", target: { type: "user", id: user.id }, details: { lifted } });
      return lifted;
    },

    newRecoveryCodes: issueRecoveryCodes,

    async recoveryCodesLeft(user: User): Promise<number> {
      return (await store.unusedRecoveryCodes(user.id)).length;
    },

    /** Drops sessions nobody can use any more; safe to call often. */
    async pruneSessions() {
      await store.deleteSessionsIdleSince(iso(-SESSION_IDLE_MS));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
