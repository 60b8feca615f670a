import { data, Link, redirect } from "react-router";
import { AdminTable } from "#app/admin/components/table.tsx";
import {
  AdminPage,
  ErrorSummary,
  Field,
  Notice,
  Panel,
  PostForm,
  Problem,
  SelectField,
  SubmitButton,
  TextAreaField,
} from "#app/admin/components/ui.tsx";
import { type NewsletterIssuesText, newsletterIssuesText } from "#common/admin/content/newsletter-issues.ts";
import { formatDateTime } from "#common/admin/format.server.ts";
import { type IssueTyped, newsletterIssueForm } from "#common/admin/forms/newsletter-issue.ts";
import { adminPaths, newsletterIssuePath, newsletterPreviewPath } from "#common/admin/paths.ts";
import { formatMessage } from "#common/site/message.ts";
import { languages } from "#common/site/pages.ts";
import { adminError, formValue, requireAction, requireUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import { type IssueInput, sameIssueInput } from "#server/newsletter/issue.server.ts";
import { type IssueField, parseIssueForm, parseSendAt } from "#server/newsletter/issue-input.server.ts";
import type { Route } from "./+types/newsletter-issue";

const doneKeys = ["saved", "test", "queued", "scheduled", "cancelled", "stopped"] as const;
type DoneKey = (typeof doneKeys)[number];

type Values = {
  lang: string;
  subject: string;
  preview: string;
  body: string;
  resources: number[];
  translation: string;
};

/** The issue's id, or undefined for a new one; anything else is a 404. */
function idOf(params: Route.LoaderArgs["params"], lang: "fr" | "en"): number | undefined {
  if (params.id === "new") return undefined;
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw adminError(404, lang, "notFound");
  return id;
}

const valuesOf = (issue: IssueInput): Values => ({
  lang: issue.lang,
  subject: issue.subject,
  preview: issue.preview,
  body: issue.body,
  resources: issue.resourceIds,
  translation: issue.translationId === null ? "" : String(issue.translationId),
});

function typedValues({ lang, subject, preview, body, resources, translation }: IssueTyped): Values {
  return { lang, subject, preview, body, resources: resources.map(Number).filter(Number.isSafeInteger), translation };
}

export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireUser(args, "editor");
  const issues = service(args.context, "newsletter").issues;
  const id = idOf(args.params, lang);
  const issue = id === undefined ? undefined : await issues.get(id);
  if (id !== undefined && !issue) throw adminError(404, lang, "notFound");
  const done = doneKeys.find((key) => key === args.url.searchParams.get("done"));
  return {
    t: newsletterIssuesText[lang],
    id: issue?.id,
    state: issue?.state ?? "draft",
    values: issue ? valuesOf(issue) : { lang, subject: "", preview: "", body: "", resources: [], translation: "" },
    featurable: await issues.featurable(),
    translatable: (await issues.translatable()).filter((other) => other.id !== issue?.id),
    scheduledFor:
      issue?.state === "scheduled" && issue.scheduledAt ? formatDateTime(issue.scheduledAt, lang) : undefined,
    counts: issue && issue.state !== "draft" && issue.state !== "scheduled" ? await issues.counts(issue.id) : undefined,
    clicks: issue && issue.state !== "draft" && issue.state !== "scheduled" ? await issues.clicks(issue.id) : undefined,
    done,
    lang,
  };
}

export async function action(args: Route.ActionArgs) {
  const { user, form, lang } = await requireAction(args, "editor");
  const t = newsletterIssuesText[lang];
  const issues = service(args.context, "newsletter").issues;
  const actor = { id: user.id, email: user.email };
  const id = idOf(args.params, lang);
  const sent = formValue(form, newsletterIssueForm, lang);
  const { intent } = sent;
  const done = (issueId: number, key: DoneKey) => redirect(`${newsletterIssuePath(issueId)}?done=${key}`);
  const stale = () => data({ problem: t.errors.stale }, { status: 409 });
  const issue = id === undefined ? undefined : await issues.get(id);
  if (id !== undefined && !issue) throw adminError(404, lang, "notFound");
  const now = new Date();

  // Only the composer sends the fields; a page that shows the issue read-only acts on it as stored.
  if (form.has("subject")) {
    if (!("subject" in sent) || (!issue && intent !== "save")) throw adminError(400, lang, "badRequest");
    const composed = sent.intent;
    const featurable = new Map((await issues.featurable()).map((resource) => [resource.id, resource.lang]));
    const translatable = new Map(
      (await issues.translatable()).filter((other) => other.id !== id).map((other) => [other.id, other.lang]),
    );
    const parsed = parseIssueForm(sent, featurable, translatable);
    const at = composed === "review-later" ? parseSendAt(sent.scheduleAt, now) : undefined;
    // Every error at once, the schedule's with the fields': a refused action saves nothing.
    const errors: IssueField[] = parsed.ok ? [] : [...parsed.errors];
    if (at === "invalid" || at === now) errors.push("scheduleAt");
    if (!parsed.ok || errors.length > 0) {
      return data({ values: typedValues(sent), errors, scheduleAt: sent.scheduleAt }, { status: 400 });
    }
    if (!issue) return done(await issues.create(parsed.value, actor), "saved");
    const saved =
      issue.state === "draft" &&
      (sameIssueInput(issue, parsed.value) || (await issues.update(issue.id, parsed.value, actor)));
    if (!saved) return stale();
    if (composed === "save") return done(issue.id, "saved");
    if (composed === "preview-html" || composed === "preview-text") {
      return redirect(newsletterPreviewPath(issue.id, composed === "preview-html" ? "html" : "text"));
    }
    if (composed === "review-now" || composed === "review-later") {
      const count = await issues.recipientCount(issue.lang);
      const language = t.languages[issue.lang];
      const when = at instanceof Date ? at : now;
      const sentence =
        composed === "review-now"
          ? formatMessage(t.confirm.now, lang, { count, language })
          : formatMessage(t.confirm.later, lang, { count, language, when: formatDateTime(when.toISOString(), lang) });
      return { confirm: { send: { sentence, at: composed === "review-now" ? "" : when.toISOString() } } };
    }
  }

  if (!issue) throw adminError(400, lang, "badRequest");
  switch (sent.intent) {
    case "test":
      await issues.sendTest(issue.id, actor);
      return done(issue.id, "test");
    case "send": {
      const at = sent.at ? new Date(sent.at) : now;
      if (Number.isNaN(at.getTime())) throw adminError(400, lang, "badRequest");
      // A time that passed while the confirmation page was open goes now.
      const when = at.getTime() < now.getTime() ? now : at;
      if (!(await issues.schedule(issue.id, when, actor))) return stale();
      return done(issue.id, when === now ? "queued" : "scheduled");
    }
    case "cancel":
      return (await issues.cancel(issue.id, actor)) ? done(issue.id, "cancelled") : stale();
    // Stopping cannot be undone: it is asked first (issue 52, item 12), as sending is.
    case "review-stop":
      return issue.state === "sending" ? { confirm: { stop: true } } : stale();
    case "stop":
      return (await issues.stop(issue.id, actor)) ? done(issue.id, "stopped") : stale();
  }
  // The composer's other buttons, sent without its fields: not a form of ours.
  throw adminError(400, lang, "badRequest");
}

type Answer = {
  values?: Values;
  errors?: IssueField[];
  scheduleAt?: string;
  problem?: string;
  /** The step before an action that cannot be taken back: sending (now or at `at`), or stopping a send. */
  confirm?: { send?: { sentence: string; at: string }; stop?: true };
};

const linkClass = "font-semibold text-brand-700 underline";
const secondaryButtonClass =
  "mt-6 inline-flex min-h-11 items-center rounded-full border border-brand-600 px-5 font-semibold text-brand-700";

export default function NewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { t, id, state, featurable, translatable, scheduledFor, counts, clicks, done, lang } = loaderData;
  const answer = actionData as Answer | undefined;
  const values = answer?.values ?? loaderData.values;
  const errors = answer?.errors ?? [];
  const message = (name: IssueField) => (errors.includes(name) ? t.errors[name] : undefined);
  const editable = state === "draft";
  const title = id === undefined ? t.newTitle : loaderData.values.subject;
  const translation = translatable.find((other) => String(other.id) === loaderData.values.translation);
  // The featured resources by language, the issue's own first (issue 52, item 18).
  const resourceGroups = [...languages]
    .sort((a, b) => Number(b === values.lang) - Number(a === values.lang))
    .map((each) => ({ lang: each, resources: featurable.filter((resource) => resource.lang === each) }))
    .filter((group) => group.resources.length > 0);

  if (answer?.confirm && id !== undefined) {
    const { send } = answer.confirm;
    return (
      <AdminPage title={send ? t.confirm.title : t.stopConfirm.title}>
        <p className="mt-4 max-w-3xl text-lg">{send ? send.sentence : t.stopConfirm.text}</p>
        <PostForm>
          <input type="hidden" name="intent" value={send ? "send" : "stop"} />
          {send && <input type="hidden" name="at" value={send.at} />}
          <SubmitButton>{send ? t.confirm.button : t.stopConfirm.button}</SubmitButton>
        </PostForm>
        <p className="mt-4">
          <a href={newsletterIssuePath(id)} className={linkClass}>
            {send ? t.confirm.cancel : t.stopConfirm.cancel}
          </a>
        </p>
      </AdminPage>
    );
  }

  return (
    <AdminPage title={title}>
      <p className="mt-2">
        <Link to={adminPaths.newsletter} className={linkClass}>
          {t.back}
        </Link>
      </p>
      {done && <Notice>{doneText(t, done)}</Notice>}
      {answer?.problem && <Problem>{answer.problem}</Problem>}
      {errors.length > 0 && (
        <ErrorSummary
          title={t.errors.summary}
          errors={errors.map((name) => ({ field: name, label: labelOf(t, name), message: t.errors[name] }))}
        />
      )}
      {id !== undefined && <p className="mt-4 font-semibold">{t.states[state]}</p>}
      {counts && counts.held > 0 && <p className="mt-2">{formatMessage(t.heldCopies, lang, { count: counts.held })}</p>}
      {scheduledFor && <p className="mt-2">{formatMessage(t.scheduledFor, lang, { when: scheduledFor })}</p>}

      {editable ? (
        // One form: every button sends what is on screen, and the server saves it before it acts.
        <PostForm className="max-w-3xl" noValidate>
          <SelectField
            name="lang"
            label={t.fields.lang}
            options={languages.map((each) => ({ value: each, label: t.languages[each] }))}
            defaultValue={values.lang}
            error={message("lang")}
            required
          />
          <Field
            name="subject"
            label={t.fields.subject}
            defaultValue={values.subject}
            error={message("subject")}
            required
            maxLength={200}
          />
          <Field
            name="preview"
            label={t.fields.preview}
            hint={t.fields.previewHint}
            defaultValue={values.preview}
            error={message("preview")}
            maxLength={200}
          />
          <TextAreaField
            name="body"
            label={t.fields.body}
            hint={t.fields.bodyHint}
            defaultValue={values.body}
            error={message("body")}
            rows={14}
            required
            maxLength={50_000}
          />
          <fieldset id="resources" tabIndex={-1} className="mt-5" aria-describedby="resources-hint">
            <legend className="font-semibold text-brand-900">{t.fields.resources}</legend>
            <p id="resources-hint" className="mt-1 text-muted text-sm">
              {t.fields.resourcesHint}
            </p>
            {message("resources") && <p className="mt-2 font-semibold text-red-700 text-sm">{message("resources")}</p>}
            {featurable.length === 0 && <p className="mt-2">{t.fields.noResources}</p>}
            {resourceGroups.map((group) => (
              <fieldset key={group.lang} className="mt-3">
                <legend className="font-semibold text-sm">{t.fields.resourcesIn[group.lang]}</legend>
                <ul className="mt-2 space-y-2">
                  {group.resources.map((resource) => (
                    <li key={resource.id} className="flex gap-3">
                      <input
                        id={`resource-${resource.id}`}
                        type="checkbox"
                        name="resources"
                        value={resource.id}
                        defaultChecked={values.resources.includes(resource.id)}
                        className="mt-1 size-5 shrink-0"
                      />
                      <label htmlFor={`resource-${resource.id}`} lang={resource.lang}>
                        {resource.title}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ))}
          </fieldset>
          <SelectField
            name="translation"
            label={t.fields.translation}
            hint={t.fields.translationHint}
            options={[
              { value: "", label: t.fields.noTranslation },
              ...translatable.map((other) => ({
                value: String(other.id),
                label: `${other.subject} (${t.languages[other.lang]})`,
                lang: other.lang,
              })),
            ]}
            defaultValue={values.translation}
            error={message("translation")}
          />
          <SubmitButton name="intent" value="save">
            {t.save}
          </SubmitButton>
          {id !== undefined && (
            <>
              <Panel id="previews-title" title={t.previews.title}>
                <p className="mt-2 text-muted text-sm">{t.previews.hint}</p>
                <div className="flex flex-wrap gap-4">
                  {(["html", "text"] as const).map((format) => (
                    <button
                      key={format}
                      type="submit"
                      name="intent"
                      value={`preview-${format}`}
                      formTarget="_blank"
                      className={secondaryButtonClass}
                    >
                      {t.previews[format]}
                    </button>
                  ))}
                </div>
                <p className="mt-4 text-muted text-sm">{t.test.hint}</p>
                <SubmitButton name="intent" value="test">
                  {t.test.button}
                </SubmitButton>
              </Panel>
              <Panel id="send-title" title={t.send.title}>
                <SubmitButton name="intent" value="review-now">
                  {t.send.now}
                </SubmitButton>
                <Field
                  name="scheduleAt"
                  type="datetime-local"
                  label={t.fields.scheduleAt}
                  hint={t.fields.scheduleAtHint}
                  defaultValue={answer?.scheduleAt ?? ""}
                  error={message("scheduleAt")}
                />
                <SubmitButton name="intent" value="review-later">
                  {t.send.schedule}
                </SubmitButton>
              </Panel>
            </>
          )}
        </PostForm>
      ) : (
        id !== undefined && <p className="mt-4 max-w-3xl text-muted">{t.readOnly[state]}</p>
      )}
      {!editable && translation && (
        <p className="mt-2">
          {t.translationIs}{" "}
          <Link to={newsletterIssuePath(translation.id)} lang={translation.lang} className={linkClass}>
            {translation.subject}
          </Link>
        </p>
      )}

      {id !== undefined && !editable && (
        <Panel id="previews-title" title={t.previews.title}>
          <ul className="mt-2 flex flex-wrap gap-4">
            <li>
              <a href={newsletterPreviewPath(id, "html")} className={linkClass}>
                {t.previews.html}
              </a>
            </li>
            <li>
              <a href={newsletterPreviewPath(id, "text")} className={linkClass}>
                {t.previews.text}
              </a>
            </li>
          </ul>
          <PostForm>
            <input type="hidden" name="intent" value="test" />
            <p className="mt-4 text-muted text-sm">{t.test.hint}</p>
            <SubmitButton>{t.test.button}</SubmitButton>
          </PostForm>
        </Panel>
      )}

      {state === "scheduled" && (
        <PostForm>
          <input type="hidden" name="intent" value="cancel" />
          <SubmitButton>{t.cancelSchedule}</SubmitButton>
        </PostForm>
      )}
      {state === "sending" && (
        <PostForm>
          <input type="hidden" name="intent" value="review-stop" />
          <p className="mt-4 text-muted">{t.stopHint}</p>
          <SubmitButton>{t.stop}</SubmitButton>
        </PostForm>
      )}

      {counts && (
        <Panel id="counts-title" title={t.countsPanel.title}>
          <AdminTable label={t.countsPanel.label} columns={[t.countsPanel.what, t.countsPanel.number]}>
            {(Object.keys(t.counts) as (keyof NewsletterIssuesText["counts"])[]).map((key) => (
              <tr key={key} className="border-line border-t">
                <th scope="row" className="px-4 py-3 text-left font-normal">
                  {t.counts[key]}
                </th>
                <td className="px-4 py-3">{counts[key]}</td>
              </tr>
            ))}
          </AdminTable>
          {counts.suppressedAfterRefusals > 0 && (
            <p className="mt-4">
              {formatMessage(t.suppressedAfterRefusals, lang, { count: counts.suppressedAfterRefusals })}
            </p>
          )}
        </Panel>
      )}

      {clicks && (
        <Panel id="clicks-title" title={t.clicks.title}>
          {clicks.length === 0 ? (
            <p className="mt-2">{t.clicks.none}</p>
          ) : (
            <AdminTable label={t.clicks.title} columns={[t.clicks.link, t.clicks.count]}>
              {clicks.map((click) => (
                <tr key={click.url} className="border-line border-t">
                  <th scope="row" className="break-all px-4 py-3 text-left font-normal">
                    {click.url}
                  </th>
                  <td className="px-4 py-3">{click.clicks}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </Panel>
      )}
    </AdminPage>
  );
}

function labelOf(t: NewsletterIssuesText, name: IssueField): string {
  return name === "lang" ? t.fields.lang : t.fields[name];
}

function doneText(t: NewsletterIssuesText, key: DoneKey): string {
  switch (key) {
    case "saved":
      return t.saved;
    case "test":
      return t.test.done;
    case "queued":
      return t.queued;
    case "scheduled":
      return t.states.scheduled;
    case "cancelled":
      return t.cancelled;
    case "stopped":
      return t.stopped;
  }
}
