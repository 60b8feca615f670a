/** The headers every response carries, whatever it is. */
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

/**
 * The policy of a file an editor uploaded (an image's rendition, a guide's PDF), should it be opened
 * on its own in a tab: a sandbox with nothing allowed, so no script or form in it runs as this site.
 */
export const uploadedFilePolicy = "sandbox; default-src 'none'";

/**
 * The policy of an email shown on its own in a tab (an issue's preview): an uploaded file's sandbox,
 * with the style attributes emails are written with and the site's own images (the logo), so it
 * looks as mailed; images from elsewhere, which would tell their sender the preview was opened, stay
 * out. The site's origin, not 'self': the sandbox gives the document an origin of its own.
 */
export function emailPreviewPolicy(siteOrigin: string): string {
  return `${uploadedFilePolicy}; style-src-attr 'unsafe-inline'; img-src ${siteOrigin}`;
}

/** The policy of an email shown in the outbox screen's frame (decision 104): the preview's, framed by the back office's pages alone. */
export function emailFramePolicy(siteOrigin: string): string {
  return `${emailPreviewPolicy(siteOrigin)}; frame-ancestors 'self'`;
}
