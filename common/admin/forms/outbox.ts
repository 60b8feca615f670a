import { z } from "zod/mini";
import { only } from "./fields";

/** The outbox's held mail: release it all (/admin/outbox). */
export const releaseForm = only("release");

/** One message of the outbox: send it again, or drop it (/admin/outbox/:id). */
export const outboxMessageForm = z.object({ intent: z.enum(["retry", "drop"]) });
