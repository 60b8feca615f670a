import { CalendarError } from "./calendar-error.server";

/**
 * What one read of a calendar may cost (decision 060), in one place. A calendar is text from
 * outside: ten lines of `RRULE:FREQ=MINUTELY` expand to millions of occurrences, so the read is
 * bounded by what it counts as well as by the clock and the memory of the thread it runs in.
 * Measured on this 2-core machine: a 5,000-event Outlook feed reads in 0.3–1 s (decision 039), and
 * ical.js expands an occurrence in 6–11 µs, so 20,000 take about 0.2 s.
 */
export type ReadLimits = {
  /**
   * Events (a series counted once) that may fall within the booking window. A member with ten
   * meetings a day has 300 over the 30 days offered, and a feed lists its recurring series however
   * old: 5,000 is many times the busiest calendar, and the benchmark's own size.
   */
  events: number;
  /**
   * Occurrences within the window, across all events: 20,000 over 32 days is one every 2.3
   * minutes, day and night; one minutely event alone makes 46,000.
   */
  occurrences: number;
  /**
   * Occurrences one series may walk past before it reaches the window (ical.js expands a series
   * from its first occurrence): a weekday meeting held since 2018 walks 2,000; a minutely one
   * since 2000 would walk 14 million. Past this, the series' times in the window are unknown.
   */
  stepsBeforeWindow: number;
  /**
   * The parse and the expansion run in a worker thread, ended at this limit: 10 s is ten times a
   * read within the counts above on this machine under load, and half a regular read's 20 s.
   */
  timeLimitMs: number;
  /**
   * The worker's old generation, in MB: a 23 MB feed (over the download's 20 MB cap) of 120,000
   * accented events, 5,000 of them near the window, read in 2.3 s within 64 MB and failed within
   * 32; 128 gives it twice what it needs.
   */
  heapMb: number;
  /** Workers reading at once, each up to `heapMb`: the others wait their turn. */
  workers: number;
};

export const readLimits: ReadLimits = {
  events: 5_000,
  occurrences: 20_000,
  stepsBeforeWindow: 20_000,
  timeLimitMs: 10_000,
  heapMb: 128,
  workers: 2,
};

/**
 * The bytes one read may receive, counted across every answer of its conversation (a feed's
 * redirects, a CalDAV account's PROPFINDs and REPORTs): a CalDAV server could otherwise keep each
 * answer under the limit and send many. `count` passes a body through; the chunk that goes past
 * `maxBytes` errors it with `tooLarge`, which cancels the answer and closes its connection.
 */
export function byteBudget(maxBytes: number) {
  let received = 0;
  let exceeded: CalendarError | undefined;
  const refuse = () => {
    exceeded ??= new CalendarError("tooLarge", `${Math.round(maxBytes / 1_000_000)}`);
    return exceeded;
  };
  return {
    /** The refusal of an answer that says it is longer than what is left, before reading it. */
    refuses(announcedLength: number): CalendarError | undefined {
      return received + announcedLength > maxBytes ? refuse() : undefined;
    },
    count(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
      return body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            received += chunk.byteLength;
            if (received <= maxBytes) controller.enqueue(chunk);
            else controller.error(refuse());
          },
        }),
      );
    },
    /** The refusal, once the budget is passed: a library that swallows its reader's error must not hide it. */
    exceeded: () => exceeded,
  };
}
