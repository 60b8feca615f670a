import { describe, expect, it } from "vitest";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { createMailer } from "#server/mail/mailer.server.ts";
import { createOutbox } from "#server/mail/outbox.server.ts";
import { totpCode } from "#tests/support/admin.ts";
import { HOME, PASSWORD, STRANGER, useAuthService } from "#tests/support/auth-service.ts";
import { backends } from "#tests/support/backends.ts";
import { expectBrandedHtml } from "#tests/support/email-html.ts";
import { readMail } from "#tests/support/mime.ts";
import { startSmtpServer } from "#tests/support/smtp.ts";
import { accountEmailHandlers } from "./emails.server";
import type { User } from "./store.server";
import { LOCK_MS } from "./throttles.server";

describe.each(backends)("the sign-in locks on $name", (backend) => {
  const ctx = useAuthService(backend);
  const { advance, service, setUp, signIn, auditActions } = ctx;

  describe("the account's cap on wrong authenticator codes", () => {
    /** A thief with the password: six wrong codes from an address (two code steps), as the per-address lock allows. */
    async function guessFrom(ip: string) {
      for (let round = 0; round < 2; round += 1) {
        const step = await signIn("target@example.com", PASSWORD, ip);
        if (step.kind !== "totpNeeded") throw new Error(step.kind);
        for (let i = 0; i < 3; i += 1) await ctx.auth.signInTotp(step.sessionId, "000000", ip);
      }
    }

    it("24 wrong codes from 4 addresses leave the right code unable to sign in at once, and the owner is emailed", async () => {
      ctx.auth = service(1000, { accountEmails: {} });
      const { secret } = await setUp("target@example.com");
      const codes = await ctx.auth.newRecoveryCodes((await ctx.auth.userByEmail("target@example.com")) as User);
      for (const ip of ["203.0.113.1", "203.0.113.2", "198.51.100.3", "2001:db8:7::1"]) await guessFrom(ip);

      // The owner, from home, with the right code: refused, and told until when.
      advance(30_000);
      const owner = await signIn("target@example.com", PASSWORD, HOME);
      if (owner.kind !== "totpNeeded") throw new Error(owner.kind);
      const refused = await ctx.auth.signInTotp(owner.sessionId, totpCode(secret, ctx.clock.getTime()), HOME);
      expect(refused.kind).toBe("codesLocked");
      // Locked at the tenth wrong code, for 15 minutes.
      const locked = (await ctx.audit.page({ limit: 100 })).entries.find((e) => e.action === "auth.codes_locked");
      expect(locked?.details).toEqual({ failures: 10 });
      expect(refused).toEqual({
        kind: "codesLocked",
        until: new Date(Date.parse(locked?.at ?? "") + LOCK_MS).toISOString(),
      });
      // No longer than the first factor's lock: a recovery code works now, the right code 15 minutes on.
      expect((await ctx.auth.signInRecovery(owner.sessionId, codes[0] ?? "", HOME)).kind).toBe("signedIn");
      advance(LOCK_MS);
      const later = await signIn("target@example.com", PASSWORD, HOME);
      if (later.kind !== "totpNeeded") throw new Error(later.kind);
      expect((await ctx.auth.signInTotp(later.sessionId, totpCode(secret, ctx.clock.getTime()), HOME)).kind).toBe(
        "signedIn",
      );

      // One email, in the owner's language, through the outbox and a real SMTP server.
      const queued = await ctx.app.db
        .selectFrom("outbox")
        .select("kind")
        .where("kind", "=", "auth.codes_locked")
        .execute();
      expect(queued).toHaveLength(1);
      const smtp = await startSmtpServer();
      const mailer = createMailer(`smtp://127.0.0.1:${smtp.port}`, "site@sobrita.test");
      try {
        const handlers = accountEmailHandlers(ctx.app, { siteOrigin: "https://sobrita.test" });
        await createOutbox({ app: ctx.app, handlers, mailer, now: () => ctx.clock, log: () => {} }).drain();
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
      for (const each of mails)
        expectBrandedHtml(each.html, {
          lang: "fr",
          origin: "https://sobrita.test",
          button: adminDictionaries.fr.accounts.emails.button,
          text: each.text,
        });
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
      const done = await ctx.auth.signInTotp(pending.sessionId, totpCode(secret, ctx.clock.getTime()), HOME);
      if (done.kind !== "signedIn") throw new Error(done.kind);
      const user = (await ctx.auth.userByEmail("target@example.com")) as User;
      // Four more wrong codes, at the confirmation page, reach ten within 15 minutes.
      for (let i = 0; i < 4; i += 1) {
        await ctx.auth.reauthenticate(done.sessionId, user, { password: PASSWORD, code: "000000", ip: HOME });
      }
      advance(30_000);
      const right = { password: PASSWORD, code: totpCode(secret, ctx.clock.getTime()), ip: HOME };
      expect(await ctx.auth.reauthenticate(done.sessionId, user, right)).toBe(false);
      // An admin's Unlock lifts it, as it lifts the account's other locks.
      expect(await ctx.auth.accountLockedUntil(user)).toBeDefined();
      await ctx.auth.liftLocks(user, null);
      expect(await ctx.auth.reauthenticate(done.sessionId, user, right)).toBe(true);
    });
  });

  describe("locks", () => {
    it("say until when, from the address locked, and an admin lifts them", async () => {
      await setUp("locked@example.com", "staff");
      for (let i = 0; i < 5; i += 1) await signIn("locked@example.com", "not the password!", STRANGER);
      const until = new Date(ctx.clock.getTime() + LOCK_MS).toISOString();
      expect(await ctx.auth.lockedUntil("Locked@Example.com", STRANGER)).toBe(until);
      expect(await ctx.auth.lockedUntil("locked@example.com", HOME)).toBeUndefined();
      const user = (await ctx.auth.userByEmail("locked@example.com")) as User;
      expect(await ctx.auth.accountLockedUntil(user)).toBe(until);
      expect(await ctx.auth.liftLocks(user, null)).toBe(1);
      expect(await ctx.auth.accountLockedUntil(user)).toBeUndefined();
      expect((await signIn("locked@example.com", PASSWORD, STRANGER)).kind).toBe("signedIn");
      expect(await auditActions()).toContain("user.unlock");
    });
  });
});
