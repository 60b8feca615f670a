import { CheckCircle2 } from "lucide-react";
import { buttonClass } from "#app/components/ui/button.tsx";
import { FormGuards } from "#app/sections/form-fields.tsx";
import type { NewsletterText } from "#common/content/newsletter.ts";
import { requestLimits, type SignupField } from "#common/forms/newsletter-schema.ts";
import { type FormOutcome, NewsletterBox, TextInput, useFormErrors } from "./form-parts";

type Stamp = { formKey: string; renderedAt: number; signature: string };

/** The newsletter page's form: an address and the box. A plain POST that works without JavaScript. */
export function SignupForm({
  t,
  stamp,
  action,
  outcome,
}: {
  t: NewsletterText;
  stamp: Stamp;
  action: string;
  outcome?: FormOutcome;
}) {
  const { errors, formProps, summary } = useFormErrors<SignupField>({
    outcome,
    kind: "signup",
    t,
    fields: [
      ["email", t.fields.email],
      ["consent", t.fields.consent],
    ],
  });
  if (outcome?.ok) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: a status message, not the result of a calculation.
      <div role="status" className="rounded-card border border-teal-100 bg-white p-8 shadow-card">
        <CheckCircle2 aria-hidden className="size-10 text-teal-600" />
        <h2 className="mt-4 font-bold text-2xl text-brand-900">{t.sent.title}</h2>
        <p className="mt-3 text-muted leading-relaxed">{t.sent.text}</p>
      </div>
    );
  }
  const values = outcome?.values ?? {};
  return (
    <form
      method="post"
      action={action}
      {...formProps}
      aria-labelledby="newsletter-form-title"
      className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
    >
      <h2 id="newsletter-form-title" className="font-bold text-2xl text-brand-900">
        {t.formTitle}
      </h2>
      {summary}
      <FormGuards stamp={stamp} values={values} />
      <div className="mt-6 grid gap-5">
        <TextInput
          name="email"
          label={t.fields.email}
          type="email"
          autoComplete="email"
          maxLength={requestLimits.email}
          errors={errors}
          values={values}
        />
        <NewsletterBox t={t} name="consent" required checked={values.consent === "yes"} error={errors.consent} />
        <p className="text-muted text-sm leading-relaxed">{t.purpose}</p>
      </div>
      <button
        type="submit"
        className={buttonClass({ variant: "brand", size: "lg", className: "mt-8 w-full sm:w-auto" })}
      >
        {t.submit}
      </button>
    </form>
  );
}
