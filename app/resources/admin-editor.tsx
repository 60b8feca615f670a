import { type FormEvent, type ReactNode, useRef } from "react";
import {
  ErrorSummary,
  Field,
  Panel,
  PostForm,
  SelectField,
  SubmitButton,
  TextAreaField,
} from "#app/admin/components/ui.tsx";
import type { AdminDictionary } from "#common/admin/content/types.ts";
import { type EditorTimeZone, editorTimeZones, slugFromTitle } from "#common/resources/editor.ts";
import { type ResourceFormField, resourceFormFields, resourceKinds } from "#common/resources/kinds.ts";
import { languages } from "#common/site/pages.ts";
import type { ResourceInput, ResourceVersion } from "#server/resources/resource.server.ts";

/** The resource editor's words. */
type EditorText = AdminDictionary["resources"];

/**
 * The panels whose forms post to their own heading, so that the answer opens where the editor acted,
 * with or without script (decision 049). A save or a restore changes the form at the top, and answers
 * there.
 */
export const panels = {
  preview: "preview-panel",
  publication: "publication-panel",
  pdf: "pdf-panel",
  images: "images-panel",
} as const;
export type PanelId = (typeof panels)[keyof typeof panels] | "top";
/** What the form shows: an item's fields as typed, the dates on their own zone's clock. */
export type FormValues = {
  kind: string;
  lang: string;
  slug: string;
  title: string;
  summary: string;
  body: string;
  author: string;
  startsLocal: string;
  timeZone: string;
  lengthMinutes: string;
  replayUrl: string;
  joinUrl: string;
  gated: boolean;
  illustrative: boolean;
};

export type FieldErrors = Partial<Record<ResourceFormField, string>>;

/** Each field's label, as the summary of errors and the history name it. */
function labelOf(t: EditorText, field: ResourceFormField | keyof ResourceInput): string {
  const labels: Record<ResourceFormField | keyof ResourceInput, string> = {
    kind: t.kind,
    lang: t.lang,
    title: t.fieldTitle,
    slug: t.slug,
    summary: t.summary,
    body: t.body,
    author: t.author,
    startsLocal: t.startsLocal,
    timeZone: t.timeZone,
    lengthMinutes: t.lengthMinutes,
    replayUrl: t.replayUrl,
    joinUrl: t.joinUrl,
    publishAt: t.scheduleAt,
    startsAt: t.startsLocal,
    gated: t.gated,
    illustrative: t.illustrative,
  };
  return labels[field];
}

/** A refused form's summary: every field in error at once, each a link to it (issue 46, item 6). */
export function FormErrors({ t, errors }: { t: EditorText; errors: FieldErrors }) {
  const listed = resourceFormFields.flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, label: labelOf(t, field), message }] : [];
  });
  return listed.length > 0 ? <ErrorSummary title={t.invalid} errors={listed} /> : null;
}

/**
 * An item's fields; `chooseLang` for a new item that translates none, whose language is still open.
 * Only the chosen kind's own fields show (app.css, through the kind's select, script or not). A new
 * item's slug follows its title until the editor types one; the server fills an empty one the same way.
 */
export function ResourceFields({
  t,
  values,
  errors,
  chooseLang,
  newItem,
}: {
  t: EditorText;
  values: FormValues;
  errors: FieldErrors;
  chooseLang: boolean;
  newItem: boolean;
}) {
  const slugTyped = useRef(values.slug !== "");
  const followTitle = (event: FormEvent<HTMLDivElement>) => {
    const input = event.target as HTMLInputElement;
    const slug = input.form?.elements.namedItem("slug");
    if (!(slug instanceof HTMLInputElement)) return;
    if (input.name === "slug") slugTyped.current = input.value !== "";
    else if (input.name === "title" && newItem && !slugTyped.current) slug.value = slugFromTitle(input.value);
  };
  // A zone stored before the list existed stays offered, so saving does not change it.
  const zones: string[] = [...editorTimeZones];
  if (!zones.includes(values.timeZone)) zones.push(values.timeZone);
  return (
    <div className="resource-fields" onInput={followTitle}>
      <SelectField
        name="kind"
        label={t.kind}
        defaultValue={values.kind}
        error={errors.kind}
        options={resourceKinds.map((kind) => ({ value: kind, label: t.kinds[kind] }))}
      />
      {chooseLang ? (
        <SelectField
          name="lang"
          label={t.lang}
          defaultValue={values.lang}
          error={errors.lang}
          options={languages.map((each) => ({ value: each, label: t.langs[each] }))}
        />
      ) : (
        <input type="hidden" name="lang" value={values.lang} />
      )}
      <Field name="title" label={t.fieldTitle} defaultValue={values.title} required error={errors.title} />
      <Field
        name="slug"
        label={t.slug}
        hint={t.slugHint}
        defaultValue={values.slug}
        pattern="[a-z0-9]+(-[a-z0-9]+)*"
        error={errors.slug}
      />
      <TextAreaField
        name="summary"
        label={t.summary}
        rows={3}
        defaultValue={values.summary}
        required
        error={errors.summary}
      />
      <TextAreaField
        name="body"
        label={t.body}
        hint={t.bodyHint}
        rows={18}
        defaultValue={values.body}
        required
        error={errors.body}
      />
      <Field name="author" label={t.author} defaultValue={values.author} required error={errors.author} />
      <fieldset data-kind-only="webinar" className="mt-6 rounded-card border border-line p-4">
        <legend className="px-1 font-semibold text-brand-900">{t.webinarLegend}</legend>
        <Field
          name="startsLocal"
          type="datetime-local"
          label={t.startsLocal}
          defaultValue={values.startsLocal}
          error={errors.startsLocal}
        />
        <SelectField
          name="timeZone"
          label={t.timeZone}
          hint={t.timeZoneHint}
          defaultValue={values.timeZone}
          error={errors.timeZone}
          options={zones.map((zone) => ({ value: zone, label: t.timeZones[zone as EditorTimeZone] ?? zone }))}
        />
        <Field
          name="lengthMinutes"
          type="number"
          label={t.lengthMinutes}
          defaultValue={values.lengthMinutes}
          error={errors.lengthMinutes}
        />
        <Field
          name="joinUrl"
          type="url"
          label={t.joinUrl}
          hint={t.joinUrlHint}
          defaultValue={values.joinUrl}
          error={errors.joinUrl}
        />
        <Field
          name="replayUrl"
          type="url"
          label={t.replayUrl}
          defaultValue={values.replayUrl}
          error={errors.replayUrl}
        />
      </fieldset>
      <div data-kind-only="guide">
        <Checkbox name="gated" label={t.gated} defaultChecked={values.gated} />
      </div>
      <div data-kind-only="case-study">
        <Checkbox name="illustrative" label={t.illustrative} defaultChecked={values.illustrative} />
      </div>
    </div>
  );
}

/** The images an item's body can show: the upload, and the Markdown that shows each of the latest. */
export function ImagesPanel({
  t,
  images,
  action,
  answer,
  refused,
}: {
  t: EditorText;
  images: { id: number; alt: string }[];
  action: string;
  answer: ReactNode;
  /** An upload refused: its messages, and the description as typed, kept. */
  refused?: { errors: UploadErrors; alt?: string };
}) {
  return (
    <Panel id={panels.images} title={t.imagesTitle}>
      {answer}
      <p className="mt-2 text-muted">{t.imagesIntro}</p>
      <UploadForm t={t} file="image" label={t.imageFile} action={action} errors={refused?.errors}>
        <Field name="alt" label={t.imageAlt} defaultValue={refused?.alt} error={refused?.errors.alt} />
      </UploadForm>
      {images.length > 0 && (
        <ul className="mt-4 space-y-2">
          {images.map((image) => (
            <li key={image.id}>
              {t.imageSnippet} <code>{`![${image.alt}](media:${image.id})`}</code>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** A saved version as the history lists it: who, when, and the fields it changed. */
export type VersionLine = { id: number; when: string; by: string; title: string; changed: ResourceVersion["changed"] };

/**
 * The saved versions, newest first, the current one marked; each older one can be restored into the
 * form, to review before saving (decision 069). Restoring replaces the form, unsaved text and all: its
 * button is behind a disclosure that says so first (issue 52, item 9), script or not. Nothing before
 * the first save.
 */
export function HistoryPanel({ t, versions, action }: { t: EditorText; versions: VersionLine[]; action: string }) {
  if (versions.length === 0) return null;
  return (
    <Panel id="history-panel" title={t.history}>
      <ol className="mt-2 space-y-4">
        {versions.map((version, index) => (
          <li key={version.id} aria-current={index === 0 ? "true" : undefined}>
            <p>
              {index === 0 && <strong className="mr-2 rounded-full bg-teal-50 px-2 py-0.5">{t.currentVersion}</strong>}
              {version.when} {t.savedBy} {version.by} — « {version.title} »
            </p>
            <p className="text-muted text-sm">
              {version.changed === "created"
                ? t.created
                : version.changed.length === 0
                  ? t.unchanged
                  : `${t.changedFields} ${version.changed.map((key) => labelOf(t, key)).join(", ")}`}
            </p>
            {index > 0 && (
              <details className="mt-2">
                <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline">
                  {t.restore}
                  <span className="sr-only"> ({version.when})</span>
                </summary>
                <p className="mt-2 max-w-prose">{t.restoreWarning}</p>
                <PostForm action={action}>
                  <input type="hidden" name="version" value={version.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="restore"
                    className="mt-2 min-h-11 rounded-full border border-brand-600 px-4 font-semibold text-brand-700"
                  >
                    {t.restoreConfirm}
                    <span className="sr-only"> ({version.when})</span>
                  </button>
                </PostForm>
              </details>
            )}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

function Checkbox({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  return (
    <div className="mt-5 flex items-center gap-3">
      <input id={name} name={name} type="checkbox" defaultChecked={defaultChecked} className="size-5" />
      <label htmlFor={name}>{label}</label>
    </div>
  );
}

/** What was wrong with an upload, by field: the file, and an image's description. */
export type UploadErrors = Partial<Record<"pdf" | "image" | "alt", string>>;

/**
 * A file sent from the editor, with any fields that go with it; the file's field name is also the
 * intent. A refused upload's summary links each message to its field, where it shows too. It is no
 * form of its own but part of the item's, whose fields its button sends too, to save what they hold
 * first (issue 46, item 17, for a new item; issue 52, item 9, for any); its fields are optional to the
 * browser, so that saving without a file stays possible.
 */
export function UploadForm({
  t,
  file,
  label,
  action,
  errors = {},
  children,
}: {
  t: EditorText;
  file: "pdf" | "image";
  label: string;
  action: string;
  errors?: UploadErrors;
  children?: ReactNode;
}) {
  const fields = [{ field: file, label }, ...(file === "image" ? [{ field: "alt" as const, label: t.imageAlt }] : [])];
  const listed = fields.flatMap((each) => {
    const message = errors[each.field];
    return message ? [{ ...each, message }] : [];
  });
  return (
    <>
      {listed.length > 0 && <ErrorSummary title={t.uploadInvalid} errors={listed} />}
      <Field
        name={file}
        type="file"
        label={label}
        accept={file === "pdf" ? "application/pdf" : "image/*"}
        error={errors[file]}
      />
      {children}
      <SubmitButton name="intent" value={file} formAction={action}>
        {t.upload}
      </SubmitButton>
    </>
  );
}

/**
 * Publishing, scheduling and withdrawing: buttons of the item's form, so each saves what the form holds
 * before it acts (issue 46, item 1). A public item stays public until withdrawn: it offers no schedule
 * (decision 068).
 */
export function PublishPanel({
  t,
  state,
  publishAt,
  error,
  action,
  answer,
}: {
  t: EditorText;
  state: { live: boolean; scheduledFor?: string; publishedAt?: string };
  /** The schedule's time as typed, when the form comes back. */
  publishAt: string;
  error: string | undefined;
  action: string;
  answer: ReactNode;
}) {
  const { live, scheduledFor, publishedAt } = state;
  return (
    <Panel id={panels.publication} title={t.publishTitle}>
      {answer}
      <p className="mt-2">
        {live ? `${t.publishedAt} ${publishedAt}` : scheduledFor ? `${t.scheduledFor} ${scheduledFor}` : t.notPublished}
      </p>
      {live && <p className="mt-2">{t.liveNote}</p>}
      <div className="flex flex-wrap gap-3">
        {!live && (
          <SubmitButton name="intent" value="publish" formAction={action}>
            {t.publish}
          </SubmitButton>
        )}
        {(live || scheduledFor) && (
          <button
            type="submit"
            name="intent"
            value="unpublish"
            formAction={action}
            className="mt-6 inline-flex min-h-11 items-center rounded-full border border-brand-600 px-5 font-semibold text-brand-700"
          >
            {t.unpublish}
          </button>
        )}
      </div>
      {/* A schedule refused because the item went public meanwhile keeps its field, to say why there. */}
      {live && !error ? (
        <p className="mt-4">{t.scheduleWithdrawFirst}</p>
      ) : (
        <>
          <Field
            name="publishAt"
            type="datetime-local"
            label={t.scheduleAt}
            hint={t.scheduleHint}
            defaultValue={publishAt}
            error={error}
          />
          <SubmitButton name="intent" value="schedule" formAction={action}>
            {t.schedule}
          </SubmitButton>
        </>
      )}
      <p className="mt-4 text-muted text-sm">{t.publishSaves}</p>
    </Panel>
  );
}
