/**
 * A next step whose day has passed, in the inbox and on the lead (issue 46): a word, not a colour
 * alone. The badge sets it apart on screen; a dash, for screen readers only, sets it apart in the
 * words, or « Rappeler la démo en retard » reads as one phrase (issue 52).
 */
export function Overdue({ label }: { label: string }) {
  return (
    <>
      {" "}
      <span className="sr-only">— </span>
      <span className="ml-2 inline-block rounded-full border border-accent-700 bg-accent-100 px-2 py-0.5 font-semibold text-accent-700 text-sm">
        {label}
      </span>
    </>
  );
}
