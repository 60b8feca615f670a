import { z } from "zod/mini";
import type { BookingErrors } from "#common/content/types.ts";
import { type ContactErrors, contactSchema, controlInText, type LengthErrors } from "./contact-schema";

/** The visitor's roles the booking form offers. */
export const bookingRoles = ["advisor", "mga", "other"] as const;
export type BookingRole = (typeof bookingRoles)[number];

/** A meeting type asks at most `count` questions of its own (issue 25); each answer is optional, up to `answer` characters. */
export const questionLimits = { count: 5, answer: 500 } as const;
/** The fields of the type's questions, in their order: the first question is answered in `answer1`. */
export const answerFields = ["answer1", "answer2", "answer3", "answer4", "answer5"] as const;

export const bookingFields = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "company",
  "role",
  "advisors",
  "message",
  ...answerFields,
  "consent",
  "start",
] as const;
export type BookingField = (typeof bookingFields)[number];
export type BookingFieldErrors = Partial<Record<BookingField, string>>;

const optionalAnswers = new Set<string>(["phone", "advisors", "message", ...answerFields]);

export const advisorsLimit = { min: 1, max: 100_000 } as const;

export type BookingFormErrors = ContactErrors & BookingErrors;

/**
 * One schema for both sides. The fields the contact form also asks for are its own parsers, so a
 * name or an email address is held to the same rules on both forms. The meeting type's `questions`
 * (how many it asks) each get an optional answer.
 */
export function bookingSchema(errors: BookingFormErrors, lengths: LengthErrors, questions = 0) {
  const contact = contactSchema(errors, lengths).shape;
  const answer = z.optional(
    z.string().check(
      z.normalize("NFC"),
      z.trim(),
      z.refine((value: string) => !controlInText.test(value), { error: errors.control }),
      z.maxLength(questionLimits.answer, {
        error: lengths.answer.tooLong,
      }),
    ),
  );
  const answers = Object.fromEntries(answerFields.slice(0, questions).map((field) => [field, answer]));
  return z.object({
    // Typed as all five, each optional: the questions not asked are not in the schema, and never in its output.
    ...(answers as Record<(typeof answerFields)[number], typeof answer>),
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: z.optional(contact.phone),
    company: z.pipe(contact.company, z.string({ error: errors.required.company })),
    role: z.enum(bookingRoles, { error: errors.role }),
    advisors: z.optional(
      z.pipe(
        z.string().check(z.trim(), z.regex(/^\d{1,6}$/, { error: errors.advisors })),
        z.pipe(
          z.transform(Number),
          z
            .number()
            .check(
              z.minimum(advisorsLimit.min, { error: errors.advisors }),
              z.maximum(advisorsLimit.max, { error: errors.advisors }),
            ),
        ),
      ),
    ),
    message: z.optional(contact.message),
    consent: contact.consent,
    start: z.iso.datetime({ error: errors.time }),
  });
}

export type BookingInput = z.output<ReturnType<typeof bookingSchema>>;

/** One schema per language's length errors and number of questions, made once. */
const schemas = new WeakMap<LengthErrors, ReturnType<typeof bookingSchema>[]>();

/**
 * Validates raw form values for a type asking `questions` questions; field errors carry the first
 * message for each field. An answer to a question the type does not ask (a stale page, a forged
 * form) refuses the whole form with `formError`.
 */
export function validateBooking(
  values: Record<string, unknown>,
  errors: BookingFormErrors,
  lengths: LengthErrors,
  questions = 0,
): { ok: true; data: BookingInput } | { ok: false; fieldErrors: BookingFieldErrors; formError?: string } {
  const made = schemas.get(lengths) ?? [];
  schemas.set(lengths, made);
  const schema = made[questions] ?? bookingSchema(errors, lengths, questions);
  made[questions] = schema;
  // The optional answers left blank are simply not given.
  const given = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !(optionalAnswers.has(key) && String(value).trim() === "")),
  );
  const asked = new Set<string>(answerFields.slice(0, questions));
  if (Object.keys(given).some((key) => /^answer\d+$/.test(key) && !asked.has(key)))
    return { ok: false, fieldErrors: {}, formError: errors.unknownAnswer };
  const result = schema.safeParse(given);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: BookingFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BookingField;
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
