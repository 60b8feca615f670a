import type { ReactNode } from "react";

/**
 * A table of records under column headings, scrollable sideways on a phone; with `caption`, named by
 * it too. With `stacked`, a phone shows each row as a card instead, each cell under its column's name
 * (the cells' `data-label`, app.css), so that a button in the last column is on screen, not beyond it.
 */
export function AdminTable({
  label,
  columns,
  caption,
  stacked,
  children,
}: {
  label: string;
  columns: string[];
  caption?: string;
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <TableScroll label={label}>
      <table className={`w-full text-left text-sm${stacked ? " stacked-table" : ""}`}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-surface">
          <tr>
            {columns.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}

/** A wide table in a box that scrolls sideways on a phone; focusable so the keyboard can scroll it. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard (WCAG 2.1.1).
    <section aria-label={label} tabIndex={0} className="mt-4 overflow-x-auto rounded-card border border-line bg-white">
      {children}
    </section>
  );
}
