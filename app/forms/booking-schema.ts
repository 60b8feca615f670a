import { z } from "zod/mini";
import type { BookingErrors } from "../content/types";
import { type ContactErrors, contactSchema } from "./contact-schema";

/** The visitor's roles the booking form offers. */
export const bookingRoles = ["advisor", "mga", "other"] as const;
export type BookingRole = (typeof bookingRoles)[number];

export const bookingFields = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "company",
  "role",
  "advisors",
  "message",
  "consent",
  "start",
] as const;
export type BookingField = (typeof bookingFields)[number];
export type BookingFieldErrors = Partial<Record<BookingField, string>>;

const optionalAnswers = new Set(["phone", "advisors", "message"]);

export const advisorsLimit = { min: 1, max: 100_000 } as const;

export type BookingFormErrors = ContactErrors & BookingErrors;

/**
 * One schema for both sides. The fields the contact form also asks for are its own parsers, so a
 * name or an email address is held to the same rules on both forms.
 */
export function bookingSchema(errors: BookingFormErrors) {
  const contact = contactSchema(errors).shape;
  return z.object({
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: z.optional(contact.phone),
    company: z.pipe(contact.company, z.string({ error: errors.required })),
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

const schemas = new WeakMap<BookingFormErrors, ReturnType<typeof bookingSchema>>();

/** Validates raw form values; field errors carry the first message for each field. */
export function validateBooking(
  values: Record<string, unknown>,
  errors: BookingFormErrors,
): { ok: true; data: BookingInput } | { ok: false; fieldErrors: BookingFieldErrors } {
  let schema = schemas.get(errors);
  if (!schema) {
    schema = bookingSchema(errors);
    schemas.set(errors, schema);
  }
  // The optional answers left blank are simply not given.
  const given = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !(optionalAnswers.has(key) && String(value).trim() === "")),
  );
  const result = schema.safeParse(given);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: BookingFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as BookingField;
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
