/** The auth service over a test database, a clock the test moves, and the delays it would have waited. */
import { beforeEach, expect } from "vitest";
import { type AuditLog, createAuditLog } from "#server/audit/audit.server.ts";
import { type AuthOptions, type AuthService, createAuthService } from "#server/auth/auth.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { memoryRateLimiter } from "#server/http/rate-limit.server.ts";
import { totpCode } from "./admin";
import type { Backend } from "./backends";
import { useTestDatabase } from "./database";

export const START = new Date("2025-06-01T12:00:00.000Z");
export const MINUTE = 60_000;
export const PASSWORD = "a sturdy passphrase for tests";
export const HOME = "198.51.100.7";
export const STRANGER = "203.0.113.66";

/**
 * Registers a fresh database, clock and service before each test of the calling describe block; the
 * returned object's fields are that test's (a test may replace `auth`).
 */
export function useAuthService(backend: Backend) {
  const database = useTestDatabase(backend);
  const state = {
    app: undefined as unknown as AppDatabase,
    clock: START,
    delays: [] as number[],
    audit: undefined as unknown as AuditLog,
    auth: undefined as unknown as AuthService,

    advance(ms: number) {
      state.clock = new Date(state.clock.getTime() + ms);
    },

    service(ipLimit = 1000, more: Partial<AuthOptions> = {}) {
      return createAuthService(state.app, {
        audit: state.audit,
        ipLimiter: memoryRateLimiter({ limit: ipLimit, windowMs: 15 * MINUTE, now: () => state.clock.getTime() }),
        failureDelayMs: 100,
        now: () => state.clock,
        sleep: async (ms) => {
          state.delays.push(ms);
        },
        ...more,
      });
    },

    /** An account set up through its link, with TOTP for an admin; returns its secret. */
    async setUp(email: string, role: "admin" | "staff" = "admin") {
      const { auth } = state;
      const { setupToken } = await auth.createUser(email, role, null);
      const page = await auth.setupPage(setupToken);
      const secret = page?.enrolment.secret as string;
      const code = role === "admin" ? totpCode(secret, state.clock.getTime()) : "";
      const result = await auth.completeSetup(setupToken, { password: PASSWORD, confirm: PASSWORD, code });
      expect(result.kind).toBe("done");
      return { secret, setupToken };
    },

    signIn: (email: string, password = PASSWORD, ip = HOME) => state.auth.signIn({ email, password, ip }),

    async auditActions(): Promise<string[]> {
      return (await state.audit.page({ limit: 100 })).entries.map((entry) => entry.action);
    },
  };

  beforeEach(async () => {
    state.app = await database.open();
    state.clock = START;
    state.delays = [];
    state.audit = createAuditLog(state.app, () => state.clock);
    state.auth = state.service();
  });

  return state;
}
