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
        <code data-testid="totp-secret" className="mt-1 block break-all font-mono text-lg">
          {enrolment.secret}
        </code>
      </div>
    </div>
  );
}
