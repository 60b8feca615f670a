import { questionLimits } from "../../common/forms/booking-schema";
import type { MeetingQuestion, MeetingTypeChanges } from "./meeting-types.server";

/** The back office's form for one meeting type, as typed. */
export type MeetingTypeForm = {
  nameFr: string;
  nameEn: string;
  minutes: string;
  bufferMinutes: string;
  noticeMinutes: string;
  horizonDays: string;
  active: boolean;
  staffUserIds: string[];
};

/** Bounds that keep a type bookable: a meeting of 10 minutes to 4 hours, notice up to two weeks, a year ahead at most. */
const bounds = {
  minutes: [10, 240],
  bufferMinutes: [0, 120],
  noticeMinutes: [0, 14 * 24 * 60],
  horizonDays: [1, 365],
} as const;

function whole(text: string, [least, most]: readonly [number, number]): number | undefined {
  if (!/^\d{1,6}$/.test(text.trim())) return undefined;
  const value = Number(text.trim());
  return value >= least && value <= most ? value : undefined;
}

/**
 * The changes a filled form asks for, or undefined when any field is out of bounds (then nothing is
 * saved). No member ticked means every member who takes demos. Questions are kept as they are.
 */
export function meetingTypeChanges(
  form: MeetingTypeForm,
  questions: MeetingQuestion[],
): MeetingTypeChanges | undefined {
  const name = { fr: form.nameFr.trim(), en: form.nameEn.trim() };
  if (!name.fr || !name.en || name.fr.length > 80 || name.en.length > 80) return undefined;
  const minutes = whole(form.minutes, bounds.minutes);
  const bufferMinutes = whole(form.bufferMinutes, bounds.bufferMinutes);
  const noticeMinutes = whole(form.noticeMinutes, bounds.noticeMinutes);
  const horizonDays = whole(form.horizonDays, bounds.horizonDays);
  if (minutes === undefined || bufferMinutes === undefined || noticeMinutes === undefined || horizonDays === undefined)
    return undefined;
  const ids = form.staffUserIds.map(Number);
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) return undefined;
  return {
    name,
    minutes,
    bufferMinutes,
    noticeMinutes,
    horizonDays,
    active: form.active,
    staffUserIds: ids.length ? [...new Set(ids)] : null,
    questions,
  };
}

/** A question row of the form, as typed: its label in each language. */
export type QuestionRow = { fr: string; en: string };

/** The longest label a question may have, in either language. */
export const questionLabelMax = 200;

const controls = /\p{Cc}/u;

/**
 * The questions the form's rows ask, in their order, blank rows left out; undefined (nothing saved)
 * when a row is given in one language only, a label is too long or holds a control character, or
 * more rows are filled than a type may ask.
 */
export function meetingQuestions(rows: QuestionRow[]): MeetingQuestion[] | undefined {
  const filled = rows.map((row) => ({ fr: row.fr.trim(), en: row.en.trim() })).filter((row) => row.fr || row.en);
  if (filled.length > questionLimits.count) return undefined;
  const bad = (label: string) => !label || label.length > questionLabelMax || controls.test(label);
  return filled.some((row) => bad(row.fr) || bad(row.en)) ? undefined : filled;
}
