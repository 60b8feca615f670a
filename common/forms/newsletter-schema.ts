import { z } from "zod/mini";

z.config({ jitless: true });

import type { NewsletterText } from "#common/content/newsletter.ts";

/**
 * The newsletter signup, and the form a webinar or a gated guide asks for (name, work email, firm,
 * and the optional newsletter box). The limits are the browser's native constraints too.
 */
export const requestLimits = { name: 200, email: 254, firm: 150 } as const;

type Errors = NewsletterText["errors"];
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const control = /[\u0000-\u001f\u007f-\u009f]/;

/** A one-line field, named in its message when left empty. */
function line(errors: Errors, field: keyof Errors["required"], max: number) {
  return z.string({ error: errors.required[field] }).check(
    z.normalize("NFC"),
    z.trim(),
    z.refine((value: string) => value.length > 0, { error: errors.required[field], abort: true }),
    z.refine((value: string) => !control.test(value), { error: errors.invalid }),
    z.refine((value: string) => value.length <= max, { error: errors.tooLong }),
  );
}

const email = (errors: Errors) => z.pipe(line(errors, "email", requestLimits.email), z.email({ error: errors.email }));

export function signupSchema(errors: Errors) {
  return z.object({ email: email(errors), consent: z.literal("yes", { error: errors.consent }) });
}

export function requestSchema(errors: Errors) {
  return z.object({
    name: line(errors, "name", requestLimits.name),
    email: email(errors),
    firm: line(errors, "firm", requestLimits.firm),
    // The newsletter box: optional, and nothing else depends on it.
    newsletter: z.optional(z.string()),
  });
}

export type SignupField = "email" | "consent";
export type RequestField = "name" | "email" | "firm";
export type FieldErrorsOf<F extends string> = Partial<Record<F, string>>;

/** Raw values checked by a schema; field errors carry the first message for each field. */
export function checkFields<S extends z.ZodMiniType, F extends string>(
  schema: S,
  values: Record<string, unknown>,
): { ok: true; data: z.output<S> } | { ok: false; fieldErrors: FieldErrorsOf<F> } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: FieldErrorsOf<F> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F;
    fieldErrors[field] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}
