// Zod Mini: the same parsers as Zod's chained API, as functions a bundle keeps only when it uses them.
import { z } from "zod/mini";

// Zod would otherwise probe for eval() to compile parsers, which the Content-Security-Policy forbids.
z.config({ jitless: true });

import type { ContactForm, ContactTopic, LeadTopic } from "#common/content/types.ts";

export const contactTopics = ["demo", "expert", "mga", "careers", "support"] as const satisfies readonly ContactTopic[];
/** Every topic a lead may have: the contact form's, and a gated guide's request. */
export const leadTopics = [...contactTopics, "guide"] as const satisfies readonly LeadTopic[];

/** The limits, also given to the browser as native constraints before any script runs. */
export const limits = {
  firstName: { min: 1, max: 100 },
  lastName: { min: 1, max: 100 },
  email: { min: 1, max: 254 },
  phone: { max: 40 },
  company: { max: 150 },
  message: { min: 10, max: 5000 },
} as const;

/** North American numbers, however they are written: +1 (514) 555-0123, 514.555.0123, 5145550123 poste 12. */
export const phonePattern = String.raw`(\+?1[\s.\-]?)?\(?\d{3}\)?[\s.\-]?\d{3}[\s.\-]?\d{4}(\s*(x|ext\.?|poste)\s*\d{1,6})?`;
const phoneRegex = new RegExp(`^${phonePattern}$`, "i");

/** C0 and C1 controls; a message may still hold line breaks and tabs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const controlInLine = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
export const controlInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export type ContactErrors = ContactForm["errors"];
export const contactFields = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "company",
  "topic",
  "message",
  "consent",
] as const;
export type ContactField = (typeof contactFields)[number];

/** The fields with a length limit, and a booking's answers to its questions. */
export type LengthField = keyof typeof limits | "answer";
/**
 * Each field's length errors with its bounds in words. The server writes them (length-errors.server.ts)
 * and a page's loader hands them on, so no public page loads a message formatter (decision 103).
 */
export type LengthErrors = Record<LengthField, { tooShort: string; tooLong: string }>;

/** One schema for both sides: the browser checks first, the server has the last word. */
export function contactSchema(errors: ContactErrors, lengths: LengthErrors) {
  const text = (field: keyof typeof limits, { multiline = false } = {}) => {
    const { max } = limits[field];
    const min = "min" in limits[field] ? (limits[field] as { min: number }).min : 0;
    return z.string({ error: errors.required[field] }).check(
      z.normalize("NFC"),
      z.trim(),
      z.refine((value: string) => !(multiline ? controlInText : controlInLine).test(value), { error: errors.control }),
      z.refine((value: string) => value.length >= min, {
        error: min <= 1 ? errors.required[field] : lengths[field].tooShort,
        abort: true,
      }),
      z.refine((value: string) => value.length <= max, { error: lengths[field].tooLong }),
    );
  };
  const optional = (field: keyof typeof limits, check?: { test: (value: string) => boolean; error: string }) =>
    z.pipe(
      text(field).check(
        z.refine((value: string) => value === "" || !check || check.test(value), { error: check?.error }),
      ),
      z.transform((value: string) => (value === "" ? null : value)),
    );

  return z.object({
    firstName: text("firstName"),
    lastName: text("lastName"),
    email: z.pipe(text("email"), z.email({ error: errors.email })),
    phone: optional("phone", { test: (value) => phoneRegex.test(value), error: errors.phone }),
    company: optional("company"),
    topic: z.enum(contactTopics, { error: errors.topic }),
    message: text("message", { multiline: true }),
    consent: z.literal("yes", { error: errors.consent }),
  });
}

export type ContactInput = z.output<ReturnType<typeof contactSchema>>;
export type FieldErrors = Partial<Record<ContactField, string>>;

/** Building a schema costs far more than using one: one per language's length errors, made once. */
const schemas = new WeakMap<LengthErrors, ReturnType<typeof contactSchema>>();

/** Validates raw form values; field errors carry the first message for each field. */
export function validateContact(
  values: Record<string, unknown>,
  errors: ContactErrors,
  lengths: LengthErrors,
): { ok: true; data: ContactInput } | { ok: false; fieldErrors: FieldErrors } {
  let schema = schemas.get(lengths);
  if (!schema) {
    schema = contactSchema(errors, lengths);
    schemas.set(lengths, schema);
  }
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
