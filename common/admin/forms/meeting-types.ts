import { z } from "zod/mini";
import { revision, text, tickedYes } from "./fields";

/**
 * One meeting type's form (/admin/meeting-types), as typed: which type, the revision it was made
 * from (decision 047), its settings, the members ticked, and its questions' rows, in French and in
 * English, blank rows included. Whether each keeps its bounds, and whether the members may take
 * meetings, is the booking's rule (server/booking/meeting-type-form.ts), which knows the hosts.
 */
export const meetingTypeForm = z.object({
  slug: text(),
  revision: revision(),
  nameFr: text(),
  nameEn: text(),
  minutes: text(),
  bufferMinutes: text(),
  noticeMinutes: text(),
  horizonDays: text(),
  active: tickedYes(),
  staff: z.array(text()),
  questionFr: z.array(text()),
  questionEn: z.array(text()),
});
