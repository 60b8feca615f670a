import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLang } from "#app/hooks/use-lang.ts";
import type { ContactForm as Text } from "#common/content/types.ts";
import { limits, phonePattern } from "#common/forms/contact-schema.ts";
import { type FormWords, wordsJson } from "#common/forms/form-words.ts";
import { controlProps } from "#common/site/controls.ts";
import { pathOf } from "#common/site/pages.ts";

/*
 * The fields every public form shares (contact, booking, newsletter, resource requests), apart from
 * the contact form itself, so a page with another form does not download the contact form's code.
 */

export const inputClass =
  "mt-2 block w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-ink shadow-sm placeholder:text-muted focus:border-brand-500 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-red-100";

export function Field({
  name,
  label,
  hint,
  error,
  optional,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={name} className="block font-medium text-ink">
        {label}
        {optional && <span className="font-normal text-muted text-sm"> {optional}</span>}
      </label>
      {hint && (
        <p id={`${name}-hint`} className="mt-1 text-muted text-sm">
          {hint}
        </p>
      )}
      {children}
      {error && <FieldError name={name} message={error} />}
    </div>
  );
}

/** A field's error, below it; the form's script writes the same markup from the page's template. */
export function FieldError({ name, message }: { name: string; message: string }) {
  return (
    <p id={name && `${name}-error`} className="mt-2 flex items-start gap-1.5 text-red-700 text-sm">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

/** The attributes that tie an input to its hint and error, for screen readers. */
export function describe(name: string, errors: Partial<Record<string, string>>, hasHint = false) {
  const ids = [hasHint && `${name}-hint`, errors[name] && `${name}-error`].filter(Boolean).join(" ");
  return { id: name, name, "aria-invalid": errors[name] ? true : undefined, "aria-describedby": ids || undefined };
}

/** A field in error as the summary lists it: the id of what to focus, its label and its message. */
export type SummaryItem = { id: string; label: string; message: string };

/**
 * A public form's errors, said at the top (booking, contact, newsletter, webinars, guides): the
 * message, then each field in error as a link to it, an anchor that works without JavaScript. The
 * form's script writes a refusal it finds, or the server answers it, into the same box, from the
 * template `FormScriptParts` leaves in the page, and moves focus (app/scripts/form.ts).
 */
export function ErrorSummary({ message, items = [] }: { message?: string; items?: SummaryItem[] }) {
  return (
    <div {...controlProps("formSummary")} tabIndex={-1} role="alert" className="empty:hidden focus:outline-none">
      {message && <SummaryBody message={message} items={items} />}
    </div>
  );
}

function SummaryBody({ message, items }: { message: string; items: SummaryItem[] }) {
  return (
    <div className="mt-6 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p>{message}</p>
        {items.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {items.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`} className="font-semibold underline">
                  {item.label}
                </a>
                {" — "}
                <span>{item.message}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * What a form's script needs beside the form (issue 56): its rules and words as JSON, and the markup
 * of a field's error and of the summary as templates, so the errors it finds look as the server's do.
 */
export function FormScriptParts({ words }: { words: FormWords }) {
  return (
    <>
      <script
        type="application/json"
        {...controlProps("formWords")}
        dangerouslySetInnerHTML={{ __html: wordsJson(words) }}
      />
      <template {...controlProps("formErrorTemplate")}>
        <FieldError name="" message="" />
      </template>
      <template {...controlProps("formSummaryTemplate")}>
        <SummaryBody message="" items={[{ id: "", label: "", message: "" }]} />
      </template>
    </>
  );
}

/**
 * What every public form carries besides its fields: its signed stamp, and a trap for robots. A form
 * sent back with errors keeps the stamp it was sent with, when the server returns it in `values`
 * (issue 52): the visitor correcting it is no robot, and their time counts from the first render.
 */
export function FormGuards({
  stamp: fresh,
  values = {},
}: {
  stamp: { formKey: string; renderedAt: number | string; signature: string };
  values?: Record<string, string>;
}) {
  const stamp = values.formKey
    ? { formKey: values.formKey, renderedAt: values.renderedAt ?? "", signature: values.signature ?? "" }
    : fresh;
  return (
    <>
      <input type="hidden" name="formKey" value={stamp.formKey} />
      <input type="hidden" name="renderedAt" value={stamp.renderedAt} />
      <input type="hidden" name="signature" value={stamp.signature} />
      {/* A trap for robots: hidden from people and from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="website">Website</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}

/** Who is writing: the fields the contact and booking forms share, held to the same limits. */
export function PersonFields({
  t,
  errors,
  values,
}: {
  t: Text["fields"];
  errors: Partial<Record<string, string>>;
  values: Record<string, string | undefined>;
}) {
  return (
    <>
      <Field name="firstName" label={t.firstName} error={errors.firstName}>
        <input
          {...describe("firstName", errors)}
          className={inputClass}
          type="text"
          autoComplete="given-name"
          required
          maxLength={limits.firstName.max}
          defaultValue={values.firstName}
        />
      </Field>
      <Field name="lastName" label={t.lastName} error={errors.lastName}>
        <input
          {...describe("lastName", errors)}
          className={inputClass}
          type="text"
          autoComplete="family-name"
          required
          maxLength={limits.lastName.max}
          defaultValue={values.lastName}
        />
      </Field>
      <Field name="email" label={t.email} hint={t.emailHint} error={errors.email}>
        <input
          {...describe("email", errors, true)}
          className={inputClass}
          type="email"
          autoComplete="email"
          required
          maxLength={limits.email.max}
          defaultValue={values.email}
        />
      </Field>
      <Field name="phone" label={t.phone} hint={t.phoneHint} error={errors.phone} optional={t.optional}>
        <input
          {...describe("phone", errors, true)}
          className={inputClass}
          type="tel"
          autoComplete="tel"
          pattern={phonePattern}
          maxLength={limits.phone.max}
          defaultValue={values.phone}
        />
      </Field>
    </>
  );
}

/** The consent every public form asks for, linking to the privacy policy. */
export function ConsentField({
  t,
  errors,
  values,
}: {
  t: Text["fields"];
  errors: Partial<Record<string, string>>;
  values: Record<string, string | undefined>;
}) {
  const lang = useLang();
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          {...describe("consent", errors)}
          type="checkbox"
          value="yes"
          required
          defaultChecked={values.consent === "yes"}
          className="mt-1 size-5 shrink-0 rounded border-line accent-brand-600"
        />
        <label htmlFor="consent" className="text-ink leading-relaxed">
          {t.consent}{" "}
          <Link to={pathOf("privacy", lang)} className="font-semibold text-brand-600 underline">
            {t.consentLink}
          </Link>
          .
        </label>
      </div>
      {errors.consent && <FieldError name="consent" message={errors.consent} />}
    </div>
  );
}

/**
 * A plain POST form that works without JavaScript. With it, the same schema checks first, the
 * request goes out in the background and survives a flaky network, and nothing typed is ever lost.
 */
