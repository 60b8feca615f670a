import { CheckCircle2 } from "lucide-react";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { useLang } from "#app/hooks/use-lang.ts";
import { cn } from "#app/lib/cn.ts";
import {
  ConsentField,
  describe,
  ErrorSummary,
  Field,
  FormGuards,
  FormScriptParts,
  inputClass,
  PersonFields,
} from "#app/sections/form-fields.tsx";
import { errorText } from "#common/content/errors.ts";
import type { ContactTopic, ContactForm as Text } from "#common/content/types.ts";
import type { LengthErrors } from "#common/forms/contact-schema.ts";
import {
  type ContactField,
  contactFields,
  contactTopics,
  type FieldErrors,
  limits,
} from "#common/forms/contact-schema.ts";
import type { FormWords } from "#common/forms/form-words.ts";
import { controlProps } from "#common/site/controls.ts";
import { pathOf } from "#common/site/pages.ts";

type FormOutcome = {
  ok: boolean;
  formError?: string;
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
};

/**
 * The contact form, a plain POST that works without JavaScript: the server answers it with the
 * confirmation, or with the form, its errors and every value kept. With JavaScript the form's script
 * (app/scripts/form.ts) checks it with the same schema, sends it in the background with retries, and
 * shows in its place the confirmation rendered here, hidden.
 */
export function ContactForm({
  t,
  lengths,
  stamp,
  topic,
  outcome,
}: {
  t: Text;
  /** The length errors with their bounds, written by the server (decision 103). */
  lengths: LengthErrors;
  /** The form's key and signed render time, from the server. */
  stamp: { formKey: string; renderedAt: number; signature: string };
  topic: ContactTopic;
  outcome?: FormOutcome;
}) {
  const lang = useLang();
  const sent = outcome?.ok === true;
  const errors: FieldErrors = outcome?.fieldErrors ?? {};
  const values = sent ? {} : (outcome?.values ?? {});
  const labels: Record<ContactField, string> = { ...t.fields, consent: t.fields.consentName };
  const words: FormWords = {
    kind: "contact",
    errors: t.errors,
    lengths,
    summary: t.errors.summary,
    labels: Object.fromEntries(contactFields.map((id) => [id, labels[id]])),
    focus: "field",
    refusedTitle: errorText[lang].refusedTitle,
    sending: t.sending,
    network: t.errors.network,
    invalid: t.errors.invalid,
  };
  const items = contactFields.flatMap((id) => {
    const message = errors[id];
    return message ? [{ id, label: labels[id], message }] : [];
  });

  const confirmation = (
    // biome-ignore lint/a11y/useSemanticElements: a status message, not the result of a calculation.
    <div
      {...controlProps("formSent")}
      hidden={!sent}
      tabIndex={-1}
      role="status"
      className="rounded-card border border-teal-100 bg-white p-8 text-center shadow-card"
    >
      <CheckCircle2 aria-hidden className="mx-auto size-12 text-teal-600" />
      <h2 className="mt-4 font-bold text-2xl text-brand-900">{t.success.title}</h2>
      <p className="mt-3 text-muted leading-relaxed">{t.success.text}</p>
      {/* Without JavaScript the link loads a fresh form; with it, the form comes back in place. */}
      <a
        {...controlProps("formAgain")}
        href={pathOf("contact", lang)}
        className={buttonClass({ variant: "outline", className: "mt-8" })}
      >
        {t.success.again}
      </a>
    </div>
  );
  if (sent) return confirmation;

  return (
    <div>
      <form
        {...controlProps("form", "fetch")}
        method="post"
        action={pathOf("contact", lang)}
        aria-labelledby="contact-form-title"
        className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
      >
        <h2 id="contact-form-title" className="font-bold text-2xl text-brand-900">
          {t.title}
        </h2>
        <p className="mt-2 text-muted">{t.intro}</p>
        <p className="mt-1 text-muted text-sm">{t.requiredNote}</p>

        <ErrorSummary message={outcome?.formError} items={items} />
        <FormScriptParts words={words} />

        <FormGuards stamp={stamp} values={values} />

        <div className="mt-6 grid gap-5 sm:grid-cols-2">
          <PersonFields t={t.fields} errors={errors} values={values} />
          <Field name="company" label={t.fields.company} error={errors.company} optional={t.fields.optional}>
            <input
              {...describe("company", errors)}
              className={inputClass}
              type="text"
              autoComplete="organization"
              maxLength={limits.company.max}
              defaultValue={values.company}
            />
          </Field>
          <Field name="topic" label={t.fields.topic} error={errors.topic}>
            {/* Always holds a topic, so `required` could never fail (and HTML wants an empty first option
              for it); the field is still announced as required. */}
            <select
              {...describe("topic", errors)}
              className={inputClass}
              aria-required="true"
              defaultValue={values.topic ?? topic}
            >
              {contactTopics.map((value) => (
                <option key={value} value={value}>
                  {t.topics[value]}
                </option>
              ))}
            </select>
          </Field>
          <div className="sm:col-span-2">
            <Field name="message" label={t.fields.message} hint={t.fields.messageHint} error={errors.message}>
              <Textarea
                {...describe("message", errors, true)}
                className={cn(inputClass, "min-h-36")}
                rows={6}
                required
                minLength={limits.message.min}
                maxLength={limits.message.max}
                defaultValue={values.message}
              />
            </Field>
          </div>
          <ConsentField t={t.fields} errors={errors} values={values} />
        </div>
        <button
          type="submit"
          className={buttonClass({ variant: "brand", size: "lg", className: "mt-8 w-full sm:w-auto" })}
        >
          {t.submit}
        </button>
      </form>
      {confirmation}
    </div>
  );
}
