import { data, redirect } from "react-router";
import {
  AdminPage,
  Checkbox,
  ErrorSummary,
  Field,
  FieldError,
  LabelledControl,
  Notice,
  Panel,
  PostForm,
  Problem,
  SubmitButton,
} from "#app/admin/components/ui.tsx";
import { useDocumentLang } from "#app/hooks/use-lang.ts";
import { meetingTypeForm } from "#common/admin/forms/meeting-types.ts";
import { memberLabels } from "#common/admin/member-names.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { bookingHref } from "#common/booking/paths.ts";
import { questionLimits } from "#common/forms/booking-schema.ts";
import { formatMessage, type Message } from "#common/site/message.ts";
import { adminError, formValue, requireAction, requireUser } from "#server/auth/guard.server.ts";
import {
  type MeetingTypeError,
  type MeetingTypeField,
  type MeetingTypeForm,
  meetingTypeChanges,
  type QuestionRow,
  questionLabelMax,
} from "#server/booking/meeting-type-form.ts";
import type { MeetingQuestion, MeetingType } from "#server/booking/meeting-types.server.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/meeting-types";

/**
 * Every meeting type with its settings, and the members who could take one: only those booking may
 * offer, never an editor (issue 46), each by name. Admins only.
 */
export async function loader(args: Route.LoaderArgs) {
  const { t, lang } = await requireUser(args, "admin");
  const booking = service(args.context, "booking");
  const members = memberLabels(await booking.store.hosts()).map(({ id, label }) => ({ id, label }));
  const origin = args.url.origin;
  return {
    t: t.meetingTypes,
    lang,
    done: args.url.searchParams.get("done"),
    members,
    // Given by the loader, so this page's script does not load the booking form's schema.
    questionRows: { count: questionLimits.count, labelMax: questionLabelMax },
    types: (await booking.types.list()).map((type) => ({
      ...type,
      link: `${origin}${bookingHref(lang, { type: type.isDefault ? undefined : type.slug })}`,
    })),
  };
}

/** A type's form as shown: its saved settings, or what the admin typed when the save was refused. */
type Shown = MeetingTypeForm & { questions: QuestionRow[] };

function shownOf(type: MeetingType): Shown {
  return {
    nameFr: type.name.fr,
    nameEn: type.name.en,
    minutes: String(type.minutes),
    bufferMinutes: String(type.bufferMinutes),
    noticeMinutes: String(type.noticeMinutes),
    horizonDays: String(type.horizonDays),
    active: type.active,
    staffUserIds: (type.staffUserIds ?? []).map(String),
    questions: type.questions,
  };
}

/**
 * Saves one type's settings and questions; anything out of bounds is a 400 that changes nothing. A
 * form made from a revision someone has saved over since is a 409 that changes nothing either
 * (decision 047). Both keep what the admin typed, with JavaScript or without. Audited.
 */
export async function action(args: Route.ActionArgs) {
  const { user, form, lang, t } = await requireAction(args, "admin");
  const booking = service(args.context, "booking");
  const { slug, revision, staff, questionFr, questionEn, ...settings } = formValue(form, meetingTypeForm, lang);
  const current = await booking.types.get(slug);
  if (!current) throw adminError(400, lang, "badRequest");
  const rows = questionFr.map((fr, index) => ({ fr, en: questionEn[index] ?? "" }));
  const typed: MeetingTypeForm = { ...settings, staffUserIds: staff };
  const values: Shown = { ...typed, questions: rows };
  // What was typed comes back with the answer, with the fields in error or the reason for a refusal.
  const refused = (
    status: 400 | 409,
    answer: { errors?: Partial<Record<MeetingTypeField, MeetingTypeError>>; problem?: string; revision?: number },
  ) => data({ errors: {}, ...answer, slug, revision: answer.revision ?? revision, values }, { status });
  const hosts = (await booking.store.hosts()).map((host) => host.id);
  const checked = meetingTypeChanges(typed, rows, hosts);
  if ("errors" in checked) return refused(400, { errors: checked.errors });
  const { changes } = checked;
  const saved = await booking.types.update(slug, changes, { revision, now: new Date() });
  // Saving again from this answer replaces the other admin's version: the form now carries theirs.
  if (saved === "stale") return refused(409, { problem: t.meetingTypes.stale, revision: current.revision });
  if (saved === "missing") throw adminError(400, lang, "badRequest");
  await service(args.context, "admin").audit.record({
    actor: { id: user.id, email: user.email },
    action: "meeting_type.update",
    target: { type: "meeting_type", id: slug },
    details: {
      minutes: changes.minutes,
      active: changes.active,
      staff: changes.staffUserIds === null ? "all" : changes.staffUserIds.join(","),
      questions: changes.questions.length,
    },
  });
  throw redirect(`${adminPaths.meetingTypes}?done=${encodeURIComponent(slug)}#type-${slug}`);
}

/** The form's fields in the order they show, each with its label: the summary lists them so. */
const fieldOrder: MeetingTypeField[] = [
  "nameFr",
  "nameEn",
  "minutes",
  "bufferMinutes",
  "noticeMinutes",
  "horizonDays",
  "staff",
  "questions",
];

export default function MeetingTypes({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, types, members, done, questionRows } = loaderData;
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 text-muted">{t.intro}</p>
      {done && <Notice>{t.saved}</Notice>}
      {types.map((type) => {
        const refused = actionData?.slug === type.slug ? actionData : undefined;
        const problem = refused?.problem;
        const errors = refused?.errors ?? {};
        const shown = refused?.values ?? shownOf(type);
        const id = (name: string) => `${type.slug}-${name}`;
        const message = (name: MeetingTypeField) => {
          const error = errors[name];
          return error && t.errors[error];
        };
        const labels: Record<MeetingTypeField, string> = {
          nameFr: t.nameFr,
          nameEn: t.nameEn,
          minutes: t.minutes,
          bufferMinutes: t.buffer,
          noticeMinutes: t.notice,
          horizonDays: t.horizon,
          staff: t.who,
          questions: t.questions,
        };
        // Each summary link leads to a control that takes the focus: the field, the hosts' group, the first question.
        const target = (name: MeetingTypeField) => id(name === "questions" ? "question-1-fr" : name);
        const inError = fieldOrder.flatMap((name) => {
          const text = message(name);
          return text ? [{ field: target(name), label: labels[name], message: text }] : [];
        });
        // The names, and the numbers (whole, typed as such).
        const field = (name: Exclude<MeetingTypeField, "staff" | "questions">) => (
          <Field
            key={name}
            id={id(name)}
            name={name}
            label={labels[name]}
            defaultValue={shown[name]}
            error={message(name)}
            required
            {...(name !== "nameFr" && name !== "nameEn" && { inputMode: "numeric" as const, pattern: "[0-9]+" })}
          />
        );
        return (
          <Panel key={type.slug} id={`type-${type.slug}`} title={type.name[lang]}>
            {problem && (
              <Problem
                current={
                  problem === t.stale
                    ? {
                        href: `${adminPaths.meetingTypes}?current=${encodeURIComponent(type.slug)}#type-${type.slug}`,
                        label: t.staleCurrent,
                      }
                    : undefined
                }
              >
                {problem}
              </Problem>
            )}
            {inError.length > 0 && <ErrorSummary title={t.invalid} errors={inError} />}
            <p className="mt-2 break-words text-muted">
              {t.link} <a href={type.link}>{type.link}</a>
            </p>
            {type.isDefault && <p className="mt-1 font-semibold text-ink">{t.isDefault}</p>}
            {/* Without script, the answer to a refused save opens at this type, its message first. */}
            <PostForm action={`${adminPaths.meetingTypes}#type-${type.slug}`}>
              <input type="hidden" name="slug" value={type.slug} />
              <input type="hidden" name="revision" value={refused?.revision ?? type.revision} />
              {(["nameFr", "nameEn", "minutes", "bufferMinutes", "noticeMinutes", "horizonDays"] as const).map(field)}
              {type.isDefault ? (
                <input type="hidden" name="active" value="yes" />
              ) : (
                <Checkbox
                  id={id("active")}
                  name="active"
                  value="yes"
                  label={t.active}
                  hint={t.activeHint}
                  checked={shown.active}
                />
              )}
              <Hosts
                id={id("staff")}
                legend={t.who}
                hint={t.whoHint}
                error={message("staff")}
                members={members}
                ticked={shown.staffUserIds}
              />
              <QuestionRows
                t={t}
                slug={type.slug}
                questions={shown.questions}
                limits={questionRows}
                error={message("questions")}
              />
              <SubmitButton>{t.save}</SubmitButton>
            </PostForm>
          </Panel>
        );
      })}
    </AdminPage>
  );
}

/**
 * The members who may take the type, ticked or not; its message, if any, is read with the group and
 * marks each box. The group takes the focus from the summary's link, even with no member to tick.
 */
function Hosts({
  id,
  legend,
  hint,
  error,
  members,
  ticked,
}: {
  id: string;
  legend: string;
  hint: string;
  error?: string;
  members: { id: number; label: string }[];
  ticked: string[];
}) {
  return (
    <fieldset id={id} tabIndex={-1} className="mt-5" aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}>
      <legend className="font-semibold text-brand-900">{legend}</legend>
      <p id={`${id}-hint`} className="mt-1 text-muted text-sm">
        {hint}
      </p>
      {members.map((member) => (
        <div key={member.id} className="mt-2 flex items-center gap-3">
          <input
            id={`${id}-${member.id}`}
            type="checkbox"
            name="staff"
            value={member.id}
            defaultChecked={ticked.includes(String(member.id))}
            aria-invalid={error ? true : undefined}
            className="size-5"
          />
          <label htmlFor={`${id}-${member.id}`} className="break-all text-ink">
            {member.label}
          </label>
        </div>
      ))}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </fieldset>
  );
}

/**
 * The type's questions as a fixed number of rows, the empty ones to fill, so a question is added,
 * changed or taken off (emptied) without JavaScript; each row names its question in both languages.
 */
function QuestionRows({
  t,
  slug,
  questions,
  limits,
  error,
}: {
  t: { questions: string; questionRows: { hint: string; row: Message<{ n: number }>; fr: string; en: string } };
  slug: string;
  questions: MeetingQuestion[];
  limits: { count: number; labelMax: number };
  error?: string;
}) {
  const lang = useDocumentLang();
  const rows = Array.from({ length: limits.count }, (_, index) => questions[index] ?? { fr: "", en: "" });
  const errorId = `${slug}-questions-error`;
  return (
    <fieldset
      className="mt-5"
      aria-describedby={error ? `${slug}-questions-hint ${errorId}` : `${slug}-questions-hint`}
    >
      <legend className="font-semibold text-brand-900">{t.questions}</legend>
      <p id={`${slug}-questions-hint`} className="mt-1 text-muted text-sm">
        {t.questionRows.hint}
      </p>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {rows.map((question, index) => {
        const id = `${slug}-question-${index + 1}`;
        return (
          <fieldset key={id} className="mt-4 grid gap-3 sm:grid-cols-2">
            <legend className="font-medium text-ink">
              {formatMessage(t.questionRows.row, lang, { n: index + 1 })}
            </legend>
            {(["fr", "en"] as const).map((language) => (
              <LabelledControl
                key={language}
                id={`${id}-${language}`}
                label={t.questionRows[language]}
                invalid={error !== undefined}
                className=""
                labelClassName="block text-ink text-sm"
              >
                {(described) => (
                  <input
                    id={`${id}-${language}`}
                    name={language === "fr" ? "questionFr" : "questionEn"}
                    type="text"
                    maxLength={limits.labelMax}
                    defaultValue={question[language]}
                    aria-invalid={described.invalid}
                    className="mt-1 block min-h-11 w-full rounded-md border border-muted bg-white px-3 text-ink"
                  />
                )}
              </LabelledControl>
            ))}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
