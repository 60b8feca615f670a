import { useEffect, useState } from "react";
import { knownTimeZone } from "./times";

type WithTemporal = { Temporal?: { Now: { timeZoneId(): string } } };

/**
 * The browser's zone. The first `Intl.DateTimeFormat` of a page starts ICU's date formatting, about
 * 20 ms of main thread on a desktop CPU (decision 020): Temporal names the zone without it, and a
 * visitor in the company's zone, most of them, then needs no formatting at all.
 */
function visitorZone(companyZone: string): string {
  const temporal = (globalThis as WithTemporal).Temporal;
  const name = temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone;
  return name === companyZone ? companyZone : (knownTimeZone(name) ?? companyZone);
}

/**
 * The visitor's time zone once the page runs in their browser; the company's before that (and
 * without JavaScript), which the page then names next to every time.
 */
export function useVisitorZone(companyZone: string): string {
  const [zone, setZone] = useState(companyZone);
  useEffect(() => {
    setZone(visitorZone(companyZone));
  }, [companyZone]);
  return zone;
}
