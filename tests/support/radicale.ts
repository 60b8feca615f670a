/**
 * A real CalDAV server for the calendar tests: Debian's Radicale (/usr/bin/radicale, installed by
 * .ci/run), started on a free loopback port with its own storage and a plain htpasswd, the way the
 * tests start PostgreSQL and SMTP, and stopped with its folder. Free of Vitest.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./ports";

export type TestRadicale = {
  origin: string;
  /** The calendar created for each user, as `http://user:password@host/user/calendar/`. */
  calendarUrl(user: string): string;
  /** Puts an event into a user's calendar, as their calendar app would. */
  putEvent(user: string, name: string, ics: string): Promise<void>;
  /** The iCalendar text of one object, or undefined when there is none. */
  getEvent(url: string, user: string): Promise<string | undefined>;
  close(): Promise<void>;
};

export const radicalePassword = (user: string) => `${user}-app-password`;

export async function startRadicale(users: string[]): Promise<TestRadicale> {
  const dir = mkdtempSync(join(tmpdir(), "radicale-test-"));
  const port = await freePort();
  writeFileSync(join(dir, "users"), users.map((user) => `${user}:${radicalePassword(user)}\n`).join(""));
  for (const user of users) {
    // A calendar of events, as a calendar app would have created it.
    const folder = join(dir, "collections", "collection-root", user, "calendar");
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      join(folder, ".Radicale.props"),
      JSON.stringify({ tag: "VCALENDAR", "C:supported-calendar-component-set": "VEVENT", "D:displayname": "Travail" }),
    );
  }
  writeFileSync(
    join(dir, "config"),
    [
      "[server]",
      `hosts = 127.0.0.1:${port}`,
      "[auth]",
      "type = htpasswd",
      `htpasswd_filename = ${join(dir, "users")}`,
      "htpasswd_encryption = plain",
      "delay = 0",
      "[rights]",
      "type = owner_only",
      "[storage]",
      `filesystem_folder = ${join(dir, "collections")}`,
      "[logging]",
      "level = info",
      "mask_passwords = True",
      "",
    ].join("\n"),
  );
  const child = spawn("/usr/bin/radicale", ["--config", join(dir, "config")], { stdio: ["ignore", "ignore", "pipe"] });
  await listening(child);
  const origin = `http://127.0.0.1:${port}`;
  const calendarUrl = (user: string) => `http://${user}:${radicalePassword(user)}@127.0.0.1:${port}/${user}/calendar/`;
  const auth = (user: string) => `Basic ${Buffer.from(`${user}:${radicalePassword(user)}`).toString("base64")}`;
  return {
    origin,
    calendarUrl,
    async putEvent(user, name, ics) {
      const response = await fetch(`${origin}/${user}/calendar/${name}.ics`, {
        method: "PUT",
        headers: { authorization: auth(user), "content-type": "text/calendar; charset=utf-8" },
        body: ics,
      });
      if (!response.ok) throw new Error(`Radicale refused ${name}: ${response.status} ${await response.text()}`);
    },
    async getEvent(url, user) {
      const response = await fetch(url, { headers: { authorization: auth(user) } });
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`Radicale answered ${response.status}`);
      return response.text();
    },
    async close() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once Radicale says it listens; rejects with what it said if it stops first. */
function listening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let said = "";
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (text: string) => {
      said += text;
      if (/Listening on/i.test(said)) resolve();
    });
    child.once("exit", (code) => reject(new Error(`Radicale stopped (${code}):\n${said}`)));
  });
}
