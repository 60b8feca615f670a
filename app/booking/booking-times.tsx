import { ChevronLeft, ChevronRight, CircleAlert, Info } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";
import { bookingHref, bookingParams } from "#common/booking/paths.ts";
import type { DayChoices, FreeDay, TimeChoice } from "#common/booking/times.ts";
import type { ContactForm } from "#common/content/types.ts";
import type { BookingFormErrors } from "#common/forms/booking-schema.ts";
import type { LengthErrors } from "#common/forms/contact-schema.ts";
import { controlProps } from "#common/site/controls.ts";
import { contactHref } from "#common/site/links.ts";
import type { Lang } from "#common/site/pages.ts";
import { monthGrids } from "./month";
import type { BookingWords } from "./page-words";

/** What the booking page's loader gives its sections. */
export type BookingPageData = {
  lang: Lang;
  t: BookingWords;
  contact: { fields: ContactForm["fields"]; requiredNote: string };
  errors: BookingFormErrors;
  /** The length errors with their bounds, written by the server (decision 103). */
  lengths: LengthErrors;
  companyZone: string;
  /** The zone the server labelled the times in: the one the visitor chose, else the company's. */
  labelZone: string;
  chosenZone?: string;
  zones: { zone: string; label: string }[];
  /** The meeting's length and the zone its times are in, in words. */
  length: string;
  /** The meeting type's slug when it is not the default (decision 036), carried in every link and form. */
  meetingType?: string;
  /** The type's own questions, in the page's language: `answer1` answers the first. */
  questions: string[];
  /** Every free day, for the month view, with its link's name; the times of one of them only, `day`, and how many in words. */
  days: (Omit<FreeDay, "count"> & { link: string })[];
  day?: DayChoices & { count: string };
  /** The day asked for had no free time left, and `day` is another: the words saying so. */
  dayMoved?: string;
  /** The month view's captions by "YYYY-MM", named by the server. */
  monthNames: Record<string, string>;
  chosen?: TimeChoice;
  unavailable: boolean;
  move?: { token: string; current: string };
  stamp: { formKey: string; renderedAt: number; signature: string };
};

/** Where a day's link takes the visitor: its list of times, below the month view. */
export const dayTimesId = "day-times";

/** The booking page's address for a day or a time, keeping what the visitor is doing: the meeting moved, the zone, the type. */
export function bookingPageHref(data: BookingPageData, choice: { day?: string; time?: string }): string {
  return bookingHref(data.lang, {
    ...choice,
    move: data.move?.token,
    zone: data.chosenZone,
    type: data.meetingType,
  });
}

/** The booking page's address that lists a day's times, below the month view. */
export const dayHref = (data: BookingPageData, day: string | undefined) =>
  `${bookingPageHref(data, { day })}#${dayTimesId}`;

/** The zone the times are read in: a plain GET form, so it works before JavaScript. */
function ZoneChoice({ data, zone }: { data: BookingPageData; zone: string }) {
  const { t, lang, move, zones } = data;
  const params = bookingParams[lang];
  const options = zones.some((each) => each.zone === zone) ? zones : [...zones, { zone, label: zone }];
  return (
    <form method="get" action={`${bookingHref(lang)}#moments`} className="mt-4 flex flex-wrap items-end gap-3">
      {move && <input type="hidden" name={params.move} value={move.token} />}
      {data.meetingType && <input type="hidden" name={params.type} value={data.meetingType} />}
      {data.day && <input type="hidden" name={params.day} value={data.day.key} />}
      <div className="min-w-0 max-w-full">
        <label htmlFor="zone" className="block font-medium text-ink">
          {t.visitAids.zoneChoice.label}
        </label>
        <select
          key={zone}
          id="zone"
          name={params.zone}
          defaultValue={zone}
          className="mt-1 min-h-11 w-full max-w-sm rounded-lg border border-line bg-white px-3"
        >
          {options.map((each) => (
            <option key={each.zone} value={each.zone}>
              {each.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className="min-h-11 rounded-full border border-brand-600 px-5 font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t.visitAids.zoneChoice.submit}
      </button>
    </form>
  );
}

/** The free days as months: each free day links to the page that lists its times; the one listed is marked. */
function MonthView({ data }: { data: BookingPageData }) {
  const { t, days } = data;
  const byKey = new Map(days.map((day) => [day.key, day]));
  return (
    <div className="mt-6 grid gap-6 sm:grid-cols-2">
      {monthGrids(days.map((day) => day.key)).map((month) => (
        <table key={month.key} className="w-full table-fixed border-collapse text-center">
          <caption className="pb-2 text-left font-semibold text-brand-900 first-letter:uppercase">
            {data.monthNames[month.key] ?? month.key}
          </caption>
          <thead>
            <tr>
              {t.visitAids.month.weekdays.map((name) => (
                <th key={name} scope="col" className="pb-1 font-normal text-muted text-sm">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {month.weeks.map((week) => (
              <tr key={week.find(Boolean) ?? month.key}>
                {week.map((key, index) => {
                  const day = key ? byKey.get(key) : undefined;
                  const number = key ? Number(key.slice(8)) : "";
                  const shown = day !== undefined && day.key === data.day?.key;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a week's cells are its seven columns.
                    <td key={index} className="p-0.5">
                      {day ? (
                        <a
                          href={dayHref(data, day.key)}
                          aria-label={day.link}
                          aria-current={shown ? "date" : undefined}
                          rel="nofollow"
                          className={cn(
                            "flex min-h-11 items-center justify-center rounded-lg font-semibold underline",
                            shown ? "bg-brand-700 text-white" : "bg-brand-50 text-brand-800 hover:bg-brand-100",
                          )}
                        >
                          {number}
                        </a>
                      ) : (
                        <span className="flex min-h-11 items-center justify-center text-muted">{number}</span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}

/** A link to the free day before or after the one listed. */
function NearDay({
  data,
  day,
  label,
  after,
}: {
  data: BookingPageData;
  day?: BookingPageData["days"][number];
  label: string;
  after?: boolean;
}) {
  if (!day) return <span />;
  const Chevron = after ? ChevronRight : ChevronLeft;
  return (
    <a
      href={dayHref(data, day.key)}
      rel="nofollow"
      className={cn(
        "inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline hover:text-brand-900",
        after && "text-right",
      )}
    >
      {!after && <Chevron aria-hidden className="size-5 shrink-0" />}
      <span>
        {label} <span className="block font-normal text-muted text-sm first-letter:uppercase">{day.label}</span>
      </span>
      {after && <Chevron aria-hidden className="size-5 shrink-0" />}
    </a>
  );
}

/**
 * The listed day's times. A day's link followed with JavaScript moves focus to this heading (the
 * booking script): the next Tab reaches the day's first time.
 */
function DayTimes({ data, day }: { data: BookingPageData; day: NonNullable<BookingPageData["day"]> }) {
  const { t, days } = data;
  const index = days.findIndex((each) => each.key === day.key);
  return (
    <div className="mt-8 rounded-card border border-line bg-white px-3 pt-4 pb-5 sm:px-5">
      <h3
        id={dayTimesId}
        tabIndex={-1}
        className="flex scroll-mt-28 flex-wrap items-baseline justify-between gap-x-4 font-semibold text-brand-900 text-lg focus:outline-none"
      >
        <span className="first-letter:uppercase">{day.label}</span>
        <span className="font-normal text-base text-muted">{day.count}</span>
      </h3>
      <ul aria-labelledby={dayTimesId} className="mt-3 grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
        {day.times.map((time) => (
          <li key={time.start}>
            <a
              href={`${bookingPageHref(data, { time: time.start })}#details`}
              aria-label={time.label}
              // One address per free time: nothing for a search engine to follow or keep.
              rel="nofollow"
              className="inline-flex min-h-11 w-full items-center justify-center whitespace-nowrap rounded-full border border-brand-200 bg-white px-2 font-semibold text-brand-800 hover:border-brand-500 hover:bg-brand-50 sm:min-w-24 sm:px-4"
            >
              {time.time}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-5 flex items-start justify-between gap-4">
        <NearDay data={data} day={days[index - 1]} label={t.visitAids.month.previousDay} />
        <NearDay data={data} day={days[index + 1]} label={t.visitAids.month.nextDay} after />
      </p>
    </div>
  );
}

export function BookingTimes({ data }: { data: BookingPageData }) {
  const { t, lang, day } = data;
  return (
    // The days and times are plain links; the booking script follows a plain click on one in place.
    <section {...controlProps("bookingMoments")} aria-labelledby="times-title" id="moments" className="scroll-mt-28">
      <h2 id="times-title" className="font-bold text-2xl text-brand-900">
        {t.timesTitle}
      </h2>
      <p className="mt-2 text-muted">{data.length}</p>
      <ZoneChoice data={data} zone={data.labelZone} />
      {data.unavailable && (
        <p
          role="alert"
          className="mt-6 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          {t.visitAids.noLongerFree}
        </p>
      )}
      {day ? (
        <>
          <h3 className="mt-8 font-semibold text-brand-900 text-lg">{t.visitAids.month.title}</h3>
          <MonthView data={data} />
          {data.dayMoved && (
            <p className="mt-6 flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 p-4 text-ink">
              <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {data.dayMoved}
            </p>
          )}
          <DayTimes data={data} day={day} />
        </>
      ) : (
        <p className="mt-6 text-ink">
          {t.noTimes}{" "}
          <Link to={contactHref(lang, "expert")} className="font-semibold text-brand-600 underline">
            {t.noTimesLink}
          </Link>
        </p>
      )}
    </section>
  );
}
