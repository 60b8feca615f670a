import type { ReactNode } from "react";
import type { AdminDictionary } from "../../common/admin/content/types";
import { resourceKinds } from "../../common/resources/kinds";
import { languages } from "../../common/site/pages";
import type { Resource } from "../../server/resources/store.server";
import { Field, Panel, PostForm, SelectField, SubmitButton, TextAreaField } from "../admin/components/ui";

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
  gated: boolean;
  illustrative: boolean;
};

/** An item's fields; `chooseLang` for a new item that translates none, whose language is still open. */
export function ResourceFields({
  t,
  values,
  invalid,
  chooseLang,
}: {
  t: EditorText;
  values: FormValues;
  invalid: Set<string>;
  chooseLang: boolean;
}) {
  return (
    <>
      <SelectField
        name="kind"
        label={t.kind}
        defaultValue={values.kind}
        options={resourceKinds.map((kind) => ({ value: kind, label: t.kinds[kind] }))}
      />
      {chooseLang ? (
        <SelectField
          name="lang"
          label={t.lang}
          defaultValue={values.lang}
          options={languages.map((each) => ({ value: each, label: t.langs[each] }))}
        />
      ) : (
        <input type="hidden" name="lang" value={values.lang} />
      )}
      <Field name="title" label={t.fieldTitle} defaultValue={values.title} required invalid={invalid.has("title")} />
      <Field
        name="slug"
        label={t.slug}
        hint={t.slugHint}
        defaultValue={values.slug}
        required
        pattern="[a-z0-9]+(-[a-z0-9]+)*"
        invalid={invalid.has("slug")}
      />
      <TextAreaField
        name="summary"
        label={t.summary}
        rows={3}
        defaultValue={values.summary}
        required
        invalid={invalid.has("summary")}
      />
      <TextAreaField
        name="body"
        label={t.body}
        hint={t.bodyHint}
        rows={18}
        defaultValue={values.body}
        required
        invalid={invalid.has("body")}
      />
      <Field name="author" label={t.author} defaultValue={values.author} required invalid={invalid.has("author")} />
      <fieldset className="mt-6 rounded-card border border-line p-4">
        <legend className="px-1 font-semibold text-brand-900">{t.webinarLegend}</legend>
        <Field
          name="startsLocal"
          type="datetime-local"
          label={t.startsLocal}
          defaultValue={values.startsLocal}
          invalid={invalid.has("startsLocal")}
        />
        <Field
          name="timeZone"
          label={t.timeZone}
          hint={t.timeZoneHint}
          defaultValue={values.timeZone}
          invalid={invalid.has("timeZone")}
        />
        <Field
          name="lengthMinutes"
          type="number"
          label={t.lengthMinutes}
          defaultValue={values.lengthMinutes}
          invalid={invalid.has("lengthMinutes")}
        />
        <Field
          name="replayUrl"
          type="url"
          label={t.replayUrl}
          defaultValue={values.replayUrl}
          invalid={invalid.has("replayUrl")}
        />
      </fieldset>
      <Checkbox name="gated" label={t.gated} defaultChecked={values.gated} />
      <Checkbox name="illustrative" label={t.illustrative} defaultChecked={values.illustrative} />
    </>
  );
}

/** The images an item's body can show: the upload, and the Markdown that shows each of the latest. */
export function ImagesPanel({
  t,
  images,
  action,
  answer,
}: {
  t: EditorText;
  images: { id: number; alt: string }[];
  action: string;
  answer: ReactNode;
}) {
  return (
    <Panel id={panels.images} title={t.imagesTitle}>
      {answer}
      <p className="mt-2 text-muted">{t.imagesIntro}</p>
      <UploadForm file="image" label={t.imageFile} upload={t.upload} action={action}>
        <Field name="alt" label={t.imageAlt} required />
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

/** The saved versions, newest first; each older one can be restored. Nothing before the first save. */
export function HistoryPanel({
  t,
  versions,
  action,
}: {
  t: EditorText;
  versions: { id: number; when: string; by: string; title: string }[];
  action: string;
}) {
  if (versions.length === 0) return null;
  return (
    <Panel id="history-panel" title={t.history}>
      <ol className="mt-2 space-y-3">
        {versions.map((version, index) => (
          <li key={version.id} className="flex flex-wrap items-center gap-3">
            <span>
              {version.when} {t.savedBy} {version.by} — « {version.title} »
            </span>
            {index > 0 && (
              <PostForm action={action}>
                <input type="hidden" name="version" value={version.id} />
                <button
                  type="submit"
                  name="intent"
                  value="restore"
                  className="min-h-11 rounded-full border border-brand-600 px-4 font-semibold text-brand-700"
                >
                  {t.restore}
                  <span className="sr-only"> ({version.when})</span>
                </button>
              </PostForm>
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

/** A file sent from the editor, with any fields that go with it; the file's field name is also the intent. */
export function UploadForm({
  file,
  label,
  upload,
  action,
  children,
}: {
  file: "pdf" | "image";
  label: string;
  upload: string;
  action: string;
  children?: ReactNode;
}) {
  return (
    <PostForm action={action} encType="multipart/form-data">
      <Field name={file} type="file" label={label} accept={file === "pdf" ? "application/pdf" : "image/*"} required />
      {children}
      <SubmitButton name="intent" value={file}>
        {upload}
      </SubmitButton>
    </PostForm>
  );
}

export function PublishPanel({
  t,
  status,
  publishedAt,
  action,
  answer,
}: {
  t: EditorText;
  status: Resource["status"] | undefined;
  publishedAt: string | undefined;
  action: string;
  answer: ReactNode;
}) {
  return (
    <Panel id={panels.publication} title={t.publishTitle}>
      {answer}
      <p className="mt-2">
        {status === "draft" || !publishedAt
          ? t.notPublished
          : `${status === "scheduled" ? t.scheduledFor : t.publishedAt} ${publishedAt}`}
      </p>
      <div className="flex flex-wrap gap-3">
        <PostForm action={action}>
          <SubmitButton name="intent" value="publish">
            {t.publish}
          </SubmitButton>
        </PostForm>
        {status !== "draft" && (
          <PostForm action={action}>
            <button
              type="submit"
              name="intent"
              value="unpublish"
              className="mt-6 inline-flex min-h-11 items-center rounded-full border border-brand-600 px-5 font-semibold text-brand-700"
            >
              {t.unpublish}
            </button>
          </PostForm>
        )}
      </div>
      <PostForm action={action}>
        <Field name="publishAt" type="datetime-local" label={t.scheduleAt} hint={t.scheduleHint} required />
        <SubmitButton name="intent" value="schedule">
          {t.schedule}
        </SubmitButton>
      </PostForm>
    </Panel>
  );
}
