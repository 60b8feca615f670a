import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createOutbox } from "#server/mail/outbox.server.ts";
import { backends } from "#tests/support/backends.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { sampleLead } from "#tests/support/sample-lead.ts";
import { LEAD_WEBHOOK, leadWebhookHandler } from "./lead-webhook.server";
import { createLeadStore } from "./store.server";

const SECRET = "a-shared-secret-of-at-least-32-characters";

type Received = { headers: IncomingHttpHeaders; body: string };

/** A CRM's receiving end on loopback, answering each POST with the next status in `answers`. */
async function startReceiver(answers: number[]) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/leads`, received, close: () => new Promise((r) => server.close(r)) };
}

describe.each(backends)("the lead webhook on $name", (backend) => {
  const database = useTestDatabase(backend);
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it("POSTs each new lead as signed JSON, retrying through the outbox until the CRM takes it", async () => {
    const app = await database.open();
    const receiver = await startReceiver([503]);
    cleanups.push(receiver.close);
    let now = new Date("2026-03-01T12:00:00.000Z");
    const outbox = createOutbox({
      app,
      handlers: {},
      senders: { [LEAD_WEBHOOK]: leadWebhookHandler(app, { url: receiver.url, secret: SECRET }, () => now) },
      baseDelayMs: 1000,
      now: () => now,
      log: () => {},
    });
    cleanups.push(() => outbox.stop());
    const store = createLeadStore(app, { now: () => now, outboxKinds: [LEAD_WEBHOOK] });
    const { id } = await store.submit(sampleLead({ userAgent: "Mozilla/5.0 (private)" }), "key-1");

    expect(await outbox.drain()).toBe(0);
    expect(receiver.received).toHaveLength(1);
    // Not due yet: nothing is sent again before the retry delay.
    expect(await outbox.drain()).toBe(0);
    now = new Date(now.getTime() + 1000);
    expect(await outbox.drain()).toBe(1);
    expect(await outbox.drain()).toBe(0);

    const [first, second] = receiver.received;
    expect(second?.headers["x-webhook-id"]).toBe(first?.headers["x-webhook-id"]);
    const { headers, body } = second as Received;
    expect(headers["content-type"]).toBe("application/json");
    const expected = `sha256=${createHmac("sha256", SECRET).update(`${headers["x-webhook-timestamp"]}.${body}`).digest("hex")}`;
    expect(headers["x-webhook-signature"]).toBe(expected);
    expect(headers["x-webhook-timestamp"]).toBe(String(now.getTime() / 1000));
    const payload = JSON.parse(body);
    expect(payload).toMatchObject({
      event: "lead.created",
      lead: { id, firstName: "Marie", email: "marie@example.com", topic: "demo", status: "new" },
    });
    expect(body).not.toContain("Mozilla");
  });

  it("follows no redirect: the lead goes to no other address, and is tried again later", async () => {
    const app = await database.open();
    const elsewhere = await startReceiver([]);
    cleanups.push(elsewhere.close);
    let asked = 0;
    const redirecting = createServer((_req, res) => {
      asked += 1;
      res.writeHead(307, { location: elsewhere.url }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise((resolve) => redirecting.close(resolve)));
    const url = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/hooks/leads`;
    let now = new Date("2026-03-01T12:00:00.000Z");
    const outbox = createOutbox({
      app,
      handlers: {},
      senders: { [LEAD_WEBHOOK]: leadWebhookHandler(app, { url, secret: SECRET }, () => now) },
      baseDelayMs: 1000,
      now: () => now,
      log: () => {},
    });
    cleanups.push(() => outbox.stop());
    await createLeadStore(app, { now: () => now, outboxKinds: [LEAD_WEBHOOK] }).submit(sampleLead(), "key-1");

    // Node's fetch (undici 6 on Node 20, 7 on Node 24) refuses the redirect itself (`redirect: "error"`).
    expect(await outbox.drain()).toBe(0);
    now = new Date(now.getTime() + 1000);
    expect(await outbox.drain()).toBe(0);
    expect(asked).toBe(2);
    expect(elsewhere.received).toEqual([]);
  });

  it("sends nothing for a lead erased before its turn", async () => {
    const app = await database.open();
    const receiver = await startReceiver([]);
    cleanups.push(receiver.close);
    const outbox = createOutbox({
      app,
      handlers: {},
      senders: { [LEAD_WEBHOOK]: leadWebhookHandler(app, { url: receiver.url, secret: SECRET }) },
      log: () => {},
    });
    cleanups.push(() => outbox.stop());
    const store = createLeadStore(app, { outboxKinds: [LEAD_WEBHOOK] });
    await store.submit(sampleLead(), "key-1");
    await store.deleteByEmail("marie@example.com");
    await outbox.drain();
    expect(receiver.received).toEqual([]);
  });
});
