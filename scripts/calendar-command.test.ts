import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { backends } from "#tests/support/backends.ts";
import { oneEvent } from "#tests/support/calendars.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { calendarText, htmlPage, startIcsServer, type TestIcsServer } from "#tests/support/ics-server.ts";
import { runUsersCli } from "./users";

let env: Record<string, string>;
let feeds: TestIcsServer;
beforeAll(async () => {
  feeds = await startIcsServer();
});
afterAll(() => feeds?.close());

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runUsersCli(argv, { out: (text) => out.push(text), err: (text) => err.push(text) }, env);
  return { code, out: out.join(""), err: err.join("") };
}

/** Tomorrow at 15:00 UTC (10:00 or 11:00 in Montréal), as iCalendar UTC text. */
function tomorrowAt15(): string {
  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10).replaceAll("-", "");
  return `${day}T150000Z`;
}

describe.each(backends)("users CLI's calendar command on $name", (backend) => {
  const database = useTestDatabase(backend);

  beforeEach(() => {
    // The feeds listen on loopback, named as a company names its own server on its network.
    env = { DATABASE_URL: database.url, SITE_URL: "https://site.test", CALENDAR_PRIVATE_HOSTS: "127.0.0.1" };
  });

  it("connects a published calendar, prints what it read, lists it, and takes it off", async () => {
    await cli("add", "marie@example.com", "--role", "staff");
    const start = tomorrowAt15();
    feeds.serve(
      "/owa/calendar/secret-123/calendar.ics",
      calendarText(oneEvent(`DTSTART:${start}`, `DTEND:${start.replace("T15", "T16")}`)),
    );

    const connected = await cli(
      "calendar",
      "marie@example.com",
      `${feeds.origin}/owa/calendar/secret-123/calendar.ics`,
    );
    expect(connected.err).toBe("");
    expect(connected.code).toBe(0);
    expect(connected.out).toContain(
      `Connected ${feeds.origin}/…/calendar.ics (published ICS) to marie@example.com as calendar 1.`,
    );
    expect(connected.out).toContain("1 event read; 1 busy time in the next 30 days.");
    expect(connected.out).toMatch(/Next busy times \(Eastern time\):\n {2}\w+, \w+\.? \d+, \d+:00/);

    const listed = await cli("calendar", "marie@example.com");
    expect(listed.out).toMatch(new RegExp(`^1  published ICS  ${feeds.origin}/…/calendar.ics  1 events, last read `));
    expect(listed.out).not.toContain("secret-123");

    expect((await cli("calendar", "marie@example.com", "--remove", "1")).out).toContain("Calendar 1 taken off");
    expect((await cli("calendar", "marie@example.com")).out).toContain("has no calendar connected");
  });

  it("says in plain words why a calendar could not be connected, and keeps nothing", async () => {
    await cli("add", "paul@example.com", "--role", "staff");
    feeds.serve("/page.ics", htmlPage);
    const refused = await cli("calendar", "paul@example.com", `${feeds.origin}/page.ics`);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("Not connected: This address gives a web page, not a calendar.");
    expect((await cli("calendar", "paul@example.com")).out).toContain("has no calendar connected");
    expect((await cli("calendar", "paul@example.com", "--remove", "9")).err).toContain("has no calendar number 9");
    expect((await cli("calendar", "paul@example.com", "https://x.test/a.ics", "--kind", "ftp")).code).toBe(2);
  });

  it("refuses a calendar on loopback unless CALENDAR_PRIVATE_HOSTS names it, and the server there gets no request", async () => {
    await cli("add", "lea@example.com", "--role", "staff");
    const path = `/inside-${backend.name}/calendar.ics`;
    const start = tomorrowAt15();
    feeds.serve(path, calendarText(oneEvent(`DTSTART:${start}`, `DTEND:${start.replace("T15", "T16")}`)));
    env = { DATABASE_URL: database.url, SITE_URL: "https://site.test" };

    const refused = await cli("calendar", "lea@example.com", `${feeds.origin}${path}`);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("Not connected: This address is not allowed: it leads to a private network.");
    expect(feeds.hits.get(path)).toBeUndefined();

    // A port is not part of a host's name: the setting is refused, and nothing is read.
    env.CALENDAR_PRIVATE_HOSTS = "127.0.0.1:5232";
    const misnamed = await cli("calendar", "lea@example.com", `${feeds.origin}${path}`);
    expect(misnamed.code).toBe(1);
    expect(misnamed.err).toContain("CALENDAR_PRIVATE_HOSTS: not a host name, address or CIDR range: 127.0.0.1:5232");
    expect(feeds.hits.get(path)).toBeUndefined();

    env.CALENDAR_PRIVATE_HOSTS = "10.0.0.0/8, 127.0.0.1";
    expect((await cli("calendar", "lea@example.com", `${feeds.origin}${path}`)).out).toContain("1 event read");
    expect(feeds.hits.get(path)).toBe(1);
  });
});
