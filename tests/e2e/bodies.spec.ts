import { readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { Readable } from "node:stream";
import { expect, test } from "@playwright/test";
import { serverEnv } from "../../playwright.config";
import { openDatabase } from "../../server/db/db.server";
import { createLeadStore } from "../../server/leads/store.server";
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
const cases: { name: string; path: string; size: number; lang: "fr" | "en"; headers?: Record<string, string> }[] = [
  { name: "sign-in", path: "/admin/sign-in", size: 16 * 1024, lang: "fr" },
  { name: "the code step", path: "/admin/sign-in/code", size: 16 * 1024, lang: "fr" },
  { name: "setup", path: "/admin/setup?token=x&lang=en", size: 16 * 1024, lang: "en" },
  { name: "a back-office form", path: "/admin/leads/1", size: 80 * 1024, lang: "fr" },
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

for (const { name, path, size, lang, headers = form } of cases) {
  test(`${name}: a chunked body past its limit gets a 413 in the page's language`, async () => {
    const response = await rawRequest(port, chunkedPost(path, size, headers));
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
