import type { BookingPage } from "#common/content/types.ts";

/**
 * The booking dictionary's words that the booking page shows. The confirmation's, the emails', the
 * staff's and the meeting types' stay on the server: the page's answer must fit TCP's first flight
 * (decision 055).
 */
export function pageWords(t: BookingPage) {
  const {
    emails: _e,
    leadMessage: _l,
    confirmation: _c,
    contactOffer: _o,
    moveLimit: _m,
    meetingTypes: _t,
    ...words
  } = t;
  const { noLongerFree, summaryFields, easternBeside, zoneChoice, month, dayNotFree } = t.visitAids;
  return { ...words, visitAids: { noLongerFree, summaryFields, easternBeside, zoneChoice, month, dayNotFree } };
}

export type BookingWords = ReturnType<typeof pageWords>;
