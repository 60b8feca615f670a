/** Calendar fixtures in the shapes Outlook, Google and iCloud export, and busy times written as text. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Interval } from "#server/calendars/busy.server.ts";
import type { FeedMeeting } from "#server/calendars/store.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";

const fixtures = join(import.meta.dirname, "../fixtures/calendars");

export function calendarFixture(name: "outlook" | "google" | "icloud" | "minutely"): string {
  return readFileSync(join(fixtures, `${name}.ics`), "utf8");
}

/** Busy intervals as "start/end" UTC text, easy to read in an assertion. */
export function asText(intervals: Interval[]): string[] {
  return intervals.map(({ start, end }) => `${iso(start)}/${iso(end)}`);
}

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(":00.000Z", "Z");
}

/** A one-event calendar around `lines` (content lines of a VEVENT). */
export function oneEvent(...lines: string[]): string {
  return calendarOf("one", "-//test//EN", [["UID:one@test", ...lines]]);
}

/** A calendar of events, each given by its content lines; those without a UID get `name-<n>@test`. */
export function calendarOf(name: string, prodId: string, events: string[][]): string {
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${prodId}`,
    ...events.flatMap((lines, index) => [
      "BEGIN:VEVENT",
      ...(lines.some((line) => line.startsWith("UID:")) ? [] : [`UID:${name}-${index}@test`]),
      "DTSTAMP:20261101T000000Z",
      ...lines,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

let meetings = 0;

/** A meeting booked with `staffUserId`, written as booking writes it (migration 007), for the feed and write-back tests. */
export async function addMeeting(
  app: AppDatabase,
  staffUserId: number,
  at: { start: string; end: string; email?: string },
  meetingType = "demo",
): Promise<FeedMeeting & { staffUserId: number }> {
  meetings += 1;
  const uid = `meeting-${process.pid}-${meetings}-${Date.now()}@sobrita.ca`;
  const lead = await app.db
    .insertInto("leads")
    .values({
      idempotency_key: uid,
      first_name: "Julie",
      last_name: "Gagnon",
      email: at.email ?? "julie@cabinet-gagnon.ca",
      phone: "514 555-0199",
      company: "Cabinet Gagnon",
      topic: "demo",
      message: "Nous avons quatre conseillers.",
      lang: "fr",
      source_page: "/rendez-vous",
      consent_at: new Date().toISOString(),
      created_at: new Date().toISOString(),
      user_agent: null,
      search_text: "julie gagnon",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto("meetings")
    .values({
      uid,
      staff_user_id: staffUserId,
      lead_id: lead.id,
      start_at: at.start,
      end_at: at.end,
      first_name: "Julie",
      last_name: "Gagnon",
      email: at.email ?? "julie@cabinet-gagnon.ca",
      phone: "514 555-0199",
      company: "Cabinet Gagnon",
      role: "advisor",
      advisors: 4,
      message: "Nous avons quatre conseillers.",
      lang: "fr",
      time_zone: "America/Toronto",
      created_at: new Date().toISOString(),
      meeting_type: meetingType,
    })
    .execute();
  return {
    uid,
    sequence: 0,
    leadId: lead.id,
    start: new Date(at.start),
    end: new Date(at.end),
    firstName: "Julie",
    lastName: "Gagnon",
    company: "Cabinet Gagnon",
    meetingType,
    staffUserId,
  };
}

/** Adds Google's VTIMEZONE for America/Toronto, as calendar apps do before a CalDAV server takes an event in that zone. */
export function withTorontoZone(text: string): string {
  const google = calendarFixture("google");
  const zone = google.slice(
    google.indexOf("BEGIN:VTIMEZONE"),
    google.indexOf("END:VTIMEZONE") + "END:VTIMEZONE\r\n".length,
  );
  return text.replace("BEGIN:VEVENT", `${zone}BEGIN:VEVENT`);
}
