import { site } from "#common/site/config.ts";

/**
 * How demos are booked, written once. Staff members who have not set their own weekly hours work
 * the default ones, so a fresh install with a single administrator can already be booked.
 */
export type WeeklyHours = Array<{ weekday: number; startMinute: number; endMinute: number }>;

/** Monday to Friday, from `start` to `end` o'clock, as minutes from local midnight. */
export function weekdays(start: number, end: number): WeeklyHours {
  return [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: start * 60, endMinute: end * 60 }));
}

export type MeetingPlace =
  | { kind: "video" /** An RFC 6570 URI template: `{uid}` is the meeting's UID. */; urlTemplate: string }
  | { kind: "phone" }
  | { kind: "address"; address: string };

export type BookingRules = {
  /** The company's time zone: where the hours are worked, and how times are shown by default. */
  timeZone: string;
  meetingMinutes: number;
  /** Free time kept before and after each meeting of a staff member. */
  bufferMinutes: number;
  /** The earliest a meeting can start after it is booked. */
  noticeMinutes: number;
  /** How many days ahead can be booked. */
  horizonDays: number;
  defaultHours: WeeklyHours;
  /** The future meetings one email address may hold at once. */
  maxFutureBookingsPerEmail: number;
  /** Minutes before the meeting when both sides get a reminder. */
  reminderMinutes: number;
  place: MeetingPlace;
  /** How many times a visitor may move one meeting from its link; after that they write to the team. */
  maxMovesPerMeeting: number;
  /** The visitor gets at most one email about a meeting (booked, moved, cancelled) per this many minutes. */
  visitorEmailMinutes: number;
  /** A meeting's link stops working this many days after the meeting ends. */
  linkDaysAfterMeeting: number;
};

export const bookingConfig: BookingRules = {
  timeZone: site.timeZone,
  meetingMinutes: 30,
  bufferMinutes: 15,
  noticeMinutes: 120,
  horizonDays: 30,
  defaultHours: weekdays(9, 17),
  maxFutureBookingsPerEmail: 3,
  reminderMinutes: 24 * 60,
  place: { kind: "video", urlTemplate: "https://visio.sobrita.ca/demo-{uid}" },
  maxMovesPerMeeting: 5,
  visitorEmailMinutes: 10,
  linkDaysAfterMeeting: 7,
};
