import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "@playwright/test";
import {
  createTestDatabase,
  postgresServerUrl,
  postgresSkippedLine,
  type TestDatabase,
} from "#tests/support/backends.ts";
import { freePort } from "#tests/support/ports.ts";
import { serverEnv } from "../../playwright.config";

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  stderr: () => string;
  /** What the server logged on stdout: one JSON line per event. */
  stdout: () => string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<number | null>;
};

/**
 * A production server of our own, on its own port and database, for tests that stop or kill it.
 * Port 0: a free one, so spec files running side by side never meet on a port.
 */
export async function startServer(
  requestedPort: number,
  env: Record<string, string> = {},
  { cwd }: { cwd?: string } = {},
): Promise<ServerProcess> {
  const port = requestedPort || (await freePort());
  // From `cwd`, the server reads the build in its `build` folder.
  const child = spawn("node", ["--import", "tsx", path.resolve("server/index.ts")], {
    cwd,
    // The build's SITE_URL: the server refuses to serve its pages under another origin.
    env: { ...process.env, ...serverEnv, PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  child.stdout?.on("data", (chunk) => {
    stdout += chunk;
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server on port ${port} did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    return exited;
  };
  return { url, child, exited, stderr: () => stderr, stdout: () => stdout, stop };
}

/**
 * Call inside a `describe`: skipped without PostgreSQL; `start(count, env)` makes this test a fresh
 * PostgreSQL database and that many instances on it, all stopped and the database dropped after it.
 */
export function instancesOnPostgres() {
  test.skip(!postgresServerUrl, postgresSkippedLine);
  let database: TestDatabase | undefined;
  let servers: ServerProcess[] = [];
  test.afterEach(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    servers = [];
    await database?.drop();
    database = undefined;
  });
  return {
    async start(count: number, env: Record<string, string> = {}) {
      const created = await createTestDatabase("postgres");
      database = created;
      servers = await Promise.all(
        Array.from({ length: count }, () => startServer(0, { DATABASE_URL: created.url, ...env })),
      );
      return { database: created, servers };
    },
  };
}

/** Rate limits count per clock minute: a few hits must not straddle two. */
export async function awayFromMinuteBoundary(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
}

export function tempDatabase(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), "site-proc-")), "leads.db");
}

export { leadBody } from "#tests/support/lead-form.ts";

export function postLead(url: string, body: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${url}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body,
    ...init,
  });
}
