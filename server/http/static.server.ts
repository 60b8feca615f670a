import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { emailLogo } from "#common/mail/email-look.ts";
import { contentSecurityPolicy, type InlineSources } from "./csp.server";

/**
 * The prerendered pages and assets, held in memory with their gzip and brotli twins (made at build),
 * so a page costs one lookup and one write: no stat, no stream, no re-render.
 */
export type StaticFile = {
  type: string;
  etag: string;
  cacheControl: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  /** A page's Content-Security-Policy, with the hashes of its inline scripts and style attributes. */
  csp?: string;
  /**
   * Shown by other sites' pages: the emails' logo, which webmail and the outbox's sandboxed frame (an
   * origin of its own) load from elsewhere, so it is served `Cross-Origin-Resource-Policy: cross-origin`.
   */
  shared?: boolean;
};

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".data": "text/x-script",
  ".woff2": "font/woff2",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
};

const immutable = "public, max-age=31536000, immutable";
/** Pages and their data: revalidated every time, as a publication may change them (decision 112). */
export const revalidate = "public, max-age=0, must-revalidate";
/** What is neither hashed nor a page: the social cards, the icons; an hour in any cache. */
export const shortLived = "public, max-age=3600";

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** The URL a built file answers: `a-propos/index.html` is `/a-propos`, `index.html` is `/`. */
export function urlPathOf(relative: string): string {
  const posix = relative.split(path.sep).join("/");
  if (posix === "index.html") return "/";
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"/index.html".length)}`;
  return `/${posix}`;
}

/** A file's strong validator, from its bytes: the same on every instance that holds the same bytes. */
export function etagOf(identity: Buffer): string {
  return `"${createHash("sha1").update(identity).digest("base64url")}"`;
}

export function loadStaticFiles(buildDir: string): Map<string, StaticFile> {
  const clientDir = path.join(buildDir, "client");
  const hashFile = path.join(buildDir, "csp-hashes.json");
  const hashes: Record<string, InlineSources> = existsSync(hashFile) ? JSON.parse(readFileSync(hashFile, "utf8")) : {};
  const table = new Map<string, StaticFile>();
  for (const file of files(clientDir)) {
    if (file.endsWith(".gz") || file.endsWith(".br")) continue;
    const relative = path.relative(clientDir, file);
    const extension = path.extname(file);
    const identity = readFileSync(file);
    const sibling = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    const isHtml = extension === ".html";
    table.set(urlPathOf(relative), {
      type: types[extension] ?? "application/octet-stream",
      etag: etagOf(identity),
      cacheControl: relative.startsWith(`assets${path.sep}`)
        ? immutable
        : isHtml || extension === ".data"
          ? revalidate
          : shortLived,
      identity,
      gzip: sibling(".gz"),
      br: sibling(".br"),
      csp: isHtml ? contentSecurityPolicy(hashes[relative] ?? { scripts: [], styleAttributes: [] }) : undefined,
      shared: urlPathOf(relative) === emailLogo.href,
    });
  }
  return table;
}
