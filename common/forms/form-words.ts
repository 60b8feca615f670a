import type { NewsletterText } from "#common/content/newsletter.ts";
import type { BookingFormErrors } from "./booking-schema";
import type { ContactErrors, LengthErrors } from "./contact-schema";

/**
 * What a public form's script needs to check it as the server will (issue 56): its schema's name and
 * the words of its messages, which the page carries as JSON beside the form, so the browser formats
 * nothing and loads no dictionary. The component writes it, `app/scripts/form.ts` reads it.
 */
export type FormRules =
  | { kind: "contact"; errors: ContactErrors; lengths: LengthErrors }
  | { kind: "signup" | "request"; errors: NewsletterText["errors"] }
  | { kind: "booking"; errors: BookingFormErrors; lengths: LengthErrors; questions: number };

export type FormWords = FormRules & {
  /** The summary's words when a field is wrong. */
  summary: string;
  /** Each field's name as the summary's links say it, in the page's order. */
  labels: Record<string, string>;
  /** Where a summary's link leads, for a field whose element has another id (booking's time). */
  anchors?: Record<string, string>;
  /** Where focus goes on a refusal: the first field in error, or the summary. */
  focus: "field" | "summary";
  /** The start of a refused form's page title (decision 095). */
  refusedTitle: string;
  /** The button's words while the form is on its way. */
  sending?: string;
  /** Said when the network failed after every retry (the forms sent in the background). */
  network?: string;
  /** Said when the server refused the form without naming a field. */
  invalid?: string;
};

/** The JSON a page carries, safe inside its `<script>` element whatever the words hold. */
export const wordsJson = (words: FormWords): string => JSON.stringify(words).replace(/</g, "\\u003c");
