import { data, Link, redirect } from "react-router";
import { type NewsletterIssuesText, newsletterIssuesText } from "../../../common/admin/content/newsletter-issues";
import { formatDateTime } from "../../../common/admin/format.server";
import { adminPaths, newsletterIssuePath, newsletterPreviewPath } from "../../../common/admin/paths";
import { countText } from "../../../common/admin/plural";
import { languages } from "../../../common/site/pages";
import { adminError, field, requireAction, requireUser } from "../../../server/auth/guard.server";
import type { IssueInput } from "../../../server/newsletter/issue.server";
import { type IssueField, parseIssueForm, parseSendAt } from "../../../server/newsletter/issue-input.server";
import { AdminTable } from "../../admin/components/table";
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
} from "../../admin/components/ui";
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

function issuesOf(context: Route.LoaderArgs["context"]) {
  const issues = context.newsletter?.issues;
  if (!issues) throw new Response("Newsletter unavailable", { status: 503 });
  return issues;
}

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

function typedValues(form: FormData): Values {
  return {
    lang: field(form, "lang"),
    subject: field(form, "subject"),
    preview: field(form, "preview"),
    body: typeof form.get("body") === "string" ? (form.get("body") as string) : "",
    resources: form.getAll("resources").map(Number).filter(Number.isSafeInteger),
    translation: field(form, "translation"),
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { lang } = await requireUser(args, "editor");
  const issues = issuesOf(args.context);
  const id = idOf(args.params, lang);
  const issue = id === undefined ? undefined : await issues.get(id);
  if (id !== undefined && !issue) throw adminError(404, lang, "notFound");
  const done = doneKeys.find((key) => key === new URL(args.request.url).searchParams.get("done"));
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
  const issues = issuesOf(args.context);
  const actor = { id: user.id, email: user.email };
  const id = idOf(args.params, lang);
  const intent = field(form, "intent");
  const done = (issueId: number, key: DoneKey) => redirect(`${newsletterIssuePath(issueId)}?done=${key}`);
  const stale = () => data({ problem: t.errors.stale }, { status: 409 });

  if (intent === "save") {
    const featurable = new Map((await issues.featurable()).map((resource) => [resource.id, resource.lang]));
    const translatable = new Map(
      (await issues.translatable()).filter((other) => other.id !== id).map((other) => [other.id, other.lang]),
    );
    const parsed = parseIssueForm(form, featurable, translatable);
    if (!parsed.ok) return data({ values: typedValues(form), errors: parsed.errors }, { status: 400 });
    if (id === undefined) return done(await issues.create(parsed.value, actor), "saved");
    if (!(await issues.get(id))) throw adminError(404, lang, "notFound");
    return (await issues.update(id, parsed.value, actor)) ? done(id, "saved") : stale();
  }

  if (id === undefined) throw adminError(400, lang, "badRequest");
  const issue = await issues.get(id);
  if (!issue) throw adminError(404, lang, "notFound");
  const now = new Date();

  if (intent === "test") {
    await issues.sendTest(id, actor);
    return done(id, "test");
  }
  if (intent === "review-now" || intent === "review-later") {
    if (issue.state !== "draft") return stale();
    const at = intent === "review-now" ? now : parseSendAt(form.get("scheduleAt"), now);
    if (at === "invalid" || (intent === "review-later" && at === now)) {
      return data(
        { errors: ["scheduleAt"] satisfies IssueField[], scheduleAt: field(form, "scheduleAt") },
        { status: 400 },
      );
    }
    const count = await issues.recipientCount(issue.lang);
    const language = t.languages[issue.lang];
    const sentence =
      intent === "review-now"
        ? t.confirm.now.replace("{count}", String(count)).replace("{language}", language)
        : t.confirm.later
            .replace("{when}", formatDateTime(at.toISOString(), lang))
            .replace("{count}", String(count))
            .replace("{language}", language);
    return { confirm: { sentence, at: intent === "review-now" ? "" : at.toISOString() } };
  }
  if (intent === "send") {
    const given = field(form, "at");
    const at = given ? new Date(given) : now;
    if (Number.isNaN(at.getTime())) throw adminError(400, lang, "badRequest");
    // A time that passed while the confirmation page was open goes now.
    const when = at.getTime() < now.getTime() ? now : at;
    if (!(await issues.schedule(id, when, actor))) return stale();
    return done(id, when === now ? "queued" : "scheduled");
  }
  if (intent === "cancel") return (await issues.cancel(id, actor)) ? done(id, "cancelled") : stale();
  if (intent === "stop") return (await issues.stop(id, actor)) ? done(id, "stopped") : stale();
  throw adminError(400, lang, "badRequest");
}

type Answer = {
  values?: Values;
  errors?: IssueField[];
  scheduleAt?: string;
  problem?: string;
  confirm?: { sentence: string; at: string };
};

const linkClass = "font-semibold text-brand-700 underline";

export default function NewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { t, id, state, featurable, translatable, scheduledFor, counts, clicks, done, lang } = loaderData;
  const answer = actionData as Answer | undefined;
  const values = answer?.values ?? loaderData.values;
  const errors = answer?.errors ?? [];
  const message = (name: IssueField) => (errors.includes(name) ? t.errors[name] : undefined);
  const editable = state === "draft";
  const title = id === undefined ? t.newTitle : loaderData.values.subject;
  const translation = translatable.find((other) => String(other.id) === loaderData.values.translation);

  if (answer?.confirm && id !== undefined) {
    return (
      <AdminPage title={t.confirm.title}>
        <p className="mt-4 max-w-3xl text-lg">{answer.confirm.sentence}</p>
        <PostForm>
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name="at" value={answer.confirm.at} />
          <SubmitButton>{t.confirm.button}</SubmitButton>
        </PostForm>
        <p className="mt-4">
          <a href={newsletterIssuePath(id)} className={linkClass}>
            {t.confirm.cancel}
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
      {counts && counts.held > 0 && <p className="mt-2">{countText(t.heldCopies, counts.held, lang)}</p>}
      {scheduledFor && <p className="mt-2">{t.scheduledFor.replace("{when}", scheduledFor)}</p>}

      {editable ? (
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
            <ul className="mt-2 space-y-2">
              {featurable.map((resource) => (
                <li key={resource.id} className="flex gap-3">
                  <input
                    id={`resource-${resource.id}`}
                    type="checkbox"
                    name="resources"
                    value={resource.id}
                    defaultChecked={values.resources.includes(resource.id)}
                    className="mt-1 size-5 shrink-0"
                  />
                  <label htmlFor={`resource-${resource.id}`}>
                    <span lang={resource.lang}>{resource.title}</span> ({t.languages[resource.lang]})
                  </label>
                </li>
              ))}
            </ul>
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
          <input type="hidden" name="intent" value="save" />
          <SubmitButton>{t.save}</SubmitButton>
        </PostForm>
      ) : (
        id !== undefined && <p className="mt-4 max-w-3xl text-muted">{t.send.readOnly}</p>
      )}
      {!editable && translation && (
        <p className="mt-2">
          {t.translationIs}{" "}
          <Link to={newsletterIssuePath(translation.id)} lang={translation.lang} className={linkClass}>
            {translation.subject}
          </Link>
        </p>
      )}

      {id !== undefined && (
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

      {id !== undefined && editable && (
        <Panel id="send-title" title={t.send.title}>
          <PostForm noValidate>
            <Field
              name="scheduleAt"
              type="datetime-local"
              label={t.fields.scheduleAt}
              hint={t.fields.scheduleAtHint}
              defaultValue={answer?.scheduleAt ?? ""}
              error={message("scheduleAt")}
            />
            <div className="flex flex-wrap gap-4">
              <SubmitButton name="intent" value="review-now">
                {t.send.now}
              </SubmitButton>
              <SubmitButton name="intent" value="review-later">
                {t.send.schedule}
              </SubmitButton>
            </div>
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
          <input type="hidden" name="intent" value="stop" />
          <p className="mt-4 text-muted">{t.stopHint}</p>
          <SubmitButton>{t.stop}</SubmitButton>
        </PostForm>
      )}

      {counts && (
        <Panel id="counts-title" title={t.counts.title}>
          <AdminTable label={t.counts.title} columns={[t.counts.title, ""]}>
            {(Object.keys(t.counts) as (keyof NewsletterIssuesText["counts"])[])
              .filter((key) => key !== "title")
              .map((key) => (
                <tr key={key} className="border-line border-t">
                  <th scope="row" className="px-4 py-3 text-left font-normal">
                    {t.counts[key]}
                  </th>
                  <td className="px-4 py-3">{counts[key as keyof typeof counts]}</td>
                </tr>
              ))}
          </AdminTable>
          {counts.suppressedAfterRefusals > 0 && (
            <p className="mt-4">{countText(t.suppressedAfterRefusals, counts.suppressedAfterRefusals, lang)}</p>
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
