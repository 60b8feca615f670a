import { createHash, randomBytes } from "node:crypto";
import { languagePreferenceScript } from "../app/site/language-preference";

/** The one inline script every page carries before React's own; its hash never changes. */
const preferenceHash = `'sha256-${createHash("sha256").update(languagePreferenceScript).digest("base64")}'`;

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** An enforced policy: scripts only from this origin, or inline by hash (prerendered) or nonce (rendered now). */
export function contentSecurityPolicy(scriptSources: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[preferenceHash, ...scriptSources].join(" ")}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), bluetooth=(), serial=(), hid=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    "X-Frame-Options": "DENY",
    ...(https ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
  };
}
