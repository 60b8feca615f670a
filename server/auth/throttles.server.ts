import type { AuditLog } from "#server/audit/audit.server.ts";
import { clientKey } from "#server/http/rate-limit.server.ts";
import { actorOf, normalEmail } from "./accounts";
import { tokenHash } from "./secrets.server";
import type { createAuthStore, Throttle, ThrottleKey, User } from "./store.server";

const MINUTE = 60_000;
/** Failures on one account from one client address before that pair is locked (decision 025). */
export const LOCK_AFTER_FAILURES = 5;
/** How long such a lock lasts, and how long a failure counts towards one. */
export const LOCK_MS = 15 * MINUTE;
/** Each failure on an account from an address doubles the wait before the answer, up to this. */
const MAX_DELAY_MS = 8_000;
/**
 * Wrong authenticator codes an account takes within LOCK_MS, from every address together, before its
 * codes are refused for LOCK_MS, the right one too (decision 061): the per-address lock alone let a
 * thief holding the password guess from as many addresses as they have.
 */
export const CODE_FAILURES_PER_ACCOUNT = 10;

/**
 * The typed address, known account or not, and the client (an IPv6 client by its /64): a stranger's
 * failures lock only their own pair.
 */
export const throttleKey = (email: string, ip: string): ThrottleKey => ({
  emailKey: tokenHash(normalEmail(email)),
  addressKey: tokenHash(clientKey(ip)),
});

/** An account's wrong authenticator codes from every address: a row beside its (account, address) pairs. */
const codesKey = (email: string): ThrottleKey => ({
  emailKey: tokenHash(normalEmail(email)),
  // No hashed address has a space in it: this row is never any address's.
  addressKey: "codes from every address",
});

const isLocked = (throttle: Throttle, at: string) => throttle.lockedUntil !== null && throttle.lockedUntil > at;

export type ThrottleOptions = {
  store: ReturnType<typeof createAuthStore>;
  audit: AuditLog;
  /** First delay after a failure on an account from an address; doubles with each further failure. */
  failureDelayMs: number;
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  /** Tells the member their account's codes were locked. */
  onCodesLocked: (user: User) => Promise<void>;
};

/**
 * The sign-in locks (decisions 025 and 061): an account from one address after LOCK_AFTER_FAILURES
 * failures, and an account's authenticator codes from every address after CODE_FAILURES_PER_ACCOUNT.
 */
export function createThrottles({ store, audit, failureDelayMs, now, sleep, onCodesLocked }: ThrottleOptions) {
  const iso = (offsetMs = 0) => new Date(now().getTime() + offsetMs).toISOString();
  const delayAfter = (failures: number) => Math.min(failureDelayMs * 2 ** (failures - 1), MAX_DELAY_MS);

  async function auditFailure(user: User | undefined, reason: string, failures: number) {
    await audit.record({
      actor: user ? actorOf(user) : null,
      action: "auth.sign_in_failed",
      target: user ? { type: "user", id: user.id } : undefined,
      details: { reason, failures },
    });
  }

  return {
    /** The lock on this account from this address, if one is on. */
    async lockedPair(email: string, ip: string): Promise<Throttle | undefined> {
      const throttle = await store.throttle(throttleKey(email, ip));
      return throttle && isLocked(throttle, iso()) ? throttle : undefined;
    },

    /**
     * Counts a failure on an account from an address, locks that pair at the fifth within 15 minutes,
     * and waits a growing delay. Other addresses, the owner's among them, are not slowed or locked.
     */
    async failed(email: string, user: User | undefined, ip: string, reason: string): Promise<{ kind: "failed" }> {
      const key = throttleKey(email, ip);
      const previous = await store.throttle(key);
      const stale = !previous || Date.parse(previous.lastFailedAt) <= now().getTime() - LOCK_MS;
      const failures = (stale ? 0 : previous.failures) + 1;
      const lockedUntil = failures >= LOCK_AFTER_FAILURES ? iso(LOCK_MS) : null;
      await store.saveThrottle(key, { failures, lastFailedAt: iso(), lockedUntil });
      await store.pruneThrottles(iso(-LOCK_MS), iso());
      await auditFailure(user, reason, failures);
      await sleep(delayAfter(failures));
      return { kind: "failed" };
    },

    /** An attempt on a locked pair: refused unchecked, and neither counted nor extending the lock. */
    async refusedWhileLocked(user: User | undefined, throttle: Throttle): Promise<{ kind: "failed" }> {
      await auditFailure(user, "locked", throttle.failures);
      await sleep(delayAfter(throttle.failures));
      return { kind: "failed" };
    },

    /** When the account's authenticator codes are refused until, if they are. */
    async codesLockedUntil(user: User): Promise<string | undefined> {
      const throttle = await store.throttle(codesKey(user.email));
      return throttle && isLocked(throttle, iso()) ? (throttle.lockedUntil ?? undefined) : undefined;
    },

    /**
     * Counts a wrong authenticator code against the account, whatever the address. The one that
     * reaches the cap locks the account's codes for LOCK_MS (attempts during it are not counted, so
     * it is not extended) and emails the owner.
     */
    async wrongCodeOnAccount(user: User) {
      const key = codesKey(user.email);
      const failures = await store.countFailure(key, iso(), iso(-LOCK_MS));
      if (failures < CODE_FAILURES_PER_ACCOUNT || !(await store.lock(key, iso(LOCK_MS), iso()))) return;
      await audit.record({
        actor: actorOf(user),
        action: "auth.codes_locked",
        target: { type: "user", id: user.id },
        details: { failures },
      });
      await onCodesLocked(user);
    },

    /** An authenticator code during its account's lock: refused unchecked, neither counted nor slowed. */
    async refusedCodesLocked(user: User, until: string): Promise<{ kind: "codesLocked"; until: string }> {
      await auditFailure(user, "codesLocked", CODE_FAILURES_PER_ACCOUNT);
      return { kind: "codesLocked", until };
    },

    /** A successful sign-in forgets this pair's failures. */
    clear: (email: string, ip: string) => store.clearThrottle(throttleKey(email, ip)),
  };
}
