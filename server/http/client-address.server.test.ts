import http, { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "#server/env.server.ts";
import { clientAddress, trustedProxies } from "./client-address.server";

/**
 * One server per TRUST_PROXY setting: `/door` answers as the beacon's door does, before Express;
 * anything else goes to Express with the same proxies, and answers its `req.ip`.
 */
const settings = { none: "false", nginx: "127.0.0.1", chain: "127.0.0.1, 10.0.0.0/8" } as const;
const servers = new Map<keyof typeof settings, { server: Server; port: number }>();

beforeAll(async () => {
  for (const [name, setting] of Object.entries(settings) as [keyof typeof settings, string][]) {
    const trust = trustedProxies(parseEnv({ TRUST_PROXY: setting }).TRUST_PROXY);
    const app = express();
    app.set("trust proxy", trust);
    app.get("/express", (req, res) => {
      res.send(req.ip);
    });
    const server = createServer((req, res) =>
      req.url === "/door" ? res.end(clientAddress(req, trust)) : app(req, res),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    servers.set(name, { server, port: (server.address() as AddressInfo).port });
  }
});
afterAll(async () => {
  for (const { server } of servers.values()) await new Promise((resolve) => server.close(resolve));
});

/** The address each side finds for a request from `from` (a loopback address) with this X-Forwarded-For. */
async function seen(setting: keyof typeof settings, from: string, forwarded?: string) {
  const { port } = servers.get(setting) as { port: number };
  const ask = (path: string) =>
    new Promise<string>((resolve, reject) => {
      const headers = forwarded === undefined ? {} : { "x-forwarded-for": forwarded };
      http
        .get({ host: "127.0.0.1", port, path, localAddress: from, headers, agent: false }, (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk) => {
            body += chunk;
          });
          response.on("end", () => resolve(body));
        })
        .on("error", reject);
    });
  const [door, viaExpress] = await Promise.all([ask("/door"), ask("/express")]);
  // The beacon's door and Express must count the same visitor.
  expect(door).toBe(viaExpress);
  return door;
}

describe("the client's address", () => {
  it("is the socket's when no proxy is trusted, whatever X-Forwarded-For says", async () => {
    expect(await seen("none", "127.0.0.1", "203.0.113.7")).toBe("127.0.0.1");
  });

  it("is the entry the trusted proxy wrote, never the one the client wrote before it", async () => {
    expect(await seen("nginx", "127.0.0.1", "198.51.100.1, 203.0.113.7")).toBe("203.0.113.7");
    expect(await seen("nginx", "127.0.0.1")).toBe("127.0.0.1");
  });

  it("is the socket's when the request comes from elsewhere than the proxy", async () => {
    expect(await seen("nginx", "127.0.0.2", "198.51.100.1")).toBe("127.0.0.2");
  });

  it("walks back through every trusted proxy, and stops at the first it does not trust", async () => {
    expect(await seen("chain", "127.0.0.1", "198.51.100.1, 203.0.113.7, 10.1.2.3")).toBe("203.0.113.7");
  });
});
