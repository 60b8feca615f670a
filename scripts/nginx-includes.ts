/**
 * What nginx needs to answer the built files exactly as the server does (deploy/nginx/site.conf,
 * decision 024), written beside the build it describes:
 * - `build/nginx/maps.conf` (http context): each file's Cache-Control and each page's
 *   Content-Security-Policy, with that page's own script and style hashes, keyed by its path on disk;
 *   and each security header's value where the app's answer has none (`$fallback_*`);
 * - `build/nginx/headers.conf` (location context): the security headers, then those two; the
 *   resource policy by file too, since the emails' logo is shown by other sites (static.server.ts);
 * - `build/nginx/server-headers.conf` (server context): the security headers where the app sent none,
 *   for the answers of every location without headers.conf, nginx's own included.
 * Every value comes from the server's own code (loadStaticFiles, securityHeaders), so the two
 * cannot drift apart.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { securityHeaders } from "#server/http/security-headers.server.ts";
import { loadStaticFiles, urlPathOf } from "#server/http/static.server.ts";
import { walk } from "./postbuild";

/** A value nginx reads as written: no quote or backslash to escape, no `$` it would take for a variable. */
function quoted(value: string): string {
  if (/["\\$\n\r]/.test(value)) throw new Error(`not plain for nginx: ${value}`);
  return `"${value}"`;
}

function map(variable: string, entries: [string, string][], source = "$uri", fallback = ""): string {
  const lines = entries.map(([key, value]) => `    ${quoted(key)} ${quoted(value)};`);
  return [`map ${source} $${variable} {`, `    default ${quoted(fallback)};`, ...lines, "}"].join("\n");
}

/** The one security header a built file may answer otherwise: the emails' logo, shown by other sites (static.server.ts). */
const resourcePolicy = "Cross-Origin-Resource-Policy";

/** `X-Frame-Options` as nginx names its variables: `x_frame_options`. */
const variableName = (header: string) => header.toLowerCase().replaceAll("-", "_");

export async function writeNginxIncludes(buildDir: string): Promise<void> {
  const clientDir = path.join(buildDir, "client");
  const files = loadStaticFiles(buildDir);
  const cacheControl: [string, string][] = [];
  const csp: [string, string][] = [];
  const sharedFiles: [string, string][] = [];
  for await (const file of walk(clientDir)) {
    if (file.endsWith(".gz") || file.endsWith(".br")) continue;
    const relative = path.relative(clientDir, file);
    const built = files.get(urlPathOf(relative));
    if (!built) continue;
    // After try_files, $uri is the file's path under the root: `/a-propos/index.html`, not `/a-propos`.
    const onDisk = `/${relative.split(path.sep).join("/")}`;
    cacheControl.push([onDisk, built.cacheControl]);
    if (built.csp) csp.push([onDisk, built.csp]);
    if (built.shared) sharedFiles.push([onDisk, "cross-origin"]);
  }
  const generated = "# Written by `npm run build` (scripts/nginx-includes.ts) for this build only: do not edit.";
  const security = Object.entries(securityHeaders({ https: true }));
  // An answer without the header (nginx's own, or no instance reached) gets nginx's; the app's passes as it is.
  const fallbacks = security.map(([name, value]) =>
    map(`fallback_${variableName(name)}`, [["", value]], `$upstream_http_${variableName(name)}`),
  );
  const ownPolicy = security.find(([name]) => name === resourcePolicy)?.[1] ?? "same-origin";
  const maps = [
    generated,
    map("built_cache_control", cacheControl),
    map("built_csp", csp),
    map("built_resource_policy", sharedFiles, "$uri", ownPolicy),
    ...fallbacks,
  ].join("\n\n");
  const serverHeaders = [
    generated,
    ...security.map(([name]) => `add_header ${name} $fallback_${variableName(name)} always;`),
  ].join("\n");
  const headers = [
    generated,
    ...security
      .filter(([name]) => name !== resourcePolicy)
      .map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
    `add_header ${resourcePolicy} $built_resource_policy always;`,
    // An empty value (a path the maps do not list) sends no header at all.
    "add_header Cache-Control $built_cache_control always;",
    "add_header Content-Security-Policy $built_csp always;",
  ].join("\n");
  const dir = path.join(buildDir, "nginx");
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "maps.conf"), `${maps}\n`);
  await writeFile(path.join(dir, "headers.conf"), `${headers}\n`);
  await writeFile(path.join(dir, "server-headers.conf"), `${serverHeaders}\n`);
  console.log(`nginx: ${cacheControl.length} files and ${csp.length} page policies in ${dir}`);
}
