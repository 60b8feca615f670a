import { questionLimits } from "#common/forms/booking-schema.ts";
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

/** A field of the form that can be in error. */
export type MeetingTypeField =
  | "nameFr"
  | "nameEn"
  | "minutes"
  | "bufferMinutes"
  | "noticeMinutes"
  | "horizonDays"
  | "staff"
  | "questions";

/**
 * What is wrong, one message a field: a field's name says its bounds were not kept; "staffNotHost"
 * a ticked member cannot take meetings (an editor, an account turned off or not taking demos);
 * "staffNone" no one ticked and no member takes meetings at all.
 */
export type MeetingTypeError = Exclude<MeetingTypeField, "staff"> | "staffNotHost" | "staffNone";

/** A filled form's changes, or every field in error (then nothing is saved). */
export type MeetingTypeCheck =
  | { changes: MeetingTypeChanges }
  | { errors: Partial<Record<MeetingTypeField, MeetingTypeError>> };

/**
 * The changes a filled form asks for, or each field out of bounds, all at once. A type must keep a
 * host booking can offer (issue 46): the members ticked must all be `hosts`; no member ticked means
 * every host, so there must be one. Questions are kept as they are.
 */
export function meetingTypeChanges(
  form: MeetingTypeForm,
  rows: QuestionRow[],
  hosts: readonly number[],
): MeetingTypeCheck {
  const errors: Partial<Record<MeetingTypeField, MeetingTypeError>> = {};
  const name = { fr: form.nameFr.trim(), en: form.nameEn.trim() };
  if (!name.fr || name.fr.length > 80) errors.nameFr = "nameFr";
  if (!name.en || name.en.length > 80) errors.nameEn = "nameEn";
  const numbers = {
    minutes: whole(form.minutes, bounds.minutes),
    bufferMinutes: whole(form.bufferMinutes, bounds.bufferMinutes),
    noticeMinutes: whole(form.noticeMinutes, bounds.noticeMinutes),
    horizonDays: whole(form.horizonDays, bounds.horizonDays),
  };
  for (const key of Object.keys(numbers) as (keyof typeof numbers)[]) if (numbers[key] === undefined) errors[key] = key;
  const ids = [...new Set(form.staffUserIds.map(Number))];
  if (ids.some((id) => !hosts.includes(id))) errors.staff = "staffNotHost";
  else if (!ids.length && !hosts.length) errors.staff = "staffNone";
  const questions = meetingQuestions(rows);
  if (!questions) errors.questions = "questions";
  const { minutes, bufferMinutes, noticeMinutes, horizonDays } = numbers;
  if (
    Object.keys(errors).length ||
    !questions ||
    minutes === undefined ||
    bufferMinutes === undefined ||
    noticeMinutes === undefined ||
    horizonDays === undefined
  )
    return { errors };
  return {
    changes: {
      name,
      minutes,
      bufferMinutes,
      noticeMinutes,
      horizonDays,
      active: form.active,
      staffUserIds: ids.length ? ids : null,
      questions,
    },
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
