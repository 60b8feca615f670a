import { isBookingPostPath } from "#common/booking/paths.ts";
import type { ConversionSource } from "#server/analytics/analytics.server.ts";
import type { CalendarService } from "#server/calendars/calendars.server.ts";
import { sharedSecret } from "#server/db/settings.server.ts";
import { maxBodyBytes } from "#server/leads/contact.server.ts";
import type { LeadStore } from "#server/leads/store.server.ts";
import type { Ground, PostRoute, ServerModule } from "#server/module.server.ts";
import { bookingKinds, createBookingService } from "./booking.server";
import { bookingConfig } from "./config";
import { bookingEmailHandlers } from "./emails.server";
import { createMeetingTypeStore } from "./meeting-types.server";
import { meetingsPrivacySource } from "./privacy.server";
import { createBookingStore } from "./store.server";
import { createMeetingTokens } from "./tokens.server";

/** The booking page and a meeting's confirmation page, at its own token, take the visitor's form. */
export const bookingPosts: PostRoute[] = [{ path: isBookingPostPath, limit: maxBodyBytes }];

/**
 * Booking a meeting with the team (decision 026): times from the members' calendars, the visitor's
 * confirmations, reminders and moves, and the member's copy written back to their calendar.
 */
export async function bookingModule(
  { log, database, siteOrigin, kick, limiter, stamps }: Ground,
  deps: { leads: LeadStore; calendars: CalendarService; onBooked: (source: ConversionSource) => void },
): Promise<ServerModule> {
  const { calendars } = deps;
  const tokens = createMeetingTokens(await sharedSecret(database, "booking_secret"));
  const booking = createBookingService({
    store: createBookingStore(database),
    types: createMeetingTypeStore(database),
    leads: deps.leads,
    limiter,
    stamps,
    tokens,
    siteOrigin,
    outboxKinds: bookingKinds,
    onQueued: kick,
    onBooked: deps.onBooked,
    busyTimes: (from, until) => calendars.busyOfMembers(from, until),
    refreshBusy: async (userIds) => {
      await Promise.all(userIds.map((userId) => calendars.refreshMember(userId)));
    },
    // Written after the visitor has their answer; a failure is logged, and the member's feed still lists the meeting.
    onMeetingChanged: (meeting, before) =>
      void calendars
        .meetingChanged(meeting, before)
        .catch((error: unknown) => log.warn({ err: error, meeting: meeting.id }, "meeting not written back")),
  });
  return {
    name: "booking",
    services: { booking },
    emails: bookingEmailHandlers(database, { tokens, siteOrigin, rules: bookingConfig }),
    privacy: [meetingsPrivacySource(database, (uid) => calendars.removeMeeting(uid))],
    posts: bookingPosts,
  };
}
