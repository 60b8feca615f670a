import { z } from "zod/mini";
import { leadStatuses } from "#common/admin/lead-status.ts";
import { type NextStepErrors, nextStepSchema } from "#common/forms/next-step-schema.ts";
import { key, only, text } from "./fields";

/** The longest note kept on a lead. */
export const noteMaxLength = 2000;

/**
 * A lead's page (/admin/leads/:id): its status, a note, its owner, its next step and a merge, one
 * schema told apart by `intent`. `today` is the team's day, before which no step is planned.
 */
export function leadForm(errors: { note: string; step: NextStepErrors }, today: string) {
  return z.discriminatedUnion("intent", [
    // `back` is the list the status was changed from, where the answer goes.
    z.object({ intent: z.literal("status"), status: z.enum(leadStatuses), back: text() }),
    z.object({
      intent: z.literal("note"),
      note: text().check(
        z.refine((note: string) => note.length > 0 && note.length <= noteMaxLength, { error: errors.note }),
      ),
    }),
    // No owner chosen is the queue.
    z.object({ intent: z.literal("assign"), owner: z.optional(key()) }),
    only("take"),
    z.object({ intent: z.literal("step"), ...nextStepSchema(errors.step, today).shape }),
    only("stepDone"),
    z.object({ intent: z.literal("merge"), other: text() }),
  ]);
}

/** What a member types on the page, which a refusal names. */
export const leadTyped = ["note", "day", "stepNote"];
