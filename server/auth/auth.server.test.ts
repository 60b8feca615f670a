import { beforeEach, describe, expect, it } from "vitest";
import { totpCode } from "../../tests/support/admin";
import { backends } from "../../tests/support/backends";
import { useTestDatabase } from "../../tests/support/database";
import { type AuditLog, createAuditLog } from "../audit/audit.server";
import type { AppDatabase } from "../db/db.server";
import { memoryRateLimiter } from "../http/rate-limit.server";
import { type AuthService, createAuthService, LOCK_MS } from "./auth.server";

const START = new Date("2025-06-01T12:00:00.000Z");
const MINUTE = 60_000;
const PASSWORD = "a sturdy passphrase for tests";

describe.each(backends)("the auth service on $name", (backend) => {
  const database = useTestDatabase(backend);
  let app: AppDatabase;
  let clock: Date;
  let delays: number[];
  let audit: AuditLog;
  let auth: AuthService;

  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  function service(ipLimit = 1000) {
    return createAuthService(app, {
      audit,
      ipLimiter: memoryRateLimiter({ limit: ipLimit, windowMs: 15 * MINUTE, now: () => clock.getTime() }),
      failureDelayMs: 100,
      now: () => clock,
      sleep: async (ms) => {
        delays.push(ms);
      },
    });
  }

  beforeEach(async () => {
    app = await database.open();
    clock = START;
    delays = [];
    audit = createAuditLog(app, () => clock);
    auth = service();
  });

  /** An account set up through its link, with TOTP for an admin; returns its secret. */
  async function setUp(email: string, role: "admin" | "staff" = "admin") {
    const { setupToken } = await auth.createUser(email, role, null);
    const page = await auth.setupPage(setupToken);
    const secret = page?.enrolment.secret as string;
    const code = role === "admin" ? totpCode(secret, clock.getTime()) : "";
    const result = await auth.completeSetup(setupToken, { password: PASSWORD, confirm: PASSWORD, code });
    expect(result.kind).toBe("done");
    return { secret, setupToken };
  }

  const HOME = "198.51.100.7";
  const STRANGER = "203.0.113.66";
  const signIn = (email: string, password = PASSWORD, ip = HOME) => auth.signIn({ email, password, ip });

  async function auditActions(): Promise<string[]> {
    return (await audit.page({ limit: 100 })).entries.map((entry) => entry.action);
  }

  describe("setup links", () => {
    it("refuse a short, common or mismatched password, and an admin without a TOTP code", async () => {
      const { setupToken } = await auth.createUser("Ana@Example.com", "admin", null);
      const secret = (await auth.setupPage(setupToken))?.enrolment.secret as string;
      const attempt = (password: string, confirm = password, code = totpCode(secret, clock.getTime())) =>
        auth.completeSetup(setupToken, { password, confirm, code });
      expect(await attempt("short1!")).toEqual({ kind: "password", problem: "tooShort" });
      expect(await attempt("123456789012")).toEqual({ kind: "password", problem: "common" });
      expect(await attempt("Password2024!!")).toEqual({ kind: "password", problem: "common" });
      expect(await attempt(PASSWORD, `${PASSWORD}x`)).toEqual({ kind: "password", problem: "mismatch" });
      expect(await attempt(PASSWORD, PASSWORD, "")).toEqual({ kind: "totpRequired" });
      expect(await attempt(PASSWORD, PASSWORD, "000000")).toEqual({ kind: "totpWrong" });
      expect((await attempt(PASSWORD)).kind).toBe("done");
      expect((await auth.userByEmail("ana@example.com"))?.totpSecret).toBe(secret);
    });

    it("let staff skip TOTP, and work once only", async () => {
      const { setupToken } = await setUp("staff@example.com", "staff");
      expect((await auth.userByEmail("staff@example.com"))?.totpSecret).toBeNull();
      expect(await auth.setupPage(setupToken)).toBeUndefined();
      expect(await auth.completeSetup(setupToken, { password: PASSWORD, confirm: PASSWORD, code: "" })).toEqual({
        kind: "invalidLink",
      });
    });

    it("expire after 24 hours", async () => {
      const { setupToken } = await auth.createUser("late@example.com", "staff", null);
      advance(24 * 60 * MINUTE);
      expect(await auth.setupPage(setupToken)).toBeUndefined();
      expect((await auth.completeSetup(setupToken, { password: PASSWORD, confirm: PASSWORD, code: "" })).kind).toBe(
        "invalidLink",
      );
    });

    it("show the same enrolment secret on every visit, and a reset link replaces the old one", async () => {
      const { setupToken } = await auth.createUser("again@example.com", "admin", null);
      const first = await auth.setupPage(setupToken);
      const second = await auth.setupPage(setupToken);
      expect(second?.enrolment.secret).toBe(first?.enrolment.secret);
      expect(first?.enrolment.qrSvgDataUri).toMatch(/^data:image\/svg\+xml;base64,/);
      const user = await auth.userByEmail("again@example.com");
      const fresh = await auth.resetUser(user as NonNullable<typeof user>, null);
      expect(await auth.setupPage(setupToken)).toBeUndefined();
      expect(await auth.setupPage(fresh)).toBeDefined();
    });
  });

  describe("sign-in", () => {
    it("opens a new session at each sign-in, after the TOTP step for an enrolled account", async () => {
      await setUp("staff@example.com", "staff");
      const first = await signIn("STAFF@example.com");
      const second = await signIn("staff@example.com");
      expect(first.kind).toBe("signedIn");
      expect(second.kind).toBe("signedIn");
      if (first.kind !== "signedIn" || second.kind !== "signedIn") return;
      expect(first.sessionId).not.toBe(second.sessionId);
      expect((await auth.session(first.sessionId))?.user.email).toBe("staff@example.com");
    });

    it("gives the same answer for an unknown address, a wrong password and a disabled account", async () => {
      await setUp("gone@example.com", "staff");
      const gone = await auth.userByEmail("gone@example.com");
      await auth.disableUser(gone as NonNullable<typeof gone>, null);
      expect(await signIn("nobody@example.com")).toEqual({ kind: "failed" });
      expect(await signIn("gone@example.com", "wrong password here")).toEqual({ kind: "failed" });
      expect(await signIn("gone@example.com")).toEqual({ kind: "failed" });
    });

    it("waits longer after each failure, and locks the account from that address for 15 minutes after five", async () => {
      await setUp("lock@example.com", "staff");
      for (let i = 0; i < 5; i += 1) await signIn("lock@example.com", "not the password!", STRANGER);
      expect(delays).toEqual([100, 200, 400, 800, 1600]);
      expect(await signIn("lock@example.com", PASSWORD, STRANGER)).toEqual({ kind: "failed" });
      advance(LOCK_MS + 1);
      expect((await signIn("lock@example.com", PASSWORD, STRANGER)).kind).toBe("signedIn");
      expect(await auditActions()).toContain("auth.sign_in_failed");
    });

    it("does not renew the lock on attempts made during it, nor count them", async () => {
      await setUp("lock@example.com", "staff");
      for (let i = 0; i < 5; i += 1) await signIn("lock@example.com", "not the password!", STRANGER);
      for (let minute = 1; minute < 15; minute += 1) {
        advance(MINUTE);
        expect(await signIn("lock@example.com", "still guessing!", STRANGER)).toEqual({ kind: "failed" });
      }
      // Refused unchecked: the delay stays where the fifth failure left it.
      expect(delays.at(-1)).toBe(1600);
      advance(MINUTE);
      expect((await signIn("lock@example.com", PASSWORD, STRANGER)).kind).toBe("signedIn");
    });

    it("lets the owner in from another address at once, without delay, while a stranger is locked", async () => {
      await setUp("owner@example.com", "staff");
      for (let i = 0; i < 12; i += 1) await signIn("owner@example.com", "a stranger's guess", STRANGER);
      expect(await signIn("owner@example.com", PASSWORD, STRANGER)).toEqual({ kind: "failed" });
      const before = delays.length;
      expect((await signIn("owner@example.com", PASSWORD, HOME)).kind).toBe("signedIn");
      expect(delays.length).toBe(before);
      // A typo at home is slowed from the first step, not from the stranger's eighth.
      await signIn("owner@example.com", "a typo from home", HOME);
      expect(delays.at(-1)).toBe(100);
    });

    it("counts wrong TOTP codes against the account from that address", async () => {
      await setUp("boss@example.com");
      for (let i = 0; i < 5; i += 1) {
        const step = await signIn("boss@example.com", PASSWORD, STRANGER);
        if (step.kind !== "totpNeeded") throw new Error(step.kind);
        await auth.signInTotp(step.sessionId, "000000", STRANGER);
      }
      expect(await signIn("boss@example.com", PASSWORD, STRANGER)).toEqual({ kind: "failed" });
      expect((await signIn("boss@example.com", PASSWORD, HOME)).kind).toBe("totpNeeded");
    });

    it("lifts an account's locks, from every address, when it is reset", async () => {
      await setUp("reset@example.com", "staff");
      for (const ip of [STRANGER, HOME]) {
        for (let i = 0; i < 5; i += 1) await signIn("reset@example.com", "not the password!", ip);
      }
      await setUp("other@example.com", "staff");
      for (let i = 0; i < 5; i += 1) await signIn("other@example.com", "not the password!", HOME);
      const user = await auth.userByEmail("reset@example.com");
      const token = await auth.resetUser(user as NonNullable<typeof user>, null);
      expect((await auth.completeSetup(token, { password: PASSWORD, confirm: PASSWORD, code: "" })).kind).toBe("done");
      expect((await signIn("reset@example.com", PASSWORD, HOME)).kind).toBe("signedIn");
      expect((await signIn("reset@example.com", PASSWORD, STRANGER)).kind).toBe("signedIn");
      const reset = (await audit.page({ limit: 100 })).entries.find((entry) => entry.action === "user.reset");
      expect(reset?.details).toEqual({ liftedLocks: 2 });
      // Another account's lock stays.
      expect(await signIn("other@example.com", PASSWORD, HOME)).toEqual({ kind: "failed" });
    });

    it("locks an unknown address the same way, so a lock says nothing about existence", async () => {
      for (let i = 0; i < 6; i += 1) await signIn("ghost@example.com", "not the password!");
      expect(delays).toEqual([100, 200, 400, 800, 1600, 1600]);
    });

    it("forgets a count 15 minutes after its last failure", async () => {
      await setUp("slow@example.com", "staff");
      for (let i = 0; i < 4; i += 1) await signIn("slow@example.com", "not the password!");
      advance(LOCK_MS);
      await signIn("slow@example.com", "not the password!");
      expect(delays.at(-1)).toBe(100);
      expect((await signIn("slow@example.com")).kind).toBe("signedIn");
    });

    it("limits attempts per client IP", async () => {
      auth = service(3);
      await setUp("ip@example.com", "staff");
      for (let i = 0; i < 3; i += 1) await signIn("someone@example.com", "wrong wrong wrong", "203.0.113.9");
      expect(await signIn("ip@example.com", PASSWORD, "203.0.113.9")).toEqual({ kind: "rateLimited" });
      expect((await signIn("ip@example.com", PASSWORD, "203.0.113.10")).kind).toBe("signedIn");
    });

    it("refuses a wrong TOTP code, and a code already used, and spends the pending session", async () => {
      const { secret } = await setUp("boss@example.com");
      const wrong = await signIn("boss@example.com");
      expect(wrong.kind).toBe("totpNeeded");
      if (wrong.kind !== "totpNeeded") return;
      expect(await auth.session(wrong.sessionId)).toBeUndefined();
      expect(await auth.signInTotp(wrong.sessionId, "123456", HOME)).toEqual({ kind: "failed" });
      expect(await auth.signInTotp(wrong.sessionId, totpCode(secret, clock.getTime()), HOME)).toEqual({
        kind: "failed",
      });

      // Setup used this step's code: it is refused now, and the next step's is accepted.
      const replay = await signIn("boss@example.com");
      if (replay.kind !== "totpNeeded") throw new Error(replay.kind);
      expect(await auth.signInTotp(replay.sessionId, totpCode(secret, clock.getTime()), HOME)).toEqual({
        kind: "failed",
      });
      advance(30_000);
      const next = await signIn("boss@example.com");
      if (next.kind !== "totpNeeded") throw new Error(next.kind);
      const done = await auth.signInTotp(next.sessionId, totpCode(secret, clock.getTime()), HOME);
      expect(done.kind).toBe("signedIn");
      if (done.kind === "signedIn") expect(done.sessionId).not.toBe(next.sessionId);
    });
  });

  describe("sessions", () => {
    async function session() {
      await setUp("s@example.com", "staff");
      const result = await signIn("s@example.com");
      if (result.kind !== "signedIn") throw new Error(result.kind);
      return result.sessionId;
    }

    it("end after 30 minutes idle", async () => {
      const id = await session();
      advance(29 * MINUTE);
      expect(await auth.session(id)).toBeDefined();
      advance(29 * MINUTE);
      expect(await auth.session(id)).toBeDefined();
      advance(31 * MINUTE);
      expect(await auth.session(id)).toBeUndefined();
    });

    it("end after 12 hours however active", async () => {
      const id = await session();
      for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
        advance(20 * MINUTE);
        expect(await auth.session(id)).toBeDefined();
      }
      advance(20 * MINUTE);
      expect(await auth.session(id)).toBeUndefined();
    });

    it("end at sign-out, everywhere on request, and when the account is disabled", async () => {
      const one = await session();
      const other = await signIn("s@example.com");
      const third = await signIn("s@example.com");
      if (other.kind !== "signedIn" || third.kind !== "signedIn") throw new Error("not signed in");
      const user = (await auth.session(one))?.user as NonNullable<Awaited<ReturnType<typeof auth.session>>>["user"];
      await auth.signOut(one, user);
      expect(await auth.session(one)).toBeUndefined();
      expect(await auth.session(other.sessionId)).toBeDefined();
      await auth.signOutEverywhere(user);
      expect(await auth.session(other.sessionId)).toBeUndefined();
      const again = await signIn("s@example.com");
      if (again.kind !== "signedIn") throw new Error(again.kind);
      await auth.disableUser(user, null);
      expect(await auth.session(again.sessionId)).toBeUndefined();
      expect(await auditActions()).toEqual(
        expect.arrayContaining(["auth.sign_out", "auth.sign_out_everywhere", "user.disable"]),
      );
    });
  });

  it("enrols TOTP later from the account page with a valid code only", async () => {
    await setUp("late@example.com", "staff");
    let user = await auth.userByEmail("late@example.com");
    const { secret } = await auth.totpEnrolment(user as NonNullable<typeof user>);
    user = await auth.userByEmail("late@example.com");
    expect(await auth.confirmTotp(user as NonNullable<typeof user>, "000000")).toBe(false);
    expect(await auth.confirmTotp(user as NonNullable<typeof user>, totpCode(secret, clock.getTime()))).toBe(true);
    expect((await signIn("late@example.com")).kind).toBe("totpNeeded");
  });
});

describe.each(backends)("the audit log on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("pages newest first, with who, what and when", async () => {
    const app = await database.open();
    let at = START.getTime();
    const audit = createAuditLog(app, () => {
      at += 1000;
      return new Date(at);
    });
    for (let i = 1; i <= 5; i += 1) {
      await audit.record({
        actor: { id: 1, email: "boss@example.com" },
        action: "lead.status",
        target: { type: "lead", id: i },
        details: { to: "contacted" },
      });
    }
    const first = await audit.page({ limit: 2 });
    expect(first.entries.map((entry) => entry.targetId)).toEqual(["5", "4"]);
    expect(first.entries[0]).toMatchObject({ actorEmail: "boss@example.com", details: { to: "contacted" } });
    const second = await audit.page({ limit: 2, before: first.nextBefore });
    const third = await audit.page({ limit: 2, before: second.nextBefore });
    expect(third.entries.map((entry) => entry.targetId)).toEqual(["1"]);
    expect(third.nextBefore).toBeUndefined();
  });
});
