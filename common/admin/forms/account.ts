import { z } from "zod/mini";
import { languages } from "#common/site/pages.ts";
import { only, secret, text, ticked } from "./fields";

/**
 * The account page's forms (/admin/account), one schema told apart by `intent`. What a password
 * change gets wrong is the account service's to say (the current password, the rules), not the form's.
 */
export const accountForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("language"), lang: z.enum(languages) }),
  z.object({ intent: z.literal("password"), current: secret(), password: secret(), confirm: secret() }),
  z.object({ intent: z.literal("totp"), code: text() }),
  only("recoveryCodes"),
  z.object({ intent: z.literal("endSession"), session: text() }),
  only("endOthers"),
  z.object({ intent: z.literal("weeklyReport"), weekly: ticked() }),
  only("signOutEverywhere"),
  z.object({ intent: z.literal("salesPreferences"), digest: ticked(), roundRobin: ticked() }),
  z.object({ intent: z.literal("contactAssignment"), mode: z.enum(["queue", "round-robin"]) }),
]);

/** The password form's fields, which a refusal names; never sent back. */
export const passwordFields = ["current", "password", "confirm"] as const;
