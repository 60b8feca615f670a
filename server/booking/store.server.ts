import { randomUUID } from "node:crypto";
import { type Selectable, sql, type Transaction } from "kysely";
import type { Lang } from "#common/site/pages.ts";
import { type AppDatabase, type Database, writeTransaction } from "#server/db/db.server.ts";
import { changedOne } from "#server/db/rows.server.ts";
import { withdrawUnsent, withdrawUnsentAbout } from "#server/mail/messages.server.ts";
import { enqueue, type NewMessage } from "#server/mail/outbox.server.ts";
import type { Interval, StaffAvailability } from "./availability";
import { type BookingRules, bookingConfig, type WeeklyHours } from "./config";
import type { MeetingAnswer } from "./meeting-types.server";
import { bookableMembers, createStaffStore } from "./staff.server";
import type { MeetingsTable } from "./tables";

export type Visitor = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string;
  role: string;
  advisors: number | null;
  message: string | null;
  /** What they answered to the meeting type's questions, each beside its question; the blank ones left out. */
  answers: MeetingAnswer[];
  lang: Lang;
  timeZone: string;
};

export type Meeting = Visitor & {
  id: number;
  uid: string;
  sequence: number;
  staffUserId: number;
  leadId: number | null;
  start: Date;
  end: Date;
  status: Selectable<MeetingsTable>["status"];
  createdAt: Date;
  cancelledAt: Date | null;
  cancelledBy: "visitor" | "staff" | null;
  /** Times the visitor moved it. */
  moves: number;
  /** Why the visitor cancelled, when they said. */
  cancelReason: string | null;
  /** Its meeting type's slug (decision 036). */
  meetingType: string;
};

/** Why a time could not be had: someone else took it, or this address holds enough meetings already. */
export type BookingRefusal = "taken" | "tooMany";

export type BookOutcome = { ok: true; meeting: Meeting } | { ok: false; reason: BookingRefusal };

/** A message about a meeting; the visitor's news is `paced`: at most one every few minutes. */
export type MeetingMessage = NewMessage & { paced?: boolean };
export type MeetingMessages = (meeting: Meeting) => MeetingMessage[];

/** What one attempt needs: the time, the members to try in order, and the messages to queue with it. */
export type BookRequest = {
  start: Date;
  end: Date;
  candidates: number[];
  bufferMinutes: number;
  maxFutureBookings: number;
  messages: MeetingMessages;
  /** The meeting type's slug; the demo when left out. */
  meetingType?: string;
  /**
   * Stores the meeting's lead in the booking's own transaction and returns its id (issue 44): a
   * meeting is never booked, nor its emails queued, without its lead in the team's inbox.
   */
  lead?: (trx: Transaction<Database>, meeting: Meeting) => Promise<number>;
};

/** Why a meeting could not be moved: the time was taken, it no longer stands, or it was moved enough. */
export type MoveRefusal = "taken" | "notBooked" | "tooManyMoves";

const MINUTE = 60_000;
/** Namespaces of the PostgreSQL advisory locks a booking takes: one per staff member, one per email. */
const STAFF_LOCK = 0x0b00c;
const EMAIL_LOCK = 0x0b00d;

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}

/** `visitorEmailMinutes`: the least time between two of the visitor's paced emails about one meeting. */
export function createBookingStore(
  app: AppDatabase,
  { visitorEmailMinutes }: Pick<BookingRules, "visitorEmailMinutes"> = bookingConfig,
) {
  const { db, dialect } = app;
  const pace = visitorEmailMinutes * MINUTE;

  /**
   * On PostgreSQL, instances serialise the bookings of one staff member (and of one email address)
   * with transaction-scoped advisory locks, so the overlap check below sees every committed meeting.
   * SQLite runs one write transaction at a time on its single connection already.
   */
  async function lock(trx: Transaction<Database>, namespace: number, key: number | string) {
    if (dialect !== "postgres") return;
    const id = typeof key === "number" ? sql`${key}::int` : sql`hashtext(${key})`;
    await sql`select pg_advisory_xact_lock(${namespace}::int, ${id})`.execute(trx);
  }

  async function busy(
    trx: Transaction<Database>,
    staffUserId: number,
    start: Date,
    end: Date,
    buffer: number,
    except?: number,
  ) {
    const from = new Date(start.getTime() - buffer * MINUTE).toISOString();
    const to = new Date(end.getTime() + buffer * MINUTE).toISOString();
    let meetings = trx
      .selectFrom("meetings")
      .select("id")
      .where("staff_user_id", "=", staffUserId)
      .where("status", "<>", "cancelled")
      .where("start_at", "<", to)
      .where("end_at", ">", from);
    if (except !== undefined) meetings = meetings.where("id", "<>", except);
    if (await meetings.executeTakeFirst()) return true;
    const away = await trx
      .selectFrom("staff_time_off")
      .select("id")
      .where("user_id", "=", staffUserId)
      .where("start_at", "<", end.toISOString())
      .where("end_at", ">", start.toISOString())
      .executeTakeFirst();
    return away !== undefined;
  }

  async function futureCount(trx: Transaction<Database>, email: string, now: Date) {
    const { total } = await trx
      .selectFrom("meetings")
      .select((eb) => eb.fn.countAll().as("total"))
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
      .where("status", "=", "booked")
      .where("start_at", ">", now.toISOString())
      .executeTakeFirstOrThrow();
    return Number(total);
  }

  /**
   * One member, one transaction: locked, checked, inserted. A unique violation means a racer won.
   * The member's time is checked first, so when many race for one time the losers leave after two
   * statements instead of queueing behind each other for four; the email lock, taken after, is
   * never waited on while a member's lock is wanted, so the order cannot deadlock.
   */
  async function tryBook(request: BookRequest, visitor: Visitor, staffUserId: number, now: Date) {
    try {
      return await writeTransaction(db, async (trx): Promise<BookOutcome | undefined> => {
        await lock(trx, STAFF_LOCK, staffUserId);
        if (await busy(trx, staffUserId, request.start, request.end, request.bufferMinutes)) return undefined;
        await lock(trx, EMAIL_LOCK, visitor.email.toLowerCase());
        if ((await futureCount(trx, visitor.email, now)) >= request.maxFutureBookings)
          return { ok: false, reason: "tooMany" };
        const row = await trx
          .insertInto("meetings")
          .values({
            ...toRow(visitor),
            uid: randomUUID(),
            ...(request.meetingType && { meeting_type: request.meetingType }),
            staff_user_id: staffUserId,
            start_at: request.start.toISOString(),
            end_at: request.end.toISOString(),
            created_at: now.toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        let meeting = fromRow(row);
        if (request.lead) {
          const leadId = await request.lead(trx, meeting);
          await trx.updateTable("meetings").set({ lead_id: leadId }).where("id", "=", meeting.id).execute();
          meeting = { ...meeting, leadId };
        }
        await queueMessages(trx, meeting, request.messages, pace, now);
        return { ok: true, meeting };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  return {
    ...createStaffStore(db),

    /** Books the time with the first candidate still free at commit; "taken" when none is. */
    async book(request: BookRequest, visitor: Visitor, now: Date): Promise<BookOutcome> {
      for (const staffUserId of request.candidates) {
        const outcome = await tryBook(request, visitor, staffUserId, now);
        if (outcome) return outcome;
      }
      return { ok: false, reason: "taken" };
    },

    /**
     * Moves a booked meeting that has not started to a new time, with its own member when free, else
     * another candidate, at most `maxMoves` times; the UID stays and the sequence goes up, so
     * calendars update the event they hold.
     */
    async reschedule(
      id: number,
      request: Omit<BookRequest, "maxFutureBookings"> & { maxMoves: number },
      now: Date,
    ): Promise<{ ok: true; meeting: Meeting } | { ok: false; reason: MoveRefusal }> {
      for (const staffUserId of request.candidates) {
        try {
          const outcome = await writeTransaction(db, async (trx) => {
            await lock(trx, STAFF_LOCK, staffUserId);
            const current = await trx.selectFrom("meetings").selectAll().where("id", "=", id).executeTakeFirst();
            if (!current || current.status !== "booked" || current.start_at <= now.toISOString())
              return { ok: false as const, reason: "notBooked" as const };
            if (current.moves >= request.maxMoves) return { ok: false as const, reason: "tooManyMoves" as const };
            if (await busy(trx, staffUserId, request.start, request.end, request.bufferMinutes, id)) return undefined;
            const row = await trx
              .updateTable("meetings")
              .set({
                staff_user_id: staffUserId,
                start_at: request.start.toISOString(),
                end_at: request.end.toISOString(),
                sequence: current.sequence + 1,
                moves: current.moves + 1,
              })
              .where("id", "=", id)
              .where("status", "=", "booked")
              .returningAll()
              .executeTakeFirstOrThrow();
            const meeting = fromRow(row);
            await dropPendingReminders(trx, id);
            await queueMessages(trx, meeting, request.messages, pace, now);
            return { ok: true as const, meeting };
          });
          if (outcome) return outcome;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      return { ok: false, reason: "taken" };
    },

    /** Cancels a booked meeting and frees its time; false when it was not booked (already cancelled, past). */
    async cancel(
      id: number,
      by: "visitor" | "staff",
      messages: MeetingMessages,
      now: Date,
      reason: string | null = null,
    ): Promise<Meeting | undefined> {
      return writeTransaction(db, async (trx) => {
        const row = await trx
          .updateTable("meetings")
          .set({
            status: "cancelled",
            cancelled_at: now.toISOString(),
            cancelled_by: by,
            cancel_reason: reason,
            sequence: sql`sequence + 1`,
          })
          .where("id", "=", id)
          .where("status", "=", "booked")
          .returningAll()
          .executeTakeFirst();
        if (!row) return undefined;
        const meeting = fromRow(row);
        await dropPendingReminders(trx, id);
        await queueMessages(trx, meeting, messages, pace, now);
        return meeting;
      });
    },

    /** Marks a meeting that has started as a no-show; false if it was not a booked meeting. */
    async markNoShow(id: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable("meetings")
        .set({ status: "no_show" })
        .where("id", "=", id)
        .where("status", "=", "booked")
        .where("start_at", "<=", now.toISOString())
        .executeTakeFirst();
      return changedOne(result);
    },

    async get(id: number): Promise<Meeting | undefined> {
      const row = await db.selectFrom("meetings").selectAll().where("id", "=", id).executeTakeFirst();
      return row && fromRow(row);
    },

    /** The meetings a demo lead was booked with (one, unless it was booked again after a cancellation). */
    async ofLead(leadId: number): Promise<Meeting[]> {
      const rows = await db.selectFrom("meetings").selectAll().where("lead_id", "=", leadId).orderBy("id").execute();
      return rows.map(fromRow);
    },

    /** Meetings from `from` on (upcoming, soonest first) or before it (past, latest first). */
    async list(options: { when: "upcoming" | "past"; now: Date; staffUserId?: number; limit?: number }) {
      const upcoming = options.when === "upcoming";
      let query = db
        .selectFrom("meetings")
        .selectAll()
        .where("end_at", upcoming ? ">" : "<=", options.now.toISOString())
        .orderBy("start_at", upcoming ? "asc" : "desc")
        .orderBy("id")
        .limit(options.limit ?? 200);
      if (options.staffUserId !== undefined) query = query.where("staff_user_id", "=", options.staffUserId);
      return (await query.execute()).map(fromRow);
    },

    /**
     * Every member who can be offered (active, setup finished, still taking demos), with their hours,
     * time off and live meetings from `now` to `until`; `except` leaves one meeting out, so a meeting
     * being moved does not stand in its own way.
     */
    async availability(now: Date, until: Date, except?: number): Promise<StaffAvailability[]> {
      // One connection, one query after another: under a burst, each request holds a single
      // connection of the pool rather than four.
      const { users, hours, away, meetings } = await db.connection().execute(async (conn) => ({
        users: await bookableMembers(conn).select("users.id").orderBy("users.id").execute(),
        hours: await conn.selectFrom("staff_hours").select(["user_id", "weekly"]).execute(),
        away: await conn
          .selectFrom("staff_time_off")
          .select(["user_id", "start_at", "end_at"])
          .where("end_at", ">", now.toISOString())
          .where("start_at", "<", until.toISOString())
          .execute(),
        meetings: await conn
          .selectFrom("meetings")
          .select(["id", "staff_user_id", "start_at", "end_at"])
          .where("status", "<>", "cancelled")
          .where("end_at", ">", new Date(now.getTime() - 60 * MINUTE).toISOString())
          .where("start_at", "<", new Date(until.getTime() + 60 * MINUTE).toISOString())
          .execute(),
      }));
      const weekly = new Map(hours.map((row) => [row.user_id, JSON.parse(row.weekly) as WeeklyHours]));
      const byUser = new Map<number, StaffAvailability>(
        users.map((user) => [
          user.id,
          { userId: user.id, hours: weekly.get(user.id) ?? null, timeOff: [], meetings: [] },
        ]),
      );
      const interval = (row: { start_at: string; end_at: string }): Interval => ({
        start: new Date(row.start_at),
        end: new Date(row.end_at),
      });
      for (const row of away) byUser.get(row.user_id)?.timeOff.push(interval(row));
      for (const row of meetings) if (row.id !== except) byUser.get(row.staff_user_id)?.meetings.push(interval(row));
      return [...byUser.values()];
    },

    /** How many booked meetings each member has from `now` on: assignment goes to the least busy. */
    async upcomingCounts(now: Date): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom("meetings")
        .select(["staff_user_id", (eb) => eb.fn.countAll().as("total")])
        .where("status", "=", "booked")
        .where("start_at", ">=", now.toISOString())
        .groupBy("staff_user_id")
        .execute();
      return new Map(rows.map((row) => [row.staff_user_id, Number(row.total)]));
    },
  };
}

export type BookingStore = ReturnType<typeof createBookingStore>;

/**
 * Queues a meeting's messages in the transaction that changed it. The visitor's news (`paced`) goes
 * at most once per `paceMs` (decision 026), so nobody can fill an inbox by moving a meeting
 * again and again: while the last one still waits for its time, the newer one takes its place and
 * its time (emails are rendered when sent, so the one that goes tells the latest); otherwise the
 * newer one waits until `paceMs` after the last one was due. Other messages go as they are.
 */
async function queueMessages(
  trx: Transaction<Database>,
  meeting: Meeting,
  messages: MeetingMessages,
  paceMs: number,
  now: Date,
) {
  for (const { paced, ...message } of messages(meeting)) {
    if (!paced) {
      await enqueue(trx, message, now);
      continue;
    }
    const last = await trx
      .selectFrom("meetings")
      .select(["visitor_notice_id", "visitor_notice_at"])
      .where("id", "=", meeting.id)
      .executeTakeFirstOrThrow();
    const lastDue = last.visitor_notice_at ? new Date(last.visitor_notice_at) : undefined;
    let due = now;
    if (lastDue && lastDue > now && last.visitor_notice_id !== null) {
      await withdrawUnsent(trx, last.visitor_notice_id);
      due = lastDue;
    } else if (lastDue) {
      due = new Date(Math.max(now.getTime(), lastDue.getTime() + paceMs));
    }
    const id = await enqueue(trx, { ...message, notBefore: due }, now);
    await trx
      .updateTable("meetings")
      .set({ visitor_notice_id: id, visitor_notice_at: due.toISOString() })
      .where("id", "=", meeting.id)
      .execute();
  }
}

/** A rescheduled or cancelled meeting's reminders, not yet sent, no longer apply. */
async function dropPendingReminders(trx: Transaction<Database>, meetingId: number) {
  await withdrawUnsentAbout(trx, meetingId, "booking.reminder");
}

function toRow(visitor: Visitor) {
  return {
    first_name: visitor.firstName,
    last_name: visitor.lastName,
    email: visitor.email,
    phone: visitor.phone,
    company: visitor.company,
    role: visitor.role,
    advisors: visitor.advisors,
    message: visitor.message,
    answers: visitor.answers.length ? JSON.stringify(visitor.answers) : null,
    lang: visitor.lang,
    time_zone: visitor.timeZone,
  };
}

export function fromRow(row: Selectable<MeetingsTable>): Meeting {
  return {
    id: row.id,
    uid: row.uid,
    sequence: row.sequence,
    staffUserId: row.staff_user_id,
    leadId: row.lead_id,
    start: new Date(row.start_at),
    end: new Date(row.end_at),
    status: row.status,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    company: row.company,
    role: row.role,
    advisors: row.advisors,
    message: row.message,
    answers: row.answers === null ? [] : (JSON.parse(row.answers) as MeetingAnswer[]),
    lang: row.lang,
    timeZone: row.time_zone,
    createdAt: new Date(row.created_at),
    cancelledAt: row.cancelled_at ? new Date(row.cancelled_at) : null,
    cancelledBy: row.cancelled_by,
    moves: row.moves,
    cancelReason: row.cancel_reason,
    meetingType: row.meeting_type,
  };
}
