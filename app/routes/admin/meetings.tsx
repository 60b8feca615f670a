import { redirect } from "react-router";
import { AdminTable } from "#app/admin/components/table.tsx";
import { AdminPage, ItemButton, panelForms, SelectField } from "#app/admin/components/ui.tsx";
import { formatDateTime } from "#common/admin/format.server.ts";
import { meetingForm } from "#common/admin/forms/meetings.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { adminError, formValue, requireAction, requireUser } from "#server/auth/guard.server.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/meetings";

/** Upcoming or past meetings, one member's (one's own by default) or everyone's; each view is logged. */
export async function loader(args: Route.LoaderArgs) {
  const { t, lang, user } = await requireUser(args);
  const booking = service(args.context, "booking");
  const search = args.url.searchParams;
  const when = search.get("when") === "past" ? "past" : "upcoming";
  const staffParam = search.get("staff") ?? String(user.id);
  const staffUserId = staffParam === "all" ? undefined : Number(staffParam);
  const { auth, audit } = service(args.context, "admin");
  const users = await auth.listUsers();
  const now = new Date();
  const whose = Number.isSafeInteger(staffUserId) ? staffUserId : undefined;
  const meetings = await booking.store.list({ when, now, staffUserId: whose });
  // The list names visitors and their companies: each view of it is logged, like a lead's.
  await audit.record({
    actor: { id: user.id, email: user.email },
    action: "meetings.view",
    target: whose === undefined ? undefined : { type: "user", id: whose },
    details: { when, staff: whose ?? "all", shown: meetings.length },
  });
  const emails = new Map(users.map((each) => [each.id, each.email]));
  const done = search.get("done");
  const doneId = Number(search.get("meeting"));
  return {
    t: t.meetings,
    when,
    staff: staffParam,
    self: `${adminPaths.meetings}?${new URLSearchParams({ staff: staffParam, when })}`,
    // The answer shows beside the meeting's buttons, or at the top when the list no longer shows it.
    done:
      done === "cancel" || done === "noShow"
        ? { intent: done, cell: meetings.some((each) => each.id === doneId) ? actionsId(doneId) : ("top" as const) }
        : undefined,
    users: users.map((each) => ({ id: each.id, email: each.email })),
    meetings: meetings.map((meeting) => ({
      id: meeting.id,
      when: formatDateTime(meeting.start.toISOString(), lang),
      visitor: `${meeting.firstName} ${meeting.lastName}`,
      email: meeting.email,
      company: meeting.company,
      staff: emails.get(meeting.staffUserId) ?? "",
      status: meeting.status,
      canCancel: meeting.status === "booked" && meeting.start > now,
      canMarkNoShow: meeting.status === "booked" && meeting.start <= now,
    })),
  };
}

/** Cancel a meeting (the visitor is told) or note a no-show: the member it is with, or an admin. */
export async function action(args: Route.ActionArgs) {
  const { user, form, lang } = await requireAction(args);
  const booking = service(args.context, "booking");
  const { intent, id } = formValue(form, meetingForm, lang);
  const meeting = await booking.store.get(id);
  if (!meeting) throw adminError(404, lang, "badRequest");
  if (user.role !== "admin" && meeting.staffUserId !== user.id) throw adminError(403, lang, "forbidden");
  const changed =
    intent === "cancel"
      ? Boolean(await booking.cancel(meeting.id, "staff"))
      : await booking.store.markNoShow(meeting.id, new Date());
  if (!changed) throw adminError(400, lang, "badRequest");
  await service(args.context, "admin").audit.record({
    actor: { id: user.id, email: user.email },
    action: intent === "cancel" ? "meeting.cancel" : "meeting.no_show",
    target: { type: "meeting", id: meeting.id },
  });
  const back = new URL(args.url);
  back.searchParams.set("done", intent);
  back.searchParams.set("meeting", String(meeting.id));
  // The fragment, written out: a redirect followed by script keeps only what it is given.
  throw redirect(`${adminPaths.meetings}${back.search}#${actionsId(meeting.id)}`);
}

/** A meeting's row, which a lead's page links to. */
const rowId = (id: number) => `meeting-${id}`;
/** Its cell of buttons: the panel they answer in. */
const actionsId = (id: number) => `meeting-${id}-actions`;

export default function Meetings({ loaderData }: Route.ComponentProps) {
  const { t, meetings, users, when, staff, self, done } = loaderData;
  const { actionOf, answerIn } = panelForms(self, [
    done && { panel: done.cell, notice: done.intent === "cancel" ? t.cancelled : t.markedNoShow },
  ]);
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 text-muted">{t.intro}</p>
      {answerIn("top")}
      <form method="get" aria-label={t.filters.label} className="mt-6 flex flex-wrap items-end gap-4">
        <SelectField
          name="staff"
          label={t.filters.staff}
          defaultValue={staff}
          options={[
            { value: "all", label: t.filters.everyone },
            ...users.map((each) => ({ value: String(each.id), label: each.email })),
          ]}
        />
        <SelectField
          name="when"
          label={t.filters.when}
          defaultValue={when}
          options={[
            { value: "upcoming", label: t.filters.upcoming },
            { value: "past", label: t.filters.past },
          ]}
        />
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-5 font-semibold text-brand-700"
        >
          {t.filters.show}
        </button>
      </form>
      {meetings.length === 0 ? (
        <p className="mt-6 text-muted">{t.none}</p>
      ) : (
        <AdminTable label={t.title} columns={Object.values(t.columns)}>
          {meetings.map((meeting) => (
            <tr key={meeting.id} id={rowId(meeting.id)} className="border-line border-t">
              <td className="whitespace-nowrap px-4 py-3">{meeting.when}</td>
              <td className="px-4 py-3">
                {meeting.visitor}
                <span className="block text-muted">{meeting.email}</span>
              </td>
              <td className="px-4 py-3">{meeting.company}</td>
              <td className="px-4 py-3">{meeting.staff}</td>
              <td className="px-4 py-3">{t.status[meeting.status]}</td>
              <td id={actionsId(meeting.id)} className="px-4 py-3">
                {(meeting.canCancel || meeting.canMarkNoShow) && (
                  <ItemButton
                    action={actionOf(actionsId(meeting.id))}
                    intent={meeting.canCancel ? "cancel" : "noShow"}
                    keyValue={meeting.id}
                    label={meeting.canCancel ? t.cancel : t.noShow}
                    item={`${meeting.visitor}, ${meeting.when}`}
                  />
                )}
                {answerIn(actionsId(meeting.id))}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </AdminPage>
  );
}
