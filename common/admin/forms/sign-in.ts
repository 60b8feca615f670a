import { z } from "zod/mini";
import { secret, text } from "./fields";

/**
 * The forms that prove who a member is: signing in, the code step, confirming before a sensitive act,
 * and setting an account up. Whether what was typed is right is the account service's to say; `next`
 * is where to go after, checked by safeNext. Passwords are kept as typed, spaces and all.
 */
export const signInForm = z.object({ email: text(), password: secret(), next: text() });

/** An authenticator's code, or (`intent` "recovery") a recovery code. */
export const signInCodeForm = z.object({
  next: text(),
  intent: z.optional(z.literal("recovery")),
  code: text(),
  recovery: text(),
});

export const confirmForm = z.object({ next: text(), password: secret(), code: text() });

/** The setup link's token, the first name visitors will book with (decision 031), a password, and a code. */
export const setupForm = z.object({
  token: text(),
  firstName: z.pipe(
    text(),
    z.transform((name) => name.slice(0, 100)),
  ),
  password: secret(),
  confirm: secret(),
  code: text(),
});
