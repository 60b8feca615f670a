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
 * The zone the visitor chose on the page, else their browser's once the page runs there; before that
 * (and without JavaScript), the zone the server labelled the times in, which the page names.
 */
export function useVisitorZone(serverZone: string, chosen?: string): string {
  const [zone, setZone] = useState(chosen ?? serverZone);
  useEffect(() => {
    setZone(chosen ?? visitorZone(serverZone));
  }, [serverZone, chosen]);
  return zone;
}
