import { CheckCircle2, CircleAlert } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { useEnhanced } from "#app/hooks/use-enhanced.ts";
import { useLang } from "#app/hooks/use-lang.ts";
import { useRefusedTitle } from "#app/hooks/use-refused-title.ts";
import { cn } from "#app/lib/cn.ts";
import { withRetry } from "#app/lib/retry.ts";
import { ConsentField, describe, Field, FormGuards, inputClass, PersonFields } from "#app/sections/form-fields.tsx";
import type { ContactTopic, ContactForm as Text } from "#common/content/types.ts";
import type { LengthErrors } from "#common/forms/contact-schema.ts";
import {
  contactFields,
  contactTopics,
  type FieldErrors,
  limits,
  validateContact,
} from "#common/forms/contact-schema.ts";
import { pathOf } from "#common/site/pages.ts";

type FormOutcome = {
  ok: boolean;
  formError?: string;
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
};

type Status = "idle" | "sending" | "sent" | "failed";

async function post(form: HTMLFormElement): Promise<{ status: number; body: FormOutcome }> {
  const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
  const response = await fetch(form.action, { method: "POST", headers: { Accept: "application/json" }, body });
  return { status: response.status, body: (await response.json()) as FormOutcome };
}

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
  const [status, setStatus] = useState<Status>(outcome?.ok ? "sent" : "idle");
  const [errors, setErrors] = useState<FieldErrors>(outcome?.fieldErrors ?? {});
  const [formError, setFormError] = useState(outcome?.ok ? undefined : outcome?.formError);
  // Until the script runs, the browser's own checks (from the same limits) guard the form.
  const enhanced = useEnhanced();
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const values = outcome?.ok ? {} : (outcome?.values ?? {});
  useRefusedTitle(Boolean(formError));

  // The confirmation takes focus when it appears; a fresh form gives it back to the first field.
  const again = useRef(false);
  useEffect(() => {
    if (status === "sent") doneRef.current?.focus();
    if (status === "idle" && again.current) formRef.current?.querySelector<HTMLElement>("[name=firstName]")?.focus();
    again.current = false;
  }, [status]);

  const focusFirstError = (found: FieldErrors) => {
    const first = contactFields.find((field) => found[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  // Errors from a server round trip without JavaScript land on the first field in error too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on first render.
  useEffect(() => focusFirstError(errors), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "sending") return;
    const form = event.currentTarget;
    const checked = validateContact(Object.fromEntries(new FormData(form)), t.errors, lengths);
    if (!checked.ok) {
      setErrors(checked.fieldErrors);
      setFormError(t.errors.summary);
      focusFirstError(checked.fieldErrors);
      return;
    }
    setErrors({});
    setFormError(undefined);
    setStatus("sending");
    try {
      const { body } = await withRetry(() => post(form));
      if (body.ok) {
        setStatus("sent");
        return;
      }
      setErrors(body.fieldErrors ?? {});
      setFormError(body.formError ?? t.errors.invalid);
      setStatus("idle");
      focusFirstError(body.fieldErrors ?? {});
    } catch {
      setFormError(t.errors.network);
      setStatus("failed");
    }
  }

  if (status === "sent") {
    return (
      // biome-ignore lint/a11y/useSemanticElements: a status message, not the result of a calculation.
      <div
        ref={doneRef}
        tabIndex={-1}
        role="status"
        className="rounded-card border border-teal-100 bg-white p-8 text-center shadow-card"
      >
        <CheckCircle2 aria-hidden className="mx-auto size-12 text-teal-600" />
        <h2 className="mt-4 font-bold text-2xl text-brand-900">{t.success.title}</h2>
        <p className="mt-3 text-muted leading-relaxed">{t.success.text}</p>
        <Link
          to={pathOf("contact", lang)}
          onClick={(event) => {
            // Without JavaScript the link loads a fresh form; here the form resets in place, as a
            // navigation to the same page would reload its data and could remount the form after
            // focus has moved to it.
            event.preventDefault();
            again.current = true;
            setStatus("idle");
          }}
          className={buttonClass({ variant: "outline", className: "mt-8" })}
        >
          {t.success.again}
        </Link>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={pathOf("contact", lang)}
      noValidate={enhanced}
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
    >
      <h2 id="contact-form-title" className="font-bold text-2xl text-brand-900">
        {t.title}
      </h2>
      <p className="mt-2 text-muted">{t.intro}</p>
      <p className="mt-1 text-muted text-sm">{t.requiredNote}</p>

      <div role="alert" className="empty:hidden">
        {formError && (
          <p className="mt-6 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
            {formError}
          </p>
        )}
      </div>

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
        aria-disabled={status === "sending" || undefined}
        className={buttonClass({ variant: "brand", size: "lg", className: "mt-8 w-full sm:w-auto" })}
      >
        {status === "sending" ? t.sending : t.submit}
      </button>
    </form>
  );
}
