/**
 * A next step whose day has passed, in the inbox and on the lead (issue 46): a word, not a colour
 * alone, after a space so it is not read as one with the text before it.
 */
export function Overdue({ label }: { label: string }) {
  return (
    <>
      {" "}
      <span className="ml-2 inline-block rounded-full border border-accent-700 bg-accent-100 px-2 py-0.5 font-semibold text-accent-700 text-sm">
        {label}
      </span>
    </>
  );
}
