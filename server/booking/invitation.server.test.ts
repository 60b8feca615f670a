import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { sampleVisitor } from "#tests/support/booking.ts";
import { invitation } from "./invitation.server";
import type { StaffMember } from "./staff.server";
import type { Meeting } from "./store.server";

const staff: StaffMember = { id: 1, email: "sophie.roy@sobrita.test", firstName: "Sophie", lang: "fr", videoUrl: null };

function meetingOf(firstName: string, lastName: string): Meeting {
  return {
    ...sampleVisitor({ firstName, lastName }),
    id: 7,
    uid: "5f0e5a1c-0000-4000-8000-000000000007",
    sequence: 0,
    staffUserId: staff.id,
    leadId: null,
    start: new Date("2026-11-24T15:00:00.000Z"),
    end: new Date("2026-11-24T15:30:00.000Z"),
    status: "booked",
    createdAt: new Date("2026-11-23T13:00:00.000Z"),
    cancelledAt: null,
    cancelledBy: null,
    moves: 0,
    cancelReason: null,
    meetingType: "demo",
  };
}

/** The organizer and attendee lines as a standard reader (ical.js) sees them: parameters and value. */
function people(firstName: string, lastName: string, organizerName = "Sophie") {
  const { content } = invitation(meetingOf(firstName, lastName), {
    staff: { ...staff, firstName: organizerName },
    summary: "Démonstration",
    description: "",
    location: "",
    url: "https://sobrita.test/",
  });
  const event = new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  const read = (name: string) => {
    const properties = event.getAllProperties(name);
    expect(properties).toHaveLength(1);
    const [, params, , value] = properties[0]?.toJSON() as [string, Record<string, string>, string, string];
    return { params, value };
  };
  return { organizer: read("organizer"), attendee: read("attendee") };
}

describe("the invitation's names", () => {
  it.each([
    ['Jean "Johnny"', "Tremblay", 'Jean "Johnny" Tremblay'],
    ["Marie;ROLE=CHAIR", "Côté:Roy,Gagnon", "Marie;ROLE=CHAIR Côté:Roy,Gagnon"],
    ['x";ROLE=CHAIR;X="y', "Lévesque", 'x";ROLE=CHAIR;X="y Lévesque'],
    ["Anne\r\nX-INJECTED:1", "Bouchard", "Anne X-INJECTED:1 Bouchard"],
    ["Chloé^'", "O'Neil", "Chloé^' O'Neil"],
  ])("keep the attendee %j %j as one CN, with no parameter added", (firstName, lastName, shown) => {
    const { attendee } = people(firstName, lastName);
    expect(attendee.params).toEqual({ cn: shown, role: "REQ-PARTICIPANT", partstat: "ACCEPTED" });
    expect(attendee.value.toLowerCase()).toBe("mailto:julie@cabinet-gagnon.ca");
  });

  it("keep the organizer's name as one CN too", () => {
    const { organizer } = people("Julie", "Gagnon", 'So"phie;ROLE=CHAIR');
    expect(organizer.params).toEqual({ cn: 'So"phie;ROLE=CHAIR' });
    expect(organizer.value.toLowerCase()).toBe("mailto:sophie.roy@sobrita.test");
  });
});
