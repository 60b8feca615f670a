import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { cn } from "#app/lib/cn.ts";
import {
  ConsentField,
  describe,
  ErrorSummary,
  Field,
  FieldError,
  FormGuards,
  FormScriptParts,
  inputClass,
  PersonFields,
} from "#app/sections/form-fields.tsx";
import { errorText } from "#common/content/errors.ts";
import {
  advisorsLimit,
  answerFields,
  type BookingFieldErrors,
  bookingFields,
  bookingRoles,
  questionLimits,
} from "#common/forms/booking-schema.ts";
import { limits } from "#common/forms/contact-schema.ts";
import type { FormWords } from "#common/forms/form-words.ts";
import { controlProps } from "#common/site/controls.ts";
import { type BookingPageData, bookingPageHref, dayHref } from "./booking-times";

/** What the page's action answers when it could not book: the form comes back with this. */
export type BookingOutcome = {
  ok: false;
  formError: string;
  fieldErrors?: BookingFieldErrors;
  values?: Record<string, string>;
  next?: { start: string; label: string; time: string }[];
};

/**
 * The visitor's details for the chosen time, as a plain POST form; sent back, the page opens at it.
 * With JavaScript, the form's script checks the same schema first (app/scripts/form.ts). A time lost
 * to someone faster comes back as a choice of the next free times, with every answer kept.
 */
export function BookingForm({ data, outcome }: { data: BookingPageData; outcome?: BookingOutcome }) {
  const { t, contact, errors: messages, chosen, move, questions } = data;
  const errors: BookingFieldErrors = outcome?.fieldErrors ?? {};
  const values = outcome?.values ?? {};
  const next = outcome?.next ?? [];
  const action = bookingPageHref(data, { time: chosen?.start });
  // Back to the chosen time's day, whose times are listed again.
  const changeHref = dayHref(data, data.day?.key);
  // Each field in error, named, as a link to it.
  const fieldNames: Record<string, string> = {
    ...contact.fields,
    ...t.fields,
    ...t.visitAids.summaryFields,
    ...Object.fromEntries(questions.map((question, index) => [answerFields[index], question])),
  };
  const anchors = { start: "details" };
  const inError = bookingFields.filter((field) => errors[field]);
  const words: FormWords = {
    kind: "booking",
    errors: messages,
    lengths: data.lengths,
    questions: questions.length,
    summary: messages.summary,
    labels: Object.fromEntries(bookingFields.map((field) => [field, fieldNames[field] ?? field])),
    anchors,
    focus: "field",
    refusedTitle: errorText[data.lang].refusedTitle,
    sending: t.sending,
  };
  return (
    <form
      // Moving a meeting sends only the new time: nothing for the script to check.
      {...(move ? {} : controlProps("form", "post"))}
      method="post"
      action={`${action}#details`}
      aria-labelledby="details"
      className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
    >
      <h2 id="details" tabIndex={-1} className="scroll-mt-28 font-bold text-2xl text-brand-900 focus:outline-none">
        {move ? t.chosen : t.detailsTitle}
      </h2>
      {chosen && !next.length && (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-brand-50 p-4">
          <CalendarClock aria-hidden className="size-5 text-brand-700" />
          <p className="text-ink">
            {!move && <span className="font-semibold">{t.chosen} </span>}
            <span className="first-letter:uppercase">{chosen.label}</span>
            {chosen.eastern && <span className="text-muted"> — {chosen.eastern}</span>}
          </p>
          <Link to={changeHref} className="font-semibold text-brand-600 underline">
            {t.change}
          </Link>
          <input type="hidden" name="start" value={chosen.start} />
          {data.meetingType && <input type="hidden" name="type" value={data.meetingType} />}
        </div>
      )}
      <ErrorSummary
        message={outcome?.formError}
        items={inError.map((field) => ({
          id: field === "start" ? anchors.start : field,
          label: fieldNames[field] ?? field,
          message: errors[field] ?? "",
        }))}
      />
      {!move && <FormScriptParts words={words} />}
      {next.length > 0 && (
        <fieldset className="mt-6">
          <legend className="font-semibold text-ink">{t.errors.takenChoose}</legend>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {next.map((time, index) => (
              <label
                key={time.start}
                className="flex min-h-11 items-center gap-3 rounded-lg border border-line px-4 py-2"
              >
                <input
                  type="radio"
                  name="start"
                  value={time.start}
                  required
                  defaultChecked={index === 0}
                  className="size-6 shrink-0 accent-brand-600"
                />
                <span className="first-letter:uppercase">{time.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <input type="hidden" name="timeZone" value={data.labelZone} />
      {move ? (
        <>
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="token" value={move.token} />
        </>
      ) : (
        <>
          <p className="mt-4 text-muted text-sm">{contact.requiredNote}</p>
          <FormGuards stamp={data.stamp} values={values} />
          <div className="mt-6 grid gap-5 sm:grid-cols-2">
            <PersonFields t={contact.fields} errors={errors} values={values} />
            <Field name="company" label={t.fields.company} error={errors.company}>
              <input
                {...describe("company", errors)}
                className={inputClass}
                autoComplete="organization"
                required
                maxLength={limits.company.max}
                defaultValue={values.company}
              />
            </Field>
            <Field
              name="advisors"
              label={t.fields.advisors}
              hint={t.fields.advisorsHint}
              error={errors.advisors}
              optional={contact.fields.optional}
            >
              <input
                {...describe("advisors", errors, true)}
                className={inputClass}
                type="number"
                inputMode="numeric"
                min={advisorsLimit.min}
                max={advisorsLimit.max}
                defaultValue={values.advisors}
              />
            </Field>
            <fieldset className="sm:col-span-2" aria-describedby={errors.role ? "role-error" : undefined}>
              <legend className="font-medium text-ink">{t.fields.role}</legend>
              <div className="mt-2 grid gap-2">
                {bookingRoles.map((role, index) => (
                  <label key={role} className="flex min-h-11 items-center gap-3">
                    <input
                      type="radio"
                      name="role"
                      value={role}
                      required
                      id={index === 0 ? "role" : undefined}
                      aria-invalid={errors.role ? true : undefined}
                      defaultChecked={values.role === role}
                      className="size-6 shrink-0 accent-brand-600"
                    />
                    {t.roles[role]}
                  </label>
                ))}
              </div>
              {errors.role && <FieldError name="role" message={errors.role} />}
            </fieldset>
            <div className="sm:col-span-2">
              <Field
                name="message"
                label={t.fields.message}
                hint={t.fields.messageHint}
                error={errors.message}
                optional={contact.fields.optional}
              >
                <Textarea
                  {...describe("message", errors, true)}
                  className={cn(inputClass, "min-h-28")}
                  rows={4}
                  maxLength={limits.message.max}
                  defaultValue={values.message}
                />
              </Field>
            </div>
            {questions.length > 0 && (
              <fieldset className="sm:col-span-2" aria-describedby="questions-purpose">
                <legend className="font-semibold text-ink">{t.questions.legend}</legend>
                <p id="questions-purpose" className="mt-1 text-muted text-sm">
                  {t.questions.purpose}
                </p>
                <div className="mt-4 grid gap-5">
                  {answerFields.slice(0, questions.length).map((name, index) => (
                    <Field
                      key={name}
                      name={name}
                      label={questions[index] ?? ""}
                      error={errors[name]}
                      optional={contact.fields.optional}
                    >
                      <Textarea
                        {...describe(name, errors)}
                        className={cn(inputClass, "min-h-20")}
                        rows={3}
                        maxLength={questionLimits.answer}
                        defaultValue={values[name]}
                      />
                    </Field>
                  ))}
                </div>
              </fieldset>
            )}
            <ConsentField t={contact.fields} errors={errors} values={values} />
          </div>
        </>
      )}
      <button
        type="submit"
        className={buttonClass({ variant: "brand", size: "lg", className: "mt-8 w-full sm:w-auto" })}
      >
        {move ? t.reschedule.submit : t.submit}
      </button>
    </form>
  );
}
