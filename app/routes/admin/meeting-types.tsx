import { data, redirect } from "react-router";
import { adminPaths } from "../../../common/admin/paths";
import { bookingHref } from "../../../common/booking/paths";
import { questionLimits } from "../../../common/forms/booking-schema";
import {
  adminError,
  adminServices,
  field,
  requireAction,
  requireUser,
  revisionField,
} from "../../../server/auth/guard.server";
import {
  type MeetingTypeForm,
  meetingQuestions,
  meetingTypeChanges,
  type QuestionRow,
  questionLabelMax,
} from "../../../server/booking/meeting-type-form";
import type { MeetingQuestion, MeetingType } from "../../../server/booking/meeting-types.server";
import { AdminPage, Notice, Panel, PostForm, Problem, SubmitButton } from "../../admin/components/ui";
import type { Route } from "./+types/meeting-types";

function bookingOf(context: Route.LoaderArgs["context"]) {
  if (!context.booking) throw new Response("Booking service unavailable", { status: 503 });
  return context.booking;
}

/** Every meeting type with its settings, and the members who could take one. Admins only. */
export async function loader(args: Route.LoaderArgs) {
  const { t, lang } = await requireUser(args, "admin");
  const booking = bookingOf(args.context);
  const members = (await adminServices(args.context).auth.listUsers())
    .filter((user) => !user.disabledAt)
    .map((user) => ({ id: user.id, email: user.email }));
  const origin = new URL(args.request.url).origin;
  return {
    t: t.meetingTypes,
    lang,
    done: new URL(args.request.url).searchParams.get("done"),
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
  const booking = bookingOf(args.context);
  const slug = field(form, "slug");
  const current = await booking.types.get(slug);
  if (!current) throw adminError(400, lang, "badRequest");
  const revision = revisionField(form, lang);
  const english = form.getAll("questionEn").map(String);
  const rows = form.getAll("questionFr").map((fr, index) => ({ fr: String(fr), en: english[index] ?? "" }));
  const typed: MeetingTypeForm = {
    nameFr: field(form, "nameFr"),
    nameEn: field(form, "nameEn"),
    minutes: field(form, "minutes"),
    bufferMinutes: field(form, "bufferMinutes"),
    noticeMinutes: field(form, "noticeMinutes"),
    horizonDays: field(form, "horizonDays"),
    active: field(form, "active") === "yes",
    staffUserIds: form.getAll("staff").map(String),
  };
  const values: Shown = { ...typed, questions: rows };
  const refused = (problem: string, status: 400 | 409, shownRevision = revision) =>
    data({ problem, slug, revision: shownRevision, values }, { status });
  const questions = meetingQuestions(rows);
  if (!questions) return refused(t.meetingTypes.questionRows.invalid, 400);
  const changes = meetingTypeChanges(typed, questions);
  if (!changes) return refused(t.meetingTypes.invalid, 400);
  const saved = await booking.types.update(slug, changes, { revision, now: new Date() });
  // Saving again from this answer replaces the other admin's version: the form now carries theirs.
  if (saved === "stale") return refused(t.meetingTypes.stale, 409, current.revision);
  if (saved === "missing") throw adminError(400, lang, "badRequest");
  await adminServices(args.context).audit.record({
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

export default function MeetingTypes({ loaderData, actionData }: Route.ComponentProps) {
  const { t, lang, types, members, done, questionRows } = loaderData;
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 text-muted">{t.intro}</p>
      {done && <Notice>{t.saved}</Notice>}
      {types.map((type) => {
        const refused = actionData?.slug === type.slug ? actionData : undefined;
        const problem = refused?.problem;
        const shown = refused?.values ?? shownOf(type);
        const invalid = problem === t.invalid;
        const id = (name: string) => `${type.slug}-${name}`;
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
            <p className="mt-2 break-words text-muted">
              {t.link} <a href={type.link}>{type.link}</a>
            </p>
            {type.isDefault && <p className="mt-1 font-semibold text-ink">{t.isDefault}</p>}
            {/* Without script, the answer to a refused save opens at this type, its message first. */}
            <PostForm action={`${adminPaths.meetingTypes}#type-${type.slug}`}>
              <input type="hidden" name="slug" value={type.slug} />
              <input type="hidden" name="revision" value={refused?.revision ?? type.revision} />
              <NamedField id={id("nameFr")} name="nameFr" label={t.nameFr} value={shown.nameFr} invalid={invalid} />
              <NamedField id={id("nameEn")} name="nameEn" label={t.nameEn} value={shown.nameEn} invalid={invalid} />
              <NamedField id={id("minutes")} name="minutes" label={t.minutes} value={shown.minutes} number />
              <NamedField id={id("buffer")} name="bufferMinutes" label={t.buffer} value={shown.bufferMinutes} number />
              <NamedField id={id("notice")} name="noticeMinutes" label={t.notice} value={shown.noticeMinutes} number />
              <NamedField id={id("horizon")} name="horizonDays" label={t.horizon} value={shown.horizonDays} number />
              {!type.isDefault && (
                <div className="mt-5 flex items-start gap-3">
                  <input
                    id={id("active")}
                    type="checkbox"
                    name="active"
                    value="yes"
                    defaultChecked={shown.active}
                    aria-describedby={id("active-hint")}
                    className="mt-1 size-5"
                  />
                  <div>
                    <label htmlFor={id("active")} className="font-semibold text-brand-900">
                      {t.active}
                    </label>
                    <p id={id("active-hint")} className="text-muted text-sm">
                      {t.activeHint}
                    </p>
                  </div>
                </div>
              )}
              {type.isDefault && <input type="hidden" name="active" value="yes" />}
              <fieldset className="mt-5" aria-describedby={id("who-hint")}>
                <legend className="font-semibold text-brand-900">{t.who}</legend>
                <p id={id("who-hint")} className="mt-1 text-muted text-sm">
                  {t.whoHint}
                </p>
                {members.map((member) => (
                  <div key={member.id} className="mt-2 flex items-center gap-3">
                    <input
                      id={id(`staff-${member.id}`)}
                      type="checkbox"
                      name="staff"
                      value={member.id}
                      defaultChecked={shown.staffUserIds.includes(String(member.id))}
                      className="size-5"
                    />
                    <label htmlFor={id(`staff-${member.id}`)} className="break-all text-ink">
                      {member.email}
                    </label>
                  </div>
                ))}
              </fieldset>
              <QuestionRows
                t={t}
                slug={type.slug}
                questions={shown.questions}
                limits={questionRows}
                invalid={problem === t.questionRows.invalid}
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
 * The type's questions as a fixed number of rows, the empty ones to fill, so a question is added,
 * changed or taken off (emptied) without JavaScript; each row names its question in both languages.
 */
function QuestionRows({
  t,
  slug,
  questions,
  limits,
  invalid,
}: {
  t: { questions: string; questionRows: { hint: string; row: string; fr: string; en: string } };
  slug: string;
  questions: MeetingQuestion[];
  limits: { count: number; labelMax: number };
  invalid: boolean;
}) {
  const rows = Array.from({ length: limits.count }, (_, index) => questions[index] ?? { fr: "", en: "" });
  return (
    <fieldset className="mt-5" aria-describedby={`${slug}-questions-hint`}>
      <legend className="font-semibold text-brand-900">{t.questions}</legend>
      <p id={`${slug}-questions-hint`} className="mt-1 text-muted text-sm">
        {t.questionRows.hint}
      </p>
      {rows.map((question, index) => {
        const id = `${slug}-question-${index + 1}`;
        return (
          <fieldset key={id} className="mt-4 grid gap-3 sm:grid-cols-2">
            <legend className="font-medium text-ink">{t.questionRows.row.replace("{n}", String(index + 1))}</legend>
            {(["fr", "en"] as const).map((language) => (
              <div key={language}>
                <label htmlFor={`${id}-${language}`} className="block text-ink text-sm">
                  {t.questionRows[language]}
                </label>
                <input
                  id={`${id}-${language}`}
                  name={language === "fr" ? "questionFr" : "questionEn"}
                  type="text"
                  maxLength={limits.labelMax}
                  defaultValue={question[language]}
                  aria-invalid={invalid || undefined}
                  className="mt-1 block min-h-11 w-full rounded-md border border-muted bg-white px-3 text-ink"
                />
              </div>
            ))}
          </fieldset>
        );
      })}
    </fieldset>
  );
}

/** A labelled field whose id is unique on a page of several forms; numbers are whole and typed as such. */
function NamedField({
  id,
  name,
  label,
  value,
  number,
  invalid,
}: {
  id: string;
  name: string;
  label: string;
  value: string | number;
  number?: boolean;
  invalid?: boolean;
}) {
  return (
    <div className="mt-5">
      <label htmlFor={id} className="block font-semibold text-brand-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        required
        defaultValue={String(value)}
        aria-invalid={invalid || undefined}
        {...(number && { inputMode: "numeric" as const, pattern: "[0-9]+" })}
        className="mt-2 block min-h-11 w-full max-w-md rounded-md border border-muted bg-white px-3 text-ink"
      />
    </div>
  );
}
