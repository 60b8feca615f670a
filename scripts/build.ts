/**
 * The production build: the hero artwork check and the social images, then React Router's prerender and
 * robots.txt, then what the server wants ready before its first request (compressed copies and the
 * CSP hashes of each page's inline scripts), and the same facts for nginx.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { siteUrl } from "#common/site/origin.server.ts";
import { builtOriginFile } from "#server/http/built-origin.server.ts";
import { writeBuildInfo } from "#server/ops/build-info.server.ts";
import { buildImages } from "./images";
import { writeNginxIncludes } from "./nginx-includes";
import { postbuild } from "./postbuild";
import { writeSeoFiles } from "./seo-files";

await buildImages();
const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);
await writeSeoFiles("build/client", siteUrl);
await postbuild("build/client");
// What nginx needs to serve build/client as the server does (deploy/nginx/site.conf).
await writeNginxIncludes("build");
// The origin baked into the pages: the server refuses to serve them under another.
writeFileSync(builtOriginFile("build"), `${JSON.stringify({ siteUrl })}\n`);
// When and from which commit, for the back office's status screen.
writeBuildInfo("build", "package.json");
