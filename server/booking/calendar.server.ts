import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { confirmationPath } from "../../app/booking/paths";
import { dictionaries } from "../../app/content/dictionary.server";
import { site } from "../../app/site/config";
import type { Lang } from "../../app/site/pages";
import type { BookingRules, MeetingPlace } from "./config";
import type { Meeting } from "./store.server";
import type { MeetingTokens } from "./tokens.server";

/** The member a meeting is with, as the visitor and the calendar name them. */
export type StaffMember = { id: number; email: string; firstName: string; lang: Lang };

/** Where the meeting takes place, as a link, a phone call or an address. */
export function placeOf(
  place: MeetingPlace,
  meeting: Pick<Meeting, "uid">,
): { kind: MeetingPlace["kind"]; value: string } {
  if (place.kind === "video") return { kind: "video", value: place.urlTemplate.replace("{uid}", meeting.uid) };
  if (place.kind === "address") return { kind: "address", value: place.address };
  return { kind: "phone", value: "" };
}

/**
 * A name as an iCalendar parameter value (the CN of the organizer and the attendee). ical-generator
 * quotes it but escapes `"` with a backslash, which RFC 5545 does not allow there: a visitor whose
 * name holds a quote could end the value and add parameters of their own. So line breaks and other
 * control characters become spaces, and `^` and `"` are written as RFC 6868 says (`^^`, `^'`): no
 * character is left that can end the quoted value, and readers of RFC 6868 show the name as typed.
 */
export function parameterText(name: string): string {
  return name
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, " ")
    .trim()
    .replace(/\^/g, "^^")
    .replace(/"/g, "^'");
}

/**
 * The meeting as an iCalendar invitation: REQUEST while it stands (each move raises SEQUENCE under
 * the same UID, so calendars update the event), CANCEL once cancelled. The member organises it and
 * the visitor attends.
 */
export function invitation(
  meeting: Meeting,
  details: { staff: StaffMember; summary: string; description: string; location: string; url: string },
): { method: "REQUEST" | "CANCEL"; content: string } {
  const cancelled = meeting.status === "cancelled";
  const calendar = ical({
    prodId: { company: "Sobrita", product: "booking", language: meeting.lang.toUpperCase() },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: meeting.uid,
    sequence: meeting.sequence,
    start: meeting.start,
    end: meeting.end,
    stamp: new Date(),
    summary: details.summary,
    description: details.description,
    location: details.location,
    url: details.url,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: parameterText(details.staff.firstName), email: details.staff.email },
    attendees: [
      {
        name: parameterText(`${meeting.firstName} ${meeting.lastName}`),
        email: meeting.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  return { method: cancelled ? "CANCEL" : "REQUEST", content: calendar.toString() };
}

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export type CalendarDeps = { siteOrigin: string; tokens: MeetingTokens; rules: BookingRules };

/** How the meeting takes place, in words: « En vidéoconférence : https://… ». */
export function howText(meeting: Meeting, lang: Lang, rules: BookingRules): string {
  const place = placeOf(rules.place, meeting);
  return fill(dictionaries[lang].pages.booking.confirmation.place[place.kind], {
    link: place.value,
    address: place.value,
  });
}

/** The meeting's own page, where the visitor moves or cancels it. */
export function manageLink(meeting: Meeting, deps: CalendarDeps): string {
  return `${deps.siteOrigin}${confirmationPath(meeting.lang, deps.tokens.tokenOf(meeting))}`;
}

/** The invitation the visitor's emails carry and their confirmation page offers, in their language. */
export function meetingCalendar(meeting: Meeting, staff: StaffMember, deps: CalendarDeps) {
  const e = dictionaries[meeting.lang].pages.booking.emails;
  const place = placeOf(deps.rules.place, meeting);
  const how = howText(meeting, meeting.lang, deps.rules);
  const link = manageLink(meeting, deps);
  return invitation(meeting, {
    staff,
    summary: fill(e.eventTitle, { site: site.name }),
    description: `${how}\n\n${fill(e.manage, { link })}`,
    location: place.value || how,
    url: place.kind === "video" ? place.value : link,
  });
}
