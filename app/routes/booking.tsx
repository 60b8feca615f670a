import { data, redirect } from "react-router";
import { BookingForm, type BookingOutcome } from "#app/booking/booking-form.tsx";
import { BookingTimes } from "#app/booking/booking-times.tsx";
import { dayToShow } from "#app/booking/month.ts";
import { pageWords } from "#app/booking/page-words.ts";
import { pageMeta } from "#app/site/seo.ts";
import { bookingParams, confirmationPath } from "#common/booking/paths.ts";
import {
  dayKey,
  knownTimeZone,
  monthLabel,
  offeredZones,
  type TimeChoice,
  timeLabel,
  whenInWords,
  zoneLabel,
} from "#common/booking/times.ts";
import type { Dictionary } from "#common/content/types.ts";
import { lengthErrors } from "#common/forms/length-errors.server.ts";
import { site } from "#common/site/config.ts";
import { controlProps } from "#common/site/controls.ts";
import { formatMessage } from "#common/site/message.ts";
import { type Lang, langOfPath } from "#common/site/pages.ts";
import { pageText, requestOf, service, siteWords } from "#server/http/context.server.ts";
import type { Route } from "./+types/booking";

/** Past this size a form is no visitor's: the contact form's limit. */
const maxBodyBytes = 32 * 1024;

/**
 * A time as the page offers it, labelled in the zone the page shows; read elsewhere than Montréal, with
 * the same moment on Montréal's clock beside it.
 */
function choice(start: Date, lang: Lang, words: Dictionary, timeZone: string, companyZone: string): TimeChoice {
  const eastern =
    timeZone === companyZone
      ? undefined
      : formatMessage(words.pages.booking.visitAids.easternBeside, lang, {
          time: timeLabel(start, lang, companyZone),
        });
  return { start: start.toISOString(), label: whenInWords(start, lang, timeZone), time: "", eastern };
}

/**
 * The month view's names, made here so the page formats no date while it hydrates (decision 020):
 * the months of the free days, and those on either side, where the visitor's zone may move a day.
 */
function monthNames(dayKeys: string[], lang: Lang): Record<string, string> {
  const names: Record<string, string> = {};
  for (const key of dayKeys) {
    const [year, month] = key.split("-").map(Number) as [number, number];
    for (const shift of [-1, 0, 1]) {
      const at = new Date(Date.UTC(year, month - 1 + shift, 15));
      const name = `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, "0")}`;
      names[name] ??= monthLabel(name, lang);
    }
  }
  return names;
}

/** Rendered on each request: free times change, and every form carries its own key and render time. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const booking = service(context, "booking");
  const { lang, t } = pageText(context, url, "booking");
  const words = siteWords(context, lang);
  const { timeZone } = booking.rules;
  const search = url.searchParams;
  const params = bookingParams[lang];
  const moveToken = search.get(params.move) ?? undefined;
  const moving = moveToken ? await booking.meetingOf(moveToken) : undefined;
  const moveState = moving && booking.moveState(moving);
  if (moveToken && (!moving || moveState === "closed")) throw data(t.errors.notFound, { status: 404 });
  // A meeting being moved keeps its type; otherwise `?type=` names one, and an unknown one is a 404.
  const type = moving ? await booking.typeOfMeeting(moving) : await booking.offeredType(search.get(params.type));
  if (!type) throw data(t.meetingTypes.unknown, { status: 404 });
  // Moved as often as allowed: its own page offers to write to the team instead.
  if (moveToken && moveState === "usedUp") throw redirect(confirmationPath(lang, moveToken), 303);
  // The zone the visitor chose to read the times in; the company's until they do.
  const chosenZone = knownTimeZone(search.get(params.zone) ?? undefined);
  const labelZone = chosenZone ?? timeZone;
  const asked = search.get(params.time);
  const askedAt = asked && !Number.isNaN(Date.parse(asked)) ? new Date(asked) : undefined;
  const chosen =
    askedAt && (await booking.isFree(type, askedAt, moving?.id))
      ? choice(askedAt, lang, words, labelZone, timeZone)
      : undefined;
  const contact = words.pages.contact.form;
  const now = new Date();
  const days = await booking.days(type, lang, labelZone, moving?.id);
  // One day's times at a time: a month of them made the page's answer miss TCP's first flight (decision 057).
  const { day, moved } = dayToShow(days, chosen && askedAt ? dayKey(askedAt, labelZone) : search.get(params.day));
  const zones = [...new Set([...offeredZones, ...(chosenZone ? [chosenZone] : [])])].map((zone) => ({
    zone,
    label: `${t.visitAids.zoneCities[zone] ?? zone} (${zoneLabel(now, lang, zone)})`,
  }));
  const timesCount = (count: number) => formatMessage(t.timesCount, lang, { count });
  const text = pageWords(t);
  // Another type than the demo is named in the page's title and says its own length.
  const typedDescription = formatMessage(t.meetingTypes.description, lang, { minutes: type.minutes });
  const typed = type.isDefault
    ? text
    : {
        ...text,
        meta: { title: `${type.name[lang]} | ${site.name}`, description: typedDescription },
        subtitle: t.meetingTypes.subtitle,
        title: type.name[lang],
        description: typedDescription,
      };
  return {
    lang,
    t: typed,
    meetingType: type.isDefault || moving ? undefined : type.slug,
    contact: { fields: contact.fields, requiredNote: contact.requiredNote },
    errors: { ...contact.errors, ...t.errors },
    lengths: lengthErrors(contact.errors, lang),
    companyZone: timeZone,
    labelZone,
    chosenZone,
    zones,
    // The page's sentences are made here, so the page formats no message while it hydrates (decision 103).
    length: `${formatMessage(t.duration, lang, { minutes: type.minutes })} ${formatMessage(t.zoneNote, lang, { zone: zoneLabel(now, lang, labelZone) })}`,
    questions: type.questions.map((question) => question[lang]),
    days: days.map(({ key, label, times }) => ({
      key,
      label,
      link: formatMessage(t.visitAids.month.dayLink, lang, { day: label, count: timesCount(times.length) }),
    })),
    day: day && { ...day, count: timesCount(day.times.length) },
    dayMoved: moved && day ? formatMessage(t.visitAids.dayNotFree, lang, { day: day.label }) : undefined,
    monthNames: monthNames(
      days.map((each) => each.key),
      lang,
    ),
    chosen,
    unavailable: Boolean(asked && !chosen),
    move:
      moving && moveToken ? { token: moveToken, current: whenInWords(moving.start, lang, moving.timeZone) } : undefined,
    stamp: booking.newForm(),
  };
}

/** Each render carries its own form key and the free times of the moment: nothing may keep it. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** Books (or moves) a meeting, then shows its confirmation page; on failure, the page again with what was typed. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const booking = service(context, "booking");
  const lang = langOfPath(url.pathname);
  const words = siteWords(context, lang);
  const { errors } = words.pages.contact.form;
  const fail = (status: number, formError: string) => data<BookingOutcome>({ ok: false, formError }, { status });
  if (Number(request.headers.get("content-length") ?? 0) > maxBodyBytes) return fail(413, errors.tooLarge);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return fail(415, errors.unsupported);
  }
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string" && !(key in values)) values[key] = value;

  // Times offered again are labelled in the zone the page showed (the visitor's, with JavaScript).
  const labelZone = knownTimeZone(values.timeZone) ?? booking.rules.timeZone;
  if (values.intent === "move") {
    const meeting = await booking.meetingOf(values.token ?? "");
    const start = new Date(values.start ?? "");
    const t = words.pages.booking;
    if (!meeting || booking.moveState(meeting) === "closed") return fail(404, t.errors.notFound);
    const moved = await booking.reschedule(meeting, start, requestOf(context).clientIp);
    // Moved, or moved as often as allowed: its own page shows which, and offers to write to the team.
    if (moved.ok || moved.reason === "tooManyMoves") throw redirect(confirmationPath(lang, values.token ?? ""), 303);
    if (moved.reason === "rateLimited") return fail(429, errors.rateLimited);
    if (moved.reason === "notBooked") return fail(404, t.errors.notFound);
    const next = moved.next.map((at) => choice(new Date(at), lang, words, labelZone, booking.rules.timeZone));
    const formError = moved.reason === "taken" ? t.errors.taken : t.visitAids.noLongerFree;
    return data<BookingOutcome>({ ok: false, formError, next }, { status: 409 });
  }

  const header = (name: string) => request.headers.get(name) ?? undefined;
  const result = await booking.submit({
    lang,
    path: url.pathname,
    values,
    origin: header("origin"),
    fetchSite: header("sec-fetch-site"),
    host: header("host"),
    clientIp: requestOf(context).clientIp,
    userAgent: header("user-agent"),
  });
  if (result.ok) throw redirect(confirmationPath(lang, result.token), 303);
  const { status, next, ...outcome } = result;
  return data<BookingOutcome>(
    { ...outcome, next: next?.map((at) => choice(new Date(at), lang, words, labelZone, booking.rules.timeZone)) },
    { status },
  );
}

export const meta: Route.MetaFunction = ({ loaderData, location, matches }) =>
  pageMeta(loaderData.t.meta, location.pathname, matches);

export default function Booking({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const { t, chosen, move } = data;
  const showForm = Boolean(chosen || actionData?.next?.length);
  return (
    <section className="bg-surface">
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <p className="font-semibold text-sm text-teal-700 uppercase tracking-[0.14em]">{t.subtitle}</p>
        <h1 className="mt-3 text-balance font-bold text-4xl text-brand-900 tracking-tight sm:text-5xl">
          {move ? t.reschedule.title : t.title}
        </h1>
        <p className="mt-5 max-w-3xl text-lg text-muted leading-relaxed">{move ? t.reschedule.intro : t.description}</p>
        {move && (
          <p className="mt-4 text-ink">
            <span className="font-semibold">{t.reschedule.current}</span> {move.current}
          </p>
        )}
        {/* The booking script relabels these in the visitor's zone, and brings a day or a time in place. */}
        <div
          {...controlProps("booking", data.labelZone)}
          {...controlProps("bookingZoneParam", bookingParams[data.lang].zone)}
          {...(data.chosenZone ? controlProps("bookingZoneChosen") : {})}
          className="mt-10"
        >
          {showForm ? (
            <BookingForm key={data.stamp.formKey} data={data} outcome={actionData} />
          ) : (
            <BookingTimes data={data} />
          )}
        </div>
      </div>
    </section>
  );
}
