import { data, Link, redirect } from "react-router";
import { AdminPage, ErrorSummary, PostForm, panelForms } from "#app/admin/components/ui.tsx";
import { useEnhanced } from "#app/hooks/use-enhanced.ts";
import { imageFileRenditions } from "#app/resources/uploads.server.ts";
import {
  type EditorField,
  type FieldMessages,
  HeroImagePanel,
  HistoryPanel,
  heroImageFileId,
  heroImageNames,
  type PanelId,
  PreviewPanel,
  PublishPanel,
  panels,
  previewWidths,
  SaveButtons,
  type VersionLine,
  WordsFields,
} from "#app/site-pages/editor.tsx";
import { fieldLabel } from "#app/site-pages/labels.ts";
import type { AdminDictionary } from "#common/admin/content/types.ts";
import { formatDateTime } from "#common/admin/format.server.ts";
import { sentConfirmed, sentWords, sitePageForm } from "#common/admin/forms/site-page.ts";
import { controlId } from "#common/admin/forms/site-page-names.ts";
import { adminPaths, sitePagePath, sitePagePreviewPath } from "#common/admin/paths.ts";
import { formatMessage } from "#common/site/message.ts";
import { type Lang, languages } from "#common/site/pages.ts";
import {
  fieldsOf,
  isSitePageKey,
  type PageWords,
  type PathsByLang,
  pagePathOf,
  type SitePageKey,
} from "#common/site-pages/fields.ts";
import { altPathOf } from "#common/site-pages/images.ts";
import { checkDraft, type FieldErrors, typeset } from "#common/site-pages/rules.ts";
import { adminError, formValue, requireAction, requireUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import { editorTimeZone, instantOn } from "#server/resources/input.server.ts";
import type { NewImage } from "#server/site-pages/store.server.ts";
import type { Route } from "./+types/site-page";

type Text = AdminDictionary["sitePages"];

const doneKeys = ["saved", "confirmed", "published", "scheduled", "unscheduled", "restored", "nothing"] as const;
type Done = (typeof doneKeys)[number];
const panelOfDone: Record<Done, PanelId | "top"> = {
  saved: "top",
  confirmed: "top",
  published: panels.publication,
  scheduled: panels.publication,
  unscheduled: panels.publication,
  restored: "top",
  nothing: panels.publication,
};

/** The page's key, or a 404: the role was checked first. */
function keyOf(params: Route.LoaderArgs["params"], lang: Lang): SitePageKey {
  if (!isSitePageKey(params.key)) throw adminError(404, lang, "notFound");
  return params.key;
}

/** The page's fields as the editor shows them: a readable name, and a textarea for long or rich text. */
function editorFields(key: SitePageKey, s: Text): EditorField[] {
  return fieldsOf(key).map((field) => ({
    ...field,
    label: fieldLabel(field.path, s.names, s.separator),
    long: field.kind === "rich" || field.budget > 100,
  }));
}

/** The rules' refusals as the reader's messages, by language and path. */
function messagesOf(errors: FieldErrors, s: Text): FieldMessages {
  const messages: FieldMessages = {};
  for (const lang of languages) {
    const byPath = errors[lang];
    if (byPath)
      messages[lang] = Object.fromEntries(Object.entries(byPath).map(([path, code]) => [path, s.errors[code]]));
  }
  return messages;
}

/** Where a page's words stand: its draft, its scheduled version and when, its live one, or the original. */
function stateText(view: { draftId?: number; liveId?: number; scheduled?: { at: Date } }, s: Text, lang: Lang): string {
  const facts = [
    view.draftId !== undefined ? s.states.draft : undefined,
    view.scheduled
      ? formatMessage(s.states.scheduled, lang, { when: formatDateTime(view.scheduled.at.toISOString(), lang) })
      : undefined,
    view.liveId !== undefined ? s.states.live : undefined,
  ].filter((fact): fact is string => fact !== undefined);
  return facts.length > 0 ? facts.join(" · ") : s.states.original;
}

/** A version's changed fields by their names, each once (a field changed in both languages is one). */
function changedLabels(changed: readonly string[], s: Text): string[] {
  const paths = new Set(changed.map((path) => path.replace(/^(fr|en)[.:]/, "")));
  return [...paths].map((path) => fieldLabel(path, s.names, s.separator));
}

export async function loader(args: Route.LoaderArgs) {
  const { t, lang } = await requireUser(args, "editor");
  const s = t.sitePages;
  const key = keyOf(args.params, lang);
  const view = await service(args.context, "sitePages").open(key);
  const search = args.url.searchParams;
  const done = doneKeys.find((each) => each === search.get("done"));
  const previewLang = languages.find((each) => each === search.get("preview")) ?? lang;
  const self = sitePagePath(key);
  const page = s.pages[key];
  const when = (at: Date) => formatDateTime(at.toISOString(), lang);
  const newestId = view.versions[0]?.id;
  const versionWhen = new Map(view.versions.map((version) => [version.id, when(version.savedAt)]));
  return {
    t: s,
    key,
    title: formatMessage(s.editTitle, lang, { page }),
    self,
    fields: editorFields(key, s),
    /** A page with an image (the home page's hero): its text field's path, and the newest version's picture. */
    image: altPathOf(key) ? { altPath: altPathOf(key) as string, picture: view.image } : undefined,
    words: view.words,
    toReview: view.toReview,
    revision: view.revision,
    state: stateText(view, s, lang),
    scheduled: view.scheduled !== undefined,
    publicPages: languages.flatMap((each) => {
      const path = pagePathOf(key, each);
      return path
        ? [{ lang: each, href: path, label: formatMessage(s.publicPage, lang, { lang: s.inLang[each] }) }]
        : [];
    }),
    versions: view.versions.map(
      (version): VersionLine => ({
        id: version.id,
        line: formatMessage(s.versionLine, lang, {
          when: when(version.savedAt),
          who: version.savedByName ?? s.someone,
        }),
        changed: changedLabels(version.changed, s),
        restoredFrom:
          version.restoredFrom === undefined
            ? undefined
            : formatMessage(s.restoredFrom, lang, {
                from:
                  version.restoredFrom === "original"
                    ? s.originalVersion
                    : (versionWhen.get(version.restoredFrom) ?? String(version.restoredFrom)),
              }),
        live: version.live,
        current: version.id === newestId,
      }),
    ),
    edited: view.versions.length > 0,
    done: done && { notice: done === "nothing" ? s.nothingToDo : s.done[done], panel: panelOfDone[done] },
    preview: {
      lang: previewLang,
      src: { fr: sitePagePreviewPath(key, "fr"), en: sitePagePreviewPath(key, "en") },
      switchTo: { fr: `${self}?preview=fr#${panels.preview}`, en: `${self}?preview=en#${panels.preview}` },
      open: {
        fr: formatMessage(s.previewOpen, lang, { lang: s.inLang.fr }),
        en: formatMessage(s.previewOpen, lang, { lang: s.inLang.en }),
      },
      titles: Object.fromEntries(
        previewWidths.map((width) => [
          width,
          formatMessage(s.previewFrame, lang, { page, width, lang: s.inLang[previewLang] }),
        ]),
      ) as Record<(typeof previewWidths)[number], string>,
    },
  };
}

/** What the action answers when the page stays: the form as typed, and why it was not done. */
type Answer = {
  words: PageWords;
  confirmed: PathsByLang;
  publishAt: string;
  revision: number;
  panel: PanelId | "top";
  errors?: FieldMessages;
  publishAtError?: string;
  /** Another editor saved first: what was typed is kept, and saving again goes over their version. */
  conflict?: boolean;
  /** A restore refused because the page changed since: nothing typed to keep. */
  stale?: boolean;
  /** Refused at publication, the draft saved: the summary says nothing was published. */
  published?: boolean;
  /** What was wrong with the hero's image, or that it must be chosen again (a refused form keeps no file). */
  imageError?: string;
  /** The box going back to the original artwork, as it was ticked. */
  removeImage?: boolean;
};

function same(a: PageWords, b: PageWords): boolean {
  return languages.every((lang) => {
    const paths = new Set([...Object.keys(a[lang] ?? {}), ...Object.keys(b[lang] ?? {})]);
    return [...paths].every((path) => (a[lang]?.[path] ?? "") === (b[lang]?.[path] ?? ""));
  });
}

/**
 * Every button of the editor (decision 108: one schema, `intent` telling them apart). Saving, and
 * publishing, scheduling or cancelling a schedule, which save first what the form holds if it changed;
 * restoring a version as a draft. The desk checks and audits each; a refusal keeps what was typed.
 */
export async function action(args: Route.ActionArgs) {
  const { user, form, lang, t } = await requireAction(args, "editor");
  const s = t.sitePages;
  const key = keyOf(args.params, lang);
  const desk = service(args.context, "sitePages");
  const actor = { id: user.id, email: user.email };
  const fields = fieldsOf(key);
  const sent = formValue(form, sitePageForm(fields), lang);
  const self = sitePagePath(key);
  const done = (what: Done) => redirect(`${self}?done=${what}`);

  if (sent.intent === "restore") {
    const restored = await desk.restore(key, { revision: sent.revision, from: sent.from }, actor);
    if (restored.ok) return done("restored");
    if ("conflict" in restored) {
      const view = await desk.open(key);
      const answer: Answer = {
        words: view.words,
        confirmed: { fr: [], en: [] },
        publishAt: "",
        revision: view.revision,
        panel: "top",
        stale: true,
      };
      return data(answer, { status: 409 });
    }
    throw adminError(404, lang, "notFound");
  }

  const { intent } = sent;
  const typed = sentWords(fields, sent);
  const confirmed = sentConfirmed(sent);
  const panel: PanelId | "top" = intent === "save" || intent === "confirm" ? "top" : panels.publication;
  // The home hero's image (issue 55, item 8): a file sent replaces it, the box takes it back to the artwork.
  const hasImage = altPathOf(key) !== undefined;
  const removeImage = hasImage && form.get(heroImageNames.remove) === "1";
  const file = hasImage ? form.get(heroImageNames.file) : null;
  const kept = (more: Partial<Answer> & { revision: number }): Answer => ({
    words: typed,
    confirmed,
    publishAt: sent.publishAt,
    panel,
    removeImage,
    ...more,
  });
  let image: NewImage | "remove" | undefined = removeImage ? "remove" : undefined;
  if (file instanceof File && file.size > 0) {
    const read = await imageFileRenditions(file, t, lang, { webFormats: true });
    if (!read.ok) {
      // Nothing saved; the words' own errors are told with it, as if the image were there.
      const errors = messagesOf(checkDraft(key, typeset(key, typed), { image: true }), s);
      return data(kept({ revision: sent.revision, errors, imageError: read.message }), { status: 400 });
    }
    image = read.image;
  }
  // A refused or lost save keeps no file: the browser cannot be given it back.
  const chooseAgain = image !== undefined && image !== "remove" ? t.resources.uploadErrors.chooseAgain : undefined;

  // The schedule's time first: a time refused saves nothing.
  let at: Date | undefined;
  if (intent === "schedule") {
    at = instantOn(sent.publishAt, editorTimeZone);
    const refused = !at ? s.publishAtMissing : at.getTime() <= Date.now() ? s.publishAtPast : undefined;
    if (refused) return data(kept({ revision: sent.revision, publishAtError: refused }), { status: 400 });
  }

  // Saved when asked, or before acting when the form holds new words, confirmations, or there is no draft to publish.
  let { revision } = sent;
  const view = await desk.open(key);
  const acting = intent !== "save" && intent !== "confirm";
  const fresh =
    !same(typeset(key, typed), view.words) ||
    confirmed.fr.length + confirmed.en.length > 0 ||
    image !== undefined ||
    revision !== view.revision;
  if (!acting || fresh || (intent !== "unschedule" && view.draftId === undefined)) {
    const saved = await desk.save(key, { words: typed, revision, confirmed, ...(image ? { image } : {}) }, actor);
    if (!saved.ok) {
      if ("conflict" in saved) {
        return data(kept({ words: saved.words, revision: saved.revision, conflict: true, imageError: chooseAgain }), {
          status: 409,
        });
      }
      return data(
        kept({ words: saved.words, revision, errors: messagesOf(saved.errors, s), imageError: chooseAgain }),
        { status: 400 },
      );
    }
    revision = saved.revision;
  }
  if (intent === "save") return done("saved");
  if (intent === "confirm") return done("confirmed");

  const result =
    intent === "unschedule"
      ? await desk.unschedule(key, { revision }, actor)
      : await desk.publish(key, { revision, ...(at ? { at } : {}) }, actor);
  if (result.ok) return done(intent === "unschedule" ? "unscheduled" : at ? "scheduled" : "published");
  if ("conflict" in result) return data(kept({ revision: result.revision, conflict: true }), { status: 409 });
  if ("errors" in result) {
    // The draft is saved; the refusal is on its fields, and the form goes on from the revision it made.
    return data(kept({ words: result.words, revision, errors: messagesOf(result.errors, s), published: true }), {
      status: 400,
    });
  }
  return done("nothing");
}

export default function SitePageEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t, fields, done, self, preview, image } = loaderData;
  // The image's text is edited in its panel, beside the file.
  const altField = image && fields.find((field) => field.path === image.altPath);
  const wordFields = image ? fields.filter((field) => field.path !== image.altPath) : fields;
  const answer = actionData as Answer | undefined;
  const enhanced = useEnhanced();
  const words = answer?.words ?? loaderData.words;
  const errors = answer?.errors ?? {};
  const { actionOf, answerIn } = panelForms<PanelId | "top">(self, [
    done && { panel: done.panel, notice: done.notice },
    answer?.conflict
      ? { panel: answer.panel, problem: t.conflict, current: { href: self, label: t.conflictCurrent } }
      : undefined,
    answer?.stale ? { panel: "top", problem: t.staleForm } : undefined,
  ]);
  // The image's file first (its panel is first), then every field in error, in the page's order,
  // French then English; the schedule's time last.
  const summary = [
    ...(answer?.imageError ? [{ field: heroImageFileId, label: t.heroImage.file, message: answer.imageError }] : []),
    ...fields.flatMap((field) =>
      languages.flatMap((lang) => {
        const message = errors[lang]?.[field.path];
        return message
          ? [{ field: controlId(lang, field.path), label: `${field.label} (${t.langs[lang]})`, message }]
          : [];
      }),
    ),
    ...(answer?.publishAtError ? [{ field: "publishAt", label: t.scheduleAt, message: answer.publishAtError }] : []),
  ];
  const summaryIn = (panel: PanelId | "top") =>
    summary.length > 0 && (answer?.panel ?? "top") === panel ? (
      <ErrorSummary title={answer?.published ? t.invalidPublish : t.invalid} errors={summary} />
    ) : null;
  const canConfirm = languages.some((lang) => loaderData.toReview[lang]?.length);
  return (
    <AdminPage title={loaderData.title}>
      <p className="mt-2">
        <Link to={adminPaths.sitePages} className="text-brand-700 underline">
          {t.backToList}
        </Link>
        {loaderData.publicPages.map((page) => (
          <span key={page.lang}>
            {" · "}
            <a href={page.href} className="text-brand-700 underline">
              {page.label}
            </a>
          </span>
        ))}
      </p>
      {loaderData.publicPages.length === 0 && <p className="mt-2">{t.everyPage}</p>}
      <p className="mt-2">
        {t.stateNow} {loaderData.state}
      </p>
      {/* A page's fields run long: publication, versions and preview are one link away. */}
      <nav aria-label={t.jumpTo} className="mt-2 flex flex-wrap gap-x-4">
        {[
          [panels.publication, t.publishTitle],
          ["history-title", t.history],
          [panels.preview, t.previewTitle],
        ].map(([id, label]) => (
          <a key={id} href={`#${id}`} className="inline-flex min-h-11 items-center text-brand-700 underline">
            {label}
          </a>
        ))}
      </nav>
      {answerIn("top")}
      {summaryIn("top")}
      <PostForm
        action={actionOf("top")}
        className="site-page-editor"
        noValidate={enhanced}
        encType={image ? "multipart/form-data" : undefined}
      >
        <input type="hidden" name="revision" value={answer?.revision ?? loaderData.revision} />
        <SaveButtons t={t} canConfirm={canConfirm} />
        {image && altField && (
          <HeroImagePanel
            t={t}
            picture={image.picture}
            altField={altField}
            words={words}
            toReview={loaderData.toReview}
            confirmed={answer?.confirmed ?? { fr: [], en: [] }}
            errors={errors}
            fileError={answer?.imageError}
            remove={answer?.removeImage ?? false}
          />
        )}
        <WordsFields
          t={t}
          fields={wordFields}
          words={words}
          toReview={loaderData.toReview}
          confirmed={answer?.confirmed ?? { fr: [], en: [] }}
          errors={errors}
        />
        <SaveButtons t={t} canConfirm={canConfirm} />
        <PublishPanel
          t={t}
          state={loaderData.state}
          scheduled={loaderData.scheduled}
          publishAt={answer?.publishAt ?? ""}
          error={answer?.publishAtError}
          action={actionOf(panels.publication)}
          answer={
            <>
              {answerIn(panels.publication)}
              {summaryIn(panels.publication)}
            </>
          }
        />
      </PostForm>
      <HistoryPanel
        t={t}
        versions={loaderData.versions}
        original={loaderData.edited}
        revision={answer?.revision ?? loaderData.revision}
        action={actionOf("top")}
      />
      <PreviewPanel
        t={t}
        lang={preview.lang}
        src={preview.src}
        switchTo={preview.switchTo}
        open={preview.open}
        titles={preview.titles}
      />
    </AdminPage>
  );
}
