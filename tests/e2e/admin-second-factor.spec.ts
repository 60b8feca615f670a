import { expect, test } from "@playwright/test";
import { createAdminUser, totpCode } from "#tests/support/admin.ts";
import { readMail } from "#tests/support/mime.ts";
import { startSmtpServer } from "#tests/support/smtp.ts";
import { serverEnv } from "../../playwright.config";
import { startServer, tempDatabase } from "./server-process";

/** Issue 44, item 6, tried from outside: a thief with the password guesses codes from several addresses. */
const base = serverEnv.SITE_URL;

test("24 wrong codes from 4 addresses leave the right code unable to sign in at once, and the owner is emailed", async () => {
  test.setTimeout(90_000);
  const smtp = await startSmtpServer();
  const database = tempDatabase();
  // Behind a proxy, so one test can speak from several client addresses.
  const server = await startServer(0, {
    DATABASE_URL: database,
    TRUST_PROXY: "127.0.0.1",
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  });
  try {
    const admin = await createAdminUser(database, { totp: true });
    const secret = admin.totpSecret as string;
    /** A form posted as the proxy would pass it on: the client's address, and the site's own host. */
    const post = (path: string, form: Record<string, string>, from: string, cookie = "") =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: base,
          cookie,
          "x-forwarded-for": from,
          "x-forwarded-host": new URL(base).host,
        },
        body: new URLSearchParams(form),
      });
    const passwordStep = async (from: string) => {
      const response = await post(
        "/admin/sign-in",
        { email: admin.email, password: admin.password, next: "/admin" },
        from,
      );
      expect(response.headers.get("location")).toBe("/admin/sign-in/code?next=%2Fadmin");
      return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    };
    // Six wrong codes from each address, two code steps of three: what the per-address lock lets through.
    for (const from of ["203.0.113.1", "203.0.113.2", "198.51.100.3", "2001:db8:7::1"]) {
      for (let round = 0; round < 2; round += 1) {
        const cookie = await passwordStep(from);
        for (let i = 0; i < 3; i += 1)
          await post("/admin/sign-in/code", { code: "000000", next: "/admin" }, from, cookie);
      }
    }

    const owner = "198.51.100.20";
    const refused = await post(
      "/admin/sign-in/code",
      { code: totpCode(secret), next: "/admin" },
      owner,
      await passwordStep(owner),
    );
    expect(refused.status).toBe(429);
    const page = await refused.text();
    expect(page).toMatch(/Les codes de l’application d’authentification sont refusés jusqu’à [^<]+\./);
    // The way in meanwhile is open on the page, without JavaScript: the recovery code's form.
    expect(page).toMatch(/<details class="[^"]*" open="">/);

    await expect
      .poll(() => smtp.messages.filter((mail) => mail.envelopeTo.includes(admin.email)).length, { timeout: 20_000 })
      .toBe(1);
    const sent = smtp.messages.find((each) => each.envelopeTo.includes(admin.email));
    if (!sent) throw new Error("no email");
    expect((await readMail(sent)).subject).toBe("Trop de codes erronés pour votre compte");
  } finally {
    await server.stop();
    await smtp.close();
  }
});
