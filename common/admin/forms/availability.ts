import { z } from "zod/mini";
import { weekFromMonday } from "#common/booking/times.ts";
import { videoRoomUrl } from "#common/booking/video-room.ts";
import { calendarForms } from "./calendars";
import { key, revision, text, tickedYes } from "./fields";

const week = weekFromMonday;
type Weekday = (typeof week)[number];

/** "09:30" in minutes after midnight; NaN for anything else. */
export const minutesOf = (clock: string) => {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
};

/** A day on the calendar, "YYYY-MM-DD", as a date field sends it. */
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** Each message the member may get, in their language; a day's names the day. */
export type AvailabilityErrors = {
  dayHours: (weekday: number) => string;
  videoUrl: string;
  timeOff: string;
};

/**
 * A member's *Availability* page (/admin/availability): the profile, the weekly hours, time off, and
 * the calendars' forms, one schema told apart by `intent`. The hours' rows are `day-N`, `start-N` and
 * `end-N` for each weekday N; an open day must end after it starts, by midnight.
 */
export function availabilityForm(errors: AvailabilityErrors) {
  const days = Object.fromEntries(
    week.flatMap((weekday) => [
      [`day-${weekday}`, tickedYes()],
      [`start-${weekday}`, text()],
      [`end-${weekday}`, text()],
    ]),
  ) as Record<`day-${Weekday}`, ReturnType<typeof tickedYes>> &
    Record<`start-${Weekday}` | `end-${Weekday}`, ReturnType<typeof text>>;
  const hours = z.object({ intent: z.literal("hours"), revision: revision(), ...days }).check(
    z.superRefine((sent, context) => {
      for (const weekday of week) {
        if (!sent[`day-${weekday}`]) continue;
        const [start, end] = [minutesOf(sent[`start-${weekday}`]), minutesOf(sent[`end-${weekday}`])];
        if (!(start < end) || end > 24 * 60) {
          context.issues.push({
            code: "custom",
            input: sent,
            path: [`end-${weekday}`],
            message: errors.dayHours(weekday),
          });
        }
      }
    }),
  );
  return z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("profile"),
      revision: revision(),
      firstName: z.pipe(
        text(),
        z.transform((name) => name.slice(0, 100)),
      ),
      videoUrl: z.pipe(
        text(),
        z.transform((typed, context) => {
          const url = videoRoomUrl(typed);
          if (url === undefined) context.issues.push({ code: "custom", input: typed, message: errors.videoUrl });
          return url ?? null;
        }),
      ),
      takesDemos: tickedYes(),
    }),
    hours,
    z.object({ intent: z.literal("addTimeOff"), firstDay: text(), lastDay: text() }).check(
      z.superRefine((sent, context) => {
        const { firstDay, lastDay } = sent;
        if (!isoDay.test(firstDay) || !isoDay.test(lastDay) || lastDay < firstDay) {
          context.issues.push({ code: "custom", input: sent, path: ["lastDay"], message: errors.timeOff });
        }
      }),
    ),
    z.object({ intent: z.literal("removeTimeOff"), id: key() }),
    ...calendarForms,
  ]);
}

/** What a member types on the page, which a refusal names; the rest is the page's own. */
export const availabilityTyped = [
  "firstName",
  "videoUrl",
  "firstDay",
  "lastDay",
  ...week.flatMap((weekday) => [`start-${weekday}`, `end-${weekday}`]),
];
