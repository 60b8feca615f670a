import { describe, expect, it } from "vitest";
import { HOME, PASSWORD, STRANGER, useAuthService } from "#tests/support/auth-service.ts";
import { backends } from "#tests/support/backends.ts";
import type { User } from "./store.server";

const NEW = "another sturdy passphrase, changed";

/** A member changes their own password on My account (issue 46): setup's rules, and their other sessions end. */
describe.each(backends)("changing one's own password on $name", (backend) => {
  const ctx = useAuthService(backend);

  async function twoSessions() {
    await ctx.setUp("staff@example.com", "staff");
    const here = await ctx.signIn("staff@example.com");
    const there = await ctx.signIn("staff@example.com", PASSWORD, STRANGER);
    if (here.kind !== "signedIn" || there.kind !== "signedIn") throw new Error("not signed in");
    const user = (await ctx.auth.userByEmail("staff@example.com")) as User;
    // Setup opened a session too: two others in all.
    return { user, here: here.sessionId, there: there.sessionId };
  }

  it("asks the current password, holds the new one to setup's rules, and changes nothing when refused", async () => {
    const { user, here, there } = await twoSessions();
    const change = (current: string, password: string, confirm = password) =>
      ctx.auth.changePassword(here, user, { current, password, confirm, ip: HOME });
    expect(await change("not my password", NEW)).toEqual({ kind: "refused", current: true, problems: [] });
    expect(await change(PASSWORD, "short one")).toEqual({ kind: "refused", current: false, problems: ["tooShort"] });
    expect(await change(PASSWORD, "password1234")).toEqual({ kind: "refused", current: false, problems: ["common"] });
    expect(await change(PASSWORD, "staff is my name here")).toEqual({
      kind: "refused",
      current: false,
      problems: ["containsEmail"],
    });
    expect(await change(PASSWORD, NEW, `${NEW}!`)).toEqual({ kind: "refused", current: false, problems: ["mismatch"] });
    expect(await change(PASSWORD, PASSWORD)).toEqual({ kind: "refused", current: false, problems: ["same"] });
    // Nothing changed: the old password still signs in, and the other session is still open.
    expect((await ctx.signIn("staff@example.com")).kind).toBe("signedIn");
    expect(await ctx.auth.session(there)).toBeDefined();
    expect(await ctx.auditActions()).not.toContain("auth.password_change");
  });

  it("lists every error at once (issue 52): the current password, each rule the new one breaks, its confirmation", async () => {
    const { user, here } = await twoSessions();
    // Built on the address's local part and the company's name, and confirmed otherwise.
    expect(
      await ctx.auth.changePassword(here, user, {
        current: "wrong",
        password: "staff at Sobrita",
        confirm: "x",
        ip: HOME,
      }),
    ).toEqual({ kind: "refused", current: true, problems: ["containsEmail", "containsCompany", "mismatch"] });
    // Short and well known.
    expect(
      await ctx.auth.changePassword(here, user, {
        current: PASSWORD,
        password: "password",
        confirm: "password",
        ip: HOME,
      }),
    ).toEqual({ kind: "refused", current: false, problems: ["tooShort", "common"] });
  });

  it("changes it: the old one then fails, the new one signs in, the other sessions end, this one stays; audited", async () => {
    const { user, here, there } = await twoSessions();
    expect(
      await ctx.auth.changePassword(here, user, { current: PASSWORD, password: NEW, confirm: NEW, ip: HOME }),
    ).toEqual({ kind: "done", ended: 2 });
    expect(await ctx.auth.session(there)).toBeUndefined();
    expect(await ctx.auth.session(here)).toBeDefined();
    expect((await ctx.signIn("staff@example.com", PASSWORD)).kind).toBe("failed");
    expect((await ctx.signIn("staff@example.com", NEW)).kind).toBe("signedIn");
    const [entry] = (await ctx.audit.page({ limit: 100 })).entries.filter(
      (each) => each.action === "auth.password_change",
    );
    expect(entry).toMatchObject({ actorEmail: "staff@example.com", details: { sessionsEnded: 2 } });
  });

  it("counts a wrong current password towards the sign-in lock, and refuses while locked", async () => {
    const { user, here } = await twoSessions();
    for (let i = 0; i < 10; i += 1) {
      await ctx.auth.changePassword(here, user, { current: `wrong ${i}`, password: NEW, confirm: NEW, ip: HOME });
    }
    // Locked now: even the right current password is refused, and the password stays as it was.
    expect(
      await ctx.auth.changePassword(here, user, { current: PASSWORD, password: NEW, confirm: NEW, ip: HOME }),
    ).toEqual({ kind: "refused", current: true, problems: [] });
    expect(await ctx.auth.lockedUntil("staff@example.com", HOME)).toBeDefined();
  });
});
