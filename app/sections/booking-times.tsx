import { CircleAlert } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { bookingHref } from "../booking/paths";
import { type DayChoices, groupByDay, type TimeChoice, zoneLabel } from "../booking/times";
import { useVisitorZone } from "../booking/use-visitor-zone";
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
  zone: string;
  minutes: number;
  days: DayChoices[];
  chosen?: TimeChoice;
  unavailable: boolean;
  move?: { token: string; current: string };
  stamp: { formKey: string; renderedAt: number; signature: string };
};

/**
 * The free times as a list of days, each with its times as links whose accessible name carries the
 * full date, time and zone. Labelled in the company's zone by the server; in the visitor's own once
 * the page runs in their browser.
 */
export function useDays(data: Pick<BookingPageData, "days" | "lang" | "companyZone" | "zone">) {
  const zone = useVisitorZone(data.companyZone);
  return useMemo(() => {
    if (zone === data.companyZone) return { days: data.days, zoneName: data.zone, zone };
    const starts = data.days.flatMap((day) => day.times.map((time) => time.start));
    return { days: groupByDay(starts, data.lang, zone), zoneName: zoneLabel(new Date(), data.lang, zone), zone };
  }, [zone, data.days, data.lang, data.companyZone, data.zone]);
}

export function BookingTimes({ data }: { data: BookingPageData }) {
  const { t, lang, move } = data;
  const { days, zoneName } = useDays(data);
  return (
    <section aria-labelledby="times-title" id="moments">
      <h2 id="times-title" className="font-bold text-2xl text-brand-900">
        {t.timesTitle}
      </h2>
      <p className="mt-2 text-muted">
        {t.duration.replace("{minutes}", String(data.minutes))} {t.zoneNote.replace("{zone}", zoneName)}
      </p>
      {data.unavailable && (
        <p
          role="alert"
          className="mt-6 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          {t.errors.taken}
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
        <ul className="mt-6 space-y-3">
          {days.map((day, index) => (
            <li key={day.key}>
              <details open={index === 0} className="group rounded-card border border-line bg-white">
                <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-4 px-5 py-3 font-semibold text-brand-900 first-letter:uppercase">
                  <span className="first-letter:uppercase">{day.label}</span>
                  <span className="font-normal text-muted text-sm">
                    {t.timesCount.replace("{count}", String(day.times.length))}
                  </span>
                </summary>
                <ul className="flex flex-wrap gap-2 px-5 pt-1 pb-5">
                  {day.times.map((time) => (
                    <li key={time.start}>
                      <Link
                        to={`${bookingHref(lang, { time: time.start, move: move?.token })}#details`}
                        aria-label={time.label}
                        // One address per free time: nothing for a search engine to follow or keep.
                        rel="nofollow"
                        className="inline-flex min-h-11 min-w-24 items-center justify-center rounded-full border border-brand-200 bg-white px-4 font-semibold text-brand-800 hover:border-brand-500 hover:bg-brand-50"
                      >
                        {time.time}
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
