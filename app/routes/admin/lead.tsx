import { data, Link, redirect } from "react-router";
import { adminError, adminServices, field, requireAction, requireUser } from "../../../server/auth/guard.server";
import { AdminPage, Notice, Panel, PostForm, Problem, SelectField, SubmitButton } from "../../admin/components/ui";
import { formatDateTime } from "../../admin/format.server";
import { leadStatuses } from "../../admin/lead-status";
import { adminPaths, leadPath } from "../../admin/paths";
import type { Route } from "./+types/lead";

const noteMaxLength = 2000;
const notices = ["statusSaved", "noteAdded"] as const;

/** A guessed or malformed id is simply not found; the role was checked first. */
function leadId(param: string | undefined): number | undefined {
  return param && /^[1-9]\d{0,14}$/.test(param) ? Number(param) : undefined;
}

/** Every field of the lead and its history. Opening a lead is logged: staff access to personal information is. */
export async function loader(args: Route.LoaderArgs) {
  const { t, lang, user } = await requireUser(args);
  const id = leadId(args.params.id);
  const { leads, audit } = adminServices(args.context);
  const found = id === undefined ? undefined : await leads.lead(id);
  if (!found) throw adminError(404, lang, "notFound");
  await audit.record({
    actor: { id: user.id, email: user.email },
    action: "lead.view",
    target: { type: "lead", id: found.lead.id },
  });
  const { lead, events } = found;
  const meetings = (await args.context.booking?.store.ofLead(lead.id)) ?? [];
  const now = new Date();
  const tl = t.lead;
  const statuses = t.leads.statuses;
  const done = new URL(args.request.url).searchParams.get("done");
  return {
    t: tl,
    title: tl.title.replace("{name}", `${lead.firstName} ${lead.lastName}`),
    notice: notices.find((key) => key === done),
    status: lead.status,
    statusChoices: leadStatuses.map((value) => ({ value, label: statuses[value] })),
    details: [
      [tl.fields.received, formatDateTime(lead.createdAt.toISOString(), lang)],
      [tl.fields.status, statuses[lead.status]],
      [tl.fields.name, `${lead.firstName} ${lead.lastName}`],
      [tl.fields.email, lead.email],
      [tl.fields.phone, lead.phone ?? tl.none],
      [tl.fields.company, lead.company ?? tl.none],
      [tl.fields.topic, t.leads.topics[lead.topic] ?? lead.topic],
      [tl.fields.language, t.leads.languages[lead.lang]],
      [tl.fields.sourcePage, lead.sourcePage],
      [tl.fields.consentAt, formatDateTime(lead.consentAt.toISOString(), lang)],
    ] as const,
    email: lead.email,
    message: lead.message,
    meetings: meetings.map((meeting) => ({
      id: meeting.id,
      line: tl.meetingLine
        .replace("{when}", formatDateTime(meeting.start.toISOString(), lang))
        .replace("{status}", t.meetings.status[meeting.status]),
      href: `${adminPaths.meetings}?staff=all&when=${meeting.start > now ? "upcoming" : "past"}#meeting-${meeting.id}`,
    })),
    events: events.map((event) => ({
      id: event.id,
      at: formatDateTime(event.at.toISOString(), lang),
      by: event.actorEmail ?? "",
      change:
        event.from && event.to
          ? tl.changed.replace("{from}", statuses[event.from]).replace("{to}", statuses[event.to])
          : undefined,
      note: event.note,
    })),
  };
}

/** A status change or a note, each answered with a redirect so a reload never repeats it. */
export async function action(args: Route.ActionArgs) {
  const { user, form, lang, t } = await requireAction(args);
  const id = leadId(args.params.id);
  if (id === undefined) throw adminError(404, lang, "notFound");
  const { leads } = adminServices(args.context);
  const actor = { id: user.id, email: user.email };
  const intent = field(form, "intent");
  if (intent === "status") {
    const status = leadStatuses.find((each) => each === field(form, "status"));
    if (!status) throw adminError(400, lang, "badRequest");
    if (!(await leads.setStatus(id, status, actor))) throw adminError(404, lang, "notFound");
    throw redirect(`${leadPath(id)}?done=statusSaved`);
  }
  if (intent === "note") {
    const note = field(form, "note");
    if (note.length === 0 || note.length > noteMaxLength) {
      return data({ problem: t.lead.noteEmpty, note }, { status: 400 });
    }
    if (!(await leads.addNote(id, note, actor))) throw adminError(404, lang, "notFound");
    throw redirect(`${leadPath(id)}?done=noteAdded`);
  }
  throw adminError(400, lang, "badRequest");
}

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { t, title, notice, status, statusChoices, details, message, meetings, events } = loaderData;
  return (
    <AdminPage title={title}>
      <p className="mt-2">
        <Link className="font-semibold text-brand-600 underline" to={adminPaths.leads}>
          {t.back}
        </Link>
      </p>
      {notice && <Notice>{t[notice]}</Notice>}
      <Panel id="details-title" title={t.details}>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-brand-900">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
          <dt className="font-semibold text-brand-900">{t.fields.message}</dt>
          <dd className="whitespace-pre-wrap break-words">{message}</dd>
        </dl>
      </Panel>
      {meetings.length > 0 && (
        <Panel id="meeting-title" title={t.meetingTitle}>
          <ul className="mt-4 space-y-2">
            {meetings.map((meeting) => (
              <li key={meeting.id}>
                {meeting.line}{" "}
                <Link className="font-semibold text-brand-600 underline" to={meeting.href}>
                  {t.meetingLink}
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      )}
      <Panel id="status-title" title={t.statusTitle}>
        <PostForm>
          <input type="hidden" name="intent" value="status" />
          <SelectField name="status" label={t.newStatus} options={statusChoices} defaultValue={status} />
          <SubmitButton>{t.saveStatus}</SubmitButton>
        </PostForm>
      </Panel>
      <Panel id="note-title" title={t.noteTitle}>
        {actionData?.problem && <Problem id="note-problem">{actionData.problem}</Problem>}
        <PostForm>
          <input type="hidden" name="intent" value="note" />
          <label htmlFor="note" className="mt-5 block font-semibold text-brand-900">
            {t.note}
          </label>
          <p id="note-hint" className="mt-1 text-muted text-sm">
            {t.noteHint}
          </p>
          <textarea
            id="note"
            name="note"
            rows={4}
            required
            maxLength={noteMaxLength}
            defaultValue={actionData?.note}
            aria-describedby={actionData?.problem ? "note-hint note-problem" : "note-hint"}
            aria-invalid={actionData?.problem ? true : undefined}
            className="mt-2 block w-full rounded-md border border-muted bg-white p-3 text-ink"
          />
          <SubmitButton>{t.addNote}</SubmitButton>
        </PostForm>
      </Panel>
      <Panel id="history-title" title={t.historyTitle}>
        {events.length === 0 ? (
          <p className="mt-4">{t.historyEmpty}</p>
        ) : (
          <ol className="mt-4 space-y-4">
            {events.map((event) => (
              <li key={event.id} className="border-line border-l-4 pl-4">
                <p className="text-muted text-sm">
                  {event.at} {t.by} {event.by}
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
