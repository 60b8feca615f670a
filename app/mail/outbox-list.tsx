import { Form, Link } from "react-router";
import { AdminTable } from "#app/admin/components/table.tsx";
import { SelectField, SubmitButton } from "#app/admin/components/ui.tsx";
import type { MailText } from "#common/admin/content/types/mail.ts";
import { adminPaths } from "#common/admin/paths.ts";
import { outboxStates } from "#common/mail/outbox.ts";
import type { OutboxRow } from "./outbox-rows.server";

type Words = MailText["outbox"];
type Filter = { state: string; kind: string };

const linkClass = "font-semibold text-brand-600 underline";

/** The address of a page of the list, keeping its filters. */
function listHref(filter: Filter, before?: number): string {
  const query = new URLSearchParams();
  if (filter.state) query.set("state", filter.state);
  if (filter.kind) query.set("kind", filter.kind);
  if (before !== undefined) query.set("before", String(before));
  const search = query.toString();
  return search ? `${adminPaths.outbox}?${search}` : adminPaths.outbox;
}

/** By state and kind: a GET form, so a filtered list has an address and works without JavaScript. */
export function OutboxFilters({
  t,
  filter,
  kinds,
}: {
  t: Words;
  filter: Filter;
  kinds: { value: string; label: string }[];
}) {
  return (
    <Form method="get" className="mt-6">
      <fieldset className="flex flex-wrap items-end gap-x-6">
        <legend className="sr-only">{t.filters.legend}</legend>
        <SelectField
          name="state"
          id="outbox-state"
          label={t.filters.state}
          any={t.filters.all}
          defaultValue={filter.state}
          options={outboxStates.map((state) => ({ value: state, label: t.states[state] }))}
        />
        <SelectField
          name="kind"
          id="outbox-kind"
          label={t.filters.kind}
          any={t.filters.all}
          defaultValue={filter.kind}
          options={kinds}
        />
        <SubmitButton>{t.filters.apply}</SubmitButton>
      </fieldset>
    </Form>
  );
}

/**
 * Four columns, each stacking what belongs together (the status screen's way): the message (subject,
 * recipient), its kind and language, its state (attempts, last error), its dates. It fits a wide
 * screen without scrolling sideways, and a phone shows each row as a card.
 */
export function OutboxList({ t, rows }: { t: Words; rows: OutboxRow[] }) {
  if (rows.length === 0) return <p className="mt-6">{t.none}</p>;
  return (
    <AdminTable label={t.title} columns={Object.values(t.columns)} stacked>
      {rows.map((row) => (
        <tr key={row.id} className="border-line border-t align-top">
          <th scope="row" className="px-4 py-3 font-normal">
            <Link className={`${linkClass} break-words`} to={`${adminPaths.outbox}/${row.id}`}>
              {row.subject}
            </Link>
            <span className="block break-all text-muted">{row.recipient}</span>
          </th>
          <td data-label={t.columns.kind} className="px-4 py-3">
            {row.kindAndLang}
          </td>
          <td data-label={t.columns.state} className="px-4 py-3">
            <span className="block font-semibold" data-state={row.state}>
              {row.stateLabel}
            </span>
            <span className="block text-muted">{row.attemptsLine}</span>
            {row.error && <span className="block">{row.error}</span>}
          </td>
          <td data-label={t.columns.times} className="px-4 py-3">
            {row.times.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

export function OutboxPager({
  t,
  filter,
  deep,
  nextBefore,
}: {
  t: Words;
  filter: Filter;
  deep: boolean;
  nextBefore: number | undefined;
}) {
  return (
    <nav aria-label={t.title} className="mt-6 flex gap-6">
      {deep && (
        <Link className={linkClass} to={listHref(filter)}>
          {t.newest}
        </Link>
      )}
      {nextBefore && (
        <Link className={linkClass} to={listHref(filter, nextBefore)}>
          {t.older}
        </Link>
      )}
    </nav>
  );
}
