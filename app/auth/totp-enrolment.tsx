type Props = {
  enrolment: { secret: string; qrSvgDataUri: string };
  t: { qrAlt: string; secretLabel: string };
};

/** The QR code (SVG drawn on the server, as an image: no inline style for the CSP) and the key as text. */
export function TotpEnrolment({ enrolment, t }: Props) {
  return (
    <div className="mt-4 flex flex-wrap items-start gap-6">
      <img
        src={enrolment.qrSvgDataUri}
        alt={t.qrAlt}
        width={200}
        height={200}
        className="rounded-md border border-line bg-white"
      />
      <div>
        <p className="font-semibold text-brand-900">{t.secretLabel}</p>
        {/* Groups of four to read and type; the spaces are margins, so a copy is the key itself. */}
        <code data-testid="totp-secret" className="mt-1 flex max-w-xs flex-wrap font-mono text-lg">
          {enrolment.secret.match(/.{1,4}/g)?.map((group, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same group may appear twice in a key.
            <span key={index} className="mr-2">
              {group}
            </span>
          ))}
        </code>
      </div>
    </div>
  );
}
