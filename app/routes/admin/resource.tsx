import { data, Link, redirect } from "react-router";
import { formatDateTime } from "../../../common/admin/format.server";
import { adminPaths } from "../../../common/admin/paths";
import { htmlLang, languages, otherLang } from "../../../common/site/pages";
import { resourcePath } from "../../../common/site/resource-paths";
import { adminError, adminServices, field, requireAction, requireUser } from "../../../server/auth/guard.server";
import { ImageTooLarge, imageRenditions, NotAnImage } from "../../../server/resources/images.server";
import { editorTimeZone, instantOn, localValue, readResourceForm } from "../../../server/resources/input.server";
import { renderMarkdown } from "../../../server/resources/render.server";
import { isResourceConflict, isResourceSavedSince, type Resource } from "../../../server/resources/store.server";
import { AdminPage, Panel, PostForm, panelForms, SubmitButton } from "../../admin/components/ui";
import { useInnerHtml } from "../../lib/inner-html";
import {
  type FormValues,
  HistoryPanel,
  ImagesPanel,
  type PanelId,
  PublishPanel,
  panels,
  ResourceFields,
  UploadForm,
} from "../../resources/admin-editor";
import type { Route } from "./+types/resource";

const maxUploadBytes = 10 * 1024 * 1024;
const doneKeys = ["saved", "published", "scheduled", "unpublished", "restored", "pdf", "image"] as const;

const panelOfDone: Record<(typeof doneKeys)[number], PanelId> = {
  saved: "top",
  restored: "top",
  published: panels.publication,
  scheduled: panels.publication,
  unpublished: panels.publication,
  pdf: panels.pdf,
  image: panels.images,
};

function resourcesOf(context: Route.LoaderArgs["context"]) {
  if (!context.resources) throw new Response("Resources unavailable", { status: 503 });
  return context.resources;
}

function valuesOf(item: Resource): FormValues {
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
    gated: item.gated,
    illustrative: item.illustrative,
  };
}

function typedValues(form: FormData): FormValues {
  const value = (name: string) => field(form, name);
  return {
    kind: value("kind"),
    lang: value("lang"),
    slug: value("slug"),
    title: value("title"),
    summary: value("summary"),
    body: value("body"),
    author: value("author"),
    startsLocal: value("startsLocal"),
    timeZone: value("timeZone"),
    lengthMinutes: value("lengthMinutes"),
    replayUrl: value("replayUrl"),
    gated: value("gated") === "on",
    illustrative: value("illustrative") === "on",
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
  const { store } = resourcesOf(args.context);
  const search = new URL(args.request.url).searchParams;
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
    gated: source?.gated ?? false,
    illustrative: source?.illustrative ?? false,
  };
  const published = item && item.status !== "draft" && item.publishAt;
  const done = doneKeys.find((key) => key === search.get("done"));
  const versions = item ? await store.versions(item.id) : [];
  return {
    t: t.resources,
    id: item?.id,
    translateOf: source ? { id: source.id, title: source.title } : undefined,
    values: item ? valuesOf(item) : blank,
    status: item?.status,
    publishedAt: published ? formatDateTime(item.publishAt?.toISOString() ?? "", lang) : undefined,
    publicPath: item && published ? resourcePath(item.lang, item.slug) : undefined,
    missingTranslation: item && pair && pair.length < languages.length ? item.id : undefined,
    pdfName: item?.kind === "guide" ? (item.pdfName ?? "") : undefined,
    versions: versions.map((version) => ({
      id: version.id,
      when: formatDateTime(version.savedAt.toISOString(), lang),
      by: version.actorEmail ?? "",
      title: version.input.title,
    })),
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
  const service = resourcesOf(args.context);
  const { store } = service;
  const { audit } = adminServices(args.context);
  const actor = { id: user.id, email: user.email };
  const id = idOf(args.params, lang);
  const intent = field(form, "intent");
  const done = (itemId: number, key: (typeof doneKeys)[number]) => {
    service.changed();
    return redirect(`${adminPaths.resources}/${itemId}?done=${key}`);
  };
  const record = (action: string, itemId: number, details?: Record<string, string | number>) =>
    audit.record({ actor, action, target: { type: "resource", id: itemId }, details });

  if (intent === "save" || intent === "preview") {
    const parsed = readResourceForm(form);
    const values = typedValues(form);
    // Sent back with every answer that keeps the form, so a save after it is still checked against the
    // version the text was started from, not the one a preview's reload shows (decision 047).
    const basedOn = field(form, "basedOn");
    if (basedOn && !/^\d{1,12}$/.test(basedOn)) throw adminError(400, lang, "badRequest");
    const kept = { values, basedOn: basedOn ? Number(basedOn) : undefined };
    if (intent === "preview") {
      const body = values.body.replace(/\r\n/g, "\n");
      return { ...kept, preview: renderMarkdown(body, await service.bodyImages(body)) };
    }
    if (!parsed.ok) return data({ ...kept, invalid: parsed.invalid, problem: t.resources.invalid }, { status: 400 });
    try {
      if (id === undefined) {
        const pairOf = Number(field(form, "pairOf")) || undefined;
        const created = await store.create(parsed.input, actor, pairOf);
        await record("resource.create", created.id, { kind: created.kind, lang: created.lang });
        return done(created.id, "saved");
      }
      // A form without its version, from a page older than this check, counts as made from none.
      const updated = await store.update(id, parsed.input, actor, kept.basedOn ?? 0);
      if (!updated) throw adminError(404, lang, "notFound");
      await record("resource.update", id);
      return done(id, "saved");
    } catch (error) {
      if (isResourceSavedSince(error)) {
        const { newest } = error;
        const problem = t.resources.savedSince
          .replace("{who}", newest.actorEmail ?? t.resources.someone)
          .replace("{when}", formatDateTime(newest.savedAt.toISOString(), lang));
        // Saving again from this answer replaces that version knowingly; it stays in the history.
        return data({ ...kept, basedOn: newest.id, problem, savedSince: true }, { status: 409 });
      }
      if (!isResourceConflict(error)) throw error;
      return data({ ...kept, invalid: ["slug"], problem: t.resources.slugTaken }, { status: 409 });
    }
  }

  if (id === undefined || !(await store.get(id))) throw adminError(404, lang, "notFound");
  if (intent === "publish") {
    await store.publish(id);
    await record("resource.publish", id);
    return done(id, "published");
  }
  if (intent === "schedule") {
    const at = instantOn(field(form, "publishAt"), editorTimeZone);
    if (!at) throw adminError(400, lang, "badRequest");
    await store.publish(id, at);
    await record("resource.schedule", id, { at: at.toISOString() });
    return done(id, "scheduled");
  }
  if (intent === "unpublish") {
    await store.unpublish(id);
    await record("resource.unpublish", id);
    return done(id, "unpublished");
  }
  if (intent === "restore") {
    const versionId = Number(field(form, "version"));
    if (!(await store.restore(id, versionId, actor))) throw adminError(400, lang, "badRequest");
    await record("resource.restore", id, { version: versionId });
    return done(id, "restored");
  }
  if (intent === "pdf") {
    const file = form.get("pdf");
    const bytes =
      file instanceof File && file.size <= maxUploadBytes ? new Uint8Array(await file.arrayBuffer()) : undefined;
    // A PDF starts with "%PDF-"; anything else is refused, whatever its name says.
    if (!bytes || new TextDecoder().decode(bytes.slice(0, 5)) !== "%PDF-") {
      return data({ problem: t.resources.badPdf, panel: panels.pdf }, { status: 400 });
    }
    const name = (file as File).name.replace(/[^\w.-]+/g, "-").slice(-80) || "guide.pdf";
    await store.setPdf(id, name.endsWith(".pdf") ? name : `${name}.pdf`, bytes);
    await record("resource.pdf", id, { bytes: bytes.length });
    return done(id, "pdf");
  }
  if (intent === "image") {
    const file = form.get("image");
    const alt = field(form, "alt");
    if (!(file instanceof File) || file.size === 0 || file.size > maxUploadBytes || !alt) {
      return data({ problem: t.resources.badImage, panel: panels.images }, { status: 400 });
    }
    try {
      const { width, height, renditions } = await imageRenditions(new Uint8Array(await file.arrayBuffer()));
      const image = await store.addImage(alt.slice(0, 300), width, height, renditions);
      await record("resource.image", id, { image: image.id });
    } catch (error) {
      if (error instanceof ImageTooLarge) {
        const pixels = new Intl.NumberFormat(htmlLang[lang]);
        const size = `${pixels.format(error.width)} × ${pixels.format(error.height)}`;
        return data(
          { problem: t.resources.imageTooLarge.replace("{size}", size), panel: panels.images },
          { status: 400 },
        );
      }
      if (!(error instanceof NotAnImage)) throw error;
      return data({ problem: t.resources.badImage, panel: panels.images }, { status: 400 });
    }
    return done(id, "image");
  }
  throw adminError(400, lang, "badRequest");
}

export default function ResourceEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t, id, values: stored, versions, images, done, translateOf, self } = loaderData;
  const answer = actionData as
    | {
        values?: FormValues;
        basedOn?: number;
        preview?: string;
        invalid?: string[];
        problem?: string;
        panel?: PanelId;
        savedSince?: boolean;
      }
    | undefined;
  const preview = useInnerHtml(answer?.preview ?? "");
  const values = answer?.values ?? stored;
  const invalid = new Set(answer?.invalid ?? []);
  const { actionOf, answerIn } = panelForms<PanelId>(self, [
    done && { panel: done.panel, notice: t.done[done.key] },
    answer?.problem
      ? {
          panel: answer.panel ?? "top",
          problem: answer.problem,
          current: answer.savedSince ? { href: self, label: t.savedSinceCurrent } : undefined,
        }
      : undefined,
  ]);
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
      {translateOf && (
        <p className="mt-4">
          {t.translationOf} « {translateOf.title} »
        </p>
      )}
      <PostForm action={actionOf("top")} className="max-w-3xl">
        {translateOf && <input type="hidden" name="pairOf" value={translateOf.id} />}
        {id !== undefined && <input type="hidden" name="basedOn" value={answer?.basedOn ?? loaderData.basedOn ?? ""} />}
        <ResourceFields t={t} values={values} invalid={invalid} chooseLang={id === undefined && !translateOf} />
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
      </PostForm>
      {answer?.preview !== undefined && (
        <Panel id={panels.preview} title={t.previewTitle}>
          {/* Rendered and sanitized on the server (server/resources/render.server.ts). */}
          <div className="prose mt-4" dangerouslySetInnerHTML={preview} />
        </Panel>
      )}
      {id !== undefined && (
        <PublishPanel
          t={t}
          status={loaderData.status}
          publishedAt={loaderData.publishedAt}
          action={actionOf(panels.publication)}
          answer={answerIn(panels.publication)}
        />
      )}
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
      {loaderData.pdfName !== undefined && (
        <Panel id={panels.pdf} title={t.pdfTitle}>
          {answerIn(panels.pdf)}
          {loaderData.pdfName && (
            <p className="mt-2">
              {t.pdfCurrent} {loaderData.pdfName}
            </p>
          )}
          <UploadForm file="pdf" label={t.pdfFile} upload={t.upload} action={actionOf(panels.pdf)} />
        </Panel>
      )}
      {id !== undefined && (
        <ImagesPanel t={t} images={images} action={actionOf(panels.images)} answer={answerIn(panels.images)} />
      )}
      <HistoryPanel t={t} versions={versions} action={actionOf("top")} />
    </AdminPage>
  );
}
