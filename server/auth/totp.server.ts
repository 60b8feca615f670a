import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";

const PERIOD_S = 30;

function totpFor(secret: string, label = "") {
  return new TOTP({
    issuer: "Sobrita",
    label,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_S,
  });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The time step a code belongs to, if it is valid one step either side of now (clock drift), or
 * undefined. The caller keeps the step so the same code cannot be used twice.
 */
export function totpStep(secret: string, code: string, now: number): number | undefined {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpFor(secret).validate({ token, timestamp: now, window: 1 });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / PERIOD_S) + delta;
}

/** What an authenticator app needs: the otpauth:// URI, as a QR code (SVG, rendered here) and as text. */
export async function enrolment(secret: string, email: string): Promise<{ secret: string; qrSvgDataUri: string }> {
  const svg = await QRCode.toString(totpFor(secret, email).toString(), { type: "svg", margin: 2 });
  return { secret, qrSvgDataUri: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}
