import { data, Link, redirect } from "react-router";
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
import { useDocumentLang } from "#app/hooks/use-lang.ts";
import { eventLines } from "#app/leads/lead-history.server.ts";
import { mergeReviewOf } from "#app/leads/merge-review.server.ts";
import { MergeReview } from "#app/leads/merge-review.tsx";
import { Overdue } from "#app/leads/overdue.tsx";
import type { AdminDictionary } from "#common/admin/content/types.ts";
import { formatDateTime, formatDay } from "#common/admin/format.server.ts";
import { leadForm, leadTyped, noteMaxLength } from "#common/admin/forms/lead.ts";
import { refusedFields } from "#common/admin/forms/refusal.ts";
import { leadStatuses } from "#common/admin/lead-status.ts";
import { memberLabels } from "#common/admin/member-names.ts";
import { adminPaths, leadPath } from "#common/admin/paths.ts";
import { stepNoteMaxLength } from "#common/forms/next-step-schema.ts";
import { siteDay } from "#common/site/day.ts";
import { formatMessage } from "#common/site/message.ts";
import { adminError, requireAction, requireUser, safeNext, submissionOf } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import { parseInboxView } from "#server/sales/inbox-view.server.ts";
import { mayWorkOn, type Seller, type StepOutcome } from "#server/sales/sales.server.ts";
import type { Route } from "./+types/lead";

const notices = ["statusSaved", "noteAdded", "assigned", "stepSaved", "stepCompleted", "merged"] as const;
type Done = (typeof notices)[number];

/**
 * The panel each form answers in, by its heading's id: the form posts there, so the answering page
 * opens at it (a redirect keeps the fragment) and the answer is in view, with or without script. A
 * merge answers at the top: the panel it was made in may be gone.
 */
const panels = { owner: "owner-title", step: "step-title", status: "status-title", note: "note-title" } as const;
type PanelName = keyof typeof panels;
const panelOf: Record<Done, PanelName | undefined> = {
  statusSaved: "status",
  noteAdded: "note",
  assigned: "owner",
  stepSaved: "step",
  stepCompleted: "step",
  merged: undefined,
};

/** A guessed or malformed id is simply not found; the role was checked first. */
function leadId(param: string | undefined): number | undefined {
  return param && /^[1-9]\d{0,14}$/.test(param) ? Number(param) : undefined;
}

/** The list's view and filters this lead was opened from, kept in its links and after each action. */
function listQuery(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("done");
  params.delete("merge");
  const text = params.toString();
  return text ? `?${text}` : "";
}

function withNotice(path: string, query: string, done: string): string {
  return `${path}${query}${query ? "&" : "?"}done=${done}`;
}

/**
 * Every field of the lead, its owner, next step, possible duplicates and history, and the leads
 * before and after it in the view it was opened from. Opening a lead is logged (staff access to
 * personal information is) and marks it opened for this member.
 */
export async function loader(args: Route.LoaderArgs) {
  const { t, lang, user } = await requireUser(args);
  const id = leadId(args.params.id);
  const { leads, audit } = service(args.context, "admin");
  const sales = service(args.context, "sales");
  const found = id === undefined ? undefined : await leads.lead(id);
  if (!found) throw adminError(404, lang, "notFound");
  const { lead, events } = found;
  await audit.record({
    actor: { id: user.id, email: user.email },
    action: "lead.view",
    target: { type: "lead", id: lead.id },
  });
  await sales.markRead(user.id, lead.id);
  const now = new Date();
  const query = listQuery(args.url);
  const view = parseInboxView(args.url.searchParams, user.id, now);
  const [meetings, members, duplicates, around] = await Promise.all([
    service(args.context, "booking").store.ofLead(lead.id),
    sales.members(),
    sales.duplicatesOf(lead.id),
    view ? leads.neighbours(view.filter, lead.id) : ({} as { newer?: number; older?: number }),
  ]);
  const tl = t.lead;
  const ts = t.sales;
  const statuses = t.leads.statuses;
  const named = memberLabels(members);
  const nameOf = (id: number | null) => named.find((member) => member.id === id)?.label ?? ts.unassigned;
  const { url } = args;
  const done = notices.find((key) => key === url.searchParams.get("done"));
  const isAdmin = user.role === "admin";
  // A merge is reviewed first: both leads, and what would move (issue 46). Admins only.
  const mergeId = isAdmin ? leadId(url.searchParams.get("merge") ?? undefined) : undefined;
  const review = mergeId === undefined ? undefined : await sales.mergePreview(lead.id, mergeId);
  return {
    t: tl,
    ts,
    title: formatMessage(tl.title, lang, { name: `${lead.firstName} ${lead.lastName}` }),
    notice: noticeText(done, t),
    noticePanel: done && panelOf[done],
    self: `${leadPath(lead.id)}${query}`,
    backHref: `${adminPaths.leads}${view ? view.query : ""}`,
    newerHref: around.newer ? `${leadPath(around.newer)}${query}` : undefined,
    olderHref: around.older ? `${leadPath(around.older)}${query}` : undefined,
    status: lead.status,
    statusChoices: leadStatuses.map((value) => ({ value, label: statuses[value] })),
    details: [
      [tl.fields.received, formatDateTime(lead.createdAt.toISOString(), lang)],
      [tl.fields.status, statuses[lead.status]],
      [tl.fields.name, `${lead.firstName} ${lead.lastName}`],
    ] as const,
    contact: {
      email: lead.email,
      phone: lead.phone,
      phoneHref: lead.phone ? `tel:${lead.phone.replace(/[^\d+]/g, "")}` : undefined,
    },
    moreDetails: [
      [tl.fields.company, lead.company ?? tl.none],
      [tl.fields.topic, t.leads.topics[lead.topic] ?? lead.topic],
      [tl.fields.language, t.leads.languages[lead.lang]],
      [tl.fields.sourcePage, lead.sourcePage],
      [tl.fields.consentAt, formatDateTime(lead.consentAt.toISOString(), lang)],
    ] as const,
    message: lead.message,
    owner: nameOf(lead.ownerId),
    ownerId: lead.ownerId,
    // The owner and admins give a lead to anyone; anyone takes an unassigned lead for themselves.
    canAssign: isAdmin || lead.ownerId === user.id,
    canTake: lead.ownerId === null && !isAdmin,
    // Its next step is its owner's, an admin's, or anyone's while it waits in the queue.
    canStep: mayWorkOn(lead.ownerId, user),
    memberChoices: [
      { value: "", label: ts.queue },
      ...named.map((member) => ({ value: String(member.id), label: member.label })),
    ],
    step: lead.nextStepOn
      ? formatMessage(ts.stepIs, lang, { day: formatDay(lead.nextStepOn, lang), note: lead.nextStepNote ?? "" })
      : undefined,
    // The team's calendar says when a step is late, as the inbox's "due" view does.
    stepOverdue: lead.nextStepOn !== null && lead.nextStepOn < siteDay(now),
    duplicates: duplicates.map((duplicate) => {
      const name = `${duplicate.firstName} ${duplicate.lastName}`;
      return {
        id: duplicate.id,
        href: leadPath(duplicate.id),
        line: formatMessage(ts.duplicateLine, lang, {
          name,
          when: formatDateTime(duplicate.createdAt.toISOString(), lang),
        }),
        mergeLabel: formatMessage(ts.mergeLabel, lang, { name }),
        mergeHref: `${leadPath(lead.id)}${query}${query ? "&" : "?"}merge=${duplicate.id}#merge-title`,
      };
    }),
    canMerge: isAdmin,
    mergeReview:
      review && mergeReviewOf(review, { t, lang, nameOf, cancelHref: `${leadPath(lead.id)}${query}#duplicates-title` }),
    meetings: meetings.map((meeting) => ({
      id: meeting.id,
      line: formatMessage(tl.meetingLine, lang, {
        when: formatDateTime(meeting.start.toISOString(), lang),
        status: t.meetings.status[meeting.status],
      }),
      href: `${adminPaths.meetings}?staff=all&when=${meeting.start > now ? "upcoming" : "past"}#meeting-${meeting.id}`,
      // The prospect's answers to the type's questions, each under its question in the reader's language.
      answers: meeting.answers.map((answer) => ({ question: answer[lang], answer: answer.answer })),
    })),
    events: events.map((event) => ({ id: event.id, ...eventLines(event, t, lang) })),
  };
}

function noticeText(notice: Done | undefined, t: AdminDictionary): string | undefined {
  if (notice === "statusSaved" || notice === "noteAdded") return t.lead[notice];
  return notice && t.sales[notice];
}

/**
 * One action per form, told apart by `intent`, each answered with a redirect so a reload never
 * repeats it; the lead's page keeps the view it was opened from, and a status changed from the
 * list goes back to the list.
 */
export async function action(args: Route.ActionArgs) {
  const { user, form, lang, t } = await requireAction(args);
  const id = leadId(args.params.id);
  if (id === undefined) throw adminError(404, lang, "notFound");
  const { leads } = service(args.context, "admin");
  const sales = service(args.context, "sales");
  const actor = { id: user.id, email: user.email };
  const seller: Seller = { ...actor, role: user.role };
  const query = listQuery(args.url);
  const back = (done: Done) => redirect(withNotice(leadPath(id), query, done));
  /** A step saved (or none left to complete) goes back to the lead; another member's lead is refused. */
  const stepAnswer = (outcome: StepOutcome, done: Done) => {
    if (outcome === "missing") throw adminError(404, lang, "notFound");
    if (outcome === "forbidden") return data({ stepProblem: t.sales.stepForbidden, step: undefined }, { status: 403 });
    throw back(done);
  };
  const ts = t.sales;
  const schema = leadForm(
    { note: t.lead.noteEmpty, step: { day: ts.stepDayInvalid, dayPast: ts.stepDayPast, note: ts.stepNoteInvalid } },
    siteDay(new Date()),
  );
  const submission = submissionOf(form, schema, lang, leadTyped);
  if (submission.status !== "success") {
    // Each field its own message, all at once; what was typed comes back to be corrected.
    const sent = submission.reply();
    if (submission.payload.intent === "note") return data({ note: sent }, { status: 400 });
    return data({ stepProblem: ts.stepInvalid, step: sent }, { status: 400 });
  }
  const sent = submission.value;
  switch (sent.intent) {
    case "status": {
      if (!(await leads.setStatus(id, sent.status, actor))) throw adminError(404, lang, "notFound");
      if (sent.back.startsWith(adminPaths.leads)) throw redirect(safeNext(sent.back, args.url));
      throw back("statusSaved");
    }
    case "note":
      if (!(await leads.addNote(id, sent.note, actor))) throw adminError(404, lang, "notFound");
      throw back("noteAdded");
    case "assign":
    case "take": {
      const ownerId = sent.intent === "take" ? user.id : (sent.owner ?? null);
      const outcome = await sales.assign(id, ownerId, seller);
      if (outcome === "missing") throw adminError(404, lang, "notFound");
      if (outcome === "forbidden") return data({ assignProblem: t.sales.assignForbidden }, { status: 403 });
      throw back("assigned");
    }
    case "step":
      return stepAnswer(await sales.setNextStep(id, sent.day, sent.stepNote, seller), "stepSaved");
    case "stepDone":
      return stepAnswer(await sales.completeNextStep(id, seller), "stepCompleted");
    case "merge": {
      if (user.role !== "admin") throw adminError(403, lang, "forbidden");
      const other = leadId(sent.other);
      if (other === undefined || !(await sales.merge(id, other, seller))) throw adminError(404, lang, "notFound");
      throw back("merged");
    }
  }
}

const link = "font-semibold text-brand-600 underline";

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const lang = useDocumentLang();
  const d = loaderData;
  const { t, ts } = d;
  const noteRefused = refusedFields(actionData && "note" in actionData ? actionData.note : undefined, {
    note: t.note,
  });
  const assignProblem = actionData && "assignProblem" in actionData ? actionData.assignProblem : undefined;
  const stepProblem = actionData && "stepProblem" in actionData ? actionData : undefined;
  const step = refusedFields(stepProblem?.step, { day: ts.stepDay, stepNote: ts.stepNote });
  const actionOf = (panel: PanelName) => `${d.self}#${panels[panel]}`;
  const noticeIn = (panel: PanelName | undefined) =>
    d.notice && d.noticePanel === panel ? <Notice>{d.notice}</Notice> : null;
  return (
    <AdminPage title={d.title}>
      <nav aria-label={t.back} className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        <Link className={`inline-flex min-h-11 items-center ${link}`} to={d.backHref}>
          {t.back}
        </Link>
        {d.newerHref && (
          <Link className={`inline-flex min-h-11 items-center ${link}`} to={d.newerHref} rel="prev">
            {ts.previous}
          </Link>
        )}
        {d.olderHref && (
          <Link className={`inline-flex min-h-11 items-center ${link}`} to={d.olderHref} rel="next">
            {ts.next}
          </Link>
        )}
      </nav>
      {noticeIn(undefined)}
      {d.mergeReview && <MergeReview review={d.mergeReview} action={d.self} />}
      <Panel id="details-title" title={t.details}>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
          {d.details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-brand-900">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
          <dt className="font-semibold text-brand-900">{t.fields.email}</dt>
          <dd className="break-words">
            <a className={link} href={`mailto:${d.contact.email}`}>
              {d.contact.email}
            </a>
          </dd>
          <dt className="font-semibold text-brand-900">{t.fields.phone}</dt>
          <dd className="break-words">
            {d.contact.phoneHref ? (
              <a className={link} href={d.contact.phoneHref}>
                {d.contact.phone}
              </a>
            ) : (
              t.none
            )}
          </dd>
          {d.moreDetails.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-brand-900">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
          <dt className="font-semibold text-brand-900">{t.fields.message}</dt>
          <dd className="whitespace-pre-wrap break-words">{d.message}</dd>
        </dl>
      </Panel>
      <Panel id="owner-title" title={ts.ownerTitle}>
        <p className="mt-2">{formatMessage(ts.ownerIs, lang, { owner: d.owner })}</p>
        {noticeIn("owner")}
        {assignProblem && <Problem id="assign-problem">{assignProblem}</Problem>}
        {d.canTake && (
          <PostForm action={actionOf("owner")}>
            <SubmitButton name="intent" value="take">
              {ts.take}
            </SubmitButton>
          </PostForm>
        )}
        {d.canAssign && (
          <PostForm action={actionOf("owner")}>
            <input type="hidden" name="intent" value="assign" />
            <SelectField
              name="owner"
              label={ts.assignTo}
              options={d.memberChoices}
              defaultValue={d.ownerId === null ? "" : String(d.ownerId)}
            />
            <SubmitButton>{ts.assign}</SubmitButton>
          </PostForm>
        )}
      </Panel>
      <Panel id="step-title" title={ts.stepTitle}>
        <p className="mt-2">
          {d.step ?? ts.stepNone}
          {d.stepOverdue && <Overdue label={ts.overdue} />}
        </p>
        {noticeIn("step")}
        {d.step && d.canStep && (
          <PostForm action={actionOf("step")}>
            <SubmitButton name="intent" value="stepDone">
              {ts.stepDone}
            </SubmitButton>
          </PostForm>
        )}
        {stepProblem &&
          (step.summary.length ? (
            <ErrorSummary title={stepProblem.stepProblem} errors={step.summary} />
          ) : (
            <Problem id="step-problem">{stepProblem.stepProblem}</Problem>
          ))}
        {!d.canStep && !stepProblem && <p className="mt-2 text-muted">{ts.stepForbidden}</p>}
        {d.canStep && (
          <PostForm action={actionOf("step")}>
            <input type="hidden" name="intent" value="step" />
            <Field
              name="day"
              type="date"
              label={ts.stepDay}
              required
              defaultValue={step.typed("day")}
              error={step.messageOf("day")}
            />
            <Field
              name="stepNote"
              label={ts.stepNote}
              hint={ts.stepNoteHint}
              required
              maxLength={stepNoteMaxLength}
              defaultValue={step.typed("stepNote")}
              error={step.messageOf("stepNote")}
            />
            <SubmitButton>{ts.stepSave}</SubmitButton>
          </PostForm>
        )}
      </Panel>
      {d.duplicates.length > 0 && (
        <Panel id="duplicates-title" title={ts.duplicatesTitle}>
          <p className="mt-2">{ts.duplicatesIntro}</p>
          <ul className="mt-4 space-y-3">
            {d.duplicates.map((duplicate) => (
              <li key={duplicate.id} className="flex flex-wrap items-center gap-x-4">
                <Link className={link} to={duplicate.href}>
                  {duplicate.line}
                </Link>
                {d.canMerge && (
                  // A link to the merge's review, not the merge: nothing is erased at one click.
                  <Link
                    to={duplicate.mergeHref}
                    aria-label={duplicate.mergeLabel}
                    className="mt-2 inline-flex min-h-11 items-center rounded-full border border-brand-600 px-4 font-semibold text-brand-700"
                  >
                    {ts.merge}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </Panel>
      )}
      {d.meetings.length > 0 && (
        <Panel id="meeting-title" title={t.meetingTitle}>
          <ul className="mt-4 space-y-2">
            {d.meetings.map((meeting) => (
              <li key={meeting.id}>
                {meeting.line}{" "}
                <Link className={link} to={meeting.href}>
                  {t.meetingLink}
                </Link>
                {meeting.answers.length > 0 && (
                  <dl className="mt-2 space-y-2 border-line border-l-2 pl-4">
                    {meeting.answers.map((answer, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the answers keep their order and never move.
                      <div key={index}>
                        <dt className="font-semibold text-brand-900">{answer.question}</dt>
                        <dd className="whitespace-pre-line break-words text-ink">{answer.answer}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            ))}
          </ul>
        </Panel>
      )}
      <Panel id="status-title" title={t.statusTitle}>
        {noticeIn("status")}
        <PostForm action={actionOf("status")}>
          <input type="hidden" name="intent" value="status" />
          <SelectField name="status" label={t.newStatus} options={d.statusChoices} defaultValue={d.status} />
          <SubmitButton>{t.saveStatus}</SubmitButton>
        </PostForm>
      </Panel>
      <Panel id="note-title" title={t.noteTitle}>
        {noticeIn("note")}
        {noteRefused.summary.length > 0 && <ErrorSummary title={t.noteRefused} errors={noteRefused.summary} />}
        <PostForm action={actionOf("note")}>
          <input type="hidden" name="intent" value="note" />
          <TextAreaField
            name="note"
            label={t.note}
            hint={t.noteHint}
            rows={4}
            required
            maxLength={noteMaxLength}
            defaultValue={noteRefused.typed("note")}
            error={noteRefused.messageOf("note")}
            controlClassName="mt-2 block w-full rounded-md border border-muted bg-white p-3 text-ink"
          />
          <SubmitButton>{t.addNote}</SubmitButton>
        </PostForm>
      </Panel>
      <Panel id="history-title" title={t.historyTitle}>
        {d.events.length === 0 ? (
          <p className="mt-4">{t.historyEmpty}</p>
        ) : (
          <ol className="mt-4 space-y-4">
            {d.events.map((event) => (
              <li key={event.id} className="border-line border-l-4 pl-4">
                <p className="text-muted text-sm">
                  {event.at} {event.by && `${t.by} ${event.by}`}
                </p>
                {event.change && <p className="font-semibold">{event.change}</p>}
                {event.note && <p className="whitespace-pre-wrap break-words">{event.note}</p>}
              </li>
            ))}
          </ol>
        )}
      </Panel>
    </AdminPage>
  );
}
