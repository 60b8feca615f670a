import { buttonClass } from "#app/components/ui/button.tsx";
import { useLang } from "#app/hooks/use-lang.ts";
import {
  describe,
  ErrorSummary,
  Field,
  FieldError,
  FormScriptParts,
  inputClass,
  type SummaryItem,
} from "#app/sections/form-fields.tsx";
import { errorText } from "#common/content/errors.ts";
import type { NewsletterText } from "#common/content/newsletter.ts";
import type { FormWords } from "#common/forms/form-words.ts";
import { controlProps } from "#common/site/controls.ts";

/** What a newsletter, webinar or guide form's action answers, as its page receives it. */
export type FormOutcome = {
  ok: boolean;
  formError?: string;
  fieldErrors?: Partial<Record<string, string>>;
  values?: Record<string, string>;
};

/**
 * A newsletter, webinar or guide form's errors, as booking and contact show theirs: each field in
 * error marked and listed in the summary, which takes focus. Without JavaScript the browser's own
 * checks guard the form and the server's answer comes back as this summary; with it, the form's
 * script (app/scripts/form.ts) checks the same schema as the server first, from the words given here.
 */
export function useFormErrors<F extends string>({
  outcome,
  kind,
  t,
  fields,
}: {
  outcome?: FormOutcome;
  /** The form's schema, the one the server checks it with. */
  kind: "signup" | "request";
  t: NewsletterText;
  /** The fields in the page's order, with the names the summary gives them. */
  fields: readonly (readonly [F, string])[];
}) {
  const lang = useLang();
  const errors: Partial<Record<string, string>> = outcome?.fieldErrors ?? {};
  const items: SummaryItem[] = fields.flatMap(([id, label]) => {
    const message = errors[id];
    return message ? [{ id, label, message }] : [];
  });
  const words: FormWords = {
    kind,
    errors: t.errors,
    summary: t.errors.summary,
    labels: Object.fromEntries(fields),
    focus: "summary",
    refusedTitle: errorText[lang].refusedTitle,
    sending: t.sending,
  };
  return {
    errors,
    formProps: controlProps("form", "post"),
    summary: (
      <>
        <ErrorSummary message={outcome?.formError} items={items} />
        <FormScriptParts words={words} />
      </>
    ),
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
      {error && <FieldError name={name} message={error} />}
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
    <form method="post" className="mt-6">
      <p className="text-lg text-muted leading-relaxed">{text}</p>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className={buttonClass({ variant: "brand", size: "lg", className: "mt-8" })}>
        {button}
      </button>
    </form>
  );
}
