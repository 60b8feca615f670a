import { useEffect } from "react";
import { useFetcher } from "react-router";
import { bookingHref } from "#common/booking/paths.ts";
import type { BookingPageData } from "./booking-times";

type WithTemporal = { Temporal?: { Now: { timeZoneId(): string } } };

/**
 * The browser's zone. Temporal names it without starting ICU's date formatting, which costs a page
 * its longest task (decision 020); Intl is the fallback where Temporal is missing.
 */
function browserZone(): string {
  const temporal = (globalThis as WithTemporal).Temporal;
  return temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The page's times, labelled in the visitor's own zone once the page runs in their browser, unless
 * they chose one. The server does the labelling, as it does for a zone chosen without JavaScript, so
 * the page formats no date at all (decision 040). Before its answer, and without JavaScript, the
 * times stay in the zone the server used, which the page names.
 */
export function useVisitorLabels(data: BookingPageData): BookingPageData {
  const { load, data: labelled } = useFetcher<BookingPageData>();
  const { lang, labelZone, chosenZone, chosen, move, meetingType } = data;
  const day = data.day?.key;
  useEffect(() => {
    if (chosenZone) return;
    const zone = browserZone();
    if (zone === labelZone) return;
    load(bookingHref(lang, { zone, time: chosen?.start, day, move: move?.token, type: meetingType }));
  }, [load, lang, labelZone, chosenZone, chosen?.start, day, move?.token, meetingType]);
  if (!labelled || chosenZone || labelled.labelZone === labelZone) return data;
  return {
    ...data,
    days: labelled.days,
    // The fetch asks for the day shown: whether the day first asked for had to be replaced stays as it was.
    day: labelled.day,
    length: labelled.length,
    zones: labelled.zones,
    monthNames: labelled.monthNames,
    labelZone: labelled.labelZone,
    chosenZone: labelled.chosenZone,
    chosen: labelled.chosen ?? chosen,
  };
}
