import { beforeEach, describe, expect, it } from "vitest";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { createAuthService } from "#server/auth/auth.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { runUsersCli } from "./users";

let env: Record<string, string>;

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runUsersCli(argv, { out: (text) => out.push(text), err: (text) => err.push(text) }, env);
  return { code, out: out.join(""), err: err.join("") };
}

const linkIn = (text: string) => /https:\/\/site\.test\/admin\/setup\?token=[\w-]{43}/.exec(text)?.[0];

describe.each(backends)("users CLI on $name", (backend) => {
  const database = useTestDatabase(backend);

  beforeEach(() => {
    env = { DATABASE_URL: database.url, SITE_URL: "https://site.test" };
  });

  it("adds an account and prints its one-time setup link under SITE_URL", async () => {
    const added = await cli("add", "Boss@Example.com", "--role", "admin");
    expect(added.code).toBe(0);
    expect(linkIn(added.out)).toBeDefined();
    const listed = await cli("list");
    expect(listed.out).toMatch(/boss@example\.com\s+admin\s+pending setup\s+no/);
    expect((await cli("add", "boss@example.com", "--role", "staff")).err).toContain("already exists");
  });

  it("disables an account and resets one with a new link that replaces the old", async () => {
    const first = linkIn((await cli("add", "ana@example.com", "--role", "staff")).out);
    expect((await cli("disable", "ana@example.com")).out).toContain("Disabled ana@example.com");
    expect((await cli("list")).out).toMatch(/ana@example\.com\s+staff\s+disabled/);
    const reset = await cli("reset", "ana@example.com");
    const second = linkIn(reset.out);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await cli("list")).out).toMatch(/ana@example\.com\s+staff\s+pending setup/);

    const app = await database.open();
    const actions = (await createAuditLog(app).page()).entries.map((entry) => [entry.action, entry.actorEmail]);
    expect(actions).toEqual([
      ["user.reset", null],
      ["user.disable", null],
      ["user.create", null],
    ]);
  });

  it("refuses a bad role, a bad address or an unknown account with a usage message or an error", async () => {
    expect((await cli("add", "x@example.com", "--role", "owner")).code).toBe(2);
    expect((await cli("add", "not-an-email", "--role", "staff")).code).toBe(2);
    expect((await cli("frobnicate")).err).toContain("Usage: npm run users");
    const unknown = await cli("disable", "nobody@example.com");
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("No account for nobody@example.com");
  });

  it("reset lifts the account's sign-in locks, so its owner gets in from the locked address", async () => {
    const link = linkIn((await cli("add", "locked@example.com", "--role", "staff")).out) as string;
    const app = await database.open();
    const auth = createAuthService(app, {
      audit: createAuditLog(app),
      ipLimiter: { consume: async () => true },
      failureDelayMs: 0,
    });
    const password = "a sturdy passphrase for tests";
    const setUp = (url: string) => {
      const token = new URL(url).searchParams.get("token") as string;
      return auth.completeSetup(token, { password, confirm: password, code: "" });
    };
    await setUp(link);
    const signIn = (pass: string) => auth.signIn({ email: "locked@example.com", password: pass, ip: "198.51.100.7" });
    for (let i = 0; i < 5; i += 1) await signIn("a wrong password");
    expect((await signIn(password)).kind).toBe("failed");

    const reset = await cli("reset", "locked@example.com");
    expect(reset.out).toContain("sign-in locks are lifted");
    await setUp(linkIn(reset.out) as string);
    expect((await signIn(password)).kind).toBe("signedIn");
  });
});
