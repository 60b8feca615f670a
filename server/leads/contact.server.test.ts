import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { type AppDatabase, openDatabase } from "#server/db/db.server.ts";
import { memoryRateLimiter } from "#server/http/rate-limit.server.ts";
import { type ContactService, createContactService, type Submission } from "./contact.server";
import { createFormStamps, formSignature } from "./form-stamp.server";
import { createLeadStore, type LeadStore } from "./store.server";

const errors = { fr: dictionaries.fr.pages.contact.form.errors, en: dictionaries.en.pages.contact.form.errors };
const siteOrigin = "http://127.0.0.1:3000";
const renderedAt = 1_000_000;
const secret = "a-test-secret-of-at-least-32-characters";

/** A form as the page renders it: signed for its key and time, unless the test forges them. */
function form(overrides: Record<string, string> = {}): string {
  const formKey = overrides.formKey ?? "key-1";
  const time = Number(overrides.renderedAt ?? renderedAt);
  return new URLSearchParams({
    formKey,
    renderedAt: String(time),
    signature: formSignature(secret, formKey, time),
    website: "",
    firstName: "Marie",
    lastName: "Tremblay",
    email: "marie@cabinet.ca",
    phone: "",
    company: "",
    topic: "demo",
    message: "Bonjour, une démonstration svp.",
    consent: "yes",
    ...overrides,
  }).toString();
}

function submission(body: string | Uint8Array, overrides: Partial<Submission> = {}): Submission {
  const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
  return {
    lang: "fr",
    path: "/contact",
    contentType: "application/x-www-form-urlencoded",
    contentLength: String(bytes.byteLength),
    origin: siteOrigin,
    fetchSite: "same-origin",
    host: "127.0.0.1:3000",
    userAgent: "Vitest",
    clientIp: "203.0.113.7",
    body: (async function* () {
      yield bytes;
    })(),
    ...overrides,
  };
}

let dir: string;
let database: AppDatabase;
let leads: LeadStore;
let service: ContactService;
let clock: number;

function makeService(limit = 100, minFillMs = 3000) {
  return createContactService({
    leads,
    limiter: memoryRateLimiter({ limit, now: () => clock }),
    stamps: createFormStamps(secret, { minFillMs, now: () => clock }),
    siteOrigin,
    now: () => clock,
  });
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "contact-service-"));
  database = await openDatabase(join(dir, "leads.db"));
  leads = createLeadStore(database);
  clock = renderedAt + 10_000;
  service = makeService();
});

afterEach(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the contact service", () => {
  it("stores a valid lead with what the spec asks to keep, and nothing else", async () => {
    const result = await service.submit(submission(form({ phone: "514 555-0123", company: "Cabinet" })));
    expect(result).toMatchObject({ status: 200, ok: true });
    const [lead] = await leads.list();
    expect(lead).toMatchObject({
      firstName: "Marie",
      email: "marie@cabinet.ca",
      phone: "514 555-0123",
      company: "Cabinet",
      topic: "demo",
      lang: "fr",
      sourcePage: "/contact",
      userAgent: "Vitest",
    });
    expect(lead?.consentAt.getTime()).toBe(clock);
    expect(JSON.stringify(lead)).not.toContain("203.0.113.7");
  });

  it("stores a replay of the same form once, but an edited message as a new lead", async () => {
    const first = await service.submit(submission(form()));
    const again = await service.submit(submission(form()));
    expect(again).toEqual(first);
    await service.submit(submission(form({ message: "Autre chose à vous demander." })));
    expect(await leads.count()).toBe(2);
  });

  it("sends a refused form back with the stamp it came with, never a forged one (issue 52)", async () => {
    const refusedFor = async (values: Record<string, string>) => {
      const result = await service.submit(submission(form(values)));
      return result.ok ? undefined : result.values;
    };
    const young = String(clock - 500);
    expect(await refusedFor({ email: "nope" })).toMatchObject({ renderedAt: String(renderedAt) });
    expect(await refusedFor({ renderedAt: young })).toMatchObject({ renderedAt: young, email: expect.any(String) });
    expect(await refusedFor({ signature: "forged" })).not.toHaveProperty("renderedAt");
    expect(await refusedFor({ website: "https://spam.example" })).not.toHaveProperty("formKey");
  });

  it("answers bad input with a clear 4xx in the page's language and stores nothing", async () => {
    const cases: Array<[Submission, number, string]> = [
      [submission(form(), { contentType: "application/json" }), 415, errors.fr.unsupported],
      [submission(form(), { contentType: undefined }), 415, errors.fr.unsupported],
      [submission(form(), { origin: "https://evil.example" }), 403, errors.fr.forbidden],
      [submission(form(), { fetchSite: "cross-site" }), 403, errors.fr.forbidden],
      [submission(form(), { contentLength: "40000" }), 413, errors.fr.tooLarge],
      [submission(form({ message: "x".repeat(40_000) }), { contentLength: undefined }), 413, errors.fr.tooLarge],
      [submission(new Uint8Array([0x66, 0x3d, 0xff, 0xfe])), 400, errors.fr.invalid],
      [submission(form({ website: "https://spam.example" })), 400, errors.fr.invalid],
      // Too fast for a person: told to wait a moment, not that the fields are wrong (issue 52).
      [submission(form({ renderedAt: String(clock - 500) })), 400, errors.fr.tooFast],
      [submission(form({ renderedAt: "" })), 400, errors.fr.invalid],
      // A robot claiming it rendered the form long ago, without the server's signature for that time.
      [submission(form({ signature: "forged" })), 400, errors.fr.invalid],
      [submission(`${form()}&renderedAt=1`.replace(/renderedAt=\d+&/, "")), 400, errors.fr.invalid],
      [submission(form({ email: "nope" })), 400, errors.fr.summary],
      [submission(form({ email: "a@b.ca\r\nBcc: x@y.z" })), 400, errors.fr.summary],
      [submission(form({ firstName: "<script>alert(1)</script>\u0000" })), 400, errors.fr.summary],
      [submission(form({ topic: "'; DROP TABLE leads; --" })), 400, errors.fr.summary],
      [submission(form(), { lang: "en", path: "/en/contact", contentType: "text/plain" }), 415, errors.en.unsupported],
    ];
    for (const [input, status, message] of cases) {
      const result = await service.submit(input);
      expect(result.status, message).toBe(status);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.formError).toBe(message);
    }
    expect(await leads.count()).toBe(0);
  });

  it("refuses a form rendered more than a day ago, saying to reload it", async () => {
    clock = renderedAt + 86_400_001;
    expect(await service.submit(submission(form()))).toMatchObject({ status: 400, formError: errors.fr.expired });
    clock = renderedAt + 86_400_000;
    expect((await service.submit(submission(form()))).status).toBe(200);
  });

  it("keeps the visitor's values when it refuses a form", async () => {
    const result = await service.submit(submission(form({ email: "nope", message: "Un message assez long." })));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toEqual({ email: errors.fr.email });
    expect(result.values).toMatchObject({ email: "nope", message: "Un message assez long.", firstName: "Marie" });
  });

  it("limits submissions per client per minute with a 429 in the page's language", async () => {
    service = makeService(2);
    const from = (ip: string, key: string) => submission(form({ formKey: key }), { clientIp: ip, lang: "en" });
    expect((await service.submit(from("198.51.100.1", "a"))).status).toBe(200);
    expect((await service.submit(from("198.51.100.1", "b"))).status).toBe(200);
    const refused = await service.submit(from("198.51.100.1", "c"));
    expect(refused).toMatchObject({ status: 429, formError: errors.en.rateLimited });
    expect((await service.submit(from("198.51.100.2", "d"))).status).toBe(200);
    clock += 60_000;
    expect((await service.submit(from("198.51.100.1", "e"))).status).toBe(200);
    expect(await leads.count()).toBe(4);
  });

  it("counts every address of one IPv6 /64 as one client", async () => {
    service = makeService(2);
    const from = (ip: string, key: string) => submission(form({ formKey: key }), { clientIp: ip });
    expect((await service.submit(from("2001:db8:5:6::1", "a"))).status).toBe(200);
    expect((await service.submit(from("2001:db8:5:6::2", "b"))).status).toBe(200);
    expect((await service.submit(from("2001:db8:5:6:1234::3", "c"))).status).toBe(429);
    expect(await leads.count()).toBe(2);
  });

  it.each([
    ["read-only", "PRAGMA query_only = ON"],
    // No page may be added, as on a full disk: a long message needs new pages.
    ["full", "PRAGMA max_page_count = 1"],
  ])("answers 503 and acknowledges nothing when the database is %s", async (_, pragma) => {
    await sql.raw(pragma).execute(database.db);
    const result = await service.submit(submission(form({ message: "Un long message. ".repeat(290) })));
    expect(result).toMatchObject({ status: 503, ok: false, formError: errors.fr.unavailable });
    await sql.raw("PRAGMA query_only = OFF").execute(database.db);
    expect(await leads.count()).toBe(0);
  });

  it("answers 503 when the shared rate-limit count cannot be reached", async () => {
    const down = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const unreachable = createContactService({
      leads,
      limiter: { consume: () => Promise.reject(down) },
      stamps: createFormStamps(secret, { minFillMs: 3000, now: () => clock }),
      siteOrigin,
      now: () => clock,
    });
    const result = await unreachable.submit(submission(form()));
    expect(result).toMatchObject({ status: 503, ok: false, formError: errors.fr.unavailable });
    expect(await leads.count()).toBe(0);
  });
});
