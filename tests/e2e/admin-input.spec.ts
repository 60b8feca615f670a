import { expect, test } from "@playwright/test";
import { createAdminUser, postForm, signInSession, totpCode } from "#tests/support/admin.ts";
import { serverEnv } from "../../playwright.config";
import { rawRequest } from "./raw-http";

/** The back office against spellings and input no page of ours sends, through HTTP on the real server. */
const base = serverEnv.SITE_URL;
const port = Number(serverEnv.PORT);

const header = (head: string, name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1];

test("every spelling of a back-office address gets no-store and noindex, and a redirect to the canonical one", async () => {
  const cases: [string, string | undefined][] = [
    ["/ADMIN/sign-in", "/admin/sign-in"],
    ["/Admin/sign-in?lang=en", "/admin/sign-in?lang=en"],
    ["/%61dmin/sign-in", "/admin/sign-in"],
    ["/%41DMIN/LEADS", "/admin/leads"],
    ["/a-propos/../admin/leads", "/admin/leads"],
    ["/%2e/admin/users", "/admin/users"],
    ["/admin.data", undefined],
    ["/ADMIN.data", "/admin.data"],
    ["/admin/sign-in.data", undefined],
  ];
  for (const [path, canonical] of cases) {
    // Sent as is: a client library would resolve the dots and decode what it may.
    const response = await rawRequest(
      port,
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(header(response.head, "cache-control"), path).toBe("no-store");
    expect(header(response.head, "x-robots-tag"), path).toBe("noindex, nofollow");
    if (canonical) {
      expect(response.status, path).toBe(301);
      expect(header(response.head, "location"), path).toBe(canonical);
    } else {
      expect(response.status, path).toBeLessThan(300);
    }
  }
});

test("a POST to another spelling of a back-office address is refused from another origin, with no-store", async () => {
  for (const path of ["/ADMIN/sign-in", "/%61dmin/sign-in"]) {
    const response = await postForm(
      base,
      path,
      { email: "x@example.com", password: "x" },
      { origin: "https://evil.example" },
    );
    expect(response.status, path).toBe(403);
    expect(response.headers.get("cache-control"), path).toBe("no-store");
  }
});

test("sign-in, setup and the code step answer a body that is not a form with 415, in the page's language", async () => {
  const paths = ["/admin/sign-in", "/admin/setup?token=x", "/admin/sign-in/code", "/admin/sign-in?lang=en"];
  for (const path of paths) {
    for (const contentType of ["application/json", "text/plain", "application/x-www-form-urlencoded;;", ""]) {
      const response = await fetch(`${base}${path}`, {
        method: "POST",
        headers: { origin: base, ...(contentType ? { "content-type": contentType } : {}) },
        body: contentType ? '{"email":"a@example.com"}' : null,
        redirect: "manual",
      });
      expect(response.status, `${path} ${contentType}`).toBe(415);
      expect(await response.text(), `${path} ${contentType}`).toBe(
        path.endsWith("lang=en")
          ? "Unsupported format: this address expects a form."
          : "Format d’envoi non pris en charge\u00a0: cette adresse attend un formulaire.",
      );
    }
    const broken = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { origin: base, "content-type": "multipart/form-data; boundary=x" },
      body: "no part here",
    });
    expect(broken.status, `${path} broken multipart`).toBe(400);
  }
});

test("a next holding CR, LF or U+2028 gets a 400 at sign-in and at the code step, and signs nobody in", async () => {
  const user = await createAdminUser(serverEnv.DATABASE_URL, { totp: true });
  const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  for (const bad of ["/admin\r\nSet-Cookie: x=1", "/admin\nx", "/admin/leads\u2028x", "/admin\u0000"]) {
    const name = JSON.stringify(bad);
    const page = await fetch(`${base}/admin/sign-in?next=${encodeURIComponent(bad)}`, { redirect: "manual" });
    expect(page.status, name).toBe(400);
    expect(await page.text(), name).toContain("Cette demande est invalide.");
    const refused = await postForm(base, "/admin/sign-in", { email: user.email, password: user.password, next: bad });
    expect(refused.status, name).toBe(400);
    expect(refused.headers.get("set-cookie"), name).toBeNull();

    // The code step, with the pending sign-in the password step opens.
    const pending = cookieOf(
      await postForm(base, "/admin/sign-in", { email: user.email, password: user.password, next: "/admin" }),
    );
    const codePage = await fetch(`${base}/admin/sign-in/code?next=${encodeURIComponent(bad)}`, {
      headers: { cookie: pending },
      redirect: "manual",
    });
    expect(codePage.status, name).toBe(400);
    const code = await postForm(
      base,
      "/admin/sign-in/code",
      { code: totpCode(user.totpSecret ?? ""), next: bad },
      { cookie: pending },
    );
    expect(code.status, name).toBe(400);
    expect(code.headers.get("set-cookie"), name).toBeNull();
  }
});

test("a search holding a NUL byte or another control character gets a 400, in the inbox and its export", async () => {
  const session = await signInSession(base, await createAdminUser(serverEnv.DATABASE_URL, { lang: "en" }));
  for (const q of ["\u0000", "abc\u0000def", "a\u0007"]) {
    for (const path of ["/admin/leads", "/admin/leads/export"]) {
      const response = await fetch(`${base}${path}?q=${encodeURIComponent(q)}`, {
        headers: { cookie: session.cookie },
        redirect: "manual",
      });
      expect(response.status, `${path} ${JSON.stringify(q)}`).toBe(400);
    }
  }
  const fine = await fetch(`${base}/admin/leads?q=${encodeURIComponent("Bélanger")}`, {
    headers: { cookie: session.cookie },
  });
  expect(fine.status).toBe(200);
});
