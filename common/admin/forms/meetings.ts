import { z } from "zod/mini";
import { key } from "./fields";

/** A meeting's button on /admin/meetings: cancel it (the visitor is told), or note that no one came. */
export const meetingForm = z.object({ intent: z.enum(["cancel", "noShow"]), id: key() });
