import { describe, expect, it } from "vitest";
import { memoryRateLimiter } from "#server/http/rate-limit.server.ts";
import { createMailer } from "#server/mail/mailer.server.ts";
import { createOutbox } from "#server/mail/outbox.server.ts";
import { totpCode } from "#tests/support/admin.ts";
import { HOME, MINUTE, PASSWORD, START, STRANGER, useAuthService } from "#tests/support/auth-service.ts";
import { backends } from "#tests/support/backends.ts";
import { readMail } from "#tests/support/mime.ts";
import { startSmtpServer } from "#tests/support/smtp.ts";
import { createAuthService } from "./auth.server";
import { accountEmailHandlers } from "./emails.server";
import type { User } from "./store.server";
import { LOCK_MS } from "./throttles.server";

describe.each(backends)("the auth service on $name", (backend) => {
  const ctx = useAuthService(backend);
  const { advance, service, setUp, signIn, auditActions } = ctx;

  describe("setup links", () => {
    it("refuse a short, common or mismatched password, and an admin without a TOTP code", async () => {
      const { setupToken } = await ctx.auth.createUser("Ana@Example.com", "admin", null);
      const secret = (await ctx.auth.setupPage(setupToken))?.enrolment.secret as string;
      const attempt = (password: string, confirm = password, code = totpCode(secret, ctx.clock.getTime())) =>
        ctx.auth.completeSetup(setupToken, { password, confirm, code });
      expect(await attempt("short1!")).toEqual({ kind: "password", problem: "tooShort" });
      expect(await attempt("123456789012")).toEqual({ kind: "password", problem: "common" });
      expect(await attempt("Password2024!!")).toEqual({ kind: "password", problem: "common" });
      // Long enough, and not among zxcvbn's 49,233: found in the leaked lists all the same.
      expect(await attempt("SleepyHollow")).toEqual({ kind: "password", problem: "common" });
      expect(await attempt(PASSWORD, `${PASSWORD}x`)).toEqual({ kind: "password", problem: "mismatch" });
      expect(await attempt(PASSWORD, PASSWORD, "")).toEqual({ kind: "totpRequired" });
      expect(await attempt(PASSWORD, PASSWORD, "000000")).toEqual({ kind: "totpWrong" });
      expect((await attempt(PASSWORD)).kind).toBe("done");
      expect((await ctx.auth.userByEmail("ana@example.com"))?.totpSecret).toBe(secret);
    });

    it("let staff skip TOTP, and work once only", async () => {
      const { setupToken } = await setUp("staff@example.com", "staff");
      expect((await ctx.auth.userByEmail("staff@example.com"))?.totpSecret).toBeNull();
      expect(await ctx.auth.setupPage(setupToken)).toBeUndefined();
      expect(await ctx.auth.completeSetup(setupToken, { password: PASSWORD, confirm: PASSWORD, code: "" })).toEqual({
        kind: "invalidLink",
      });
    });

    it("expire after 24 hours", async () => {
      const { setupToken } = await ctx.auth.createUser("late@example.com", "staff", null);
      advance(24 * 60 * MINUTE);
      expect(await ctx.auth.setupPage(setupToken)).toBeUndefined();
      expect((await ctx.auth.completeSetup(setupToken, { password: PASSWORD, confirm: PASSWORD, code: "" })).kind).toBe(
        "invalidLink",
      );
    });

    it("show the same enrolment secret on every visit, and a reset link replaces the old one", async () => {
      const { setupToken } = await ctx.auth.createUser("again@example.com", "admin", null);
      const first = await ctx.auth.setupPage(setupToken);
      const second = await ctx.auth.setupPage(setupToken);
      expect(second?.enrolment.secret).toBe(first?.enrolment.secret);
      expect(first?.enrolment.qrSvgDataUri).toMatch(/^data:image\/svg\+xml;base64,/);
      const user = await ctx.auth.userByEmail("again@example.com");
      const fresh = await ctx.auth.resetUser(user as NonNullable<typeof user>, null);
      expect(await ctx.auth.setupPage(setupToken)).toBeUndefined();
      expect(await ctx.auth.setupPage(fresh)).toBeDefined();
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
      expect((await ctx.auth.session(first.sessionId))?.user.email).toBe("staff@example.com");
    });

    it("signs a member in with a password hashed before the move to Node 24, and refuses another", async () => {
      await setUp("staff@example.com", "staff");
      // PASSWORD as @node-rs/argon2 hashed it on Node 20.20.2 (issue 53): the native binary the
      // running Node loads must still read every hash stored before.
      const hashedOnNode20 =
        "$argon2id$v=19$m=19456,t=2,p=1$X4vPy6n5CHZUbKAR1sMNaA$D0Mm7vDQKvAaZdiLOl68O4UpTwlzxSJiF1ucaX+SiMU";
      await ctx.app.db
        .updateTable("users")
        .set({ password_hash: hashedOnNode20 })
        .where("email", "=", "staff@example.com")
        .execute();

      expect((await signIn("staff@example.com")).kind).toBe("signedIn");
      expect(await signIn("staff@example.com", "a sturdy passphrase for test")).toEqual({ kind: "failed" });
    });

    it("gives the same answer for an unknown address, a wrong password and a disabled account", async () => {
      await setUp("gone@example.com", "staff");
      const gone = await ctx.auth.userByEmail("gone@example.com");
      await ctx.auth.disableUser(gone as NonNullable<typeof gone>, null);
      expect(await signIn("nobody@example.com")).toEqual({ kind: "failed" });
      expect(await signIn("gone@example.com", "wrong password here")).toEqual({ kind: "failed" });
      expect(await signIn("gone@example.com")).toEqual({ kind: "failed" });
    });

    it("waits longer after each failure, and locks the account from that address for 15 minutes after five", async () => {
      await setUp("lock@example.com", "staff");
      for (let i = 0; i < 5; i += 1) await signIn("lock@example.com", "not the password!", STRANGER);
      expect(ctx.delays).toEqual([100, 200, 400, 800, 1600]);
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
      expect(ctx.delays.at(-1)).toBe(1600);
      advance(MINUTE);
      expect((await signIn("lock@example.com", PASSWORD, STRANGER)).kind).toBe("signedIn");
    });

    it("lets the owner in from another address at once, without delay, while a stranger is locked", async () => {
      await setUp("owner@example.com", "staff");
      for (let i = 0; i < 12; i += 1) await signIn("owner@example.com", "a stranger's guess", STRANGER);
      expect(await signIn("owner@example.com", PASSWORD, STRANGER)).toEqual({ kind: "failed" });
      const before = ctx.delays.length;
      expect((await signIn("owner@example.com", PASSWORD, HOME)).kind).toBe("signedIn");
      expect(ctx.delays.length).toBe(before);
      // A typo at home is slowed from the first step, not from the stranger's eighth.
      await signIn("owner@example.com", "a typo from home", HOME);
      expect(ctx.delays.at(-1)).toBe(100);
    });

    it("counts wrong TOTP codes against the account from that address", async () => {
      await setUp("boss@example.com");
      for (let i = 0; i < 5; i += 1) {
        const step = await signIn("boss@example.com", PASSWORD, STRANGER);
        if (step.kind !== "totpNeeded") throw new Error(step.kind);
        await ctx.auth.signInTotp(step.sessionId, "000000", STRANGER);
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
      const user = await ctx.auth.userByEmail("reset@example.com");
      const token = await ctx.auth.resetUser(user as NonNullable<typeof user>, null);
      expect((await ctx.auth.completeSetup(token, { password: PASSWORD, confirm: PASSWORD, code: "" })).kind).toBe(
        "done",
      );
      expect((await signIn("reset@example.com", PASSWORD, HOME)).kind).toBe("signedIn");
      expect((await signIn("reset@example.com", PASSWORD, STRANGER)).kind).toBe("signedIn");
      const reset = (await ctx.audit.page({ limit: 100 })).entries.find((entry) => entry.action === "user.reset");
      expect(reset?.details).toEqual({ liftedLocks: 2 });
      // Another account's lock stays.
      expect(await signIn("other@example.com", PASSWORD, HOME)).toEqual({ kind: "failed" });
    });

    it("locks an unknown address the same way, so a lock says nothing about existence", async () => {
      for (let i = 0; i < 6; i += 1) await signIn("ghost@example.com", "not the password!");
      expect(ctx.delays).toEqual([100, 200, 400, 800, 1600, 1600]);
    });

    it("forgets a count 15 minutes after its last failure", async () => {
      await setUp("slow@example.com", "staff");
      for (let i = 0; i < 4; i += 1) await signIn("slow@example.com", "not the password!");
      advance(LOCK_MS);
      await signIn("slow@example.com", "not the password!");
      expect(ctx.delays.at(-1)).toBe(100);
      expect((await signIn("slow@example.com")).kind).toBe("signedIn");
    });

    it("limits attempts per client IP", async () => {
      ctx.auth = service(3);
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

      ctx.auth = service(3);
      for (let i = 1; i <= 3; i += 1) await signIn("someone@example.com", "wrong wrong wrong", `2001:db8:9:9::${i}`);
      expect(await signIn("six@example.com", PASSWORD, "2001:db8:9:9::a")).toEqual({ kind: "rateLimited" });
    });

    it('lets a wrong or replayed code be retried on the same step, and takes "123 456"', async () => {
      const { secret } = await setUp("boss@example.com");
      const pending = await signIn("boss@example.com");
      if (pending.kind !== "totpNeeded") throw new Error(pending.kind);
      expect(await ctx.auth.session(pending.sessionId)).toBeUndefined();
      expect(await ctx.auth.signInTotp(pending.sessionId, "123456", HOME)).toEqual({ kind: "retry", left: 2 });
      // Setup used this step's code: refused as a replay, and the step stays open.
      expect(await ctx.auth.signInTotp(pending.sessionId, totpCode(secret, ctx.clock.getTime()), HOME)).toEqual({
        kind: "retry",
        left: 1,
      });
      advance(30_000);
      const spaced = totpCode(secret, ctx.clock.getTime()).replace(/^(\d{3})/, "$1 ");
      const done = await ctx.auth.signInTotp(pending.sessionId, spaced, HOME);
      expect(done.kind).toBe("signedIn");
      if (done.kind === "signedIn") expect(done.sessionId).not.toBe(pending.sessionId);
      expect(await ctx.auth.signInTotp(pending.sessionId, spaced, HOME)).toEqual({ kind: "failed" });
    });

    it("sends the member back to the start after three wrong codes", async () => {
      const { secret } = await setUp("boss@example.com");
      advance(30_000);
      const pending = await signIn("boss@example.com");
      if (pending.kind !== "totpNeeded") throw new Error(pending.kind);
      expect((await ctx.auth.signInTotp(pending.sessionId, "000000", HOME)).kind).toBe("retry");
      expect((await ctx.auth.signInTotp(pending.sessionId, "000001", HOME)).kind).toBe("retry");
      expect(await ctx.auth.signInTotp(pending.sessionId, "000002", HOME)).toEqual({ kind: "failed" });
      expect(await ctx.auth.signInTotp(pending.sessionId, totpCode(secret, ctx.clock.getTime()), HOME)).toEqual({
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
      expect(await ctx.auth.session(id)).toBeDefined();
      advance(29 * MINUTE);
      expect(await ctx.auth.session(id)).toBeDefined();
      advance(31 * MINUTE);
      expect(await ctx.auth.session(id)).toBeUndefined();
    });

    it("end after 12 hours however active", async () => {
      const id = await session();
      for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
        advance(20 * MINUTE);
        expect(await ctx.auth.session(id)).toBeDefined();
      }
      advance(20 * MINUTE);
      expect(await ctx.auth.session(id)).toBeUndefined();
    });

    it("end at sign-out, everywhere on request, and when the account is disabled", async () => {
      const one = await session();
      const other = await signIn("s@example.com");
      const third = await signIn("s@example.com");
      if (other.kind !== "signedIn" || third.kind !== "signedIn") throw new Error("not signed in");
      const user = (await ctx.auth.session(one))?.user as NonNullable<
        Awaited<ReturnType<typeof ctx.auth.session>>
      >["user"];
      await ctx.auth.signOut(one, user);
      expect(await ctx.auth.session(one)).toBeUndefined();
      expect(await ctx.auth.session(other.sessionId)).toBeDefined();
      await ctx.auth.signOutEverywhere(user);
      expect(await ctx.auth.session(other.sessionId)).toBeUndefined();
      const again = await signIn("s@example.com");
      if (again.kind !== "signedIn") throw new Error(again.kind);
      await ctx.auth.disableUser(user, null);
      expect(await ctx.auth.session(again.sessionId)).toBeUndefined();
      expect(await auditActions()).toEqual(
        expect.arrayContaining(["auth.sign_out", "auth.sign_out_everywhere", "user.disable"]),
      );
    });
  });

  it("enrols TOTP later from the account page with a valid code only", async () => {
    await setUp("late@example.com", "staff");
    let user = await ctx.auth.userByEmail("late@example.com");
    const { secret } = await ctx.auth.totpEnrolment(user as NonNullable<typeof user>);
    user = await ctx.auth.userByEmail("late@example.com");
    expect(await ctx.auth.confirmTotp(user as NonNullable<typeof user>, "000000")).toBe(false);
    expect(await ctx.auth.confirmTotp(user as NonNullable<typeof user>, totpCode(secret, ctx.clock.getTime()))).toBe(
      true,
    );
    expect((await signIn("late@example.com")).kind).toBe("totpNeeded");
  });

  describe("open sessions", () => {
    const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

    async function twoSessions() {
      await setUp("two@example.com", "staff");
      // Setup signed the member in: that session is not one of these two.
      await ctx.auth.endSessionsOf((await ctx.auth.userByEmail("two@example.com")) as User, null);
      const first = await ctx.auth.signIn({
        email: "two@example.com",
        password: PASSWORD,
        ip: HOME,
        userAgent: CHROME,
      });
      advance(2 * MINUTE);
      const second = await signIn("two@example.com", PASSWORD, STRANGER);
      if (first.kind !== "signedIn" || second.kind !== "signedIn") throw new Error("not signed in");
      const user = (await ctx.auth.userByEmail("two@example.com")) as User;
      return { user, first: first.sessionId, second: second.sessionId };
    }

    it("are listed with their browser, address and times, the current one marked", async () => {
      const { user, first, second } = await twoSessions();
      const listed = await ctx.auth.sessionsOf(user, first);
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
      const [latest] = await ctx.auth.sessionsOf(user, first);
      expect(await ctx.auth.endSession(user, latest?.idHash ?? "", { id: user.id, email: user.email })).toBe(true);
      expect(await ctx.auth.session(third.sessionId)).toBeUndefined();
      expect(await ctx.auth.session(second)).toBeDefined();
      expect(await ctx.auth.endOtherSessions(user, first)).toBe(1);
      expect(await ctx.auth.session(second)).toBeUndefined();
      expect(await ctx.auth.session(first)).toBeDefined();
      expect(await auditActions()).toEqual(expect.arrayContaining(["auth.session_end", "auth.sessions_end_others"]));
    });

    it("of another account cannot be ended through one's own", async () => {
      const { user, first } = await twoSessions();
      await setUp("else@example.com", "staff");
      const other = await signIn("else@example.com");
      if (other.kind !== "signedIn") throw new Error(other.kind);
      const otherUser = (await ctx.auth.session(other.sessionId))?.user;
      const [theirs] = await ctx.auth.sessionsOf(otherUser as typeof user);
      expect(await ctx.auth.endSession(user, theirs?.idHash ?? "", null)).toBe(false);
      expect(await ctx.auth.session(other.sessionId)).toBeDefined();
      await ctx.auth.endSessionsOf(otherUser as typeof user, { id: user.id, email: user.email });
      expect(await ctx.auth.session(other.sessionId)).toBeUndefined();
      expect(await ctx.auth.session(first)).toBeDefined();
    });
  });

  describe("recovery codes", () => {
    it("come as ten at setup with TOTP, each works once at the code step, and the use is audited and emailed", async () => {
      ctx.auth = createAuthService(ctx.app, {
        audit: ctx.audit,
        ipLimiter: memoryRateLimiter({ limit: 1000, windowMs: 15 * MINUTE }),
        failureDelayMs: 0,
        now: () => ctx.clock,
        sleep: async () => {},
        accountEmails: {},
      });
      const { setupToken } = await ctx.auth.createUser("codes@example.com", "admin", null);
      const secret = (await ctx.auth.setupPage(setupToken))?.enrolment.secret as string;
      const setup = await ctx.auth.completeSetup(setupToken, {
        password: PASSWORD,
        confirm: PASSWORD,
        code: totpCode(secret, ctx.clock.getTime()),
      });
      if (setup.kind !== "done") throw new Error(setup.kind);
      expect(await ctx.auth.session(setup.sessionId)).toBeDefined();
      const codes = setup.recoveryCodes ?? [];
      expect(new Set(codes).size).toBe(10);
      const stored = await ctx.app.db.selectFrom("recovery_codes").select("code_hash").execute();
      expect(stored.map((row) => row.code_hash).join()).not.toContain((codes[0] ?? "x").replace("-", ""));

      const pending = await signIn("codes@example.com");
      if (pending.kind !== "totpNeeded") throw new Error(pending.kind);
      expect(await ctx.auth.signInRecovery(pending.sessionId, "abcde-fghjk", HOME)).toEqual({ kind: "retry", left: 2 });
      const typed = ` ${(codes[3] ?? "").toUpperCase().replace("-", " ")} `;
      expect((await ctx.auth.signInRecovery(pending.sessionId, typed, HOME)).kind).toBe("signedIn");
      const again = await signIn("codes@example.com");
      if (again.kind !== "totpNeeded") throw new Error(again.kind);
      expect((await ctx.auth.signInRecovery(again.sessionId, codes[3] ?? "", HOME)).kind).toBe("retry");

      const used = (await ctx.audit.page({ limit: 100 })).entries.find((e) => e.action === "auth.recovery_code_used");
      expect(used?.details).toEqual({ left: 9 });
      const queued = await ctx.app.db.selectFrom("outbox").select(["kind", "ref_id"]).execute();
      expect(queued).toEqual([{ kind: "auth.recovery_code_used", ref_id: setup.user.id }]);

      const smtp = await startSmtpServer();
      const mailer = createMailer(`smtp://127.0.0.1:${smtp.port}`, "site@sobrita.test");
      try {
        const handlers = accountEmailHandlers(ctx.app, { siteOrigin: "https://sobrita.test" });
        expect(
          await createOutbox({ app: ctx.app, handlers, mailer, now: () => ctx.clock, log: () => {} }).drain(),
        ).toBe(1);
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
      const user = (await ctx.auth.userByEmail("regen@example.com")) as User;
      const old = await ctx.auth.newRecoveryCodes(user);
      const fresh = await ctx.auth.newRecoveryCodes(user);
      expect(await ctx.auth.recoveryCodesLeft(user)).toBe(10);
      const pending = await signIn("regen@example.com");
      if (pending.kind !== "totpNeeded") throw new Error(pending.kind);
      expect((await ctx.auth.signInRecovery(pending.sessionId, old[0] ?? "", HOME)).kind).toBe("retry");
      expect((await ctx.auth.signInRecovery(pending.sessionId, fresh[0] ?? "", HOME)).kind).toBe("signedIn");
      expect(await ctx.auth.recoveryCodesLeft(user)).toBe(9);
    });
  });

  describe("re-authentication", () => {
    it("is fresh for 10 minutes after sign-in, then needs the password and a new code", async () => {
      const { secret } = await setUp("again@example.com");
      advance(30_000);
      const pending = await signIn("again@example.com");
      if (pending.kind !== "totpNeeded") throw new Error(pending.kind);
      const done = await ctx.auth.signInTotp(pending.sessionId, totpCode(secret, ctx.clock.getTime()), HOME);
      if (done.kind !== "signedIn") throw new Error(done.kind);
      const info = async () =>
        (await ctx.auth.session(done.sessionId)) as NonNullable<Awaited<ReturnType<typeof ctx.auth.session>>>;
      expect(ctx.auth.isRecentlyAuthenticated(await info())).toBe(true);
      advance(10 * MINUTE);
      expect(ctx.auth.isRecentlyAuthenticated(await info())).toBe(false);
      const { user } = await info();
      const code = totpCode(secret, ctx.clock.getTime());
      expect(
        await ctx.auth.reauthenticate(done.sessionId, user, { password: "not the password!", code, ip: HOME }),
      ).toBe(false);
      expect(
        await ctx.auth.reauthenticate(done.sessionId, user, { password: PASSWORD, code: "000000", ip: HOME }),
      ).toBe(false);
      expect(ctx.auth.isRecentlyAuthenticated(await info())).toBe(false);
      expect(await ctx.auth.reauthenticate(done.sessionId, user, { password: PASSWORD, code, ip: HOME })).toBe(true);
      expect(ctx.auth.isRecentlyAuthenticated(await info())).toBe(true);
      expect(await auditActions()).toContain("auth.reauthenticate");
    });
  });

  it("changes a role, audited with from and to", async () => {
    await setUp("promote@example.com", "staff");
    const user = (await ctx.auth.userByEmail("promote@example.com")) as User;
    await ctx.auth.changeRole(user, "admin", { id: 99, email: "boss@example.com" });
    expect((await ctx.auth.userById(user.id))?.role).toBe("admin");
    const entry = (await ctx.audit.page({ limit: 100 })).entries.find((each) => each.action === "user.role");
    expect(entry).toMatchObject({ actorEmail: "boss@example.com", details: { from: "staff", to: "admin" } });
  });

  it("refuses a password holding the address's local part or the company's name", async () => {
    const { setupToken } = await ctx.auth.createUser("marie.tremblay@example.com", "staff", null);
    const attempt = (password: string) => ctx.auth.completeSetup(setupToken, { password, confirm: password, code: "" });
    expect(await attempt("my name is Marie.Tremblay ok")).toEqual({ kind: "password", problem: "containsEmail" });
    expect(await attempt("i work at sobrita since 2020")).toEqual({ kind: "password", problem: "containsCompany" });
    expect((await attempt(PASSWORD)).kind).toBe("done");
  });
});
