import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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

/** A production server of our own, on its own port and database, for tests that stop or kill it. */
export async function startServer(port: number, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn("node", ["--import", "tsx", "server/index.ts"], {
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
  const deadline = Date.now() + 20_000;
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

export function tempDatabase(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), "site-proc-")), "leads.db");
}

export { leadBody } from "../support/lead-form";

export function postLead(url: string, body: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${url}/contact`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body,
    ...init,
  });
}
