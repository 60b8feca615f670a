import { tz } from "@date-fns/tz";
import { format } from "date-fns/format";
import { site } from "./config";

const onSiteClock = tz(site.timeZone);

/** The company's calendar day of an instant, YYYY-MM-DD: a day is a day in Montréal, whatever the server's zone. */
export function siteDay(at: number | Date): string {
  return format(at, "yyyy-MM-dd", { in: onSiteClock });
}
