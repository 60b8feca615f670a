import type { Lang } from "#common/site/pages.ts";
import { newToken, tokenHash } from "#server/auth/secrets.server.ts";
import type { AppDatabase } from "#server/db/db.server.ts";
import { every } from "#server/jobs/schedule.server.ts";
import { type CalendarAddress, parseCalendarAddress } from "./address.server";
import { type BusyRead, type Interval, merge } from "./busy.server";
import { createCalendarThreads } from "./busy-reader.server";
import type { DavAccount } from "./busy-worker.server";
import { asCalendarError, type CalendarError } from "./calendar-error.server";
import { createAddressCheck, createCalendarFetch } from "./calendar-fetch.server";
import { downloadFeed } from "./ics-feed.server";
import { feedText, type MeetingEventDeps, meetingObjectText } from "./meeting-event.server";
import { calendarReads } from "./metrics.server";
import { type ReadLimits, readLimits } from "./read-limits.server";
import type { Sealer } from "./seal.server";
import { type CalendarConnection, createCalendarStore, type FeedMeeting } from "./store.server";
import type { CalendarKind } from "./tables";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How long a copy a removal left behind waits before it is tried again. */
const retryLeftBehindMs = 15 * MINUTE;

type DateInterval = { start: Date; end: Date };

/** The intervals of a sorted list of disjoint intervals that overlap [from, to), by binary search. */
function overlapping(merged: readonly DateInterval[], from: Date, to: Date): DateInterval[] {
  let low = 0;
  let high = merged.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((merged[mid] as DateInterval).end.getTime() <= from.getTime()) low = mid + 1;
    else high = mid;
  }
  let past = low;
  while (past < merged.length && (merged[past] as DateInterval).start.getTime() < to.getTime()) past++;
  return merged.slice(low, past);
}

export type CalendarServiceOptions = MeetingEventDeps & {
  sealer: Sealer;
  /** The company's zone: where all-day events fall. */
  timeZone: string;
  /** How far ahead booking offers times: busy times are read that far, and a little more. */
  horizonDays: number;
  now?: () => Date;
  /** A regular read (every 5 minutes, or on connecting) gives up after this long. */
  readTimeoutMs?: number;
  /** A calendar larger than this is refused: a feed's text, or all a CalDAV conversation's answers together. */
  maxBytes?: number;
  /** What parsing one read may cost before it is cut short (decision 060); `readLimits` unless said. */
  readLimits?: Partial<ReadLimits>;
  /**
   * Hosts, addresses and CIDR ranges read despite being private, on any port (CALENDAR_PRIVATE_HOSTS,
   * decision 059); none by default.
   */
  privateHosts?: readonly string[];
  /** How often each calendar is read again. */
  refreshEveryMs?: number;
  /** Busy times older than this no longer count as known: the member is not offered. */
  staleAfterMs?: number;
  log?: (event: string, details: Record<string, unknown>) => void;
};

export type ConnectOutcome =
  | { ok: true; connection: CalendarConnection; found: BusyRead }
  | { ok: false; error: CalendarError };

export type WriteOutcome = { ok: true; written: boolean } | { ok: false; error: CalendarError };

/**
 * Members' calendars (decision 028): connecting one reads it at once; each is read again every
 * five minutes by whichever instance claims it first, and once more, briefly, before a booking with
 * that member is confirmed. Booking asks for busy times from what was last read, and is told
 * whether they are stale; one calendar's failure is recorded on that calendar alone.
 */
export function createCalendarService(app: AppDatabase, options: CalendarServiceOptions) {
  const store = createCalendarStore(app);
  const now = options.now ?? (() => new Date());
  const readTimeoutMs = options.readTimeoutMs ?? 20_000;
  const maxBytes = options.maxBytes ?? 20_000_000;
  const refreshEveryMs = options.refreshEveryMs ?? 5 * MINUTE;
  const staleAfterMs = options.staleAfterMs ?? 60 * MINUTE;
  const inThread = createCalendarThreads({ ...readLimits, ...options.readLimits });
  const privateHosts = options.privateHosts ?? [];
  const fetch = createCalendarFetch(privateHosts);
  const checkAddress = createAddressCheck(privateHosts);
  /** A CalDAV account as its thread talks to it (the whole conversation runs there). */
  const account = (url: string): DavAccount => ({ url, privateHosts, maxBytes });
  /** What a write into a CalDAV calendar runs with: the read's deadline. */
  const writeDeadline = () => AbortSignal.timeout(readTimeoutMs);

  /** Whether one of a member's calendars has not been read for `staleAfterMs`. */
  function isStale(calendars: { lastReadAt: Date | null }[]): boolean {
    const freshSince = now().getTime() - staleAfterMs;
    return calendars.some(({ lastReadAt }) => !lastReadAt || lastReadAt.getTime() < freshSince);
  }

  /** A member's calendars merged over a range; stale when one has not been read for `staleAfterMs`. */
  function summary(calendars: { lastReadAt: Date | null; busy: readonly Interval[] }[], from: Date, to: Date) {
    const intervals = merge(
      calendars.flatMap(({ busy }) =>
        busy.filter((interval) => interval.end > from.getTime() && interval.start < to.getTime()),
      ),
    );
    return { intervals, stale: isStale(calendars) };
  }

  /**
   * Each member's calendars merged into dates, as booking takes them, kept until one of those
   * calendars is read again (the store hands back the same busy times until then): booking asks on
   * every page, and making these anew each time was most of the work and garbage of a page.
   */
  const mergedByUser = new Map<number, { sources: readonly (readonly Interval[])[]; merged: DateInterval[] }>();
  function mergedOf(userId: number, sources: readonly (readonly Interval[])[]): DateInterval[] {
    const known = mergedByUser.get(userId);
    if (known?.sources.length === sources.length && known.sources.every((busy, i) => busy === sources[i]))
      return known.merged;
    const merged = merge(sources.flat()).map(({ start, end }) => ({ start: new Date(start), end: new Date(end) }));
    mergedByUser.set(userId, { sources, merged });
    return merged;
  }
  const log = options.log ?? (() => {});

  /** From a day back (an all-day event started yesterday) to a day past the horizon. */
  function windowAt(at: Date) {
    return { from: at.getTime() - DAY, to: at.getTime() + (options.horizonDays + 1) * DAY, timeZone: options.timeZone };
  }

  /** Reads the calendar at `url`, taken apart as `address`. */
  async function read(url: string, address: CalendarAddress, signal: AbortSignal): Promise<BusyRead> {
    const window = windowAt(now());
    if (address.kind === "caldav") {
      await checkAddress(address.target);
      return inThread({ kind: "davBusy", account: account(url), window }, signal);
    }
    return inThread(
      { kind: "busy", texts: [await downloadFeed(address, { maxBytes, signal, fetch })], window },
      signal,
    );
  }

  /** Reads one stored calendar and records how it went; never throws. */
  async function refreshOne(id: number, signal: AbortSignal, quick: boolean): Promise<boolean> {
    const stored = await store.sealedUrl(id);
    if (!stored) return false;
    try {
      const url = options.sealer.open(stored.sealedUrl);
      const found = await read(url, parseCalendarAddress(url, stored.kind), signal);
      await store.recordRead(id, { now: now(), busy: found.busy, eventCount: found.events });
      calendarReads.inc({ outcome: "ok" });
      return true;
    } catch (caught) {
      const error = asCalendarError(caught);
      calendarReads.inc({ outcome: error.code });
      // A quick read cut short says nothing about the calendar: the regular read will tell.
      if (quick && error.code === "timeout") await store.release(id);
      else await store.recordFailure(id, { now: now(), code: error.code, detail: error.detail });
      log("calendar not read", { connection: id, code: error.code, detail: error.detail });
      return false;
    }
  }

  async function refreshClaimed(ids: number[], timeoutMs: number, quick: boolean): Promise<boolean> {
    const signal = AbortSignal.timeout(timeoutMs);
    const results = await Promise.all(ids.map((id) => refreshOne(id, signal, quick)));
    return results.every(Boolean);
  }

  /** Lease long enough to outlast a read, so no other instance reads the same calendar meanwhile. */
  const leaseFor = (timeoutMs: number) => new Date(now().getTime() + timeoutMs + MINUTE);

  async function writer(userId: number, uid: string) {
    // A copy in another member's calendar is one a move left behind, not this member's.
    const previous = (await store.written(uid)).filter((target) => target.userId === userId);
    if (previous.length) return previous;
    const [first] = await store.calDavOf(userId);
    return first ? [{ connectionId: first.id, sealedUrl: first.sealedUrl, objectUrl: undefined }] : [];
  }

  /** Reads every calendar due (last tried `refreshEveryMs` ago) that no other instance holds. */
  async function refreshDue(): Promise<void> {
    const at = now();
    const ids = await store.claim({
      now: at,
      dueBefore: new Date(at.getTime() - refreshEveryMs),
      leaseUntil: leaseFor(readTimeoutMs),
    });
    await refreshClaimed(ids, readTimeoutMs, false);
  }

  return {
    /** Reads the calendar at `url` now; keeps it only if it could be read, and says what was found. */
    async connect(userId: number, url: string, kind?: CalendarKind): Promise<ConnectOutcome> {
      try {
        const address = parseCalendarAddress(url, kind);
        const found = await read(url, address, AbortSignal.timeout(readTimeoutMs));
        const connection = await store.add({
          userId,
          kind: address.kind,
          sealedUrl: options.sealer.seal(url.trim()),
          displayUrl: address.display,
          now: now(),
          busy: found.busy,
          eventCount: found.events,
        });
        return { ok: true, connection, found };
      } catch (error) {
        return { ok: false, error: asCalendarError(error) };
      }
    },

    remove: (userId: number, id: number) => store.remove(userId, id),

    /** A member's calendars with how their last read went, for *Availability* and the command line. */
    connections: (userId: number) => store.ofUser(userId),

    refreshDue,

    /** Members whose times are withheld: one of their calendars has not been read for `staleAfterMs`. */
    notReadLately: () => store.notReadSince(new Date(now().getTime() - staleAfterMs)),

    /** When the member's private feed address was made; undefined until they ask for one. */
    feedMadeAt: (userId: number) => store.feedMadeAt(userId),

    /**
     * Reads a member's calendars again within `limitMs` (just before a booking with them is
     * confirmed); false when one of them could not be read in time. A calendar another instance is
     * reading at that moment is left to it. What could not be read keeps its last busy times.
     */
    async refreshMember(userId: number, limitMs = 3_000): Promise<boolean> {
      const ids = await store.claim({ now: now(), dueBefore: now(), leaseUntil: leaseFor(limitMs), userId });
      return refreshClaimed(ids, limitMs, true);
    },

    /**
     * The member's busy times between `from` and `to` from what was last read, merged across their
     * calendars; `stale` when one of them has not been read for an hour (booking then offers no
     * time with that member).
     */
    async busyIntervals(userId: number, from: Date, to: Date): Promise<{ intervals: Interval[]; stale: boolean }> {
      return summary(await store.busyRead(userId), from, to);
    },

    /**
     * Every member's busy times between `from` and `to`, by user id, as booking takes them: a member
     * whose calendar has not been read for an hour is busy the whole time, so no time is offered
     * that nobody could check against their calendar.
     */
    async busyOfMembers(from: Date, to: Date): Promise<Map<number, DateInterval[]>> {
      const byUser = new Map<number, { lastReadAt: Date | null; busy: readonly Interval[] }[]>();
      for (const calendar of await store.busyRead()) {
        byUser.set(calendar.userId, [...(byUser.get(calendar.userId) ?? []), calendar]);
      }
      for (const userId of mergedByUser.keys()) if (!byUser.has(userId)) mergedByUser.delete(userId);
      const busy = new Map<number, DateInterval[]>();
      for (const [userId, calendars] of byUser) {
        const times = isStale(calendars)
          ? [{ start: from, end: to }]
          : overlapping(
              mergedOf(
                userId,
                calendars.map((calendar) => calendar.busy),
              ),
              from,
              to,
            );
        busy.set(userId, times);
      }
      return busy;
    },

    /** Every minute, the calendars due are read and copies left behind removed; returns a function that stops it. */
    start(everyMs = MINUTE): () => void {
      return every(
        everyMs,
        () => refreshDue().then(() => this.removeLeftBehind()),
        (error) => log("calendar refresh failed", { err: String(error) }),
        { immediately: false, record: { job: "calendar-refresh", db: app.db, now } },
      );
    },

    /** A new private feed address for the member; the one before stops working. */
    async renewFeedToken(userId: number): Promise<string> {
      const token = newToken();
      await store.setFeedToken(userId, tokenHash(token), now());
      return token;
    },

    /** The feed a token opens, or undefined (a wrong, renewed or disabled member's token). */
    async feed(token: string): Promise<string | undefined> {
      if (!/^[\w-]{20,100}$/.test(token)) return undefined;
      const owner = await store.feedOwner(tokenHash(token));
      if (!owner) return undefined;
      const meetings = await store.meetingsOf(owner.userId, new Date(now().getTime() - 30 * DAY));
      return feedText(meetings, owner.lang, options, await store.typeNames());
    },

    /** Writes a booked or moved meeting into the member's CalDAV calendar, under its UID. */
    async writeMeeting(userId: number, meeting: FeedMeeting): Promise<WriteOutcome> {
      const targets = await writer(userId, meeting.uid);
      if (!targets.length) return { ok: true, written: false };
      const lang: Lang = await store.langOf(userId);
      const ics = meetingObjectText(meeting, lang, options, await store.typeNames());
      try {
        for (const target of targets) {
          const objectUrl = await inThread(
            {
              kind: "davPut",
              account: account(options.sealer.open(target.sealedUrl)),
              event: { uid: meeting.uid, ics, objectUrl: target.objectUrl },
            },
            writeDeadline(),
          );
          await store.recordWritten({
            meetingUid: meeting.uid,
            connectionId: target.connectionId,
            objectUrl,
            now: now(),
          });
        }
        return { ok: true, written: true };
      } catch (error) {
        const failure = asCalendarError(error);
        log("meeting not written", { uid: meeting.uid, code: failure.code, detail: failure.detail });
        return { ok: false, error: failure };
      }
    },

    /** Removes a cancelled meeting from wherever it was written. */
    async removeMeeting(uid: string): Promise<WriteOutcome> {
      const targets = await store.written(uid);
      try {
        for (const target of targets) {
          const url = options.sealer.open(target.sealedUrl);
          await inThread({ kind: "davDelete", account: account(url), objectUrl: target.objectUrl }, writeDeadline());
          await store.forgetWritten(uid, target.connectionId);
        }
        return { ok: true, written: targets.length > 0 };
      } catch (error) {
        const failure = asCalendarError(error);
        log("meeting not removed", { uid, code: failure.code, detail: failure.detail });
        return { ok: false, error: failure };
      }
    },

    /**
     * Takes out the copies a removal could not (the calendar did not answer when the meeting was
     * cancelled, moved to another member or erased): each is tried again every quarter of an hour
     * until its calendar answers, or until the member disconnects it.
     */
    async removeLeftBehind(): Promise<number> {
      let removed = 0;
      for (const copy of await store.leftBehind(new Date(now().getTime() - retryLeftBehindMs), 20)) {
        try {
          const url = options.sealer.open(copy.sealedUrl);
          await inThread({ kind: "davDelete", account: account(url), objectUrl: copy.objectUrl }, writeDeadline());
          await store.forgetWritten(copy.meetingUid, copy.connectionId);
          removed += 1;
        } catch (error) {
          const failure = asCalendarError(error);
          log("meeting copy still not removed", { uid: copy.meetingUid, code: failure.code, detail: failure.detail });
          await store.triedAgain(copy.meetingUid, copy.connectionId, now());
        }
      }
      return removed;
    },

    /**
     * What booking tells of a meeting once booked, moved or cancelled: it is written into its
     * member's CalDAV calendar, or taken out of it when cancelled or moved to another member.
     */
    async meetingChanged(
      meeting: FeedMeeting & { staffUserId: number; status: string },
      before?: { staffUserId: number },
    ): Promise<void> {
      const cancelled = meeting.status === "cancelled";
      if (cancelled || (before && before.staffUserId !== meeting.staffUserId)) await this.removeMeeting(meeting.uid);
      if (!cancelled) await this.writeMeeting(meeting.staffUserId, meeting);
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
