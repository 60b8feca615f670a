/**
 * `npm run test:html`: the Nu HTML Checker (vnu.jar, Java) over every page of the current build —
 * the prerendered files, and the pages rendered per request, fetched from a server started on the
 * build — failing on any error. Run after `npm run build`.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { languages, pages } from "#common/site/pages.ts";
import { builtSiteUrl } from "#server/http/built-origin.server.ts";
import { startServer } from "../bench/processes";
import { walk } from "./postbuild";

const run = promisify(execFile);
const vnuJar = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

type VnuMessage = { type: string; url?: string; message: string; lastLine?: number; extract?: string };

const files: string[] = [];
for await (const file of walk("build/client")) if (file.endsWith(".html")) files.push(file);

// Pages rendered on request: saved from a server running this build, under the build's own origin.
const siteUrl = builtSiteUrl("build");
if (!siteUrl) throw new Error("No build to check: run `npm run build` first.");
const temp = mkdtempSync(path.join(tmpdir(), "check-html-"));
const server = await startServer(Number(new URL(siteUrl).port || 80), {
  SITE_URL: siteUrl,
  DATABASE_URL: path.join(temp, "leads.db"),
  LOG_LEVEL: "warn",
});
try {
  const rendered = pages.filter((page) => "prerender" in page).flatMap((page) => languages.map((lang) => page[lang]));
  for (const pagePath of rendered) {
    const response = await fetch(new URL(pagePath, siteUrl));
    if (!response.ok) throw new Error(`${pagePath}: ${response.status}`);
    const file = path.join(temp, `${pagePath.replaceAll("/", "_") || "_"}.html`);
    writeFileSync(file, await response.text());
    files.push(file);
  }
} finally {
  server.kill("SIGTERM");
}

const { stdout, stderr } = await run("java", ["-jar", vnuJar, "--errors-only", "--format", "json", ...files], {
  maxBuffer: 64 * 1024 * 1024,
}).catch((error: { stdout: string; stderr: string }) => error);
// vnu writes its JSON report to stderr, and exits non-zero when it found errors.
const report = JSON.parse(stderr || stdout || '{"messages":[]}') as { messages: VnuMessage[] };
/**
 * HTML's `expect` link may be render-blocking (decision 045); the checker only knows `blocking` on style
 * sheets. This message, on that link only, is not an error.
 */
const knownGap = (message: VnuMessage) =>
  /“blocking” attribute must have a “rel” attribute whose value is “stylesheet”/.test(message.message) &&
  /<link rel="expect"[^>]*>/.test(message.extract ?? "");
const errors = report.messages.filter(
  (message) => (message.type === "error" || message.type === "non-document-error") && !knownGap(message),
);
for (const error of errors)
  console.error(`${error.url ?? "?"}:${error.lastLine ?? "?"}: ${error.message}\n    ${error.extract ?? ""}`);
console.log(`check-html: ${files.length} pages, ${errors.length} error(s)`);
process.exit(errors.length ? 1 : 0);
