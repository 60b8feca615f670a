import { useEffect, useState } from "react";
import { knownTimeZone } from "./times";

/**
 * The visitor's time zone once the page runs in their browser; the company's before that (and
 * without JavaScript), which the page then names next to every time.
 */
export function useVisitorZone(companyZone: string): string {
  const [zone, setZone] = useState(companyZone);
  useEffect(() => {
    setZone(knownTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone) ?? companyZone);
  }, [companyZone]);
  return zone;
}
