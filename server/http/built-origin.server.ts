import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const builtOriginFile = (buildDir: string) => path.join(buildDir, "site-url.json");

/** The SITE_URL the build in `buildDir` was made with, if it says. */
export function builtSiteUrl(buildDir: string): string | undefined {
  const file = builtOriginFile(buildDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { siteUrl?: string }).siteUrl : undefined;
}

/**
 * Prerendered pages carry the build's origin in canonical, hreflang and social tags. Served under
 * another origin, they would tell search engines that the build machine's address is canonical.
 */
export function assertBuiltFor(buildDir: string, siteUrl: string): void {
  const built = builtSiteUrl(buildDir);
  const wanted = siteUrl.replace(/\/+$/, "");
  if (built === wanted) return;
  throw new Error(
    `The build in ${buildDir} was made for SITE_URL=${built ?? "(unknown)"}, but the server runs with SITE_URL=${wanted}. ` +
      `Its pages would name the wrong canonical address: rebuild with \`SITE_URL=${wanted} npm run build\`.`,
  );
}
