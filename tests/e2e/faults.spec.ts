import { execFile, execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import SQLite from "better-sqlite3";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { leadBody, postLead, startServer, tempDatabase } from "./server-process";

const run = promisify(execFile);

function storedEmails(databaseUrl: string): Set<string> {
  const out = execFileSync("node", ["--import", "tsx", "scripts/leads.ts", "export", "--format", "json"], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  return new Set((JSON.parse(out) as Array<{ email: string }>).map((lead) => lead.email));
}

test("SIGKILL during a burst of submissions loses no acknowledged lead", async () => {
  test.setTimeout(60_000);
  const databaseUrl = tempDatabase();
  const server = await startServer(0, { DATABASE_URL: databaseUrl });
  const acknowledged: string[] = [];
  let killed = false;
  const burst = Array.from({ length: 300 }, async (_, i) => {
    const email = `burst-${i}@cabinet-test.ca`;
    try {
      const response = await postLead(server.url, leadBody(email));
      if (response.status === 200 && (await response.json()).ok) acknowledged.push(email);
    } catch {
      // Cut off by the kill: never acknowledged, so nothing is owed.
    }
    if (acknowledged.length >= 40 && !killed) {
      killed = true;
      server.child.kill("SIGKILL");
    }
  });
  await Promise.all(burst);
  await server.exited;
  expect(killed).toBe(true);
  expect(acknowledged.length).toBeGreaterThanOrEqual(40);

  const restarted = await startServer(0, { DATABASE_URL: databaseUrl });
  try {
    const stored = storedEmails(databaseUrl);
    const lost = acknowledged.filter((email) => !stored.has(email));
    expect(lost).toEqual([]);
  } finally {
    restarted.child.kill("SIGTERM");
    await restarted.exited;
  }
});

test("SIGTERM finishes the request in flight, closes the database and exits within 10 s", async () => {
  const databaseUrl = tempDatabase();
  const server = await startServer(0, { DATABASE_URL: databaseUrl });
  const body = leadBody("in-flight@cabinet-test.ca");
  // A visitor on a slow line: headers now, the body after the server was told to stop.
  const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(`${server.url}/contact`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
        "content-length": Buffer.byteLength(body),
      },
    });
    req.on("response", (res) => {
      let text = "";
      res.on("data", (chunk) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    req.write(body.slice(0, 20));
    setTimeout(() => {
      server.child.kill("SIGTERM");
      setTimeout(() => req.end(body.slice(20)), 300);
    }, 300);
  });
  const started = Date.now();
  const { status, text } = await answer;
  expect(status).toBe(200);
  expect(JSON.parse(text).ok).toBe(true);
  expect(await server.exited).toBe(0);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(storedEmails(databaseUrl).has("in-flight@cabinet-test.ca")).toBe(true);
  // New connections are refused once it has stopped.
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
});

test("when storing fails unexpectedly, the JSON door still answers JSON, in the page's language", async () => {
  const databaseUrl = tempDatabase();
  const server = await startServer(0, { DATABASE_URL: databaseUrl });
  try {
    // A fault no retry can fix: the table is gone from under the running server.
    const sqlite = new SQLite(databaseUrl);
    sqlite.exec("drop table outbox; drop table leads");
    sqlite.close();
    for (const [path, message] of [
      ["/contact", dictionaries.fr.httpErrors.internal],
      ["/en/contact", dictionaries.en.httpErrors.internal],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: leadBody(`fault-${path.length}@cabinet-test.ca`),
      });
      expect(response.status).toBe(500);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ status: 500, ok: false, formError: message });
    }
  } finally {
    await server.stop();
  }
});

test("a backup taken during a burst of submissions restores every lead acknowledged before it began", async () => {
  test.setTimeout(60_000);
  const databaseUrl = tempDatabase();
  const server = await startServer(0, { DATABASE_URL: databaseUrl });
  const backupDir = path.dirname(tempDatabase());
  const acknowledged: string[] = [];
  let backup: Promise<unknown> | undefined;
  let acknowledgedBeforeBackup: string[] = [];
  try {
    const burst = Array.from({ length: 400 }, async (_, i) => {
      const email = `backup-${i}@cabinet-test.ca`;
      const response = await postLead(server.url, leadBody(email));
      if (response.status === 200 && (await response.json()).ok) acknowledged.push(email);
      if (acknowledged.length >= 50 && !backup) {
        acknowledgedBeforeBackup = [...acknowledged];
        backup = run("node", ["--import", "tsx", "scripts/leads.ts", "backup", backupDir], {
          env: { ...process.env, DATABASE_URL: databaseUrl },
        });
      }
    });
    await Promise.all(burst);
    await backup;
  } finally {
    await server.stop();
  }
  expect(acknowledgedBeforeBackup.length).toBeGreaterThanOrEqual(50);

  const restoredUrl = tempDatabase();
  const [backupFile] = readdirSync(backupDir).filter((name) => name.endsWith(".db"));
  await run("node", ["--import", "tsx", "scripts/leads.ts", "restore", path.join(backupDir, backupFile as string)], {
    env: { ...process.env, DATABASE_URL: restoredUrl },
  });
  const restored = storedEmails(restoredUrl);
  expect(acknowledgedBeforeBackup.filter((email) => !restored.has(email))).toEqual([]);
});
