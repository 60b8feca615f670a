import ical, { type ICalEventData, ICalEventStatus } from "ical-generator";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { leadPath } from "#common/admin/paths.ts";
import { formatMessage } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";
import type { FeedMeeting, MeetingTypeNames } from "./store.server";

export type MeetingEventDeps = {
  siteOrigin: string;
  /** The meeting's video link (the invitation's). */
  videoLink: (meeting: Pick<FeedMeeting, "uid">) => string;
};

/**
 * A meeting as the member's own calendar shows it, under the invitation's UID and SEQUENCE so it is
 * the same event: its type's name, the prospect's name and firm, the video link and the lead's page
 * in the back office. Nothing else about the prospect (decision 028).
 */
function eventOf(meeting: FeedMeeting, lang: Lang, deps: MeetingEventDeps, names: MeetingTypeNames): ICalEventData {
  const words = adminDictionaries[lang].calendars.feed;
  const video = deps.videoLink(meeting);
  const lines = [formatMessage(words.video, lang, { link: video })];
  if (meeting.leadId !== null)
    lines.push(formatMessage(words.lead, lang, { link: `${deps.siteOrigin}${leadPath(meeting.leadId)}` }));
  return {
    id: meeting.uid,
    sequence: meeting.sequence,
    start: meeting.start,
    end: meeting.end,
    stamp: new Date(),
    summary: formatMessage(words.summary, lang, {
      // Types are never deleted (decision 036); the slug is only a fallback.
      type: names.get(meeting.meetingType)?.[lang] ?? meeting.meetingType,
      name: `${meeting.firstName} ${meeting.lastName}`,
      company: meeting.company,
    }),
    description: lines.join("\n"),
    location: video,
    url: video,
    status: ICalEventStatus.CONFIRMED,
  };
}

function calendarFor(lang: Lang, name?: string) {
  return ical({ prodId: { company: "Sobrita", product: "calendars", language: lang.toUpperCase() }, name });
}

/** A member's private feed: their standing meetings. */
export function feedText(meetings: FeedMeeting[], lang: Lang, deps: MeetingEventDeps, names: MeetingTypeNames): string {
  const calendar = calendarFor(lang, adminDictionaries[lang].calendars.feed.name);
  for (const meeting of meetings) calendar.createEvent(eventOf(meeting, lang, deps, names));
  return calendar.toString();
}

/** One meeting as a CalDAV object: a calendar of one event, without METHOD (RFC 4791 §4.1). */
export function meetingObjectText(
  meeting: FeedMeeting,
  lang: Lang,
  deps: MeetingEventDeps,
  names: MeetingTypeNames,
): string {
  const calendar = calendarFor(lang);
  calendar.createEvent(eventOf(meeting, lang, deps, names));
  return calendar.toString();
}
