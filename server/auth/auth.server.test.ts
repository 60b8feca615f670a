import { beforeEach, describe, expect, it } from "vitest";
import { totpCode } from "../../tests/support/admin";
import { backends } from "../../tests/support/backends";
import { useTestDatabase } from "../../tests/support/database";
import { readMail } from "../../tests/support/mime";
import { startSmtpServer } from "../../tests/support/smtp";
import { type AuditLog, createAuditLog } from "../audit/audit.server";
import type { AppDatabase } from "../db/db.server";
import { memoryRateLimiter } from "../http/rate-limit.server";
import { createMailer } from "../mail/mailer.server";
import { createOutbox } from "../mail/outbox.server";
import { type AuthOptions, type AuthService, createAuthService } from "./auth.server";
import { accountEmailHandlers } from "./emails.server";
import type { User } from "./store.server";
import { LOCK_MS } from "./throttles.server";

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

  function service(ipLimit = 1000, more: Partial<AuthOptions> = {}) {
    return createAuthService(app, {
      audit,
      ipLimiter: memoryRateLimiter({ limit: ipLimit, windowMs: 15 * MINUTE, now: () => clock.getTime() }),
      failureDelayMs: 100,
      now: () => clock,
      sleep: async (ms) => {
        delays.push(ms);
      },
      ...more,
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
      // Long enough, and not among zxcvbn's 49,233: found in the leaked lists all the same.
      expect(await attempt("SleepyHollow")).toEqual({ kind: "password", problem: "common" });
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

    it("counts the addresses of one IPv6 /64 as one client, for the lock and the per-address limit", async () => {
      await setUp("six@example.com", "staff");
      for (let i = 1; i <= 5; i += 1) await signIn("six@example.com", "not the password!", `2001:db8:1:2::${i}`);
      // A sixth address of the same line is the same client, locked out; the next line is another.
      expect(await signIn("six@example.com", PASSWORD, "2001:db8:1:2:ffff::9")).toEqual({ kind: "failed" });
      expect((await signIn("six@example.com", PASSWORD, "2001:db8:1:3::1")).kind).toBe("signedIn");

      auth = service(3);
      for (let i = 1; i <= 3; i += 1) await signIn("someone@example.com", "wrong wrong wrong", `2001:db8:9:9::${i}`);
      expect(await signIn("six@example.com", PASSWORD, "2001:db8:9:9::a")).toEqual({ kind: "rateLimited" });
    });

    it('lets a wrong or replayed code be retried on the same step, and takes "123 456"', async () => {
      const { secret } = await setUp("boss@example.com");
      const pending = await signIn("boss@example.com");
      if (pending.kind !== "totpNeeded") throw new Error(pending.kind);
      expect(await auth.session(pending.sessionId)).toBeUndefined();
      expect(await auth.signInTotp(pending.sessionId, "123456", HOME)).toEqual({ kind: "retry", left: 2 });
      // Setup used this step's code: refused as a replay, and the step stays open.
      expect(await auth.signInTotp(pending.sessionId, totpCode(secret, clock.getTime()), HOME)).toEqual({
        kind: "retry",
        left: 1,
      });
      advance(30_000);
      const spaced = totpCode(secret, clock.getTime()).replace(/^(\d{3})/, "$1 ");
      const done = await auth.signInTotp(pending.sessionId, spaced, HOME);
      expect(done.kind).toBe("signedIn");
      if (done.kind === "signedIn") expect(done.sessionId).not.toBe(pending.sessionId);
      expect(await auth.signInTotp(pending.sessionId, spaced, HOME)).toEqual({ kind: "failed" });
    });

    it("sends the member back to the start after three wrong codes", async () => {
      const { secret } = await setUp("boss@example.com");
      advance(30_000);
      const pending = await signIn("boss@example.com");
      if (pending.kind !== "totpNeeded") throw new Error(pending.kind);
      expect((await auth.signInTotp(pending.sessionId, "000000", HOME)).kind).toBe("retry");
      expect((await auth.signInTotp(pending.sessionId, "000001", HOME)).kind).toBe("retry");
      expect(await auth.signInTotp(pending.sessionId, "000002", HOME)).toEqual({ kind: "failed" });
      expect(await auth.signInTotp(pending.sessionId, totpCode(secret, clock.getTime()), HOME)).toEqual({
        kind: "failed",
      });
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

  describe("open sessions", () => {
    const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

    async function twoSessions() {
      await setUp("two@example.com", "staff");
      // Setup signed the member in: that session is not one of these two.
      await auth.endSessionsOf((await auth.userByEmail("two@example.com")) as User, null);
      const first = await auth.signIn({ email: "two@example.com", password: PASSWORD, ip: HOME, userAgent: CHROME });
      advance(2 * MINUTE);
      const second = await signIn("two@example.com", PASSWORD, STRANGER);
      if (first.kind !== "signedIn" || second.kind !== "signedIn") throw new Error("not signed in");
      const user = (await auth.userByEmail("two@example.com")) as User;
      return { user, first: first.sessionId, second: second.sessionId };
    }

    it("are listed with their browser, address and times, the current one marked", async () => {
      const { user, first, second } = await twoSessions();
      const listed = await auth.sessionsOf(user, first);
      expect(listed.map((each) => [each.current, each.ip, each.userAgent])).toEqual([
        [false, STRANGER, null],
        [true, HOME, CHROME],
      ]);
      expect(listed[1]?.createdAt).toBe(START.toISOString());
      expect(JSON.stringify(listed)).not.toContain(second);
    });

    it("end one at a time, or all but the current one, at their next request", async () => {
      const { user, first, second } = await twoSessions();
      advance(MINUTE);
      const third = await signIn("two@example.com");
      if (third.kind !== "signedIn") throw new Error(third.kind);
      const [latest] = await auth.sessionsOf(user, first);
      expect(await auth.endSession(user, latest?.idHash ?? "", { id: user.id, email: user.email })).toBe(true);
      expect(await auth.session(third.sessionId)).toBeUndefined();
      expect(await auth.session(second)).toBeDefined();
      expect(await auth.endOtherSessions(user, first)).toBe(1);
      expect(await auth.session(second)).toBeUndefined();
      expect(await auth.session(first)).toBeDefined();
      expect(await auditActions()).toEqual(expect.arrayContaining(["auth.session_end", "auth.sessions_end_others"]));
    });

    it("of another account cannot be ended through one's own", async () => {
      const { user, first } = await twoSessions();
      await setUp("else@example.com", "staff");
      const other = await signIn("else@example.com");
      if (other.kind !== "signedIn") throw new Error(other.kind);
      const otherUser = (await auth.session(other.sessionId))?.user;
      const [theirs] = await auth.sessionsOf(otherUser as typeof user);
      expect(await auth.endSession(user, theirs?.idHash ?? "", null)).toBe(false);
      expect(await auth.session(other.sessionId)).toBeDefined();
      await auth.endSessionsOf(otherUser as typeof user, { id: user.id, email: user.email });
      expect(await auth.session(other.sessionId)).toBeUndefined();
      expect(await auth.session(first)).toBeDefined();
    });
  });

  describe("recovery codes", () => {
    it("come as ten at setup with TOTP, each works once at the code step, and the use is audited and emailed", async () => {
      auth = createAuthService(app, {
        audit,
        ipLimiter: memoryRateLimiter({ limit: 1000, windowMs: 15 * MINUTE }),
        failureDelayMs: 0,
        now: () => clock,
        sleep: async () => {},
        accountEmails: {},
      });
      const { setupToken } = await auth.createUser("codes@example.com", "admin", null);
      const secret = (await auth.setupPage(setupToken))?.enrolment.secret as string;
      const setup = await auth.completeSetup(setupToken, {
        password: PASSWORD,
        confirm: PASSWORD,
        code: totpCode(secret, clock.getTime()),
      });
      if (setup.kind !== "done") throw new Error(setup.kind);
      expect(await auth.session(setup.sessionId)).toBeDefined();
      const codes = setup.recoveryCodes ?? [];
      expect(new Set(codes).size).toBe(10);
      const stored = await app.db.selectFrom("recovery_codes").select("code_hash").execute();
      expect(stored.map((row) => row.code_hash).join()).not.toContain((codes[0] ?? "x").replace("-", ""));

      const pending = await signIn("codes@example.com");
      if (pending.kind !== "totpNeeded") throw new Error(pending.kind);
      expect(await auth.signInRecovery(pending.sessionId, "abcde-fghjk", HOME)).toEqual({ kind: "retry", left: 2 });
      const typed = ` ${(codes[3] ?? "").toUpperCase().replace("-", " ")} `;
      expect((await auth.signInRecovery(pending.sessionId, typed, HOME)).kind).toBe("signedIn");
      const again = await signIn("codes@example.com");
      if (again.kind !== "totpNeeded") throw new Error(again.kind);
      expect((await auth.signInRecovery(again.sessionId, codes[3] ?? "", HOME)).kind).toBe("retry");

      const used = (await audit.page({ limit: 100 })).entries.find((e) => e.action === "auth.recovery_code_used");
      expect(used?.details).toEqual({ left: 9 });
      const queued = await app.db.selectFrom("outbox").select(["kind", "ref_id"]).execute();
      expect(queued).toEqual([{ kind: "auth.recovery_code_used", ref_id: setup.user.id }]);

      const smtp = await startSmtpServer();
      const mailer = createMailer(`smtp://127.0.0.1:${smtp.port}`, "site@sobrita.test");
      try {
        const handlers = accountEmailHandlers(app, mailer, { siteOrigin: "https://sobrita.test" });
        expect(await createOutbox({ app, handlers, now: () => clock, log: () => {} }).drain()).toBe(1);
      } finally {
        mailer.close();
        await smtp.close();
      }
      expect(smtp.messages.map((message) => message.envelopeTo)).toEqual([["codes@example.com"]]);
      const [mail] = await Promise.all(smtp.messages.map(readMail));
      expect(mail?.subject).toBe("Un code de récupération a servi à vous connecter");
      expect(mail?.text).toContain("Codes inutilisés\u00a0: 9.");
      expect(mail?.text).toContain("https://sobrita.test/admin/account");
      expect(mail?.text).not.toContain(codes[3]);
    });

    it("stop working when new ones are made", async () => {
      await setUp("regen@example.com");
      const user = (await auth.userByEmail("regen@example.com")) as User;
      const old = await auth.newRecoveryCodes(user);
      const fresh = await auth.newRecoveryCodes(user);
      expect(await auth.recoveryCodesLeft(user)).toBe(10);
      const pending = await signIn("regen@example.com");
      if (pending.kind !== "totpNeeded") throw new Error(pending.kind);
      expect((await auth.signInRecovery(pending.sessionId, old[0] ?? "", HOME)).kind).toBe("retry");
      expect((await auth.signInRecovery(pending.sessionId, fresh[0] ?? "", HOME)).kind).toBe("signedIn");
      expect(await auth.recoveryCodesLeft(user)).toBe(9);
    });
  });

  describe("re-authentication", () => {
    it("is fresh for 10 minutes after sign-in, then needs the password and a new code", async () => {
      const { secret } = await setUp("again@example.com");
      advance(30_000);
      const pending = await signIn("again@example.com");
      if (pending.kind !== "totpNeeded") throw new Error(pending.kind);
      const done = await auth.signInTotp(pending.sessionId, totpCode(secret, clock.getTime()), HOME);
      if (done.kind !== "signedIn") throw new Error(done.kind);
      const info = async () =>
        (await auth.session(done.sessionId)) as NonNullable<Awaited<ReturnType<typeof auth.session>>>;
      expect(auth.isRecentlyAuthenticated(await info())).toBe(true);
      advance(10 * MINUTE);
      expect(auth.isRecentlyAuthenticated(await info())).toBe(false);
      const { user } = await info();
      const code = totpCode(secret, clock.getTime());
      expect(await auth.reauthenticate(done.sessionId, user, { password: "not the password!", code, ip: HOME })).toBe(
        false,
      );
      expect(await auth.reauthenticate(done.sessionId, user, { password: PASSWORD, code: "000000", ip: HOME })).toBe(
        false,
      );
      expect(auth.isRecentlyAuthenticated(await info())).toBe(false);
      expect(await auth.reauthenticate(done.sessionId, user, { password: PASSWORD, code, ip: HOME })).toBe(true);
      expect(auth.isRecentlyAuthenticated(await info())).toBe(true);
      expect(await auditActions()).toContain("auth.reauthenticate");
    });
  });

  describe("the account's cap on wrong authenticator codes", () => {
    /** A thief with the password: six wrong codes from an address (two code steps), as the per-address lock allows. */
    async function guessFrom(ip: string) {
      for (let round = 0; round < 2; round += 1) {
        const step = await signIn("target@example.com", PASSWORD, ip);
        if (step.kind !== "totpNeeded") throw new Error(step.kind);
        for (let i = 0; i < 3; i += 1) await auth.signInTotp(step.sessionId, "000000", ip);
      }
    }

    it("24 wrong codes from 4 addresses leave the right code unable to sign in at once, and the owner is emailed", async () => {
      auth = service(1000, { accountEmails: {} });
      const { secret } = await setUp("target@example.com");
      const codes = await auth.newRecoveryCodes((await auth.userByEmail("target@example.com")) as User);
      for (const ip of ["203.0.113.1", "203.0.113.2", "198.51.100.3", "2001:db8:7::1"]) await guessFrom(ip);

      // The owner, from home, with the right code: refused, and told until when.
      advance(30_000);
      const owner = await signIn("target@example.com", PASSWORD, HOME);
      if (owner.kind !== "totpNeeded") throw new Error(owner.kind);
      const refused = await auth.signInTotp(owner.sessionId, totpCode(secret, clock.getTime()), HOME);
      expect(refused.kind).toBe("codesLocked");
      // Locked at the tenth wrong code, for 15 minutes.
      const locked = (await audit.page({ limit: 100 })).entries.find((e) => e.action === "auth.codes_locked");
      expect(locked?.details).toEqual({ failures: 10 });
      expect(refused).toEqual({
        kind: "codesLocked",
        until: new Date(Date.parse(locked?.at ?? "") + LOCK_MS).toISOString(),
      });
      // No longer than the first factor's lock: a recovery code works now, the right code 15 minutes on.
      expect((await auth.signInRecovery(owner.sessionId, codes[0] ?? "", HOME)).kind).toBe("signedIn");
      advance(LOCK_MS);
      const later = await signIn("target@example.com", PASSWORD, HOME);
      if (later.kind !== "totpNeeded") throw new Error(later.kind);
      expect((await auth.signInTotp(later.sessionId, totpCode(secret, clock.getTime()), HOME)).kind).toBe("signedIn");

      // One email, in the owner's language, through the outbox and a real SMTP server.
      const queued = await app.db.selectFrom("outbox").select("kind").where("kind", "=", "auth.codes_locked").execute();
      expect(queued).toHaveLength(1);
      const smtp = await startSmtpServer();
      const mailer = createMailer(`smtp://127.0.0.1:${smtp.port}`, "site@sobrita.test");
      try {
        const handlers = accountEmailHandlers(app, mailer, { siteOrigin: "https://sobrita.test" });
        await createOutbox({ app, handlers, now: () => clock, log: () => {} }).drain();
      } finally {
        mailer.close();
        await smtp.close();
      }
      // The recovery code's use is told too.
      expect(smtp.messages.map((message) => message.envelopeTo)).toEqual([
        ["target@example.com"],
        ["target@example.com"],
      ]);
      const mails = await Promise.all(smtp.messages.map(readMail));
      const mail = mails.find((each) => each.subject === "Trop de codes erronés pour votre compte");
      expect(mail?.text).toContain("Prévenez un administrateur tout de suite");
      expect(mail?.text).toContain("https://sobrita.test/admin/account");
    });

    it("counts wrong codes at re-authentication too, and forgets them 15 minutes after the last", async () => {
      const { secret } = await setUp("target@example.com");
      await guessFrom("203.0.113.1");
      // Six, then fifteen quiet minutes: the owner's typos later do not add to the thief's.
      advance(LOCK_MS);
      await guessFrom("203.0.113.2");
      advance(30_000);
      const pending = await signIn("target@example.com", PASSWORD, HOME);
      if (pending.kind !== "totpNeeded") throw new Error(pending.kind);
      const done = await auth.signInTotp(pending.sessionId, totpCode(secret, clock.getTime()), HOME);
      if (done.kind !== "signedIn") throw new Error(done.kind);
      const user = (await auth.userByEmail("target@example.com")) as User;
      // Four more wrong codes, at the confirmation page, reach ten within 15 minutes.
      for (let i = 0; i < 4; i += 1) {
        await auth.reauthenticate(done.sessionId, user, { password: PASSWORD, code: "000000", ip: HOME });
      }
      advance(30_000);
      const right = { password: PASSWORD, code: totpCode(secret, clock.getTime()), ip: HOME };
      expect(await auth.reauthenticate(done.sessionId, user, right)).toBe(false);
      // An admin's Unlock lifts it, as it lifts the account's other locks.
      expect(await auth.accountLockedUntil(user)).toBeDefined();
      await auth.liftLocks(user, null);
      expect(await auth.reauthenticate(done.sessionId, user, right)).toBe(true);
    });
  });

  describe("locks", () => {
    it("say until when, from the address locked, and an admin lifts them", async () => {
      await setUp("locked@example.com", "staff");
      for (let i = 0; i < 5; i += 1) await signIn("locked@example.com", "not the password!", STRANGER);
      const until = new Date(clock.getTime() + LOCK_MS).toISOString();
      expect(await auth.lockedUntil("Locked@Example.com", STRANGER)).toBe(until);
      expect(await auth.lockedUntil("locked@example.com", HOME)).toBeUndefined();
      const user = (await auth.userByEmail("locked@example.com")) as User;
      expect(await auth.accountLockedUntil(user)).toBe(until);
      expect(await auth.liftLocks(user, null)).toBe(1);
      expect(await auth.accountLockedUntil(user)).toBeUndefined();
      expect((await signIn("locked@example.com", PASSWORD, STRANGER)).kind).toBe("signedIn");
      expect(await auditActions()).toContain("user.unlock");
    });
  });

  it("changes a role, audited with from and to", async () => {
    await setUp("promote@example.com", "staff");
    const user = (await auth.userByEmail("promote@example.com")) as User;
    await auth.changeRole(user, "admin", { id: 99, email: "boss@example.com" });
    expect((await auth.userById(user.id))?.role).toBe("admin");
    const entry = (await audit.page({ limit: 100 })).entries.find((each) => each.action === "user.role");
    expect(entry).toMatchObject({ actorEmail: "boss@example.com", details: { from: "staff", to: "admin" } });
  });

  it("refuses a password holding the address's local part or the company's name", async () => {
    const { setupToken } = await auth.createUser("marie.tremblay@example.com", "staff", null);
    const attempt = (password: string) => auth.completeSetup(setupToken, { password, confirm: password, code: "" });
    expect(await attempt("my name is Marie.Tremblay ok")).toEqual({ kind: "password", problem: "containsEmail" });
    expect(await attempt("i work at sobrita since 2020")).toEqual({ kind: "password", problem: "containsCompany" });
    expect((await attempt(PASSWORD)).kind).toBe("done");
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
