import { CircleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import type { NewsletterText } from "../../common/content/newsletter";
import { describe, Field, inputClass } from "../sections/form-fields";

/** What a newsletter, webinar or guide form's action answers, as its page receives it. */
export type FormOutcome = {
  ok: boolean;
  formError?: string;
  fieldErrors?: Partial<Record<string, string>>;
  values?: Record<string, string>;
};

/**
 * The form's error, said at the top. Once the script runs it takes focus, so a keyboard or screen
 * reader user starts from it; the fields in error say what is wrong beside them.
 */
export function ErrorSummary({ message }: { message?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="empty:hidden focus:outline-none">
      {message && (
        <p className="mt-6 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          {message}
        </p>
      )}
    </div>
  );
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
