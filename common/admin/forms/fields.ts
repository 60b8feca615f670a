// Zod Mini without eval(), as the public forms' schemas (common/forms/): the Content-Security-Policy forbids it.
import { z } from "zod/mini";

z.config({ jitless: true });

/**
 * The pieces every back-office form's schema is made of (decision 108). Conform reads the form
 * (`parseWithZod`): a field left empty arrives as absent, a number's text as a number, a ticked box
 * (`on`) as true, and a name sent several times as a list.
 */

/** A line of text as typed, trimmed; empty when left empty or absent. */
export const text = () => z._default(z.string().check(z.trim()), "");

/** What a member types as a secret (a password): never trimmed, since its spaces are part of it. */
export const secret = () => z._default(z.string(), "");

/** A row's key (an account, a meeting, a calendar, a time off): a whole number, else not a form of ours. */
export const key = () => z.int();

/** The revision a form was made from, sent back with its save (decision 047). */
export const revision = () => z.int().check(z.minimum(0), z.maximum(999_999_999));

/** A box whose value is the browser's `on`: false when not ticked. */
export const ticked = () => z._default(z.boolean(), false);

/** A box whose value is `yes`: false when not ticked. */
export const tickedYes = () =>
  z.pipe(
    z.optional(z.literal("yes")),
    z.transform((value) => value === "yes"),
  );

/** A form that sends nothing but what it does: `intent` names it. */
export const only = <const I extends string>(intent: I) => z.object({ intent: z.literal(intent) });
