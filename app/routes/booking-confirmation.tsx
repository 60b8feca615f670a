import { CalendarPlus, CalendarX, CheckCircle2, Clock, MapPin, UserRound } from "lucide-react";
import { data, Link, redirect } from "react-router";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { pageMeta } from "#app/site/seo.ts";
import { bookingHref, calendarPath, confirmationPath } from "#common/booking/paths.ts";
import { whenInWords } from "#common/booking/times.ts";
import { formatMessage } from "#common/site/message.ts";
import { langOfPath, pathOf } from "#common/site/pages.ts";
import { calendarLinks, eventTitle, howText, meetingWhat, placeOf } from "#server/booking/invitation.server.ts";
import { pageText, service } from "#server/http/context.server.ts";
import type { Route } from "./+types/booking-confirmation";

/**
 * A meeting's own page, opened by the signed token in its links (no account): what, when, with
 * whom and how, with its calendar file and the ways to move or cancel it. Once cancelled, it only
 * says so (decision 026).
 */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const booking = service(context, "booking");
  const { lang, t } = pageText(context, url, "booking");
  const link = await booking.linkOf(params.token);
  if (!link) throw data(t.errors.notFound, { status: 404 });
  const page = {
    t: t.confirmation,
    aids: t.visitAids,
    bookAgain: bookingHref(lang),
    typedBooked: t.meetingTypes.booked,
  };
  if (link.kind === "cancelled") return { ...page, state: "cancelled" as const };
  const { meeting } = link;
  const staff = await booking.staffOf(meeting);
  if (!staff) throw data(t.errors.notFound, { status: 404 });
  const moveState = booking.moveState(meeting);
  const place = placeOf(booking.rules.place, meeting, staff);
  const how = howText(meeting, staff, lang, booking.rules);
  const type = await booking.typeOfMeeting(meeting);
  const title = eventTitle(type, lang);
  return {
    ...page,
    state:
      meeting.end <= new Date()
        ? ("past" as const)
        : meeting.sequence > 0
          ? ("rescheduled" as const)
          : ("booked" as const),
    meeting: {
      what: meetingWhat(type, lang),
      isDemo: type.isDefault,
      when: whenInWords(meeting.start, lang, meeting.timeZone),
      staff: staff.firstName,
      how,
      video: place.kind === "video" ? place.value : undefined,
      online: calendarLinks({
        title,
        start: meeting.start,
        end: meeting.end,
        details: how,
        location: place.value || how,
      }),
      email: meeting.email,
      emailSent: formatMessage(t.confirmation.emailSent, lang, { email: meeting.email }),
      calendar: calendarPath(lang, params.token),
      move: moveState === "open" ? bookingHref(lang, { move: params.token }) : undefined,
      moveLimit:
        moveState === "usedUp"
          ? {
              text: formatMessage(t.moveLimit.text, lang, { moves: booking.rules.maxMovesPerMeeting }),
              link: t.moveLimit.link,
              href: pathOf("contact", lang),
            }
          : undefined,
    },
  };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

/** Cancels the meeting (the one action here), then shows the page again: POST, redirect, GET. */
export async function action({ request, url, context, params }: Route.ActionArgs) {
  const booking = service(context, "booking");
  const lang = langOfPath(url.pathname);
  const link = await booking.linkOf(params.token);
  if (!link) throw data(pageText(context, url, "booking").t.errors.notFound, { status: 404 });
  // Sent twice (a double click, a resent form): the page says it is cancelled, as the first time.
  if (link.kind === "meeting") {
    const reason = (await request.formData().catch(() => undefined))?.get("reason");
    await booking.cancel(link.meeting.id, "visitor", typeof reason === "string" ? reason : undefined);
  }
  throw redirect(confirmationPath(lang, params.token), 303);
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta(loaderData.t.meta, location.pathname, matches);

export default function BookingConfirmation({ loaderData: d }: Route.ComponentProps) {
  const { t, aids } = d;
  const meeting = "meeting" in d ? d.meeting : undefined;
  const live = d.state === "booked" || d.state === "rescheduled";
  const booked = meeting && !meeting.isDemo ? d.typedBooked : t.booked;
  const title = d.state === "cancelled" ? t.cancelled : d.state === "rescheduled" ? t.rescheduled : booked;
  const details = meeting
    ? [
        { icon: Clock, term: t.when, value: meeting.when },
        { icon: UserRound, term: t.with, value: meeting.staff },
        { icon: MapPin, term: t.how, value: meeting.how },
      ]
    : [];
  return (
    <section className="bg-surface">
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-10">
          {d.state === "cancelled" ? (
            <CalendarX aria-hidden className="size-12 text-muted" />
          ) : (
            <CheckCircle2 aria-hidden className="size-12 text-teal-600" />
          )}
          <h1 className="mt-4 text-balance font-bold text-3xl text-brand-900 tracking-tight sm:text-4xl">{title}</h1>
          {meeting && <p className="mt-3 font-semibold text-ink">{meeting.what}</p>}
          {d.state === "cancelled" && <p className="mt-3 text-muted">{t.cancelledText}</p>}
          {d.state === "past" && <p className="mt-3 text-muted">{t.past}</p>}
          {live && meeting && <p className="mt-3 text-muted">{meeting.emailSent}</p>}
          {details.length > 0 && (
            <dl className="mt-8 space-y-5">
              {details.map(({ icon: Icon, term, value }) => (
                <div key={term}>
                  <dt className="flex items-center gap-3 font-semibold text-ink">
                    <Icon aria-hidden className="size-5 shrink-0 text-brand-600" />
                    {term}
                  </dt>
                  <dd className="mt-1 break-words pl-8 text-muted first-letter:uppercase">{value}</dd>
                  {term === t.how && live && meeting?.video && (
                    <dd className="mt-1 pl-8">
                      <a href={meeting.video} className="font-semibold text-brand-600 underline" rel="noreferrer">
                        {aids.joinVideo}
                      </a>
                    </dd>
                  )}
                </div>
              ))}
            </dl>
          )}
          {live && meeting ? (
            <div className="mt-10 flex flex-wrap gap-3">
              <a href={meeting.calendar} download className={buttonClass({ variant: "brand" })}>
                <CalendarPlus aria-hidden className="size-5" />
                {t.calendar}
              </a>
              {meeting.move && (
                <Link to={meeting.move} className={buttonClass({ variant: "outline" })}>
                  {t.reschedule}
                </Link>
              )}
              <p className="flex w-full flex-wrap items-center gap-x-4 gap-y-2 text-ink">
                {aids.addTo.label}
                <a href={meeting.online.google} className="font-semibold text-brand-600 underline" rel="noreferrer">
                  {aids.addTo.google}
                </a>
                <a href={meeting.online.outlook} className="font-semibold text-brand-600 underline" rel="noreferrer">
                  {aids.addTo.outlook}
                </a>
              </p>
            </div>
          ) : (
            <Link to={d.bookAgain} className={buttonClass({ variant: "brand", className: "mt-10" })}>
              {t.bookAgain}
            </Link>
          )}
          {live && meeting?.moveLimit && (
            <p className="mt-6 text-ink">
              {meeting.moveLimit.text}{" "}
              <Link to={meeting.moveLimit.href} className="font-semibold text-brand-600 underline">
                {meeting.moveLimit.link}
              </Link>
            </p>
          )}
          {live && (
            <details className="mt-8 border-line border-t pt-6">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold text-red-800">{t.cancel}</summary>
              {/* Answered with this page again, which opens at its main content: the button is gone. */}
              <form method="post" action="#main" className="mt-3">
                <p className="text-muted">{t.cancelQuestion}</p>
                <label htmlFor="reason" className="mt-4 block font-medium text-ink">
                  {aids.cancelReason.label}
                </label>
                <p id="reason-hint" className="mt-1 text-muted text-sm">
                  {aids.cancelReason.hint}
                </p>
                <Textarea
                  id="reason"
                  name="reason"
                  rows={3}
                  maxLength={1000}
                  aria-describedby="reason-hint"
                  className="mt-2 block w-full rounded-lg border border-line px-3 py-2"
                />
                <button type="submit" className={buttonClass({ variant: "outline", className: "mt-4 text-red-800" })}>
                  {t.cancelConfirm}
                </button>
              </form>
            </details>
          )}
        </div>
      </div>
    </section>
  );
}
