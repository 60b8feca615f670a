import { data } from "react-router";
import { pageText, service } from "#server/http/context.server.ts";
import type { Route } from "./+types/booking-calendar";

/** The meeting's invitation as an .ics file, for any calendar, while it stands; a cancelled meeting's link shows nothing more. */
export async function loader({ url, context, params }: Route.LoaderArgs) {
  const booking = service(context, "booking");
  const meeting = await booking.meetingOf(params.token);
  if (!meeting) throw data(pageText(context, url, "booking").t.errors.notFound, { status: 404 });
  const calendar = await booking.calendarOf(meeting);
  return new Response(calendar.content, {
    headers: {
      "Content-Type": `text/calendar; charset=utf-8; method=${calendar.method}`,
      "Content-Disposition": 'attachment; filename="invitation.ics"',
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
