// Zod Mini, without eval() (the Content-Security-Policy forbids it), as the other forms' schemas.
import { z } from "zod/mini";

z.config({ jitless: true });

/** A lead's next step (issue 27): a day, and a short note of what to do. */
export const stepNoteMaxLength = 200;
export const nextStepFields = ["day", "stepNote"] as const;
export type NextStepField = (typeof nextStepFields)[number];

/** Each field's own message, in the member's language. */
export type NextStepErrors = { day: string; dayPast: string; note: string };

/**
 * A day on the calendar, not before `today` (the team's day, "YYYY-MM-DD", on Montréal's clock, as
 * the caller reads it): a step planned in the past would be overdue the moment it is saved (issue 52).
 */
export function nextStepSchema(errors: NextStepErrors, today: string) {
  return z.object({
    day: z.iso
      .date({ error: errors.day, abort: true })
      .check(z.refine((day: string) => day >= today, { error: errors.dayPast })),
    stepNote: z.string({ error: errors.note }).check(
      z.trim(),
      z.refine((note: string) => note.length > 0 && note.length <= stepNoteMaxLength, { error: errors.note }),
    ),
  });
}
