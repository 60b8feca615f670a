import { createHash } from "node:crypto";
import type { Transaction } from "kysely";
import { groupByDay, knownTimeZone, whenInWords, zoneLabel } from "#common/booking/times.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import type { ContactTopic } from "#common/content/types.ts";
import {
  answerFields,
  type BookingFieldErrors,
  type BookingFormErrors,
  type BookingInput,
  bookingFields,
  validateBooking,
} from "#common/forms/booking-schema.ts";
import { lengthErrors } from "#common/forms/length-errors.server.ts";
import { topicSlugs } from "#common/site/links.ts";
import { formatMessage } from "#common/site/message.ts";
import type { Lang } from "#common/site/pages.ts";
import { type Database, isUnavailable } from "#server/db/db.server.ts";
import { clientKey, type RateLimiter } from "#server/http/rate-limit.server.ts";
import type { FormStamp, FormStamps } from "#server/leads/form-stamp.server.ts";
import type { LeadStore } from "#server/leads/store.server.ts";
import { assignStaff, type FreeTime, freeTimes, type Interval } from "./availability";
import { type BookingRules, bookingConfig } from "./config";
import { meetingCalendar, meetingWhat } from "./invitation.server";
import type { MeetingAnswer, MeetingType, MeetingTypeStore } from "./meeting-types.server";
import type { BookingStore, Meeting, MeetingMessage } from "./store.server";
import type { MeetingTokens } from "./tokens.server";

/** What reaches the service from the booking page's action. */
export type BookingSubmission = {
  lang: Lang;
  path: string;
  values: Record<string, string>;
  origin: string | undefined;
  fetchSite: string | undefined;
  host: string | undefined;
  clientIp: string;
  userAgent: string | undefined;
};

export type BookingFailure = {
  ok: false;
  status: number;
  formError: string;
  fieldErrors?: BookingFieldErrors;
  values?: Record<string, string>;
  /** When the time was just taken: the next free times, to pick from without retyping anything. */
  next?: string[];
};

export type BookingResult = { ok: true; token: string } | BookingFailure;

/**
 * What a meeting's link opens (decision 026): the meeting until some days after it ends; once it is
 * cancelled, only the fact that it was; nothing for a forged or expired link.
 */
export type MeetingLink = { kind: "meeting"; meeting: Meeting } | { kind: "cancelled" };

/** Whether the visitor can move the meeting from its link: yes, not any more (moved enough), or not at all. */
export type MoveState = "open" | "usedUp" | "closed";

export type MoveResult =
  | { ok: true }
  | { ok: false; reason: "taken" | "unavailable"; next: string[] }
  | { ok: false; reason: "notBooked" }
  | { ok: false; reason: "tooManyMoves" }
  | { ok: false; reason: "rateLimited" };

/** The outbox kinds of booking: an event (what happened) for a recipient. */
export const bookingEvents = ["confirmation", "reminder", "cancellation"] as const;
export type BookingEvent = (typeof bookingEvents)[number];
export const bookingRecipients = ["visitor", "staff"] as const;
export const bookingKind = (
  event: BookingEvent,
  recipient: (typeof bookingRecipients)[number],
): `booking.${BookingEvent}.${(typeof bookingRecipients)[number]}` => `booking.${event}.${recipient}`;
export const bookingKinds = bookingEvents.flatMap((event) =>
  bookingRecipients.map((recipient) => bookingKind(event, recipient)),
);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** The longest reason for cancelling that is kept. */
export const CANCEL_REASON_MAX = 1000;
/** How many of the next free times a visitor who lost a race is offered. */
const NEXT_CHOICES = 6;

/**
 * The inbox topic of a booked meeting: the contact topic whose address name the type shares (the MGA
 * partnership is the contact form's "mga-partnership"), a demo otherwise.
 */
function leadTopicOf(type: MeetingType): ContactTopic {
  const topic = Object.entries(topicSlugs.en).find(([, slug]) => slug === type.slug)?.[0];
  return (topic as ContactTopic | undefined) ?? "demo";
}

function errorsFor(lang: Lang): BookingFormErrors {
  const { pages } = dictionaries[lang];
  return { ...pages.contact.form.errors, ...pages.booking.errors };
}

/** The visitor's own values, to put back in the form. */
function echo(values: Record<string, string>): Record<string, string> {
  const kept = [...bookingFields, "formKey", "renderedAt", "signature", "timeZone"];
  return Object.fromEntries(
    kept.filter((key) => key in values).map((key) => [key, (values[key] ?? "").slice(0, 6000)]),
  );
}

export type BookingServiceOptions = {
  store: BookingStore;
  /** The meeting types set in the back office (decision 036): each its own length, buffer, notice, horizon and members. */
  types: MeetingTypeStore;
  leads: LeadStore;
  limiter: RateLimiter;
  stamps: FormStamps;
  tokens: MeetingTokens;
  siteOrigin: string;
  /** The outbox kinds this deployment can deliver: only those are queued. */
  outboxKinds: readonly string[];
  rules?: BookingRules;
  /** Called once messages are queued, to deliver them now rather than at the next poll. */
  onQueued?: () => void;
  /**
   * Each member's busy times from the calendars they connected, from `from` to `until`, by user id
   * (decision 031): the seam where the team's own calendars come in. None by default.
   */
  busyTimes?: (from: Date, until: Date) => Promise<ReadonlyMap<number, Interval[]>>;
  /** Reads these members' calendars again, within a few seconds, just before a time with one of them is confirmed. */
  refreshBusy?: (userIds: number[]) => Promise<void>;
  /** Told of each meeting booked, moved (with how it stood before) or cancelled: calendars write it back. */
  onMeetingChanged?: (meeting: Meeting, before?: Meeting) => void;
  /** Called once a visitor's booking is stored (not for a move): analytics counts it as a conversion. */
  onBooked?: (submission: BookingSubmission) => void;
  now?: () => Date;
};

export function createBookingService(options: BookingServiceOptions) {
  const { store, types, leads, limiter, stamps, tokens } = options;
  const rules = options.rules ?? bookingConfig;
  const now = options.now ?? (() => new Date());
  const deliverable = new Set(options.outboxKinds);
  const errorsByLang = { fr: errorsFor("fr"), en: errorsFor("en") };

  /** The rules a meeting type books with: its own length, buffer, notice and horizon. */
  function rulesOf(type: MeetingType): BookingRules {
    return {
      ...rules,
      meetingMinutes: type.minutes,
      bufferMinutes: type.bufferMinutes,
      noticeMinutes: type.noticeMinutes,
      horizonDays: type.horizonDays,
    };
  }

  /** The members who can be offered, hours and meetings included, narrowed to those who take this type. */
  async function staffFor(type: MeetingType, at: Date, except?: number) {
    const until = new Date(at.getTime() + (type.horizonDays + 2) * DAY);
    const staff = await store.availability(at, until, except);
    const takers = type.staffUserIds && new Set(type.staffUserIds);
    return { until, staff: takers ? staff.filter((member) => takers.has(member.userId)) : staff };
  }

  /** The free times of a type from `at` on; `except` is a meeting being moved, which leaves its own time free. */
  async function free(type: MeetingType, at: Date, except?: number): Promise<FreeTime[]> {
    const { until, staff } = await staffFor(type, at, except);
    const busy = await options.busyTimes?.(at, until);
    const withBusy = busy ? staff.map((member) => ({ ...member, busy: busy.get(member.userId) ?? [] })) : staff;
    return freeTimes(at, withBusy, rulesOf(type));
  }

  /**
   * Whether a time that is not free was ever on offer, meetings aside: if so someone took it; if not
   * (past, too soon, outside hours, made up), it is simply no longer available.
   */
  async function wasTaken(type: MeetingType, start: Date, at: Date): Promise<boolean> {
    const staff = (await staffFor(type, at)).staff.map((member) => ({ ...member, meetings: [] }));
    return freeTimes(at, staff, rulesOf(type)).some((time) => time.start.getTime() === start.getTime());
  }

  /**
   * The messages a booked (or moved) meeting queues: confirmations now (the visitor's paced, so one
   * address gets at most one every few minutes however often the meeting moves), reminders a day before.
   */
  function bookedMessages(meeting: Meeting): MeetingMessage[] {
    const at = now();
    const remindAt = new Date(meeting.start.getTime() - rules.reminderMinutes * MINUTE);
    const messages: MeetingMessage[] = bookingRecipients.map((recipient) => ({
      kind: bookingKind("confirmation", recipient),
      refId: meeting.id,
      paced: recipient === "visitor",
    }));
    if (remindAt > at)
      for (const recipient of bookingRecipients)
        messages.push({ kind: bookingKind("reminder", recipient), refId: meeting.id, notBefore: remindAt });
    return messages.filter((message) => deliverable.has(message.kind));
  }

  function cancelledMessages(meeting: Meeting): MeetingMessage[] {
    return bookingRecipients
      .map((recipient) => ({
        kind: bookingKind("cancellation", recipient),
        refId: meeting.id,
        paced: recipient === "visitor",
      }))
      .filter((message) => deliverable.has(message.kind));
  }

  /** Whether the visitor may still move it: booked, not started, and moved fewer times than allowed. */
  function moveState(meeting: Meeting): MoveState {
    if (meeting.status !== "booked" || meeting.start <= now()) return "closed";
    return meeting.moves >= rules.maxMovesPerMeeting ? "usedUp" : "open";
  }

  /** The members free at a time, least busy first; none when the time is not offered. */
  async function candidatesAt(type: MeetingType, start: Date, at: Date, except?: number): Promise<number[]> {
    const time = (await free(type, at, except)).find((each) => each.start.getTime() === start.getTime());
    if (!time) return [];
    const upcoming = await store.upcomingCounts(at);
    const order: number[] = [];
    const left = [...time.staff];
    while (left.length) {
      const next = assignStaff(left, upcoming) as number;
      order.push(next);
      left.splice(left.indexOf(next), 1);
    }
    return order;
  }

  /**
   * The members free at `start`, after reading their calendars once more (decision 028): a meeting
   * put in a calendar a minute ago still stops the time being booked.
   */
  async function confirmedCandidates(type: MeetingType, start: Date, at: Date, except?: number): Promise<number[]> {
    const candidates = await candidatesAt(type, start, at, except);
    if (!candidates.length || !options.refreshBusy) return candidates;
    await options.refreshBusy(candidates);
    return candidatesAt(type, start, at, except);
  }

  async function nextTimes(type: MeetingType, after: Date, at: Date, except?: number): Promise<string[]> {
    const from = Number.isNaN(after.getTime()) ? at : after;
    return (await free(type, at, except))
      .filter((time) => time.start > from)
      .slice(0, NEXT_CHOICES)
      .map((time) => time.start.toISOString());
  }

  function isForeign(s: BookingSubmission): boolean {
    return (
      s.fetchSite === "cross-site" ||
      (s.origin !== undefined &&
        s.origin !== options.siteOrigin &&
        s.origin !== `http://${s.host}` &&
        s.origin !== `https://${s.host}`)
    );
  }

  /**
   * Stores the booking as a lead too, so the team's inbox holds every prospect: in the booking's own
   * transaction, so a lead that cannot be stored leaves no meeting behind, nor its emails queued.
   */
  async function storeLead(
    trx: Transaction<Database>,
    meeting: Meeting,
    type: MeetingType,
    s: BookingSubmission,
    formKey: string,
  ): Promise<number> {
    const t = dictionaries[meeting.lang].pages.booking;
    // The meeting is named first, whatever its type, so the team's inbox tells them apart.
    const what = `${meetingWhat(type, meeting.lang)}\n`;
    const message = formatMessage(t.leadMessage, meeting.lang, {
      when: whenInWords(meeting.start, meeting.lang, rules.timeZone),
      role: t.roles[meeting.role as keyof typeof t.roles] ?? meeting.role,
      advisors: meeting.advisors === null ? "-" : String(meeting.advisors),
      message: meeting.message ?? "",
    }).trim();
    // The prospect's own clock too, when it is not Montréal's.
    const theirs =
      meeting.timeZone === rules.timeZone
        ? ""
        : `\n${formatMessage(t.visitAids.staffZone, meeting.lang, { zone: zoneLabel(meeting.start, meeting.lang, meeting.timeZone), when: whenInWords(meeting.start, meeting.lang, meeting.timeZone) })}`;
    const key = createHash("sha256").update(`booking\n${formKey}\n${meeting.uid}`).digest("hex");
    const lead = await leads.insertWithin(
      trx,
      {
        firstName: meeting.firstName,
        lastName: meeting.lastName,
        email: meeting.email,
        phone: meeting.phone,
        company: meeting.company,
        topic: leadTopicOf(type),
        message: what + message + theirs,
        lang: meeting.lang,
        sourcePage: s.path,
        consentAt: meeting.createdAt,
        userAgent: s.userAgent?.slice(0, 512) ?? null,
        ownerId: meeting.staffUserId,
      },
      key,
    );
    return lead.id;
  }

  /** The type a meeting was booked as; one made inactive since still holds its meetings. */
  async function typeOfMeeting(meeting: Meeting): Promise<MeetingType> {
    return (await types.get(meeting.meetingType)) ?? types.defaultType();
  }

  /** The type a booking page offers: the default without a slug; none for an unknown or inactive one. */
  async function offeredType(slug?: string | null): Promise<MeetingType | undefined> {
    const type = slug ? await types.get(slug) : await types.defaultType();
    return type?.active ? type : undefined;
  }

  return {
    rules,
    tokens,
    offeredType,
    typeOfMeeting,
    /** The meetings, hours and time off as stored, for the back office. */
    store,
    /** The meeting types, for the back office to set. */
    types,
    newForm: (): FormStamp => stamps.issue(),

    /** Free times from now on, grouped by day in the given zone, labelled in the page's language. */
    async days(type: MeetingType, lang: Lang, timeZone = rules.timeZone, except?: number) {
      const times = await free(type, now(), except);
      return groupByDay(
        times.map((time) => time.start.toISOString()),
        lang,
        timeZone,
      );
    },

    /**
     * Whether a time is offered now (a link followed from an old page may name a taken one); to a
     * meeting being moved (`except`), its own time and those its buffer covered are free.
     */
    async isFree(type: MeetingType, start: Date, except?: number): Promise<boolean> {
      return (await candidatesAt(type, start, now(), except)).length > 0;
    },

    async submit(s: BookingSubmission): Promise<BookingResult> {
      const errors = errorsByLang[s.lang];
      const t = dictionaries[s.lang].pages.booking;
      const fail = (status: number, formError: string, extra: Partial<BookingFailure> = {}): BookingFailure => ({
        ok: false,
        status,
        formError,
        ...extra,
      });
      if (isForeign(s)) return fail(403, errors.forbidden);
      if (!(await limiter.consume(`booking:${clientKey(s.clientIp)}`)))
        return fail(429, errors.rateLimited, { values: echo(s.values) });

      const values = s.values;
      const stamp = stamps.check(values);
      if (values.website || stamp === "forged") return fail(400, errors.invalid, { values: echo(values) });
      // A person who filled the form in a blink (autofill, say) is told so, at the box to tick again.
      if (stamp === "tooFast")
        return fail(400, t.visitAids.tooFast, {
          values: echo({ ...values, consent: "" }),
          fieldErrors: { consent: t.visitAids.tooFastField },
        });
      if (stamp === "expired") return fail(400, errors.expired);

      const type = await offeredType(values.type);
      if (!type) return fail(404, t.meetingTypes.unknown);

      const checked = validateBooking(values, errors, lengthErrors(errors, s.lang), type.questions.length);
      if (!checked.ok)
        return fail(400, checked.formError ?? errors.summary, {
          fieldErrors: checked.fieldErrors,
          values: echo(values),
        });

      // A storage failure (database down or busy) is a 503 that changed nothing: try again.
      try {
        const at = now();
        const start = new Date(checked.data.start);
        const { firstName, lastName, email, phone, company, role, advisors, message } = checked.data;
        const visitor = {
          firstName,
          lastName,
          email,
          company,
          role,
          phone: phone ?? null,
          advisors: advisors ?? null,
          message: message ?? null,
          answers: answersTo(type, checked.data),
          lang: s.lang,
          timeZone: knownTimeZone(values.timeZone) ?? rules.timeZone,
        };
        const candidates = await confirmedCandidates(type, start, at);
        const outcome = candidates.length
          ? await store.book(
              {
                start,
                end: new Date(start.getTime() + type.minutes * MINUTE),
                candidates,
                bufferMinutes: type.bufferMinutes,
                meetingType: type.slug,
                maxFutureBookings: rules.maxFutureBookingsPerEmail,
                messages: bookedMessages,
                lead: (trx, meeting) => storeLead(trx, meeting, type, s, values.formKey ?? ""),
              },
              visitor,
              at,
            )
          : ({ ok: false, reason: "taken" } as const);
        if (!outcome.ok) {
          if (outcome.reason === "tooMany") return fail(409, t.errors.tooMany, { values: echo(values) });
          const message = (await wasTaken(type, start, at)) ? t.errors.taken : t.visitAids.noLongerFree;
          return fail(409, message, { values: echo(values), next: await nextTimes(type, start, at) });
        }
        options.onQueued?.();
        options.onBooked?.(s);
        options.onMeetingChanged?.(outcome.meeting);
        return { ok: true, token: tokens.tokenOf(outcome.meeting) };
      } catch (error) {
        if (!isUnavailable(error)) throw error;
        return fail(503, errors.unavailable, { values: echo(values) });
      }
    },

    /** What a meeting's link opens: nothing once forged or expired, only the fact once cancelled. */
    async linkOf(token: string): Promise<MeetingLink | undefined> {
      const id = tokens.idOf(token);
      if (id === undefined) return undefined;
      const meeting = await store.get(id);
      if (!meeting || !tokens.matches(token, meeting)) return undefined;
      if (meeting.end.getTime() + rules.linkDaysAfterMeeting * DAY <= now().getTime()) return undefined;
      return meeting.status === "cancelled" ? { kind: "cancelled" } : { kind: "meeting", meeting };
    },

    /** The meeting a link opens, unless it was cancelled (then the link only says so) or has expired. */
    async meetingOf(token: string): Promise<Meeting | undefined> {
      const link = await this.linkOf(token);
      return link?.kind === "meeting" ? link.meeting : undefined;
    },

    moveState,

    /** The member the meeting is with. */
    staffOf: (meeting: Meeting) => store.staffMember(meeting.staffUserId),

    /** The meeting's calendar invitation, in the visitor's language. */
    async calendarOf(meeting: Meeting) {
      const staff = await store.staffMember(meeting.staffUserId);
      if (!staff) throw new Error(`Meeting ${meeting.id} has no staff member`);
      return meetingCalendar(meeting, staff, await typeOfMeeting(meeting), {
        siteOrigin: options.siteOrigin,
        tokens,
        rules,
      });
    },

    /**
     * Moves the meeting to a free time, with the same member when they are free then. A move counts
     * against the client address's booking rate limit, and a meeting moves at most `maxMovesPerMeeting` times.
     */
    async reschedule(meeting: Meeting, start: Date, clientIp: string): Promise<MoveResult> {
      if (!(await limiter.consume(`booking:${clientKey(clientIp)}`))) return { ok: false, reason: "rateLimited" };
      const at = now();
      const type = await typeOfMeeting(meeting);
      const candidates = Number.isNaN(start.getTime()) ? [] : await confirmedCandidates(type, start, at, meeting.id);
      const ordered = candidates.includes(meeting.staffUserId)
        ? [meeting.staffUserId, ...candidates.filter((id) => id !== meeting.staffUserId)]
        : candidates;
      const outcome = await store.reschedule(
        meeting.id,
        {
          start,
          end: new Date(start.getTime() + type.minutes * MINUTE),
          candidates: ordered,
          bufferMinutes: type.bufferMinutes,
          maxMoves: rules.maxMovesPerMeeting,
          messages: bookedMessages,
        },
        at,
      );
      if (outcome.ok) {
        options.onQueued?.();
        options.onMeetingChanged?.(outcome.meeting, meeting);
        return { ok: true };
      }
      if (outcome.reason === "taken") {
        const reason = !Number.isNaN(start.getTime()) && (await wasTaken(type, start, at)) ? "taken" : "unavailable";
        return { ok: false, reason, next: await nextTimes(type, start, at, meeting.id) };
      }
      return { ok: false, reason: outcome.reason };
    },

    /** Cancels a booked meeting, freeing its time and telling both sides (with the visitor's reason, if given). */
    async cancel(meetingId: number, by: "visitor" | "staff", reason?: string): Promise<Meeting | undefined> {
      const said = reason?.trim().slice(0, CANCEL_REASON_MAX) || null;
      const cancelled = await store.cancel(meetingId, by, cancelledMessages, now(), said);
      if (cancelled) {
        options.onQueued?.();
        options.onMeetingChanged?.(cancelled);
      }
      return cancelled;
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;

/** The answers given to a type's questions, each beside its question as asked; the blank ones left out. */
function answersTo(type: MeetingType, data: BookingInput): MeetingAnswer[] {
  return type.questions.flatMap((question, index) => {
    const field = answerFields[index];
    const answer = field && data[field];
    return answer ? [{ ...question, answer }] : [];
  });
}
