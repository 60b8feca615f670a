import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { parseTemplate } from "url-template";
import { confirmationPath } from "#common/booking/paths.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { site } from "#common/site/config.ts";
import { formatMessage } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";
import type { BookingRules, MeetingPlace } from "./config";
import type { MeetingType } from "./meeting-types.server";
import type { StaffMember } from "./staff.server";
import type { Meeting } from "./store.server";
import type { MeetingTokens } from "./tokens.server";

/** Where the meeting takes place, as a link, a phone call or an address: the member's own room first. */
export function placeOf(
  place: MeetingPlace,
  meeting: Pick<Meeting, "uid">,
  staff?: Pick<StaffMember, "videoUrl">,
): { kind: MeetingPlace["kind"]; value: string } {
  if (staff?.videoUrl) return { kind: "video", value: staff.videoUrl };
  if (place.kind === "video")
    return { kind: "video", value: parseTemplate(place.urlTemplate).expand({ uid: meeting.uid }) };
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

export type CalendarDeps = { siteOrigin: string; tokens: MeetingTokens; rules: BookingRules };

/** How the meeting takes place, in words: « En vidéoconférence : https://… ». */
export function howText(meeting: Meeting, staff: StaffMember, lang: Lang, rules: BookingRules): string {
  const place = placeOf(rules.place, meeting, staff);
  const words = dictionaries[lang].pages.booking.confirmation.place;
  if (place.kind === "video") return formatMessage(words.video, lang, { link: place.value });
  if (place.kind === "address") return formatMessage(words.address, lang, { address: place.value });
  return words.phone;
}

/** The meeting's own page, where the visitor moves or cancels it. */
export function manageLink(meeting: Meeting, deps: CalendarDeps): string {
  return `${deps.siteOrigin}${confirmationPath(meeting.lang, deps.tokens.tokenOf(meeting))}`;
}

/** The meeting named in words, with its length: « Rencontre : Partenariat agent général (45 minutes) ». */
export function meetingWhat(type: MeetingType, lang: Lang): string {
  return formatMessage(dictionaries[lang].pages.booking.meetingTypes.what, lang, {
    type: type.name[lang],
    minutes: type.minutes,
  });
}

/** The invitation's title: the meeting type's own name, the demo's included (« Démonstration – Sobrita »). */
export function eventTitle(type: MeetingType, lang: Lang): string {
  return formatMessage(dictionaries[lang].pages.booking.meetingTypes.eventTitle, lang, {
    type: type.name[lang],
    site: site.name,
  });
}

/** The invitation the visitor's emails carry and their confirmation page offers, in their language. */
export function meetingCalendar(meeting: Meeting, staff: StaffMember, type: MeetingType, deps: CalendarDeps) {
  const e = dictionaries[meeting.lang].pages.booking.emails;
  const place = placeOf(deps.rules.place, meeting, staff);
  const how = howText(meeting, staff, meeting.lang, deps.rules);
  const link = manageLink(meeting, deps);
  return invitation(meeting, {
    staff,
    summary: eventTitle(type, meeting.lang),
    description: `${meetingWhat(type, meeting.lang)}\n${how}\n\n${formatMessage(e.manage, meeting.lang, { link })}`,
    location: place.value || how,
    url: place.kind === "video" ? place.value : link,
  });
}

/**
 * The meeting as links that open Google Calendar's and Outlook's own "new event" forms, for a
 * visitor whose calendar does not take the `.ics` file.
 */
export function calendarLinks(details: { title: string; start: Date; end: Date; details: string; location: string }) {
  const compact = (at: Date) =>
    at
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  const google = new URLSearchParams({
    action: "TEMPLATE",
    text: details.title,
    dates: `${compact(details.start)}/${compact(details.end)}`,
    details: details.details,
    location: details.location,
  });
  const outlook = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: details.title,
    startdt: details.start.toISOString(),
    enddt: details.end.toISOString(),
    body: details.details,
    location: details.location,
  });
  return {
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${outlook}`,
  };
}
