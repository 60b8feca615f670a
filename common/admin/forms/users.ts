import { z } from "zod/mini";
import { roles } from "#common/admin/roles.ts";
import { key, text } from "./fields";

/** The accounts page's forms (/admin/users): adding an account, and each account's buttons. */
export function usersForm(errors: { invalidEmail: string }) {
  return z.discriminatedUnion("intent", [
    z.object({
      intent: z.literal("add"),
      email: z.pipe(text(), z.email({ error: errors.invalidEmail })),
      role: z.enum(roles),
    }),
    z.object({ intent: z.enum(["unlock", "endSessions", "disable", "reset"]), id: key() }),
    z.object({ intent: z.literal("role"), id: key(), role: z.enum(roles) }),
  ]);
}

/** The one field of these forms a member types, which a refusal names. */
export const addFields = ["email"] as const;
