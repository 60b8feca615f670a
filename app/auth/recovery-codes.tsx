/** The codes' heading, which a form that makes codes posts to, so its answer opens at them. */
export const recoveryCodesId = "recovery-codes-title";

/** Ten recovery codes, shown once after enrolment or regeneration, with the way on. */
export function RecoveryCodes({
  codes,
  t,
  continueHref,
}: {
  codes: string[];
  t: { codesTitle: string; shownOnce: string; continue: string };
  continueHref: string;
}) {
  return (
    <section
      aria-labelledby={recoveryCodesId}
      className="mt-8 max-w-3xl rounded-card border-2 border-brand-600 bg-white p-5"
    >
      <h2 id={recoveryCodesId} className="font-semibold text-brand-900 text-lg">
        {t.codesTitle}
      </h2>
      <p className="mt-2">{t.shownOnce}</p>
      <ol className="mt-4 grid grid-cols-2 gap-2 font-mono text-lg" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <a
        href={continueHref}
        className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
      >
        {t.continue}
      </a>
    </section>
  );
}
