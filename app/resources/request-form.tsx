import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClass } from "#app/components/ui/button.tsx";
import { type FormOutcome, NewsletterBox, TextInput, useFormErrors } from "#app/newsletter/form-parts.tsx";
import { FormGuards } from "#app/sections/form-fields.tsx";
import type { NewsletterText } from "#common/content/newsletter.ts";
import { type RequestField, requestLimits } from "#common/forms/newsletter-schema.ts";

export type Stamp = { formKey: string; renderedAt: number; signature: string };

/** The props a webinar's or gated guide's page gives its form: its loader and action supply them. */
export type RequestFormProps = {
  /** `newsletterText[lang]`, from the page's loader. */
  t: NewsletterText;
  /** `forms.newForm()`, from the page's loader. */
  stamp: Stamp;
  /** `download`: a gated guide's download link, its PDF's size in words ("Télécharger le guide (1,2 Mo)"). */
  item: { id: string; title: string; download?: string };
  /** The page's own address: the form posts to it, and its action answers. */
  action: string;
  /** What the action returned, if anything. */
  outcome?: FormOutcome;
};

/**
 * Name, work email and firm, the optional newsletter box, and why we ask: the form a webinar or a
 * gated guide shows. A plain POST that works without JavaScript; errors beside each field, and listed
 * in the summary above, as booking's.
 */
export function RequestForm({
  t,
  stamp,
  item,
  action,
  outcome,
  title,
  purpose,
  submit,
  done,
}: RequestFormProps & { title: string; purpose: string; submit: string; done: ReactNode }) {
  const { errors, formProps, summary } = useFormErrors<RequestField>({
    outcome,
    kind: "request",
    t,
    fields: [
      ["name", t.fields.name],
      ["email", t.fields.email],
      ["firm", t.fields.firm],
    ],
  });
  if (outcome?.ok) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: a status message, not the result of a calculation.
      <div role="status" className="rounded-card border border-teal-100 bg-white p-8 shadow-card">
        <CheckCircle2 aria-hidden className="size-10 text-teal-600" />
        <div className="mt-4 text-ink leading-relaxed">{done}</div>
      </div>
    );
  }
  const values = outcome?.values ?? {};
  const titleId = `request-${item.id}-title`;
  return (
    <form
      method="post"
      action={action}
      {...formProps}
      aria-labelledby={titleId}
      className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
    >
      <h2 id={titleId} className="font-bold text-2xl text-brand-900">
        {title}
      </h2>
      <p className="mt-2 text-muted">{item.title}</p>
      {summary}
      <FormGuards stamp={stamp} values={values} />
      <div className="mt-6 grid gap-5">
        <TextInput
          name="name"
          label={t.fields.name}
          autoComplete="name"
          maxLength={requestLimits.name}
          errors={errors}
          values={values}
        />
        <TextInput
          name="email"
          label={t.fields.email}
          type="email"
          autoComplete="work email"
          maxLength={requestLimits.email}
          hint={t.fields.workEmailHint}
          errors={errors}
          values={values}
        />
        <TextInput
          name="firm"
          label={t.fields.firm}
          autoComplete="organization"
          maxLength={requestLimits.firm}
          errors={errors}
          values={values}
        />
        <NewsletterBox t={t} name="newsletter" checked={values.newsletter === "yes"} />
        <p className="text-muted text-sm leading-relaxed">{purpose}</p>
      </div>
      <button
        type="submit"
        className={buttonClass({ variant: "brand", size: "lg", className: "mt-8 w-full sm:w-auto" })}
      >
        {submit}
      </button>
    </form>
  );
}
