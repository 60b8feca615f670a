import { createHash } from "node:crypto";
import { groupByDay, knownTimeZone, whenInWords } from "../../app/booking/times";
import { dictionaries } from "../../app/content/dictionary.server";
import {
  type BookingFieldErrors,
  type BookingFormErrors,
  bookingFields,
  validateBooking,
} from "../../app/forms/booking-schema";
import type { Lang } from "../../app/site/pages";
import { isUnavailable } from "../db/db.server";
import type { RateLimiter } from "../http/rate-limit.server";
import type { FormStamp, FormStamps } from "../leads/form-stamp.server";
import type { LeadStore } from "../leads/store.server";
import type { NewMessage } from "../mail/outbox.server";
import { assignStaff, type FreeTime, freeTimes } from "./availability";
import { meetingCalendar } from "./calendar.server";
import { type BookingRules, bookingConfig } from "./config";
import type { BookingStore, Meeting } from "./store.server";
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

/** The outbox kinds of booking: an event (what happened) for a recipient. */
export const bookingEvents = ["confirmation", "reminder", "cancellation"] as const;
export type BookingEvent = (typeof bookingEvents)[number];
export const bookingRecipients = ["visitor", "staff"] as const;
export const bookingKind = (event: BookingEvent, recipient: (typeof bookingRecipients)[number]) =>
  `booking.${event}.${recipient}`;
export const bookingKinds = bookingEvents.flatMap((event) =>
  bookingRecipients.map((recipient) => bookingKind(event, recipient)),
);

const MINUTE = 60_000;
/** How many of the next free times a visitor who lost a race is offered. */
const NEXT_CHOICES = 6;

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
  /** Called once a visitor's booking is stored (not for a move): analytics counts it as a conversion. */
  onBooked?: (submission: BookingSubmission) => void;
  now?: () => Date;
};

export function createBookingService(options: BookingServiceOptions) {
  const { store, leads, limiter, stamps, tokens } = options;
  const rules = options.rules ?? bookingConfig;
  const now = options.now ?? (() => new Date());
  const deliverable = new Set(options.outboxKinds);
  const errorsByLang = { fr: errorsFor("fr"), en: errorsFor("en") };

  async function free(at: Date): Promise<FreeTime[]> {
    const until = new Date(at.getTime() + (rules.horizonDays + 2) * 24 * 60 * MINUTE);
    return freeTimes(at, await store.availability(at, until), rules);
  }

  /** The messages a booked (or moved) meeting queues: confirmations now, reminders a day before. */
  function bookedMessages(meeting: Meeting): NewMessage[] {
    const at = now();
    const remindAt = new Date(meeting.start.getTime() - rules.reminderMinutes * MINUTE);
    const messages: NewMessage[] = bookingRecipients.map((recipient) => ({
      kind: bookingKind("confirmation", recipient),
      refId: meeting.id,
    }));
    if (remindAt > at)
      for (const recipient of bookingRecipients)
        messages.push({ kind: bookingKind("reminder", recipient), refId: meeting.id, notBefore: remindAt });
    return messages.filter((message) => deliverable.has(message.kind));
  }

  function cancelledMessages(meeting: Meeting): NewMessage[] {
    return bookingRecipients
      .map((recipient) => ({ kind: bookingKind("cancellation", recipient), refId: meeting.id }))
      .filter((message) => deliverable.has(message.kind));
  }

  /** The members free at a time, least busy first; none when the time is not offered. */
  async function candidatesAt(start: Date, at: Date): Promise<number[]> {
    const time = (await free(at)).find((each) => each.start.getTime() === start.getTime());
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

  async function nextTimes(after: Date, at: Date): Promise<string[]> {
    return (await free(at))
      .filter((time) => time.start > after)
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

  /** Stores the booking as a lead too (topic "demo"), so the team's inbox holds every prospect. */
  async function storeLead(meeting: Meeting, s: BookingSubmission, formKey: string) {
    const t = dictionaries[meeting.lang].pages.booking;
    const message = t.leadMessage
      .replace("{when}", whenInWords(meeting.start, meeting.lang, rules.timeZone))
      .replace("{role}", t.roles[meeting.role as keyof typeof t.roles] ?? meeting.role)
      .replace("{advisors}", meeting.advisors === null ? "-" : String(meeting.advisors))
      .replace("{message}", meeting.message ?? "")
      .trim();
    const key = createHash("sha256").update(`booking\n${formKey}\n${meeting.uid}`).digest("hex");
    const lead = await leads.submit(
      {
        firstName: meeting.firstName,
        lastName: meeting.lastName,
        email: meeting.email,
        phone: meeting.phone,
        company: meeting.company,
        topic: "demo",
        message,
        lang: meeting.lang,
        sourcePage: s.path,
        consentAt: meeting.createdAt,
        userAgent: s.userAgent?.slice(0, 512) ?? null,
        ownerId: meeting.staffUserId,
      },
      key,
    );
    await store.setLead(meeting.id, lead.id);
  }

  return {
    rules,
    tokens,
    /** The meetings, hours and time off as stored, for the back office. */
    store,
    newForm: (): FormStamp => stamps.issue(),

    /** Free times from now on, grouped by day in the given zone, labelled in the page's language. */
    async days(lang: Lang, timeZone = rules.timeZone) {
      const times = await free(now());
      return groupByDay(
        times.map((time) => time.start.toISOString()),
        lang,
        timeZone,
      );
    },

    /** Whether a time is offered now (a link followed from an old page may name a taken one). */
    async isFree(start: Date): Promise<boolean> {
      return (await candidatesAt(start, now())).length > 0;
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
      if (!(await limiter.consume(`booking:${s.clientIp}`)))
        return fail(429, errors.rateLimited, { values: echo(s.values) });

      const values = s.values;
      const stamp = stamps.check(values);
      if (values.website || stamp === "forged" || stamp === "tooFast")
        return fail(400, errors.invalid, { values: echo(values) });
      if (stamp === "expired") return fail(400, errors.expired);

      const checked = validateBooking(values, errors);
      if (!checked.ok) return fail(400, errors.summary, { fieldErrors: checked.fieldErrors, values: echo(values) });

      // A storage failure (database down or busy) is a 503 that changed nothing: try again.
      try {
        const at = now();
        const start = new Date(checked.data.start);
        const { consent: _, start: __, ...answers } = checked.data;
        const visitor = {
          ...answers,
          phone: answers.phone ?? null,
          advisors: answers.advisors ?? null,
          message: answers.message ?? null,
          lang: s.lang,
          timeZone: knownTimeZone(values.timeZone) ?? rules.timeZone,
        };
        const candidates = await candidatesAt(start, at);
        const outcome = candidates.length
          ? await store.book(
              {
                start,
                end: new Date(start.getTime() + rules.meetingMinutes * MINUTE),
                candidates,
                bufferMinutes: rules.bufferMinutes,
                maxFutureBookings: rules.maxFutureBookingsPerEmail,
                messages: bookedMessages,
              },
              visitor,
              at,
            )
          : ({ ok: false, reason: "taken" } as const);
        if (!outcome.ok) {
          if (outcome.reason === "tooMany") return fail(409, t.errors.tooMany, { values: echo(values) });
          return fail(409, t.errors.taken, { values: echo(values), next: await nextTimes(start, at) });
        }
        await storeLead(outcome.meeting, s, values.formKey ?? "");
        options.onQueued?.();
        options.onBooked?.(s);
        return { ok: true, token: tokens.tokenOf(outcome.meeting) };
      } catch (error) {
        if (!isUnavailable(error)) throw error;
        return fail(503, errors.unavailable, { values: echo(values) });
      }
    },

    /** The meeting a token opens, if it is genuine. */
    async meetingOf(token: string): Promise<Meeting | undefined> {
      const id = tokens.idOf(token);
      if (id === undefined) return undefined;
      const meeting = await store.get(id);
      return meeting && tokens.matches(token, meeting) ? meeting : undefined;
    },

    /** The member the meeting is with. */
    staffOf: (meeting: Meeting) => store.staffMember(meeting.staffUserId),

    /** The meeting's calendar invitation, in the visitor's language. */
    async calendarOf(meeting: Meeting) {
      const staff = await store.staffMember(meeting.staffUserId);
      if (!staff) throw new Error(`Meeting ${meeting.id} has no staff member`);
      return meetingCalendar(meeting, staff, { siteOrigin: options.siteOrigin, tokens, rules });
    },

    /** Moves the meeting to a free time, with the same member when they are free then. */
    async reschedule(meeting: Meeting, start: Date): Promise<{ ok: true } | { ok: false; next: string[] }> {
      const at = now();
      const candidates = await candidatesAt(start, at);
      const ordered = candidates.includes(meeting.staffUserId)
        ? [meeting.staffUserId, ...candidates.filter((id) => id !== meeting.staffUserId)]
        : candidates;
      const outcome = await store.reschedule(
        meeting.id,
        {
          start,
          end: new Date(start.getTime() + rules.meetingMinutes * MINUTE),
          candidates: ordered,
          bufferMinutes: rules.bufferMinutes,
          messages: bookedMessages,
        },
        at,
      );
      if (!outcome.ok) return { ok: false, next: await nextTimes(start, at) };
      options.onQueued?.();
      return { ok: true };
    },

    /** Cancels a booked meeting, freeing its time and telling both sides. */
    async cancel(meetingId: number, by: "visitor" | "staff"): Promise<Meeting | undefined> {
      const cancelled = await store.cancel(meetingId, by, cancelledMessages, now());
      if (cancelled) options.onQueued?.();
      return cancelled;
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
