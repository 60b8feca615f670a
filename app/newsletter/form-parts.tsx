import { CircleAlert } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { Form } from "react-router";
import type { z } from "zod/mini";
import { buttonClass } from "#app/components/ui/button.tsx";
import { useEnhanced } from "#app/hooks/use-enhanced.ts";
import { describe, ErrorSummary, Field, inputClass, type SummaryItem } from "#app/sections/form-fields.tsx";
import type { NewsletterText } from "#common/content/newsletter.ts";
import { checkFields } from "#common/forms/newsletter-schema.ts";

/** What a newsletter, webinar or guide form's action answers, as its page receives it. */
export type FormOutcome = {
  ok: boolean;
  formError?: string;
  fieldErrors?: Partial<Record<string, string>>;
  values?: Record<string, string>;
};

/**
 * A newsletter, webinar or guide form's errors, as booking and contact show theirs. With JavaScript
 * the form skips the browser's bubbles (`noValidate`) and checks the same schema as the server before
 * it posts; a refusal, the browser's or the server's, lists each field in error, and the summary
 * takes focus. Without JavaScript the browser's own checks guard the form, and the server's answer
 * comes back as the same summary.
 */
export function useFormErrors<F extends string>({
  outcome,
  schema,
  summary,
  fields,
}: {
  outcome?: FormOutcome;
  /** The form's schema, the one the server checks it with. */
  schema: z.ZodMiniType;
  /** The summary's words when a field is wrong. */
  summary: string;
  /** The fields in the page's order, with the names the summary gives them. */
  fields: readonly (readonly [F, string])[];
}) {
  const [shown, setShown] = useState({ formError: outcome?.formError, fieldErrors: outcome?.fieldErrors ?? {} });
  // Bumped by every refusal, so the summary takes focus again even with the same words.
  const [round, setRound] = useState(0);
  const enhanced = useEnhanced();
  // A refusal from the server, without a reload: the page's action answered this form.
  useEffect(() => {
    if (!outcome || outcome.ok) return;
    setShown({ formError: outcome.formError, fieldErrors: outcome.fieldErrors ?? {} });
    setRound((count) => count + 1);
  }, [outcome]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const checked = checkFields<typeof schema, F>(schema, Object.fromEntries(new FormData(event.currentTarget)));
    if (checked.ok) return;
    event.preventDefault();
    setShown({ formError: summary, fieldErrors: checked.fieldErrors });
    setRound((count) => count + 1);
  }

  const errors: Partial<Record<string, string>> = shown.fieldErrors;
  const items: SummaryItem[] = fields.flatMap(([id, label]) => {
    const message = errors[id];
    return message ? [{ id, label, message }] : [];
  });
  return {
    errors,
    formProps: { noValidate: enhanced, onSubmit },
    summary: <ErrorSummary message={shown.formError} items={items} focusKey={round} />,
  };
}

/**
 * The newsletter box: never ticked in advance, with the exact words the consent ledger keeps.
 * Optional on a webinar or guide form (nothing depends on it); the point of the newsletter page.
 */
export function NewsletterBox({
  t,
  name,
  required = false,
  checked,
  error,
}: {
  t: NewsletterText;
  name: "newsletter" | "consent";
  required?: boolean;
  checked: boolean;
  error?: string;
}) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...describe(name, error ? { [name]: error } : {})}
          type="checkbox"
          value="yes"
          required={required}
          defaultChecked={checked}
          className="mt-1 size-5 shrink-0 rounded border-line accent-brand-600"
        />
        <label htmlFor={name} className="text-ink leading-relaxed">
          {t.consent.wording}
          {!required && <span className="text-muted text-sm"> {t.fields.optional}</span>}
        </label>
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-2 flex items-start gap-1.5 text-red-700 text-sm">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

/** A required one-line field of these forms, with its error beside it and the visitor's value kept. */
export function TextInput({
  name,
  label,
  type = "text",
  autoComplete,
  maxLength,
  hint,
  errors,
  values,
}: {
  name: string;
  label: string;
  type?: "text" | "email";
  autoComplete: string;
  maxLength: number;
  hint?: string;
  errors: Partial<Record<string, string>>;
  values: Record<string, string>;
}) {
  return (
    <Field name={name} label={label} hint={hint} error={errors[name]}>
      <input
        {...describe(name, errors, Boolean(hint))}
        className={inputClass}
        type={type}
        autoComplete={autoComplete}
        required
        maxLength={maxLength}
        defaultValue={values[name]}
      />
    </Field>
  );
}

/**
 * The button a link from an email lands on (confirm, unsubscribe): opening the link changes nothing,
 * since mail scanners follow links; the button posts its token to the page's own address.
 */
export function TokenButtonForm({ text, token, button }: { text: string; token: string; button: string }) {
  return (
    <Form method="post" className="mt-6">
      <p className="text-lg text-muted leading-relaxed">{text}</p>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className={buttonClass({ variant: "brand", size: "lg", className: "mt-8" })}>
        {button}
      </button>
    </Form>
  );
}
