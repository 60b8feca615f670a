import { CircleAlert } from "lucide-react";
import type { MouseEvent } from "react";
import { Link, useNavigate } from "react-router";
import { monthGrids } from "../booking/month";
import { bookingHref, bookingParams } from "../booking/paths";
import type { DayChoices, TimeChoice } from "../booking/times";
import type { BookingPage, ContactForm } from "../content/types";
import type { BookingFormErrors } from "../forms/booking-schema";
import { contactHref } from "../site/links";
import type { Lang } from "../site/pages";

/** What the booking page's loader gives its sections. */
export type BookingPageData = {
  lang: Lang;
  t: Omit<BookingPage, "emails" | "leadMessage">;
  contact: { fields: ContactForm["fields"]; requiredNote: string };
  errors: BookingFormErrors;
  companyZone: string;
  /** The zone the server labelled the times in: the one the visitor chose, else the company's. */
  labelZone: string;
  chosenZone?: string;
  zones: { zone: string; label: string }[];
  zone: string;
  /** The meeting type's slug when it is not the default (decision 036), carried in every link and form. */
  meetingType?: string;
  minutes: number;
  /** The type's own questions, in the page's language: `answer1` answers the first. */
  questions: string[];
  days: DayChoices[];
  /** The month view's captions by "YYYY-MM", named by the server. */
  monthNames: Record<string, string>;
  chosen?: TimeChoice;
  unavailable: boolean;
  move?: { token: string; current: string };
  stamp: { formKey: string; renderedAt: number; signature: string };
};

const dayAnchor = (key: string) => `day-${key}`;

/** The zone the times are read in: a plain GET form, so it works before JavaScript. */
function ZoneChoice({ data, zone }: { data: BookingPageData; zone: string }) {
  const { t, lang, move, zones } = data;
  const params = bookingParams[lang];
  const options = zones.some((each) => each.zone === zone) ? zones : [...zones, { zone, label: zone }];
  return (
    <form method="get" action={bookingHref(lang)} className="mt-4 flex flex-wrap items-end gap-3">
      {move && <input type="hidden" name={params.move} value={move.token} />}
      {data.meetingType && <input type="hidden" name={params.type} value={data.meetingType} />}
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

/** The free days as months: each free day links to its own list of times below. */
function MonthView({ data, days }: { data: BookingPageData; days: DayChoices[] }) {
  const { t } = data;
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
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a week's cells are its seven columns.
                    <td key={index} className="p-0.5">
                      {day ? (
                        <a
                          href={`#${dayAnchor(day.key)}`}
                          aria-label={fillCount(t.visitAids.month.dayLink, day.label, day.times.length, t.timesCount)}
                          className="flex min-h-11 items-center justify-center rounded-lg bg-brand-50 font-semibold text-brand-800 underline hover:bg-brand-100"
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

const fillCount = (template: string, day: string, count: number, countText: string) =>
  template.replace("{day}", day).replace("{count}", countText.replace("{count}", String(count)));

/**
 * The free times are plain links, each a whole load before the script runs. A month of them is several
 * hundred, and a React Router `<Link>` each cost the page more to hydrate than the rest of it did
 * (decision 056). This one handler on their list keeps a plain click (or Enter) inside the app, as a
 * `<Link>` would; a click that asks for another tab or window is the browser's.
 */
function useFollowTime() {
  const navigate = useNavigate();
  return (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    const plain = event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
    if (!link || !plain || event.defaultPrevented) return;
    event.preventDefault();
    navigate(link.getAttribute("href") ?? "");
  };
}

export function BookingTimes({ data }: { data: BookingPageData }) {
  const { t, lang, move, days } = data;
  const followTime = useFollowTime();
  return (
    <section aria-labelledby="times-title" id="moments" className="scroll-mt-28">
      <h2 id="times-title" className="font-bold text-2xl text-brand-900">
        {t.timesTitle}
      </h2>
      <p className="mt-2 text-muted">
        {t.duration.replace("{minutes}", String(data.minutes))} {t.zoneNote.replace("{zone}", data.zone)}
      </p>
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
      {days.length === 0 ? (
        <p className="mt-6 text-ink">
          {t.noTimes}{" "}
          <Link to={contactHref(lang, "expert")} className="font-semibold text-brand-600 underline">
            {t.noTimesLink}
          </Link>
        </p>
      ) : (
        <>
          <h3 className="mt-8 font-semibold text-brand-900 text-lg">{t.visitAids.month.title}</h3>
          <MonthView data={data} days={days} />
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click, and reaches this list. */}
          <ul className="mt-8 space-y-3" onClick={followTime}>
            {days.map((day, index) => (
              <li key={day.key}>
                <details open={index === 0} className="group rounded-card border border-line bg-white">
                  <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-4 px-5 py-3 font-semibold text-brand-900 first-letter:uppercase">
                    <span className="first-letter:uppercase">{day.label}</span>
                    <span className="font-normal text-muted text-sm">
                      {t.timesCount.replace("{count}", String(day.times.length))}
                    </span>
                  </summary>
                  <ul
                    id={dayAnchor(day.key)}
                    className="grid scroll-mt-40 grid-cols-3 gap-2 px-3 pt-1 pb-5 sm:flex sm:flex-wrap sm:px-5"
                  >
                    {day.times.map((time) => (
                      <li key={time.start}>
                        <a
                          href={`${bookingHref(lang, {
                            time: time.start,
                            move: move?.token,
                            zone: data.chosenZone,
                            type: data.meetingType,
                          })}#details`}
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
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
