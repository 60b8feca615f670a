import type { SubmissionResult } from "@conform-to/react";
import { TZDate } from "@date-fns/tz";
import { addDays } from "date-fns/addDays";
import { data, redirect } from "react-router";
import {
  AdminPage,
  Checkbox,
  Field,
  ItemButton,
  PostForm,
  panelForms,
  SelectField,
  SubmitButton,
} from "#app/admin/components/ui.tsx";
import {
  CalendarsPanel,
  calendarsPanelId,
  FeedPanel,
  feedPanelId,
  NotReadWarning,
} from "#app/calendars/calendar-settings.tsx";
import { useDocumentLang } from "#app/hooks/use-lang.ts";
import { availabilityForm, availabilityTyped, minutesOf } from "#common/admin/forms/availability.ts";
import { isCalendarForm } from "#common/admin/forms/calendars.ts";
import { refusedFields } from "#common/admin/forms/refusal.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { weekFromMonday as week } from "#common/booking/times.ts";
import { formatMessage } from "#common/site/message.ts";
import { adminError, requireAction, requireUser, submissionOf } from "#server/auth/guard.server.ts";
import type { WeeklyHours } from "#server/booking/config.ts";
import { type CalendarRefusal, calendarAction, calendarSettings } from "#server/calendars/calendar-settings.server.ts";
import { service } from "#server/http/context.server.ts";
import type { Route } from "./+types/availability";

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/** A weekday's row as shown: saved, or as typed when the save was refused. */
type ShownDay = { weekday: number; open: boolean; start: string; end: string };
type ShownProfile = { firstName: string; videoUrl: string; takesDemos: boolean };

/**
 * A refused form's answer: its message and, for the hours and the profile, what was sent (Conform's
 * reply, whose values the form shows again) and the revision the form now carries. One type for every
 * refusal, so the page reads each shape as it is.
 */
type Refusal =
  | { problem: string; refused: "timeOff" }
  | ({ refused: "calendar" } & CalendarRefusal)
  | { problem: string; refused: "hours" | "profile"; sent: SubmissionResult; revision: number };
const refusal = (body: Refusal, status: 400 | 409) => data(body, { status });

/** Whose hours: one's own, or (for an admin) any member's, named by ?user=. */
async function memberOf(args: Route.LoaderArgs | Route.ActionArgs, asked: string | null) {
  const signedIn = await requireUser(args);
  const id = asked ? Number(asked) : signedIn.user.id;
  if (id !== signedIn.user.id && signedIn.user.role !== "admin") throw adminError(403, signedIn.lang, "forbidden");
  const member = await service(args.context, "admin").auth.userById(id);
  if (!member) throw adminError(404, signedIn.lang, "badRequest");
  return { ...signedIn, member };
}

export async function loader(args: Route.LoaderArgs) {
  const search = args.url.searchParams;
  const { t, user, lang, member } = await memberOf(args, search.get("user"));
  const booking = service(args.context, "booking");
  const profile = await booking.store.staffProfile(member.id);
  const hours = profile.hours ?? booking.rules.defaultHours;
  const zone = booking.rules.timeZone;
  const day = new Intl.DateTimeFormat(lang === "fr" ? "fr-CA" : "en-CA", { dateStyle: "long", timeZone: zone });
  const timeOff = await booking.store.timeOff(member.id, new Date());
  const calendars = await calendarSettings(service(args.context, "calendars"), member.id, {
    lang,
    isAdmin: user.role === "admin",
    t,
  });
  return {
    t: t.availability,
    p: t.staffProfile,
    calendars,
    done: search.get("done"),
    member: { id: member.id, email: member.email },
    ownPage: member.id === user.id,
    members:
      user.role === "admin"
        ? (await service(args.context, "admin").auth.listUsers()).map((each) => ({ id: each.id, email: each.email }))
        : [],
    usesDefaults: profile.hours === null,
    hoursRevision: profile.hoursRevision,
    profileRevision: profile.profileRevision,
    firstName: profile.firstName ?? "",
    videoUrl: profile.videoUrl ?? "",
    takesDemos: profile.takesDemos,
    days: week.map((weekday): ShownDay => {
      const open = hours.find((each) => each.weekday === weekday);
      return {
        weekday,
        open: Boolean(open),
        start: clock(open?.startMinute ?? 540),
        end: clock(open?.endMinute ?? 1020),
      };
    }),
    timeOff: timeOff.map((off) => ({
      id: off.id,
      // The last day is the one before the end, which is the next midnight.
      text: `${day.format(off.start)} ${t.availability.until} ${day.format(new Date(off.end.getTime() - 1))}`,
    })),
  };
}

/** Saves the weekly hours or the profile, or adds or removes time off, for the member shown. */
export async function action(args: Route.ActionArgs) {
  const { user, form, lang, t } = await requireAction(args);
  const { member } = await memberOf(args, args.url.searchParams.get("user"));
  const booking = service(args.context, "booking");
  const zone = booking.rules.timeZone;
  const now = new Date();
  const schema = availabilityForm({
    dayHours: (weekday) =>
      formatMessage(t.staffProfile.invalidDayHours, lang, { day: t.availability.weekdays[weekday] ?? "" }),
    videoUrl: t.staffProfile.invalidVideoUrl,
    timeOff: t.availability.invalidTimeOff,
  });
  const submission = submissionOf(form, schema, lang, availabilityTyped);
  const audit = (action: string) =>
    service(args.context, "admin").audit.record({
      actor: { id: user.id, email: user.email },
      action,
      target: { type: "user", id: member.id },
    });
  if (submission.status !== "success") {
    // Only a typed field is to blame (submissionOf): its form says the first message, in the page's order.
    const problem = Object.values(submission.error ?? {}).flat()[0] ?? "";
    const { intent, revision } = submission.payload;
    if (intent === "addTimeOff") return refusal({ problem, refused: "timeOff" }, 400);
    if (intent !== "hours" && intent !== "profile") throw adminError(400, lang, "badRequest");
    return refusal({ problem, refused: intent, sent: submission.reply(), revision: Number(revision) }, 400);
  }
  const sent = submission.value;
  if (isCalendarForm(sent)) {
    const outcome = await calendarAction(service(args.context, "calendars"), sent, member.id, lang);
    if ("problem" in outcome) return refusal({ ...outcome, refused: "calendar" }, 400);
    await service(args.context, "admin").audit.record({
      actor: { id: user.id, email: user.email },
      action: outcome.audit,
      target: { type: "user", id: member.id },
      details: outcome.details,
    });
    // The feed's address is answered once, in this response, and never stored where it can be read again.
    if (outcome.feedUrl) return { feedUrl: outcome.feedUrl };
  } else if (sent.intent === "hours") {
    const hours: WeeklyHours = week
      .filter((weekday) => sent[`day-${weekday}`])
      .map((weekday) => ({
        weekday,
        startMinute: minutesOf(sent[`start-${weekday}`]),
        endMinute: minutesOf(sent[`end-${weekday}`]),
      }));
    // A stale save keeps what was typed and carries the current revision, so saving again replaces
    // the other person's version knowingly.
    if ((await booking.store.setStaffHours(member.id, hours, now, sent.revision)) === "stale") {
      const current = await booking.store.staffProfile(member.id);
      const revision = current.hoursRevision;
      return refusal({ problem: t.availability.stale, refused: "hours", sent: submission.reply(), revision }, 409);
    }
    await audit("availability.hours");
  } else if (sent.intent === "profile") {
    const profile = { firstName: sent.firstName || null, videoUrl: sent.videoUrl, takesDemos: sent.takesDemos };
    if ((await booking.store.setStaffProfile(member.id, profile, now, sent.revision)) === "stale") {
      const current = await booking.store.staffProfile(member.id);
      const revision = current.profileRevision;
      return refusal({ problem: t.staffProfile.stale, refused: "profile", sent: submission.reply(), revision }, 409);
    }
    await audit("availability.profile");
  } else if (sent.intent === "addTimeOff") {
    const [first, last] = [sent.firstDay, sent.lastDay].map((day) => {
      const [year, month, date] = day.split("-").map(Number) as [number, number, number];
      return new TZDate(year, month - 1, date, zone);
    }) as [TZDate, TZDate];
    // From the first day's local midnight to the midnight after the last day, as UTC instants.
    await booking.store.addTimeOff(
      member.id,
      { start: new Date(first.getTime()), end: new Date(addDays(last, 1).getTime()) },
      now,
    );
    await audit("availability.time_off_add");
  } else {
    if (!(await booking.store.removeTimeOff(member.id, sent.id))) throw adminError(400, lang, "badRequest");
    await audit("availability.time_off_remove");
  }
  throw redirect(`${adminPaths.availability}?user=${member.id}&done=${sent.intent}`);
}

/** The page's sections, as a refusal names them; each form answers inside its own. */
type Section = Refusal["refused"];
const anchors: Record<Section, string> = {
  profile: "profile-title",
  calendar: calendarsPanelId,
  hours: "hours-title",
  timeOff: "time-off-title",
};

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const lang = useDocumentLang();
  const { t, p, member, members, days, timeOff, done } = loaderData;
  const { calendars } = loaderData;
  // What a save says, and the section it says it in.
  const notices: Record<string, [Section, string]> = {
    hours: ["hours", t.saved],
    profile: ["profile", p.saved],
    addTimeOff: ["timeOff", t.timeOffAdded],
    removeTimeOff: ["timeOff", t.removed],
    connectCalendar: ["calendar", calendars.c.connected],
    removeCalendar: ["calendar", calendars.c.removed],
  };
  const notice = done ? notices[done] : undefined;
  const problem = actionData && "problem" in actionData ? actionData.problem : undefined;
  const refused = actionData && "refused" in actionData ? actionData : undefined;
  const hoursRefused = refused?.refused === "hours" ? refused : undefined;
  const profileRefused = refused?.refused === "profile" ? refused : undefined;
  // What was sent, shown again: a page answered without script has nothing else to show it from.
  const typedHours = refusedFields(hoursRefused?.sent, {}).typed;
  const typedProfile = refusedFields(profileRefused?.sent, {}).typed;
  const shownProfile: ShownProfile = profileRefused
    ? {
        firstName: typedProfile("firstName") ?? "",
        videoUrl: typedProfile("videoUrl") ?? "",
        takesDemos: typedProfile("takesDemos") === "yes",
      }
    : loaderData;
  const shownDays: ShownDay[] = hoursRefused
    ? week.map((weekday) => ({
        weekday,
        open: typedHours(`day-${weekday}`) === "yes",
        start: typedHours(`start-${weekday}`) ?? "",
        end: typedHours(`end-${weekday}`) ?? "",
      }))
    : days;
  const feedUrl = actionData && "feedUrl" in actionData ? actionData.feedUrl : undefined;
  const self = `${adminPaths.availability}?user=${member.id}`;
  // A link to the page as saved: another address than the form's, so that following it loads the page.
  const current =
    refused && (problem === t.stale || problem === p.stale)
      ? { href: `${self}&current=${refused.refused}#${anchors[refused.refused]}`, label: t.staleCurrent }
      : undefined;
  const forms = panelForms(self, [
    notice && { panel: anchors[notice[0]], notice: notice[1] },
    // A calendar's refusal is its panel's error summary, beside the fields.
    refused?.refused === "calendar"
      ? undefined
      : refused && { panel: anchors[refused.refused], problem: refused.problem, current },
  ]);
  const actionOf = (section: Section) => forms.actionOf(anchors[section]);
  const answerIn = (section: Section) => forms.answerIn(anchors[section]);
  return (
    <AdminPage title={t.title}>
      <p className="mt-2 text-muted">{t.intro}</p>
      {!loaderData.ownPage && (
        <p className="mt-2 font-semibold text-ink">{formatMessage(t.otherMember, lang, { email: member.email })}</p>
      )}
      <NotReadWarning
        c={calendars.c}
        notRead={calendars.notRead}
        pageOf={(id) => `${adminPaths.availability}?user=${id}`}
      />
      {members.length > 1 && (
        <form method="get" className="mt-6 flex flex-wrap items-end gap-4">
          <SelectField
            name="user"
            label={t.member}
            defaultValue={String(member.id)}
            options={members.map((each) => ({ value: String(each.id), label: each.email }))}
            className="min-w-0 max-w-full"
            controlClassName="mt-2 min-h-11 max-w-full rounded-md border border-muted bg-white px-3"
          />
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-5 font-semibold text-brand-700"
          >
            {t.show}
          </button>
        </form>
      )}
      <section aria-labelledby="profile-title" className="mt-8 max-w-3xl rounded-card border border-line bg-white p-5">
        <h2 id="profile-title" className="font-semibold text-brand-900 text-lg">
          {p.title} — {member.email}
        </h2>
        <p className="mt-1 text-muted">{p.intro}</p>
        {!loaderData.takesDemos && <p className="mt-2 font-semibold text-ink">{p.notOffered}</p>}
        {answerIn("profile")}
        <PostForm action={actionOf("profile")}>
          <input type="hidden" name="intent" value="profile" />
          <input type="hidden" name="revision" value={profileRefused?.revision ?? loaderData.profileRevision} />
          <Field name="firstName" label={p.firstName} hint={p.firstNameHint} defaultValue={shownProfile.firstName} />
          <Field
            name="videoUrl"
            type="url"
            label={p.videoUrl}
            hint={p.videoUrlHint}
            defaultValue={shownProfile.videoUrl}
            invalid={problem === p.invalidVideoUrl}
          />
          <Checkbox
            name="takesDemos"
            value="yes"
            label={p.takesDemos}
            hint={p.takesDemosHint}
            checked={shownProfile.takesDemos}
          />
          <SubmitButton>{p.save}</SubmitButton>
        </PostForm>
      </section>
      <CalendarsPanel
        settings={calendars}
        action={actionOf("calendar")}
        refused={refused?.refused === "calendar" ? refused : undefined}
        who={member.email}
        answer={answerIn("calendar")}
      />
      <FeedPanel settings={calendars} action={`${self}#${feedPanelId}`} feedUrl={feedUrl} who={member.email} />
      <section aria-labelledby="hours-title" className="mt-8 max-w-3xl rounded-card border border-line bg-white p-5">
        <h2 id="hours-title" className="font-semibold text-brand-900 text-lg">
          {t.hoursTitle} — {member.email}
        </h2>
        {loaderData.usesDefaults && <p className="mt-2 text-muted">{t.defaults}</p>}
        {answerIn("hours")}
        <PostForm action={actionOf("hours")}>
          <input type="hidden" name="intent" value="hours" />
          <input type="hidden" name="revision" value={hoursRefused?.revision ?? loaderData.hoursRevision} />
          <fieldset className="mt-6">
            <legend className="font-semibold text-brand-900">{t.hoursTitle}</legend>
            <ul className="mt-2 divide-y divide-line">
              {shownDays.map((day) => (
                <li key={day.weekday} className="flex flex-wrap items-center gap-4 py-3">
                  <label className="flex min-h-11 w-40 items-center gap-2 font-medium">
                    <input
                      type="checkbox"
                      name={`day-${day.weekday}`}
                      value="yes"
                      defaultChecked={day.open}
                      className="size-5"
                    />
                    {t.weekdays[day.weekday]}
                  </label>
                  <label className="flex items-center gap-2">
                    {t.from}
                    <input
                      type="time"
                      name={`start-${day.weekday}`}
                      defaultValue={day.start}
                      step={900}
                      aria-label={`${t.weekdays[day.weekday]}, ${t.from}`}
                      className="min-h-11 rounded-md border border-muted px-2"
                    />
                  </label>
                  <label className="flex items-center gap-2">
                    {t.to}
                    <input
                      type="time"
                      name={`end-${day.weekday}`}
                      defaultValue={day.end}
                      step={900}
                      aria-label={`${t.weekdays[day.weekday]}, ${t.to}`}
                      className="min-h-11 rounded-md border border-muted px-2"
                    />
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <SubmitButton>{t.save}</SubmitButton>
        </PostForm>
      </section>
      <section aria-labelledby="time-off-title" className="mt-8 max-w-3xl rounded-card border border-line bg-white p-5">
        <h2 id="time-off-title" className="font-semibold text-brand-900 text-lg">
          {t.timeOffTitle}
        </h2>
        <p className="mt-1 text-muted">{t.timeOffIntro}</p>
        {answerIn("timeOff")}
        {timeOff.length === 0 ? (
          <p className="mt-4">{t.noTimeOff}</p>
        ) : (
          <ul className="mt-4 space-y-2">
            {timeOff.map((off) => (
              <li key={off.id} className="flex flex-wrap items-center gap-4">
                <span>{off.text}</span>
                <ItemButton
                  action={actionOf("timeOff")}
                  intent="removeTimeOff"
                  keyValue={off.id}
                  label={t.remove}
                  item={off.text}
                />
              </li>
            ))}
          </ul>
        )}
        <PostForm action={actionOf("timeOff")} className="mt-4">
          <input type="hidden" name="intent" value="addTimeOff" />
          <div className="flex flex-wrap gap-4">
            {(["firstDay", "lastDay"] as const).map((name) => (
              <Field
                key={name}
                name={name}
                type="date"
                label={t[name]}
                required
                className=""
                controlClassName="mt-2 min-h-11 rounded-md border border-muted px-2"
              />
            ))}
          </div>
          <SubmitButton>{t.addTimeOff}</SubmitButton>
        </PostForm>
      </section>
    </AdminPage>
  );
}
