import { formSignature } from "#server/leads/form-stamp.server.ts";

/** The FORM_SECRET of every server the tests and benchmarks start, so they can sign forms as the page does. */
export const testFormSecret = "form-secret-for-tests-and-benchmarks-only";

/** A valid contact submission, as the page's script sends it: key, signed render time, fields. */
export function leadBody(email: string, formKey = email, fields: Record<string, string> = {}): string {
  const renderedAt = Date.now() - 10_000;
  return new URLSearchParams({
    formKey,
    renderedAt: String(renderedAt),
    signature: formSignature(testFormSecret, formKey, renderedAt),
    website: "",
    firstName: "Test",
    lastName: "Durable",
    email,
    phone: "",
    company: "",
    topic: "demo",
    message: "Un message de test assez long.",
    consent: "yes",
    ...fields,
  }).toString();
}
