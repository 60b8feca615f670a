import type { SubmissionResult } from "@conform-to/react";

/** A line of ErrorSummary: the control it links to, the field's label, one of its messages. */
export type SummaryLine = { field: string; label: string; message: string };

/**
 * A refused submission (Conform's `reply()`, whose `error` holds each field's messages from the form's
 * schema) as the back office's kit shows it (decision 108): `messageOf` for a Field's `error`, all of
 * the field's messages under it; `summary` for ErrorSummary, every message of every field in the form's
 * order (`labels`' order), each linking to its control, whose id is `idOf(name)` (the name by default);
 * `typed` for a control's `defaultValue`, what was sent, so a page answered without script keeps it.
 * A name the labels do not list, and the form's own error (""), are not a field's: left out.
 */
export function refusedFields<F extends string>(
  reply: Pick<SubmissionResult, "error" | "initialValue"> | undefined,
  labels: Record<F, string>,
  idOf: (name: F) => string = (name) => name,
) {
  const fields = Object.keys(labels) as F[];
  const errors = (name: F) => reply?.error?.[name] ?? [];
  const summary: SummaryLine[] = fields.flatMap((name) =>
    errors(name).map((message) => ({ field: idOf(name), label: labels[name], message })),
  );
  return {
    summary,
    messageOf: (name: F): string | undefined => errors(name).join(" ") || undefined,
    typed: (name: string): string | undefined => {
      const value = reply?.initialValue?.[name];
      return typeof value === "string" ? value : undefined;
    },
  };
}
