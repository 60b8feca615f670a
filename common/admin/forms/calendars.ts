import { z } from "zod/mini";
import { key, only, secret, text } from "./fields";

/**
 * A member's calendar forms (decision 035), on *Availability*: connecting one (its address, and a user
 * name and password typed apart), removing one, renewing the private feed's address. Whether the
 * calendar can be read is the calendar service's to say, once it has tried.
 */
export const calendarForms = [
  z.object({
    intent: z.literal("connectCalendar"),
    calendarUrl: text(),
    calendarUsername: text(),
    calendarPassword: secret(),
  }),
  z.object({ intent: z.literal("removeCalendar"), id: key() }),
  only("renewFeed"),
] as const;

export type CalendarForm = z.output<(typeof calendarForms)[number]>;
const calendarIntents: readonly string[] = calendarForms.flatMap((form) => form.shape.intent._zod.def.values);

/** Whether a page's parsed form is one of these, which the calendar settings' service acts on. */
export const isCalendarForm = (sent: { intent: string }): sent is CalendarForm => calendarIntents.includes(sent.intent);
