import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import type { AppDatabase } from "#server/db/db.server.ts";
import { backends } from "#tests/support/backends.ts";
import { addStaff } from "#tests/support/booking.ts";
import { testCalendarService } from "#tests/support/calendar-service.ts";
import { addMeeting } from "#tests/support/calendars.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { calendarFeedHandler, calendarFeedPath, calendarFeedRoute, withoutFeedToken } from "./calendar-feed.server";

/** The feed route alone, on a loopback port, over a real calendar service. */
async function serveFeeds(app: AppDatabase) {
  const calendars = testCalendarService(app, { now: () => new Date("2026-11-20T12:00:00Z") });
  const server = express()
    .get(
      calendarFeedRoute,
      calendarFeedHandler((token) => calendars.feed(token)),
    )
    .listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { calendars, origin, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe.each(backends)("the private feed's address on $name", (backend) => {
  const database = useTestDatabase(backend);

  it("answers the member's calendar at their address, and 404 to a wrong or renewed one", async () => {
    const app = await database.open();
    const { calendars, origin, close } = await serveFeeds(app);
    try {
      const member = await addStaff(app);
      const meeting = await addMeeting(app, member, {
        start: "2026-12-02T15:00:00.000Z",
        end: "2026-12-02T15:30:00.000Z",
      });
      const token = await calendars.renewFeedToken(member);

      const response = await fetch(origin + calendarFeedPath(token));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(await response.text()).toContain(`UID:${meeting.uid}`);

      const renewed = await calendars.renewFeedToken(member);
      for (const wrong of [token, `${renewed.slice(0, -2)}xx`, "short"]) {
        const refused = await fetch(origin + calendarFeedPath(wrong));
        expect(refused.status).toBe(404);
        expect(await refused.text()).toContain("No calendar at this address");
      }
      expect((await fetch(origin + calendarFeedPath(renewed))).status).toBe(200);
    } finally {
      await close();
    }
  });
});

it("keeps the token out of the request log", () => {
  expect(withoutFeedToken(calendarFeedPath("abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG"))).toBe(
    "/calendar-feed/….ics",
  );
  expect(withoutFeedToken("/fr/rendez-vous")).toBe("/fr/rendez-vous");
});
