import type { Message } from "#common/site/message.ts";
export type BookingText = {
  meetings: {
    title: string;
    intro: string;
    filters: {
      label: string;
      staff: string;
      everyone: string;
      when: string;
      upcoming: string;
      past: string;
      show: string;
    };
    columns: { when: string; visitor: string; company: string; staff: string; status: string; actions: string };
    status: { booked: string; cancelled: string; no_show: string };
    none: string;
    cancel: string;
    noShow: string;
    cancelled: string;
    markedNoShow: string;
    notAllowed: string;
  };
  availability: {
    title: string;
    intro: string;
    /** Shown to an admin on another member's page: {email}. */
    otherMember: Message<{ email: string }>;
    member: string;
    show: string;
    defaults: string;
    hoursTitle: string;
    works: string;
    from: string;
    to: string;
    weekdays: [string, string, string, string, string, string, string];
    save: string;
    saved: string;
    timeOffTitle: string;
    timeOffIntro: string;
    firstDay: string;
    lastDay: string;
    addTimeOff: string;
    timeOffAdded: string;
    invalidTimeOff: string;
    /** A save refused because someone saved the hours since (decision 047). */
    stale: string;
    /** The link that drops what was typed and shows what is saved. */
    staleCurrent: string;
    noTimeOff: string;
    remove: string;
    removed: string;
    until: string;
  };
  /** *Availability*'s calendars: connecting and removing them, their state, the private feed (decision 035). */
  calendarScreen: {
    title: string;
    intro: string;
    /** Where each service hides the address to paste, step by step, shown before the field (issue 46, item 9). */
    help: { title: string; services: { name: string; steps: string[] }[] };
    none: string;
    url: string;
    urlHint: string;
    /** A CalDAV account's credentials, typed apart from its address; the server puts them together. */
    username: string;
    password: string;
    credentialsHint: string;
    /** The summary's first line when a calendar could not be connected. */
    notConnected: string;
    connect: string;
    connected: string;
    removed: string;
    remove: string;
    kinds: { ics: string; caldav: string };
    /** `{when}` is a date and time in Montréal. */
    lastRead: Message<{ when: string }>;
    neverRead: string;
    /** `{count}` events in what was last read. */
    events: Message<{ count: string }>;
    readOk: string;
    /** `{reason}` is one of calendars.errors. */
    lastError: Message<{ reason: string }>;
    /** The member's own times are withheld. */
    withheld: string;
    staleTitle: string;
    staleIntro: string;
    /** `{email}`, `{when}`: one member whose calendar is not read. */
    staleMember: Message<{ email: string; when: string }>;
    staleNever: Message<{ email: string }>;
    feedTitle: string;
    feedIntro: string;
    feedNone: string;
    /** `{when}`: when the address was made. */
    feedMade: Message<{ when: string }>;
    feedMake: string;
    feedRenew: string;
    feedShown: string;
    feedLabel: string;
  };
  /** Members' calendars: why one could not be read, and the words of the private feed. */
  calendars: {
    /** `{detail}` is an HTTP status or a size, never the address's answer. */
    errors: {
      badUrl: Message<{ detail: string }>;
      /** Neither a published .ics nor a CalDAV account answered at the address (a web page, say). */
      notCalDav: Message<{ detail: string }>;
      /** Refused before any request: the address leads to a private network (decision 059). */
      privateNetwork: Message<{ detail: string }>;
      /** Refused before any request: a port other than 80 or 443. */
      port: Message<{ detail: string }>;
      unreachable: Message<{ detail: string }>;
      timeout: Message<{ detail: string }>;
      unauthorized: Message<{ detail: string }>;
      notFound: Message<{ detail: string }>;
      httpError: Message<{ detail: string }>;
      notCalendar: Message<{ detail: string }>;
      tooLarge: Message<{ detail: string }>;
      malformed: Message<{ detail: string }>;
      noCalendar: Message<{ detail: string }>;
      /** A read cut short (decision 060); `{detail}` is the limit passed: a count, seconds or megabytes. */
      tooManyEvents: Message<{ detail: string }>;
      tooManyOccurrences: Message<{ detail: string }>;
      tooSlow: Message<{ detail: string }>;
      tooMuchMemory: Message<{ detail: string }>;
    };
    feed: {
      /** The feed's name in the member's calendar app. */
      name: string;
      /** An event's title: « {type} – {name}, {company} », {type} the meeting type's name. */
      summary: Message<{ type: string; name: string; company: string }>;
      /** Lines of the event's description; `{link}` is the address. */
      video: Message<{ link: string }>;
      lead: Message<{ link: string }>;
      /** The answer to a wrong or renewed feed address, whose reader's language is unknown. */
      notFound: string;
    };
  };
  /** A member's name, video room and whether they take demos (decision 031). */
  staffProfile: {
    title: string;
    intro: string;
    firstName: string;
    firstNameHint: string;
    videoUrl: string;
    videoUrlHint: string;
    invalidVideoUrl: string;
    /** A save refused because someone saved the profile since (decision 047). */
    stale: string;
    takesDemos: string;
    takesDemosHint: string;
    notOffered: string;
    save: string;
    saved: string;
    /** {day}: the weekday whose hours are wrong. */
    invalidDayHours: Message<{ day: string }>;
    /** At setup: the first name visitors will see. */
    setupFirstName: string;
    setupFirstNameHint: string;
    setupFirstNameMissing: string;
  };
  /** The meeting types visitors book (decision 036), set by admins. */
  meetingTypes: {
    title: string;
    intro: string;
    link: string;
    isDefault: string;
    nameFr: string;
    nameEn: string;
    minutes: string;
    buffer: string;
    notice: string;
    horizon: string;
    active: string;
    activeHint: string;
    who: string;
    whoHint: string;
    questions: string;
    save: string;
    saved: string;
    /** The summary's first line when fields are in error; each field's own message is in `errors`. */
    invalid: string;
    /** Each field's message when it is out of bounds; the hosts field has two (issue 46). */
    errors: {
      nameFr: string;
      nameEn: string;
      minutes: string;
      bufferMinutes: string;
      noticeMinutes: string;
      horizonDays: string;
      /** A ticked member cannot take meetings (an editor, an account turned off, not taking demos). */
      staffNotHost: string;
      /** No one ticked, and no member takes meetings at all. */
      staffNone: string;
      questions: string;
    };
    /** A save refused because another admin saved the type since the page was opened (decision 047). */
    stale: string;
    /** The link that loads the type's current settings instead. */
    staleCurrent: string;
    /** The rows that set a type's questions (issue 25); {n}: the question's number. */
    questionRows: { hint: string; row: string; fr: string; en: string };
  };
};
