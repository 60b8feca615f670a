import { randomBytes } from "node:crypto";
import { calendarFeedPath } from "#server/calendars/calendar-feed.server.ts";
import { calendarServiceFor } from "#server/calendars/setup.server.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { addStaff } from "#tests/support/booking.ts";
import { addMeeting } from "#tests/support/calendars.ts";
import { property, readCalendar } from "#tests/support/ics.ts";
import { expect, test } from "./fixtures";
import { startServer, tempDatabase } from "./server-process";

/**
 * The running site serves a member's private feed at its unguessable address, sealed with the
 * CALENDAR_KEY it was given; a wrong or renewed token gets 404, and the log never shows a token.
 */
test("the site serves a member's private calendar feed, and nothing at a wrong or renewed address", async () => {
  const database = tempDatabase();
  const key = randomBytes(32).toString("base64");
  const app = await openDatabase(database);
  const calendars = await calendarServiceFor(app, { calendarKey: key, siteUrl: "http://127.0.0.1" });
  const member = await addStaff(app, { lang: "fr" });
  const start = new Date(Date.now() + 3 * 86_400_000);
  start.setUTCHours(15, 0, 0, 0);
  const meeting = await addMeeting(app, member, {
    start: start.toISOString(),
    end: new Date(start.getTime() + 30 * 60_000).toISOString(),
  });
  const old = await calendars.renewFeedToken(member);
  const token = await calendars.renewFeedToken(member);
  await app.close();

  const server = await startServer(0, { DATABASE_URL: database, CALENDAR_KEY: key, LOG_LEVEL: "info" });
  try {
    const feed = await fetch(`${server.url}${calendarFeedPath(token)}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const event = readCalendar(await feed.text()).components.find((component) => component.type === "VEVENT");
    expect(event && property(event, "UID")).toBe(meeting.uid);
    expect(event && property(event, "SUMMARY")).toBe("Démonstration – Julie Gagnon, Cabinet Gagnon");

    for (const wrong of [old, `${token.slice(0, -3)}abc`]) {
      const refused = await fetch(`${server.url}${calendarFeedPath(wrong)}`);
      expect(refused.status).toBe(404);
    }
    await expect.poll(() => server.stdout()).toContain("/calendar-feed/….ics");
    expect(server.stdout()).not.toContain(token);
    expect(server.stdout()).not.toContain(old);
  } finally {
    await server.stop();
  }
});
