import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { connect } from "node:net";
import { Readable } from "node:stream";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { adminPaths } from "#common/admin/paths.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { languages } from "#common/site/pages.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { maxFormParts } from "#server/http/bodies.server.ts";
import { createLeadStore } from "#server/leads/store.server.ts";
import { resourceUploadBytes } from "#server/resources/module.server.ts";
import { createResourceStore } from "#server/resources/store.server.ts";
import { createAdminUser, signInSession } from "#tests/support/admin.ts";
import { resourceInput } from "#tests/support/resource-input.ts";
import { serverEnv } from "../../playwright.config";
import { rawRequest } from "./raw-http";
import { startServer, tempDatabase } from "./server-process";

/** Every route that reads a body stops at its limit, chunked or not, and says so in the page's language. */
const port = Number(serverEnv.PORT);
const base = serverEnv.SITE_URL;

const tooLarge = {
  fr: "Envoi trop volumineux pour cette adresse.",
  en: "What was sent is too large for this address.",
};

/** A chunked POST of `size` bytes in 4 kB chunks, as raw bytes: no client library decides the framing. */
function chunkedPost(path: string, size: number, headers: Record<string, string>): string {
  const chunk = `4000\r\n${"a".repeat(0x4000)}\r\n`;
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return (
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${base}\r\n${lines.join("")}` +
    `Transfer-Encoding: chunked\r\n\r\n${chunk.repeat(Math.ceil(size / 0x4000))}0\r\n\r\n`
  );
}

const form = { "Content-Type": "application/x-www-form-urlencoded" };
const cases: {
  name: string;
  path: string;
  size: number;
  lang: "fr" | "en";
  headers?: Record<string, string>;
  /** A back-office form's body is read only with a session: a member's, in this language. */
  signedIn?: boolean;
}[] = [
  { name: "sign-in", path: "/admin/sign-in", size: 16 * 1024, lang: "fr" },
  { name: "the code step", path: "/admin/sign-in/code", size: 16 * 1024, lang: "fr" },
  { name: "setup", path: "/admin/setup?token=x&lang=en", size: 16 * 1024, lang: "en" },
  { name: "a back-office form", path: "/admin/leads/1", size: 80 * 1024, lang: "en", signedIn: true },
  { name: "booking", path: "/rendez-vous", size: 48 * 1024, lang: "fr" },
  { name: "booking, with JavaScript", path: "/en/book-a-demo.data", size: 48 * 1024, lang: "en" },
  { name: "contact, without JavaScript", path: "/en/contact", size: 48 * 1024, lang: "en" },
  {
    name: "the beacon",
    path: "/api/event",
    size: 16 * 1024,
    lang: "en",
    headers: { "Content-Type": "text/plain", Referer: `${base}/en/about` },
  },
];

for (const { name, path, size, lang, headers = form, signedIn } of cases) {
  test(`${name}: a chunked body past its limit gets a 413 in the page's language`, async () => {
    const member = signedIn && (await createAdminUser(serverEnv.DATABASE_URL, { role: "staff", lang }));
    const session: Record<string, string> = member ? { Cookie: (await signInSession(base, member)).cookie } : {};
    const response = await rawRequest(port, chunkedPost(path, size, { ...headers, ...session }));
    expect(response.status).toBe(413);
    expect(response.body).toBe(tooLarge[lang]);
  });
}

test("contact with JavaScript: a chunked body past its limit gets a 413 the form's script reads", async () => {
  const response = await rawRequest(port, chunkedPost("/contact", 48 * 1024, { ...form, Accept: "application/json" }));
  expect(response.status).toBe(413);
  expect(JSON.parse(response.body)).toEqual({ status: 413, ok: false, formError: tooLarge.fr });
});

/** The server's resident memory, in bytes, now and at its peak since the last reset (Linux /proc). */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kB = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)?.[1]) * 1024;
  return { rss: kB("VmRSS"), peak: kB("VmHWM") };
}

/**
 * Streams a 100 MB chunked body, made as it is sent; resolves with how much was written before the
 * server ended the exchange (its answer, or the connection it closed).
 */
function hundredMegabytes(url: string, headers: Record<string, string>): Promise<number> {
  const total = 100 * 1024 * 1024;
  const chunk = Buffer.alloc(64 * 1024, "a");
  let written = 0;
  const body = new Readable({
    read() {
      if (written >= total) return this.push(null);
      written += chunk.length;
      this.push(chunk);
    },
  });
  return new Promise((resolve) => {
    const request = http.request(url, { method: "POST", headers: { ...headers, "Transfer-Encoding": "chunked" } });
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(written));
    });
    request.on("error", () => resolve(written));
    body.pipe(request);
  });
}

test("four 100 MB chunked bodies at once leave the server's memory within 50 MB, store nothing, and leave it well", async () => {
  test.setTimeout(90_000);
  const databaseUrl = tempDatabase();
  const server = await startServer(0, { DATABASE_URL: databaseUrl });
  try {
    const pid = server.child.pid ?? 0;
    // Resets the peak to the current size (Linux 4.0+), so the peak below is this test's own.
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    const before = memory(pid).rss;
    const origin = { Origin: server.url, Referer: `${server.url}/` };
    const written = await Promise.all([
      hundredMegabytes(`${server.url}/admin/sign-in`, { ...origin, ...form }),
      hundredMegabytes(`${server.url}/contact`, { ...origin, ...form, Accept: "application/json" }),
      hundredMegabytes(`${server.url}/rendez-vous`, { ...origin, ...form }),
      hundredMegabytes(`${server.url}/api/event`, { ...origin, "Content-Type": "text/plain" }),
    ]);
    const grown = memory(pid).peak - before;
    expect(grown, `grew by ${(grown / 1024 / 1024).toFixed(1)} MB`).toBeLessThan(50 * 1024 * 1024);
    // The server stopped reading each one long before its end.
    for (const bytes of written) expect(bytes).toBeLessThan(20 * 1024 * 1024);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const app = await openDatabase(databaseUrl);
    try {
      expect(await createLeadStore(app).count()).toBe(0);
    } finally {
      await app.close();
    }
  } finally {
    await server.stop();
  }
});

/** A multipart body of as many one-letter fields as fit in an upload's limit: about 210,000 parts in 11 MB. */
function manyParts(boundary: string): Buffer {
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nx\r\n`;
  const end = `--${boundary}--\r\n`;
  return Buffer.from(part.repeat(Math.floor((resourceUploadBytes - end.length) / part.length)) + end);
}

/**
 * Sends a POST's head and only the first `sent` bytes of its body, then waits: what came back, and
 * whether the server closed the connection, all while the rest of the body was never sent.
 */
function postWithheld(
  path: string,
  headers: Record<string, string>,
  body: Buffer,
  sent: number,
): Promise<{ head: string; closedByServer: boolean; ms: number }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let text = "";
    let started = 0;
    const finish = (closedByServer: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ head: text.split("\r\n\r\n")[0] ?? "", closedByServer, ms: performance.now() - started });
    };
    // No answer at all means the server is waiting for the rest of the body.
    const timer = setTimeout(() => finish(false), 5000);
    socket.on("connect", () => {
      const lines = Object.entries({ ...headers, "Content-Length": String(body.length) }).map(
        ([name, value]) => `${name}: ${value}\r\n`,
      );
      started = performance.now();
      socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${base}\r\n${lines.join("")}\r\n`);
      socket.write(body.subarray(0, sent));
    });
    socket.on("data", (chunk) => {
      text += chunk.toString("latin1");
    });
    socket.on("end", () => finish(true));
    socket.on("error", () => finish(true));
  });
}

test("an 11 MB multipart body of 210,000 parts without a session is refused unread: answered and closed before it is sent", async () => {
  const boundary = "b";
  const body = manyParts(boundary);
  expect(body.length).toBeLessThanOrEqual(resourceUploadBytes);
  for (const path of [`${adminPaths.resources}/1`, `${adminPaths.resources}/1.data`, `${adminPaths.leads}/1`]) {
    const answer = await postWithheld(
      path,
      { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body,
      64 * 1024,
    );
    // The action's own refusal (the back office's 401), sent with 64 kB of 11 MB on the wire.
    expect(answer.head, path).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer.head.toLowerCase(), path).toContain("connection: close");
    expect(answer.closedByServer, path).toBe(true);
    expect(answer.ms, `${path}: answered in ${Math.round(answer.ms)} ms`).toBeLessThan(2000);
  }
});

for (const lang of languages) {
  test(`${lang}: an editor's upload with more than ${maxFormParts} fields and files gets a 413 in their language, and nothing is saved`, async () => {
    const editor = await createAdminUser(serverEnv.DATABASE_URL, { role: "editor", lang });
    const app = await openDatabase(serverEnv.DATABASE_URL);
    const store = createResourceStore(app);
    try {
      const item = await store.create(resourceInput({ lang, slug: `parts-${lang}-${Date.now()}` }), editor);
      const { cookie, csrf } = await signInSession(base, editor);
      const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#175a84" } })
        .png()
        .toBuffer();
      const itemFields = ["kind", "lang", "slug", "title", "summary", "body", "author"] as const;
      const upload = (alt: string, extraFields: number) => {
        const form = new FormData();
        form.append("csrf", csrf);
        form.append("intent", "image");
        // An upload saves the item's form first (issue 52, item 9): it carries the item's fields.
        for (const name of itemFields) form.append(name, String(item[name]));
        form.append("alt", alt);
        form.append("image", new File([new Uint8Array(png)], "chart.png", { type: "image/png" }));
        for (let i = 0; i < extraFields; i += 1) form.append("extra", "x");
        return fetch(`${base}${adminPaths.resources}/${item.id}`, {
          method: "POST",
          redirect: "manual",
          headers: { cookie, origin: base },
          body: form,
        });
      };
      const [tooMany, within] = [`Too many parts ${item.id}`, `Within the limit ${item.id}`];

      const refused = await upload(tooMany, maxFormParts);
      expect(refused.status).toBe(413);
      expect(await refused.text()).toBe(
        dictionaries[lang].httpErrors.tooManyParts.replace("{max}", String(maxFormParts)),
      );
      // The same upload within the limit is taken: parsed once, by the server, for the action.
      const taken = await upload(within, maxFormParts - 4 - itemFields.length);
      expect(taken.status).toBe(302);
      const saved = (await store.images()).map((image) => image.alt).filter((alt) => alt === tooMany || alt === within);
      expect(saved).toEqual([within]);
    } finally {
      await app.close();
    }
  });
}
