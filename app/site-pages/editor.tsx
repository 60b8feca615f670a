import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Field, FieldError, Panel, PostForm, SubmitButton } from "#app/admin/components/ui.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import type { AdminDictionary } from "#common/admin/content/types.ts";
import { confirmName, controlId, wordsName } from "#common/admin/forms/site-page-names.ts";
import { type Lang, languages } from "#common/site/pages.ts";
import type { FieldKind, PageWords, PathsByLang } from "#common/site-pages/fields.ts";
import { frenchTypography } from "#common/site-pages/french-typography.ts";
import { type Picture, pageImagePath } from "#common/site-pages/images.ts";

export type EditorText = AdminDictionary["sitePages"];

/** A field as the editor shows it: its readable name, kind and budget, and whether it takes lines. */
export type EditorField = { path: string; label: string; kind: FieldKind; budget: number; long: boolean };

/** Each field's message, by language and path, in the reader's language. */
export type FieldMessages = Partial<Record<Lang, Record<string, string>>>;

/** The panels' headings, which the forms post to so that the answer opens there (decision 049). */
export const panels = { fields: "fields-title", publication: "publication-title", preview: "preview-title" } as const;
export type PanelId = (typeof panels)[keyof typeof panels];

const secondaryButton =
  "mt-6 inline-flex min-h-11 items-center rounded-full border border-brand-600 px-5 font-semibold text-brand-700";

/** What a budget counts: characters as shown, one for a no-break space as for any other. */
function lengthOf(text: string): number {
  return Array.from(text).length;
}

/**
 * French typography as the editor types (decision 112), on the text before the caret up to its last
 * ordinary space, so a word still being typed is left alone (« 15 h » is not yet « 15 hommes »), and
 * on the whole text once the field is left or something is pasted. The server applies it again.
 */
function typesetTyped(control: HTMLInputElement | HTMLTextAreaElement, whole: boolean) {
  const { value } = control;
  const caret = control.selectionStart ?? value.length;
  const upTo = whole
    ? value.length
    : Math.max(value.lastIndexOf(" ", caret - 1), value.lastIndexOf("\n", caret - 1)) + 1;
  if (upTo <= 0) return;
  const done = frenchTypography(value.slice(0, upTo));
  const next = done + value.slice(upTo);
  if (next === value) return;
  // The caret keeps its place in the text: after what it followed, however that text's length changed.
  const at = whole ? lengthAfter(value, caret) : caret + (done.length - upTo);
  control.value = next;
  if (document.activeElement === control) control.setSelectionRange(at, at);
}

function lengthAfter(value: string, caret: number): number {
  return frenchTypography(value.slice(0, caret)).length;
}

/**
 * One field in one language: its control, its length of its budget, its « à revoir » mark with the
 * box that confirms it as it is, and its message. The control is named by the field's and the
 * language's names together, so each reads alone in a list of controls.
 */
export function WordControl({
  t,
  field,
  lang,
  value,
  error,
  toReview,
  confirmed,
  nameId,
}: {
  t: EditorText;
  field: EditorField;
  lang: Lang;
  value: string;
  error?: string;
  toReview: boolean;
  confirmed: boolean;
  nameId: string;
}) {
  const id = controlId(lang, field.path);
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const [count, setCount] = useState(() => lengthOf(value));
  // Typed before the script ran: count what is there.
  useEffect(() => {
    if (ref.current) setCount(lengthOf(ref.current.value));
  }, []);
  // French typography, in French only, and never in an address (the server leaves one alone too).
  const typesets = lang === "fr" && field.kind !== "email";
  const typed = (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const control = event.currentTarget;
    const input = event.nativeEvent as InputEvent;
    if (typesets && !input.isComposing) typesetTyped(control, input.inputType === "insertFromPaste");
    setCount(lengthOf(control.value));
  };
  const left = (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (!typesets) return;
    typesetTyped(event.currentTarget, true);
    setCount(lengthOf(event.currentTarget.value));
  };
  const labelId = `${id}-label`;
  const countId = `${id}-count`;
  const reviewId = `${id}-review`;
  const errorId = `${id}-error`;
  const hintId = field.kind === "rich" ? "rich-hint" : field.kind === "basis" ? "basis-hint" : undefined;
  const describedBy =
    [
      countId,
      toReview ? reviewId : undefined,
      typesets ? "typography-hint" : undefined,
      hintId,
      error ? errorId : undefined,
    ]
      .filter(Boolean)
      .join(" ") || undefined;
  const over = count > field.budget;
  const control = {
    id,
    name: wordsName(lang, field.path),
    lang,
    "aria-labelledby": `${nameId} ${labelId}`,
    "aria-describedby": describedBy,
    "aria-invalid": error ? true : undefined,
    // A basis is never emptied (issue 55, item 6): the browser says so before the server does.
    required: field.kind === "basis" ? true : undefined,
    // An address: the phone's keyboard for one, and no spelling or capitals of its own.
    inputMode: field.kind === "email" ? "email" : undefined,
    spellCheck: field.kind === "email" ? false : undefined,
    autoCapitalize: field.kind === "email" ? "none" : undefined,
    onInput: typed,
    onBlur: left,
  } as const;
  const look = `mt-2 block w-full rounded-md border bg-white px-3 text-ink ${error ? "border-red-700" : "border-muted"}`;
  return (
    <div className="mt-3 min-w-0 lg:mt-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label id={labelId} htmlFor={id} className="font-semibold text-brand-900">
          {t.langs[lang]}
        </label>
        <span id={countId} className={`text-sm tabular-nums ${over ? "font-semibold text-red-700" : "text-muted"}`}>
          {count}
          {"\u00a0/\u00a0"}
          {field.budget}
          <span className="sr-only"> {t.budgetUnit}</span>
        </span>
      </div>
      {toReview && (
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <strong id={reviewId} className="rounded-full bg-accent-100 px-2 py-0.5 text-ink text-sm">
            {t.toReview}
          </strong>
          <span className="inline-flex min-h-11 items-center gap-2">
            <input
              id={`${id}-confirm`}
              type="checkbox"
              name={confirmName(lang)}
              value={field.path}
              defaultChecked={confirmed}
              className="size-5"
            />
            <label htmlFor={`${id}-confirm`}>
              {t.confirm}
              <span className="sr-only">
                {" "}
                ({field.label}, {t.langs[lang]})
              </span>
            </label>
          </span>
        </div>
      )}
      {field.long ? (
        <Textarea
          ref={ref}
          {...control}
          rows={Math.min(8, Math.max(2, Math.ceil(field.budget / 70)))}
          defaultValue={value}
          className={`${look} py-2`}
        />
      ) : (
        <input ref={ref} type="text" {...control} defaultValue={value} className={`${look} min-h-11`} />
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

/**
 * Every field of the page, French beside English (stacked on a narrow screen), each under its
 * readable name with its kind. The hints that several fields share are said once, above them, and
 * read with each field they concern.
 */
export function WordsFields({
  t,
  fields,
  words,
  toReview,
  confirmed,
  errors,
}: {
  t: EditorText;
  fields: readonly EditorField[];
  words: PageWords;
  toReview: PathsByLang;
  confirmed: PathsByLang;
  errors: FieldMessages;
}) {
  return (
    <section aria-labelledby={panels.fields} className="mt-8">
      <h2 id={panels.fields} className="scroll-mt-28 font-semibold text-brand-900 text-xl">
        {t.fieldsTitle}
      </h2>
      <p id="typography-hint" className="mt-2 max-w-prose text-muted text-sm">
        {t.typographyHint}
      </p>
      {fields.some((field) => field.kind === "rich") && (
        <p id="rich-hint" className="mt-2 max-w-prose text-muted text-sm">
          {t.richHint}
        </p>
      )}
      {fields.some((field) => field.kind === "basis") && (
        <p id="basis-hint" className="mt-2 max-w-prose text-muted text-sm">
          {t.basisHint}
        </p>
      )}
      <div className="mt-4 hidden gap-4 font-semibold text-muted text-sm lg:grid lg:grid-cols-[minmax(10rem,14rem)_1fr_1fr]">
        <span>{t.field}</span>
        {languages.map((lang) => (
          <span key={lang}>{t.langs[lang]}</span>
        ))}
      </div>
      {fields.map((field) => {
        const nameId = `${field.path.replaceAll(".", "-")}-name`;
        return (
          <fieldset
            key={field.path}
            aria-labelledby={nameId}
            className="min-w-0 border-line border-t py-4 lg:grid lg:grid-cols-[minmax(10rem,14rem)_1fr_1fr] lg:gap-4"
          >
            <p className="break-words">
              <span id={nameId} className="font-semibold text-brand-900">
                {field.label}
              </span>
              <span className="block text-muted text-sm">{t.kinds[field.kind]}</span>
            </p>
            {languages.map((lang) => (
              <WordControl
                key={lang}
                t={t}
                field={field}
                lang={lang}
                value={words[lang]?.[field.path] ?? ""}
                error={errors[lang]?.[field.path]}
                toReview={toReview[lang]?.includes(field.path) ?? false}
                confirmed={confirmed[lang]?.includes(field.path) ?? false}
                nameId={nameId}
              />
            ))}
          </fieldset>
        );
      })}
    </section>
  );
}

/** The hero image's file control: the error summary's link goes to it. */
export const heroImageFileId = "hero-image";
/** The control names the editor's action reads beside the words (app/routes/admin/site-page.tsx). */
export const heroImageNames = { file: "heroImage", remove: "heroImageRemove" } as const;

/**
 * The home hero's image (issue 55, item 8): the newest version's, or word that the drawn artwork
 * shows; a file to replace it; the way back to the artwork; and its text in both languages, required
 * with an image. Part of the words' form, so that the image is saved, previewed, published and
 * restored with them.
 */
export function HeroImagePanel({
  t,
  picture,
  altField,
  words,
  toReview,
  confirmed,
  errors,
  fileError,
  remove,
}: {
  t: EditorText;
  picture?: Picture;
  altField: EditorField;
  words: PageWords;
  toReview: PathsByLang;
  confirmed: PathsByLang;
  errors: FieldMessages;
  fileError?: string;
  /** The box going back to the artwork, as the editor left it. */
  remove: boolean;
}) {
  const s = t.heroImage;
  const hintId = `${heroImageFileId}-hint`;
  const errorId = `${heroImageFileId}-error`;
  const nameId = "hero-image-alt-name";
  return (
    <section aria-labelledby="hero-image-title" className="mt-8">
      <h2 id="hero-image-title" className="scroll-mt-28 font-semibold text-brand-900 text-xl">
        {s.title}
      </h2>
      <p className="mt-2 max-w-prose text-muted">{s.intro}</p>
      {picture ? (
        <figure className="mt-4">
          <figcaption>{s.current}</figcaption>
          <img
            src={pageImagePath(picture.token, Math.min(...picture.widths), "jpeg")}
            // Its description is the fields below, which a reader reaches next.
            alt=""
            width={picture.width}
            height={picture.height}
            className="mt-2 h-auto w-full max-w-xs rounded-md border border-line"
          />
        </figure>
      ) : (
        <p className="mt-4">{s.original}</p>
      )}
      <div className="mt-4">
        <label htmlFor={heroImageFileId} className="block font-semibold text-brand-900">
          {s.file}
        </label>
        <p id={hintId} className="mt-1 max-w-prose text-muted text-sm">
          {s.fileHint}
        </p>
        <input
          id={heroImageFileId}
          name={heroImageNames.file}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-describedby={[hintId, fileError ? errorId : undefined].filter(Boolean).join(" ")}
          aria-invalid={fileError ? true : undefined}
          className="mt-2 block min-h-11 w-full max-w-prose"
        />
        {fileError && <FieldError id={errorId}>{fileError}</FieldError>}
      </div>
      {picture && (
        <p className="mt-3 inline-flex min-h-11 items-center gap-2">
          <input
            id="hero-image-remove"
            type="checkbox"
            name={heroImageNames.remove}
            value="1"
            defaultChecked={remove}
            className="size-5"
          />
          <label htmlFor="hero-image-remove">{s.remove}</label>
        </p>
      )}
      <fieldset
        aria-labelledby={nameId}
        aria-describedby="hero-image-alt-hint"
        className="mt-4 min-w-0 border-line border-t py-4 lg:grid lg:grid-cols-[minmax(10rem,14rem)_1fr_1fr] lg:gap-4"
      >
        <p className="break-words">
          <span id={nameId} className="font-semibold text-brand-900">
            {s.alt}
          </span>
          <span id="hero-image-alt-hint" className="block text-muted text-sm">
            {s.altHint}
          </span>
        </p>
        {languages.map((lang) => (
          <WordControl
            key={lang}
            t={t}
            field={altField}
            lang={lang}
            value={words[lang]?.[altField.path] ?? ""}
            error={errors[lang]?.[altField.path]}
            toReview={toReview[lang]?.includes(altField.path) ?? false}
            confirmed={confirmed[lang]?.includes(altField.path) ?? false}
            nameId={nameId}
          />
        ))}
      </fieldset>
    </section>
  );
}

/** The form's own buttons: save the draft, or save it confirming the ticked fields to review. */
export function SaveButtons({ t, canConfirm }: { t: EditorText; canConfirm: boolean }) {
  return (
    <div className="flex flex-wrap gap-3">
      <SubmitButton name="intent" value="save">
        {t.save}
      </SubmitButton>
      {canConfirm && (
        <button type="submit" name="intent" value="confirm" className={secondaryButton}>
          {t.confirmReviewed}
        </button>
      )}
    </div>
  );
}

/**
 * Publish now, or at a time on Montréal's clock, or cancel what is scheduled; each saves the form
 * first when it holds anything new. Its buttons belong to the words' form.
 */
export function PublishPanel({
  t,
  state,
  scheduled,
  publishAt,
  error,
  action,
  answer,
}: {
  t: EditorText;
  state: string;
  scheduled: boolean;
  publishAt: string;
  error?: string;
  action: string;
  answer: ReactNode;
}) {
  return (
    <Panel id={panels.publication} title={t.publishTitle}>
      {answer}
      <p className="mt-2">
        {t.stateNow} {state}
      </p>
      <div className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="publish" formAction={action}>
          {t.publish}
        </SubmitButton>
        {scheduled && (
          <button type="submit" name="intent" value="unschedule" formAction={action} className={secondaryButton}>
            {t.unschedule}
          </button>
        )}
      </div>
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
      <p className="mt-4 text-muted text-sm">{t.publishSaves}</p>
    </Panel>
  );
}

/** A version as the history lists it. */
export type VersionLine = {
  id: number;
  line: string;
  changed: string[];
  restoredFrom?: string;
  live: boolean;
  /** The newest version, whose words the form holds: nothing to restore. */
  current: boolean;
};

function RestoreForm({
  t,
  action,
  from,
  revision,
  which,
}: {
  t: EditorText;
  action: string;
  from: number | "original";
  revision: number;
  which: string;
}) {
  return (
    <details className="mt-2">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-700 underline">
        {t.restore}
        <span className="sr-only"> ({which})</span>
      </summary>
      <p className="mt-2 max-w-prose">{t.restoreWarning}</p>
      <PostForm action={action}>
        <input type="hidden" name="revision" value={revision} />
        <input type="hidden" name="from" value={from} />
        <button type="submit" name="intent" value="restore" className={secondaryButton.replace("mt-6", "mt-2")}>
          {t.restoreConfirm}
          <span className="sr-only"> ({which})</span>
        </button>
      </PostForm>
    </details>
  );
}

/** Who saved each version, when, and which fields it changed; any can be restored as a draft, the original too. */
export function HistoryPanel({
  t,
  versions,
  original,
  revision,
  action,
}: {
  t: EditorText;
  versions: VersionLine[];
  /** Whether the page holds anything but its original words, which can then be restored. */
  original: boolean;
  revision: number;
  action: string;
}) {
  return (
    <Panel id="history-title" title={t.history}>
      <ol className="mt-2 space-y-4">
        {versions.map((version) => (
          <li key={version.id} aria-current={version.current ? "true" : undefined}>
            <p>
              {version.live && <strong className="mr-2 rounded-full bg-teal-50 px-2 py-0.5">{t.liveVersion}</strong>}
              {version.line}
            </p>
            {version.restoredFrom && <p className="text-muted text-sm">{version.restoredFrom}</p>}
            <p className="text-muted text-sm">
              {version.changed.length === 0 ? t.unchanged : `${t.changedFields} ${version.changed.join(", ")}`}
            </p>
            {!version.current && (
              <RestoreForm t={t} action={action} from={version.id} revision={revision} which={version.line} />
            )}
          </li>
        ))}
        <li aria-current={original ? undefined : "true"}>
          <p>{t.originalVersion}</p>
          {original && (
            <RestoreForm t={t} action={action} from="original" revision={revision} which={t.originalVersion} />
          )}
        </li>
      </ol>
    </Panel>
  );
}

/** The preview's widths: a phone's and a desktop's. */
export const previewWidths = [375, 1440] as const;

/**
 * The real page with the newest saved words, at a phone's width and a desktop's, scaled down to fit;
 * a link opens each language's at full size. The frames run no script (the public pages work
 * without), and keep the site's origin for its styles.
 */
export function PreviewPanel({
  t,
  lang,
  src,
  switchTo,
  open,
  titles,
}: {
  t: EditorText;
  lang: Lang;
  /** Each frame's title, by its width, in the language shown. */
  titles: Record<(typeof previewWidths)[number], string>;
  /** The preview's address in each language. */
  src: Record<Lang, string>;
  /** The editor's address showing the frames in each language. */
  switchTo: Record<Lang, string>;
  open: Record<Lang, string>;
}) {
  const frames = [
    { width: previewWidths[0], height: 760, label: t.phone, box: "h-[456px] w-[225px]", scale: "scale-[0.6]" },
    {
      width: previewWidths[1],
      height: 900,
      label: t.desktop,
      box: "h-[180px] w-[288px] sm:h-[360px] sm:w-[576px]",
      scale: "scale-[0.2] sm:scale-[0.4]",
    },
  ];
  return (
    <Panel id={panels.preview} title={t.previewTitle}>
      <p className="mt-2 max-w-prose text-muted">{t.previewIntro}</p>
      <nav aria-label={t.previewLang} className="mt-4">
        <ul className="flex flex-wrap gap-3">
          {languages.map((each) => (
            <li key={each}>
              <Link
                to={switchTo[each]}
                preventScrollReset
                aria-current={each === lang ? "true" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 font-semibold ${
                  each === lang ? "border-brand-700 bg-brand-700 text-white" : "border-brand-600 text-brand-700"
                }`}
              >
                {t.langs[each]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="mt-3 space-y-1">
        {languages.map((each) => (
          <li key={each}>
            <a href={src[each]} target="_blank" rel="noopener" className="text-brand-700 underline">
              {open[each]}
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-start gap-6">
        {frames.map((frame) => (
          <figure key={frame.width}>
            <figcaption className="font-semibold text-brand-900 text-sm">{frame.label}</figcaption>
            <div className={`mt-2 overflow-hidden rounded-card border border-line bg-white ${frame.box}`}>
              <iframe
                key={`${lang}-${frame.width}`}
                title={titles[frame.width]}
                src={src[lang]}
                sandbox="allow-same-origin"
                loading="lazy"
                width={frame.width}
                height={frame.height}
                className={`origin-top-left border-0 ${frame.scale}`}
              />
            </div>
          </figure>
        ))}
      </div>
    </Panel>
  );
}
