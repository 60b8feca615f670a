/**
 * What nginx needs to answer the built files exactly as the server does (deploy/nginx/site.conf,
 * decision 024), written beside the build it describes:
 * - `build/nginx/maps.conf` (http context): each file's Cache-Control and each page's
 *   Content-Security-Policy, with that page's own script and style hashes, keyed by its path on disk;
 * - `build/nginx/headers.conf` (location context): the security headers, then those two.
 * Every value comes from the server's own code (loadStaticFiles, securityHeaders), so the two
 * cannot drift apart.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { securityHeaders } from "../server/http/security-headers.server";
import { loadStaticFiles, urlPathOf } from "../server/http/static.server";
import { walk } from "./postbuild";

/** A value nginx reads as written: no quote or backslash to escape, no `$` it would take for a variable. */
function quoted(value: string): string {
  if (/["\\$\n\r]/.test(value)) throw new Error(`not plain for nginx: ${value}`);
  return `"${value}"`;
}

function map(variable: string, entries: [string, string][]): string {
  const lines = entries.map(([key, value]) => `    ${quoted(key)} ${quoted(value)};`);
  return [`map $uri $${variable} {`, `    default "";`, ...lines, "}"].join("\n");
}

export async function writeNginxIncludes(buildDir: string): Promise<void> {
  const clientDir = path.join(buildDir, "client");
  const files = loadStaticFiles(buildDir);
  const cacheControl: [string, string][] = [];
  const csp: [string, string][] = [];
  for await (const file of walk(clientDir)) {
    if (file.endsWith(".gz") || file.endsWith(".br")) continue;
    const relative = path.relative(clientDir, file);
    const built = files.get(urlPathOf(relative));
    if (!built) continue;
    // After try_files, $uri is the file's path under the root: `/a-propos/index.html`, not `/a-propos`.
    const onDisk = `/${relative.split(path.sep).join("/")}`;
    cacheControl.push([onDisk, built.cacheControl]);
    if (built.csp) csp.push([onDisk, built.csp]);
  }
  const generated = "# Written by `npm run build` (scripts/nginx-includes.ts) for this build only: do not edit.";
  const maps = [generated, map("built_cache_control", cacheControl), map("built_csp", csp)].join("\n\n");
  const headers = [
    generated,
    ...Object.entries(securityHeaders({ https: true })).map(
      ([name, value]) => `add_header ${name} ${quoted(value)} always;`,
    ),
    // An empty value (a path the maps do not list) sends no header at all.
    "add_header Cache-Control $built_cache_control always;",
    "add_header Content-Security-Policy $built_csp always;",
  ].join("\n");
  const dir = path.join(buildDir, "nginx");
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "maps.conf"), `${maps}\n`);
  await writeFile(path.join(dir, "headers.conf"), `${headers}\n`);
  console.log(`nginx: ${cacheControl.length} files and ${csp.length} page policies in ${dir}`);
}
