import { z } from "zod/mini";
import { text, tickedYes } from "./fields";

/** The person's address, the one field typed on the privacy page; a wrong one is said in the member's language. */
const email = (invalid: string) => z.pipe(text(), z.email({ error: invalid }));

/**
 * A privacy request (/admin/privacy): find what is held about a person, confirm, then erase it, the
 * box ticked to say so. The same address exports it all (/admin/privacy/export).
 */
export function privacyForm(errors: { invalidEmail: string }) {
  return z.object({
    intent: z.enum(["find", "confirm", "delete"]),
    email: email(errors.invalidEmail),
    confirmed: tickedYes(),
  });
}

export function privacyExportForm(errors: { invalidEmail: string }) {
  return z.object({ email: email(errors.invalidEmail) });
}
