import { data, Link, redirect } from "react-router";
import type { z } from "zod/mini";
import { AdminPage, Panel, PostForm, panelForms, SubmitButton } from "#app/admin/components/ui.tsx";
import { useEnhanced } from "#app/hooks/use-enhanced.ts";
import { useDocumentLang } from "#app/hooks/use-lang.ts";
import {
  type FieldErrors,
  FormErrors,
  type FormValues,
  HistoryPanel,
  ImagesPanel,
  type PanelId,
  PublishPanel,
  panels,
  ResourceFields,
  type UploadErrors,
  UploadForm,
  type VersionLine,
} from "#app/resources/admin-editor.tsx";
import { ResourceArticle } from "#app/resources/article.tsx";
import { articleOf, webinarBox } from "#app/resources/format.server.ts";
import { imageUpload, pdfUpload, type Upload } from "#app/resources/uploads.server.ts";
import { formatDateTime } from "#common/admin/format.server.ts";
import { resourceForm } from "#common/admin/forms/resource.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { editorTimeZones, slugFromTitle } from "#common/resources/editor.ts";
import { resourceKinds } from "#common/resources/kinds.ts";
import { formatMessage } from "#common/site/message.ts";
import { languages, otherLang, pathOf } from "#common/site/pages.ts";
import { resourcePath } from "#common/site/resource-paths.ts";
import { adminError, formValue, requireAction, requireUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import { editorTimeZone, instantOn, localValue, readResourceForm } from "#server/resources/input.server.ts";
import { readingMinutes, renderMarkdown } from "#server/resources/render.server.ts";
import {
  changedFields,
  inputOf,
  isResourceConflict,
  isResourceSavedSince,
  type ResourceInput,
  type ResourceVersion,
} from "#server/resources/resource.server.ts";
import type { ResourceService } from "#server/resources/resources.server.ts";
import type { Route } from "./+types/resource";

const doneKeys = ["saved", "published", "scheduled", "unpublished", "pdf", "image"] as const;
/** The buttons of the item's form that act on its publication once it is saved. */
const publicationIntents = ["publish", "schedule", "unpublish"] as const;

const panelOfDone: Record<(typeof doneKeys)[number], PanelId> = {
  saved: "top",
  published: panels.publication,
  scheduled: panels.publication,
  unpublished: panels.publication,
  pdf: panels.pdf,
  image: panels.images,
};

function valuesOf(item: ResourceInput): FormValues {
  const zone = item.timeZone ?? editorTimeZone;
  return {
    kind: item.kind,
    lang: item.lang,
    slug: item.slug,
    title: item.title,
    summary: item.summary,
    body: item.body,
    author: item.author,
    startsLocal: item.startsAt ? localValue(item.startsAt, zone) : "",
    timeZone: zone,
    lengthMinutes: item.lengthMinutes ? String(item.lengthMinutes) : "",
    replayUrl: item.replayUrl ?? "",
    joinUrl: item.joinUrl ?? "",
    gated: item.gated,
    illustrative: item.illustrative,
  };
}

/** The editor's form as sent, everything but restoring a version. */
type EditorSent = Exclude<z.output<typeof resourceForm>, { intent: "restore" }>;

function typedValues(sent: EditorSent): FormValues {
  const { kind, lang, title, summary, body, author, startsLocal, timeZone, lengthMinutes, replayUrl, joinUrl } = sent;
  return {
    ...{ kind, lang, title, summary, body, author, startsLocal, timeZone, lengthMinutes, replayUrl, joinUrl },
    // Left empty, it is made from the title, as the server saves it (readResourceForm).
    slug: sent.slug || slugFromTitle(title),
    gated: sent.gated,
    illustrative: sent.illustrative,
  };
}

/**
 * What an answer that keeps the form sends back: the fields as typed, the schedule's time, and the
 * version the text was started from, so a save after it is still checked against that version, not
 * the one a preview's reload shows (decision 047).
 */
function keptOf(sent: EditorSent) {
  return { values: typedValues(sent), publishAt: sent.publishAt, basedOn: sent.basedOn };
}

/** The editor's uploads: each is also its form's intent, and answers in its own panel. */
const uploadIntents = ["pdf", "image"] as const;
const panelOfUpload = { pdf: panels.pdf, image: panels.images } as const;

/**
 * A refused upload answers in its panel, each message on its field, the description as typed, and the
 * item's fields as typed too, since nothing was saved.
 */
function refuseUpload(panel: PanelId, upload: Extract<Upload, { ok: false }>, kept: ReturnType<typeof keptOf>) {
  return data({ ...kept, panel, upload: { errors: upload.errors, alt: upload.alt } }, { status: 400 });
}

/**
 * The preview: the item's page as it will read, in its own language, from the form as typed, saved or
 * not (issue 46, item 17). A webinar's box shows once its start, zone and length make sense.
 */
async function previewOf(
  values: FormValues,
  body: string,
  pageLang: "fr" | "en",
  bodyImages: ResourceService["bodyImages"],
) {
  const lang = languages.find((each) => each === values.lang) ?? pageLang;
  const kind = resourceKinds.find((each) => each === values.kind) ?? "article";
  const zone = editorTimeZones.find((each) => each === values.timeZone);
  const startsAt = zone ? instantOn(values.startsLocal, zone) : undefined;
  const lengthMinutes = Number(values.lengthMinutes);
  return {
    t: dictionaries[lang].pages.resources.text,
    item: articleOf({ ...values, kind }, lang, {
      html: renderMarkdown(body, await bodyImages(body)),
      minutes: readingMinutes(body),
    }),
    webinar:
      kind === "webinar" && zone && startsAt && Number.isSafeInteger(lengthMinutes) && lengthMinutes > 0
        ? webinarBox({ startsAt, timeZone: zone, lengthMinutes, replayUrl: values.replayUrl || null }, lang)
        : undefined,
    back: pathOf("resources", lang),
  };
}

/** The message for a schedule's time refused, or not given. */
const scheduleErrors = { missing: "publishAt", past: "publishPast", live: "publishLive" } as const;

/** A version as the history lists it: who saved it, when, and which fields it changed. */
function versionLine(version: ResourceVersion, someone: string, lang: "fr" | "en"): VersionLine {
  return {
    id: version.id,
    when: formatDateTime(version.savedAt.toISOString(), lang),
    by: version.actorEmail ?? someone,
    title: version.input.title,
    changed: version.changed,
  };
}

/** The item's id, or undefined for a new one; anything else is a 404. */
function idOf(params: Route.LoaderArgs["params"], lang: "fr" | "en"): number | undefined {
  if (params.id === "new") return undefined;
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw adminError(404, lang, "notFound");
  return id;
}

export async function loader(args: Route.LoaderArgs) {
  const { t, lang } = await requireUser(args, "editor");
  const { store } = service(args.context, "resources");
  const search = args.url.searchParams;
  const id = idOf(args.params, lang);
  const item = id === undefined ? undefined : await store.get(id);
  if (id !== undefined && !item) throw adminError(404, lang, "notFound");
  const source = search.get("translate") ? await store.get(Number(search.get("translate"))) : undefined;
  const pair = item ? (await store.list()).find((each) => each.id === item.id)?.pairLangs : undefined;
  const blank: FormValues = {
    kind: source?.kind ?? "article",
    lang: source ? otherLang(source.lang) : "fr",
    slug: "",
    title: "",
    summary: "",
    body: "",
    author: source?.author ?? "",
    startsLocal: source?.startsAt ? localValue(source.startsAt, source.timeZone ?? editorTimeZone) : "",
    timeZone: source?.timeZone ?? editorTimeZone,
    lengthMinutes: source?.lengthMinutes ? String(source.lengthMinutes) : "",
    replayUrl: source?.replayUrl ?? "",
    joinUrl: source?.joinUrl ?? "",
    gated: source?.gated ?? false,
    illustrative: source?.illustrative ?? false,
  };
  const publishAt = item && item.status !== "draft" ? item.publishAt : null;
  const live = publishAt !== null && publishAt <= new Date();
  const done = doneKeys.find((key) => key === search.get("done"));
  const versions = item ? await store.versions(item.id) : [];
  return {
    t: t.resources,
    id: item?.id,
    translateOf: source ? { id: source.id, title: source.title } : undefined,
    values: item ? valuesOf(item) : blank,
    publication: {
      live,
      publishedAt: live ? formatDateTime(publishAt.toISOString(), lang) : undefined,
      scheduledFor: publishAt && !live ? formatDateTime(publishAt.toISOString(), lang) : undefined,
    },
    publicPath: item && publishAt ? resourcePath(item.lang, item.slug) : undefined,
    missingTranslation: item && pair && pair.length < languages.length ? item.id : undefined,
    pdfName: item?.pdfName ?? "",
    versions: versions.map((version) => versionLine(version, t.resources.someone, lang)),
    // The version this page's form is made from; its save is refused if another was saved since.
    basedOn: versions[0]?.id,
    images: item ? (await store.images()).slice(0, 20).map((image) => ({ id: image.id, alt: image.alt })) : [],
    done: done && { key: done, panel: panelOfDone[done] },
    // This page's own address, which its forms post to (a new item's keeps what it translates).
    self: item
      ? `${adminPaths.resources}/${item.id}`
      : `${adminPaths.resourceNew}${source ? `?translate=${source.id}` : ""}`,
  };
}

export async function action(args: Route.ActionArgs) {
  const { user, form, lang, t } = await requireAction(args, "editor");
  const resources = service(args.context, "resources");
  const { store } = resources;
  const { audit } = service(args.context, "admin");
  const actor = { id: user.id, email: user.email };
  const id = idOf(args.params, lang);
  const sent = formValue(form, resourceForm, lang);
  const done = (itemId: number, key: (typeof doneKeys)[number]) => {
    resources.changed();
    return redirect(`${adminPaths.resources}/${itemId}?done=${key}`);
  };
  const record = (action: string, itemId: number, details?: Record<string, string | number>) =>
    audit.record({ actor, action, target: { type: "resource", id: itemId }, details });

  if (sent.intent === "restore") {
    if (id === undefined || !(await store.get(id))) throw adminError(404, lang, "notFound");
    // Into the form, to review and save: the item and its public page stay as they are (decision 069).
    const versions = await store.versions(id);
    const version = versions.find((each) => each.id === sent.version);
    if (!version) throw adminError(400, lang, "badRequest");
    return {
      values: valuesOf(version.input),
      basedOn: versions[0]?.id,
      restored: formatDateTime(version.savedAt.toISOString(), lang),
    };
  }
  const { intent } = sent;
  if (intent === "preview") {
    const values = typedValues(sent);
    const body = values.body.replace(/\r\n/g, "\n");
    return { ...keptOf(sent), preview: await previewOf(values, body, lang, resources.bodyImages) };
  }

  const publication = publicationIntents.find((each) => each === intent);
  const uploadIntent = uploadIntents.find((each) => each === intent);
  const upload =
    uploadIntent &&
    (await (uploadIntent === "pdf" ? pdfUpload(sent.pdf, t, lang) : imageUpload(sent.image, sent.alt, t, lang)));
  // An upload saves the form first (a new item, as a draft), then attaches the file (issue 46, item 17;
  // issue 52, item 9): text typed beside it is not lost.
  const item = id === undefined ? undefined : await store.get(id);
  if (id !== undefined && !item) throw adminError(404, lang, "notFound");
  if (publication && !item) throw adminError(400, lang, "badRequest");
  const kept = keptOf(sent);
  const panel: PanelId = publication ? panels.publication : "top";
  const parsed = readResourceForm(sent);
  // Every error at once (issue 46, item 6): the fields' own, a slug taken, and the schedule's time.
  const errors: FieldErrors = {};
  for (const name of parsed.ok ? [] : parsed.invalid) errors[name] = t.resources.errors[name];
  const itemLang = item?.lang ?? languages.find((each) => each === kept.values.lang);
  if (!errors.slug && itemLang && (await store.slugTaken(itemLang, kept.values.slug.trim(), id))) {
    errors.slug = t.resources.slugTaken;
  }
  const at = publication === "schedule" ? instantOn(sent.publishAt, editorTimeZone) : undefined;
  if (publication === "schedule" && item) {
    const refusal = at ? await store.scheduleRefusal(item.id, at) : "missing";
    if (refusal) errors.publishAt = t.resources.errors[scheduleErrors[refusal]];
  }
  if (!parsed.ok || Object.keys(errors).length > 0) {
    const refused = upload && !upload.ok ? { upload } : {};
    return data({ ...kept, errors, panel, ...refused }, { status: errors.slug === t.resources.slugTaken ? 409 : 400 });
  }
  if (uploadIntent && upload && !upload.ok) return refuseUpload(panelOfUpload[uploadIntent], upload, kept);
  try {
    if (!item) {
      const created = await store.create(parsed.input, actor, sent.pairOf || undefined);
      await record("resource.create", created.id, { kind: created.kind, lang: created.lang });
      if (!uploadIntent || !upload?.ok) return done(created.id, "saved");
      await record(`resource.${uploadIntent}`, created.id, await upload.save(store, created.id));
      return done(created.id, uploadIntent);
    }
    // Publishing and uploading save the form first, when it holds anything unsaved (issue 46, item 1).
    const acting = publication !== undefined || uploadIntent !== undefined;
    if (!acting || changedFields(inputOf(item), { ...parsed.input, lang: item.lang }).length > 0) {
      // A form without its version, from a page older than this check, counts as made from none.
      await store.update(item.id, parsed.input, actor, kept.basedOn ?? 0);
      await record("resource.update", item.id);
    }
  } catch (error) {
    if (isResourceSavedSince(error)) {
      const { newest } = error;
      const problem = formatMessage(t.resources.savedSince, lang, {
        who: newest.actorEmail ?? t.resources.someone,
        when: formatDateTime(newest.savedAt.toISOString(), lang),
      });
      // Saving again from this answer replaces that version knowingly; it stays in the history.
      return data({ ...kept, basedOn: newest.id, problem, panel, savedSince: true }, { status: 409 });
    }
    if (!isResourceConflict(error)) throw error;
    return data({ ...kept, errors: { slug: t.resources.slugTaken }, panel }, { status: 409 });
  }
  if (uploadIntent && upload?.ok) {
    await record(`resource.${uploadIntent}`, item.id, await upload.save(store, item.id));
    return done(item.id, uploadIntent);
  }
  if (publication === "publish") {
    await store.publish(item.id);
    await record("resource.publish", item.id);
    return done(item.id, "published");
  }
  if (publication === "schedule" && at) {
    const scheduled = await store.schedule(item.id, at);
    if (!scheduled.ok) {
      // Published or the time passed while the form was saved: what it held is saved, the schedule is not.
      const publishAt = t.resources.errors[scheduleErrors[scheduled.reason]];
      return data({ ...kept, basedOn: undefined, errors: { publishAt }, panel }, { status: 409 });
    }
    await record("resource.schedule", item.id, { at: at.toISOString() });
    return done(item.id, "scheduled");
  }
  if (publication === "unpublish") {
    await store.unpublish(item.id);
    await record("resource.unpublish", item.id);
    return done(item.id, "unpublished");
  }
  return done(item.id, "saved");
}

/** What the action answers when the page stays: the form as sent back, and why. */
type Answer = {
  values?: FormValues;
  publishAt?: string;
  basedOn?: number;
  preview?: Awaited<ReturnType<typeof previewOf>>;
  errors?: FieldErrors;
  problem?: string;
  panel?: PanelId;
  savedSince?: boolean;
  /** When the version restored into the form was saved. */
  restored?: string;
  /** An upload refused: what was wrong, on which field, and the description as typed. */
  upload?: { errors: UploadErrors; alt?: string };
};

export default function ResourceEditor({ loaderData, actionData }: Route.ComponentProps) {
  const lang = useDocumentLang();
  const { t, id, values: stored, versions, images, done, translateOf, self } = loaderData;
  const answer = actionData as Answer | undefined;
  const enhanced = useEnhanced();
  const values = answer?.values ?? stored;
  const errors = answer?.errors ?? {};
  const { actionOf, answerIn } = panelForms<PanelId>(self, [
    done && { panel: done.panel, notice: t.done[done.key] },
    answer?.restored ? { panel: "top", notice: formatMessage(t.restored, lang, { when: answer.restored }) } : undefined,
    answer?.problem
      ? {
          panel: answer.panel ?? "top",
          problem: answer.problem,
          current: answer.savedSince ? { href: self, label: t.savedSinceCurrent } : undefined,
        }
      : undefined,
  ]);
  // A refused form's summary shows where the answer opens: at the top, or in the publication's panel.
  const summaryIn = (panel: PanelId) =>
    answer?.errors && (answer.panel ?? "top") === panel ? <FormErrors t={t} errors={answer.errors} /> : null;
  return (
    <AdminPage title={id === undefined ? t.newTitle : t.editTitle}>
      <p className="mt-2">
        <Link to={adminPaths.resources} className="text-brand-700 underline">
          {t.backToList}
        </Link>
        {loaderData.publicPath && (
          <>
            {" · "}
            <a href={loaderData.publicPath} className="text-brand-700 underline">
              {t.viewPublic}
            </a>
          </>
        )}
      </p>
      {answerIn("top")}
      {summaryIn("top")}
      {translateOf && (
        <p className="mt-4">
          {t.translationOf} « {translateOf.title} »
        </p>
      )}
      {/* The publication's buttons and the uploads belong to this form: they save what it holds before they act. */}
      <PostForm
        action={actionOf("top")}
        className="resource-editor max-w-3xl"
        noValidate={enhanced}
        encType="multipart/form-data"
      >
        {translateOf && <input type="hidden" name="pairOf" value={translateOf.id} />}
        {id !== undefined && <input type="hidden" name="basedOn" value={answer?.basedOn ?? loaderData.basedOn ?? ""} />}
        <ResourceFields
          t={t}
          values={values}
          errors={errors}
          chooseLang={id === undefined && !translateOf}
          newItem={id === undefined}
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton name="intent" value="save">
            {t.save}
          </SubmitButton>
          <button
            type="submit"
            name="intent"
            value="preview"
            formAction={actionOf(panels.preview)}
            formNoValidate
            className="mt-6 inline-flex min-h-11 items-center rounded-full border border-brand-600 px-5 font-semibold text-brand-700"
          >
            {t.preview}
          </button>
        </div>
        {answer?.preview !== undefined && (
          <Panel id={panels.preview} title={t.previewTitle}>
            <div className="mt-4 rounded-card border border-line bg-white">
              <ResourceArticle {...answer.preview} inPreview />
            </div>
          </Panel>
        )}
        <div data-kind-only="guide">
          <Panel id={panels.pdf} title={t.pdfTitle}>
            {answerIn(panels.pdf)}
            <p className="mt-2 text-muted">{t.uploadSavesFirst}</p>
            {loaderData.pdfName && (
              <p className="mt-2">
                {t.pdfCurrent} {loaderData.pdfName}
              </p>
            )}
            <UploadForm
              t={t}
              file="pdf"
              label={t.pdfFile}
              action={actionOf(panels.pdf)}
              errors={answer?.upload?.errors}
            />
          </Panel>
        </div>
        <ImagesPanel
          t={t}
          images={images}
          action={actionOf(panels.images)}
          answer={
            <>
              {answerIn(panels.images)}
              <p className="mt-2 text-muted">{t.uploadSavesFirst}</p>
            </>
          }
          refused={answer?.upload}
        />
        {id !== undefined && (
          <PublishPanel
            t={t}
            state={loaderData.publication}
            publishAt={answer?.publishAt ?? ""}
            error={errors.publishAt}
            action={actionOf(panels.publication)}
            answer={
              <>
                {answerIn(panels.publication)}
                {summaryIn(panels.publication)}
              </>
            }
          />
        )}
      </PostForm>
      {loaderData.missingTranslation !== undefined && (
        <p className="mt-6">
          <Link
            to={`${adminPaths.resourceNew}?translate=${loaderData.missingTranslation}`}
            className="font-semibold text-brand-700 underline"
          >
            {t.translate}
          </Link>
        </p>
      )}
      <HistoryPanel t={t} versions={versions} action={actionOf("top")} />
    </AdminPage>
  );
}
