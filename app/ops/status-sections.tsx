import type { ReactNode } from "react";
import { AdminTable, TableScroll } from "#app/admin/components/table.tsx";
import { HeldMail } from "#app/mail/held-mail.tsx";
import type { OperationsText } from "#common/admin/content/types/operations.ts";
import type { Flagged, StatusView } from "./status-view.server";

type StatusText = OperationsText["status"];

/** A line in words; flagged ones also stand out, but the words say it first (WCAG 1.4.1). */
function Flag({ line }: { line: Flagged }) {
  if (!line.flagged) return <>{line.text}</>;
  return (
    <strong className="rounded-sm bg-accent-100 px-1 font-semibold text-ink">
      <span aria-hidden="true">⚠ </span>
      {line.text}
    </strong>
  );
}

/** A section of the screen: its heading, then what it holds. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="mt-10" aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-brand-900 text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A table of facts, one a row: its name heads the row. */
function Facts({ caption, rows }: { caption: string; rows: [string, ReactNode][] }) {
  return (
    <TableScroll label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <tbody>
          {rows.map(([name, value]) => (
            <tr key={name} className="border-line border-t first:border-t-0">
              <th scope="row" className="w-1/3 px-4 py-3 font-semibold">
                {name}
              </th>
              <td className="px-4 py-3">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

/** The line that answers "is everything working?", and what to look at if not. */
export function Overall({ view, t }: { view: StatusView; t: StatusText }) {
  return (
    <>
      <p className="mt-6 text-lg">
        <Flag line={view.overall} />
      </p>
      {view.problems.length > 0 && (
        <ul aria-label={t.problemsLabel} className="mt-3 list-disc space-y-1 pl-6">
          {view.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-muted text-sm">{view.checkedAt}</p>
    </>
  );
}

export function JobsSection({ view, t }: { view: StatusView; t: StatusText }) {
  return (
    <Section id="jobs" title={t.jobs.title}>
      {view.jobs.length === 0 ? (
        <p className="mt-4">{t.jobs.none}</p>
      ) : (
        <AdminTable label={t.jobs.caption} caption={t.jobs.caption} columns={Object.values(t.jobs.columns)} stacked>
          {view.jobs.map((job) => (
            <tr key={job.name} className="border-line border-t">
              <th scope="row" className="px-4 py-3 font-semibold">
                {job.name}
                <span className="block font-normal text-muted">{job.every}</span>
              </th>
              <td data-label={t.jobs.columns.lastRun} className="whitespace-nowrap px-4 py-3">
                {job.lastRun}
              </td>
              <td data-label={t.jobs.columns.outcome} className="px-4 py-3">
                <Flag line={job.outcome} />
              </td>
              <td data-label={t.jobs.columns.nextRun} className="px-4 py-3">
                <Flag line={job.nextRun} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </Section>
  );
}

export function CalendarsSection({ view, t }: { view: StatusView; t: StatusText }) {
  return (
    <Section id="calendars" title={t.calendars.title}>
      {view.calendars.length === 0 ? (
        <p className="mt-4">{t.calendars.none}</p>
      ) : (
        <AdminTable
          label={t.calendars.caption}
          caption={t.calendars.caption}
          columns={Object.values(t.calendars.columns)}
          stacked
        >
          {view.calendars.map((calendar) => (
            <tr key={`${calendar.owner} ${calendar.calendar}`} className="border-line border-t">
              <th scope="row" className="px-4 py-3 font-semibold">
                {calendar.owner}
              </th>
              <td data-label={t.calendars.columns.calendar} className="break-all px-4 py-3">
                {calendar.calendar}
              </td>
              <td data-label={t.calendars.columns.lastRead} className="whitespace-nowrap px-4 py-3">
                {calendar.lastRead}
              </td>
              <td data-label={t.calendars.columns.state} className="px-4 py-3">
                <Flag line={calendar.state} />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </Section>
  );
}

export function OutboxSection({ view, t }: { view: StatusView; t: StatusText }) {
  return (
    <Section id="outbox" title={t.outbox.title}>
      <Facts
        caption={t.outbox.caption}
        rows={[
          [t.outbox.queued, view.outbox.queued],
          [t.outbox.oldest, <Flag key="oldest" line={view.outbox.oldest} />],
          [t.outbox.failures, <Flag key="failures" line={view.outbox.failures} />],
          [t.outbox.held, <Flag key="held" line={view.outbox.held} />],
        ]}
      />
      {view.heldMail?.release && <HeldMail view={view.heldMail} />}
    </Section>
  );
}

export function StorageSection({ view, t }: { view: StatusView; t: StatusText }) {
  return (
    <Section id="storage" title={t.storage.title}>
      <Facts
        caption={t.storage.caption}
        rows={[
          [t.storage.backup, <Flag key="backup" line={view.storage.backup} />],
          [t.storage.disk, <Flag key="disk" line={view.storage.disk} />],
          [t.storage.database, view.storage.database],
        ]}
      />
    </Section>
  );
}

export function BuildSection({ view, t }: { view: StatusView; t: StatusText }) {
  return (
    <Section id="build" title={t.build.title}>
      <Facts
        caption={t.build.caption}
        rows={[
          [t.build.version, view.build.version],
          [t.build.builtAt, view.build.builtAt],
          [t.build.commit, view.build.commit],
        ]}
      />
    </Section>
  );
}
