import { type ReactNode, useEffect, useRef } from "react";
import { useRouteLoaderData } from "react-router";
import type { adminLayoutData } from "#app/admin/layout-data.server.ts";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { useRefusedTitle } from "#app/hooks/use-refused-title.ts";
import { adminLayoutId } from "#common/admin/paths.ts";

/** The back-office layout's data: language, chrome strings, the user and their form token. */
export function useAdmin() {
  const data = useRouteLoaderData<typeof adminLayoutData>(adminLayoutId);
  if (!data) throw new Error("useAdmin outside the back-office layout");
  return data;
}

/** A page's title (tab and h1), hoisted into the head by React; back-office pages are never indexed. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  const { chrome } = useAdmin();
  return (
    <>
      <title>{`${title} – ${chrome.titleSuffix}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className="font-bold text-2xl text-brand-900 sm:text-3xl">{title}</h1>
      {children}
    </>
  );
}

/** The session's CSRF token: every back-office POST form carries it. */
export function CsrfField() {
  const { csrfToken } = useAdmin();
  return csrfToken ? <input type="hidden" name="csrf" value={csrfToken} /> : null;
}

export function Notice({ children }: { children: ReactNode }) {
  return <output className="mt-6 block rounded-md border border-teal-500 bg-teal-50 p-4 text-ink">{children}</output>;
}

/**
 * A refused submission's message. With `current` (a save refused because another was saved since,
 * decision 047), it ends with a link that loads the current version, and takes the focus once a
 * script shows it, so the reader starts there: no field is to blame. Not with `autoFocus`: React
 * writes that attribute on client renders too, and Chrome then took the focus back from where the
 * reader had tabbed on. Without script, the page that answers shows it at the top of where it opens.
 */
export function Problem({
  id,
  current,
  children,
}: {
  id?: string;
  current?: { href: string; label: string };
  children: ReactNode;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  const focus = current !== undefined;
  // Every refusal shown here has no ErrorSummary: the title says it, as a summary's does (decision 095).
  useRefusedTitle(true);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <p
      ref={ref}
      id={id}
      role="alert"
      tabIndex={focus ? -1 : undefined}
      className="mt-6 rounded-md border border-accent-700 bg-accent-100 p-4 text-ink"
    >
      {children}
      {current && (
        <>
          {" "}
          {/* A whole load, not React Router's: the current version replaces what was typed. */}
          <a href={current.href} className="font-semibold text-brand-700 underline">
            {current.label}
          </a>
        </>
      )}
    </p>
  );
}

/** A form's answer, and the panel it shows in. */
export type PanelAnswer<P extends string> =
  | { panel: P; notice: string }
  | { panel: P; problem: string; current?: { href: string; label: string } };

/**
 * A page of several panels whose forms each post to their own panel's heading (decision 049), so
 * that with or without script the answer opens where the reader acted, and the next Tab reaches
 * what it offers. A redirect keeps the fragment. `"top"` is the page itself, which opens at its start.
 * A table row's cell of buttons is a panel too: the cell rather than the row, since on a phone the
 * table scrolls sideways to it. A notice may end with `more`, such as a link to pass on.
 */
export function panelForms<P extends string>(
  page: string,
  answers: readonly ((PanelAnswer<P> & { more?: ReactNode }) | undefined)[],
) {
  return {
    actionOf: (panel: P | "top") => (panel === "top" ? page : `${page}#${panel}`),
    answerIn: (panel: P | "top") =>
      answers.map(
        (answer) =>
          answer?.panel === panel &&
          ("notice" in answer ? (
            <Notice key={answer.notice}>
              {answer.notice}
              {answer.more}
            </Notice>
          ) : (
            <Problem key={answer.problem} current={answer.current}>
              {answer.problem}
            </Problem>
          )),
      ),
  };
}

type FieldProps = {
  name: string;
  label: string;
  /** The control's id, when the page holds several forms with the same field names; `name` otherwise. */
  id?: string;
  type?: "text" | "email" | "password" | "date" | "search" | "url" | "datetime-local" | "number" | "file";
  hint?: string;
  /** What is wrong with what was typed, shown under the control and read with it; marks it invalid. */
  error?: string;
  autoComplete?: string;
  defaultValue?: string;
  inputMode?: "numeric";
  required?: boolean;
  pattern?: string;
  min?: string;
  maxLength?: number;
  invalid?: boolean;
  /** The first field in error after a submit takes the focus, so the reader starts there. */
  autoFocus?: boolean;
  accept?: string;
  /** The block's own spacing, the label's and the control's look, where a screen lays fields out otherwise. */
  className?: string;
  labelClassName?: string;
  controlClassName?: string;
};

/** What ties a control to its hint and its error, for screen readers. */
type Described = { describedBy: string | undefined; invalid: true | undefined };

/**
 * A control under its label, its hint and its error read with it by screen readers: the control gets
 * the id, the describedby and the aria-invalid it must carry.
 */
export function LabelledControl({
  id,
  label,
  hint,
  error,
  invalid,
  className = "mt-5",
  labelClassName = "block font-semibold text-brand-900",
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  invalid?: boolean;
  className?: string;
  labelClassName?: string;
  children: (described: Described) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-muted text-sm">
          {hint}
        </p>
      )}
      {children({ describedBy, invalid: invalid || error ? true : undefined })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/** A field's own message, under it; its id is named by the control's aria-describedby. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-2 font-semibold text-red-700 text-sm">
      {children}
    </p>
  );
}

/** The classes of a back-office text input, select or date. */
export const controlClass = "mt-2 block min-h-11 w-full max-w-md rounded-md border border-muted bg-white px-3 text-ink";

/** A labelled input, its hint and error read with it by screen readers. */
export function Field({
  name,
  id = name,
  label,
  type = "text",
  hint,
  error,
  invalid,
  className,
  labelClassName,
  controlClassName = controlClass,
  ...input
}: FieldProps) {
  return (
    <LabelledControl
      id={id}
      label={label}
      hint={hint}
      error={error}
      invalid={invalid}
      className={className}
      labelClassName={labelClassName}
    >
      {(described) => (
        <input
          id={id}
          name={name}
          type={type}
          aria-describedby={described.describedBy}
          aria-invalid={described.invalid}
          className={controlClassName}
          {...input}
        />
      )}
    </LabelledControl>
  );
}

/**
 * A refused form's summary, as booking's (issue 46): what to do, then each field in error as a link
 * to it with its message. It takes the focus once shown, with script; without, the page that answers
 * opens at it.
 */
export function ErrorSummary({
  id,
  title,
  errors,
}: {
  id?: string;
  title: string;
  errors: { field: string; label: string; message: string }[];
}) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = errors.map((error) => error.field).join(" ");
  useRefusedTitle(errors.length > 0);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return (
    <div
      ref={ref}
      id={id}
      role="alert"
      tabIndex={-1}
      className="mt-6 scroll-mt-28 rounded-md border border-accent-700 bg-accent-100 p-4 text-ink"
    >
      <p className="font-semibold">{title}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {errors.map((error) => (
          // A field may be in error for several reasons, each its own line.
          <li key={`${error.field} ${error.message}`}>
            <a
              href={`#${error.field}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(error.field)?.focus();
              }}
              className="font-semibold text-brand-700 underline"
            >
              {error.label}
            </a>
            {" — "}
            {error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * An authenticator's six-digit code, "123 456" with its space too; in error, it takes the focus.
 * Browsers and password managers fill it as a one-time code.
 */
export function CodeField({
  label,
  hint,
  required = true,
  invalid,
}: {
  label: string;
  hint: string;
  required?: boolean;
  invalid?: boolean;
}) {
  return (
    <Field
      name="code"
      label={label}
      hint={hint}
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]{3} ?[0-9]{3}"
      required={required}
      invalid={invalid}
      autoFocus={invalid}
    />
  );
}

/** A labelled multi-line text, its hint and error read with it by screen readers. */
export function TextAreaField({
  name,
  id = name,
  rows = 6,
  defaultValue,
  required,
  maxLength,
  controlClassName = "mt-2 block w-full rounded-md border border-muted bg-white p-3 font-mono text-ink text-sm",
  ...labelled
}: {
  name: string;
  id?: string;
  label: string;
  hint?: string;
  error?: string;
  invalid?: boolean;
  rows?: number;
  defaultValue?: string;
  required?: boolean;
  maxLength?: number;
  controlClassName?: string;
}) {
  return (
    <LabelledControl id={id} {...labelled}>
      {(described) => (
        <Textarea
          id={id}
          name={name}
          rows={rows}
          required={required}
          maxLength={maxLength}
          defaultValue={defaultValue}
          aria-describedby={described.describedBy}
          aria-invalid={described.invalid}
          className={controlClassName}
        />
      )}
    </LabelledControl>
  );
}

/** A labelled choice among fixed options; the first option may be an empty "any". */
export function SelectField({
  name,
  id = name,
  options,
  defaultValue,
  any,
  required,
  controlClassName = controlClass,
  ...labelled
}: {
  name: string;
  id?: string;
  label: string;
  hint?: string;
  error?: string;
  /** An option in another language than the page's says which (a list of languages). */
  options: { value: string; label: string; lang?: string }[];
  defaultValue?: string;
  any?: string;
  required?: boolean;
  className?: string;
  labelClassName?: string;
  controlClassName?: string;
}) {
  return (
    <LabelledControl id={id} {...labelled}>
      {(described) => (
        <select
          id={id}
          name={name}
          defaultValue={defaultValue}
          required={required}
          aria-describedby={described.describedBy}
          aria-invalid={described.invalid}
          className={controlClassName}
        >
          {any !== undefined && <option value="">{any}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
}

/** A choice to turn on or off, its hint read with it by screen readers. */
export function Checkbox({
  name,
  id = name,
  label,
  hint,
  checked,
  value,
}: {
  name: string;
  /** The box's id, when the page holds several forms with the same field names; `name` otherwise. */
  id?: string;
  label: string;
  hint: string;
  checked: boolean;
  /** What the form sends when it is ticked; the browser's "on" if not given. */
  value?: string;
}) {
  return (
    <div className="mt-4 flex gap-3">
      <input
        id={id}
        name={name}
        type="checkbox"
        value={value}
        defaultChecked={checked}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-6 shrink-0"
      />
      <div>
        <label htmlFor={id} className="font-semibold text-brand-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-muted text-sm">
          {hint}
        </p>
      </div>
    </div>
  );
}

export function SubmitButton({
  children,
  name,
  value,
  formAction,
}: {
  children: ReactNode;
  name?: string;
  value?: string;
  /** Where this button sends its form, when not where the form's other buttons do. */
  formAction?: string;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      formAction={formAction}
      className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
    >
      {children}
    </button>
  );
}

/** A POST form of the back office: plain HTML that works without JavaScript, with the CSRF token. */
export function PostForm({
  children,
  action,
  className,
  encType,
  noValidate,
}: {
  children: ReactNode;
  action?: string;
  className?: string;
  /** Forms that send a file say so. */
  encType?: "multipart/form-data";
  /** Once a script runs, a form the server checks whole: every error comes back at once, not a bubble at a time. */
  noValidate?: boolean;
}) {
  return (
    <form method="post" action={action} className={className} encType={encType} noValidate={noValidate}>
      <CsrfField />
      {children}
    </form>
  );
}

/**
 * One button acting on one item of a list (remove a calendar, end a session): a form that posts the
 * intent and the item's key. The visible label is short; the screen reader also hears which item,
 * either after the label (`item`) or instead of it (`ariaLabel`).
 */
export function ItemButton({
  action,
  intent,
  keyName = "id",
  keyValue,
  label,
  item,
  ariaLabel,
  fields = {},
  className,
}: {
  action?: string;
  intent: string;
  keyName?: string;
  keyValue: string | number;
  label: string;
  item?: string;
  ariaLabel?: string;
  /** What else the intent needs, sent as hidden fields. */
  fields?: Record<string, string>;
  className?: string;
}) {
  return (
    <PostForm action={action} className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={keyName} value={keyValue} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        aria-label={ariaLabel}
        className="min-h-11 rounded-full border border-brand-600 px-4 font-semibold text-brand-700"
      >
        {label}
        {item && <span className="sr-only"> {item}</span>}
      </button>
    </PostForm>
  );
}

/**
 * A card of the page with its own heading, which names the region for screen readers. With `focus`,
 * the heading takes the focus once shown with script, so the reader starts there (a panel a link
 * opened far below it); without script, the link goes to the heading's fragment, which does the same.
 */
export function Panel({
  id,
  title,
  focus = false,
  children,
}: {
  id: string;
  title: string;
  focus?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section className="mt-8 max-w-3xl rounded-card border border-line bg-white p-5" aria-labelledby={id}>
      <h2 ref={heading} id={id} tabIndex={focus ? -1 : undefined} className="font-semibold text-brand-900 text-lg">
        {title}
      </h2>
      {children}
    </section>
  );
}
