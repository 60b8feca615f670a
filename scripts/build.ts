/**
 * The production build: the hero artwork check and the social images, then React Router's prerender, the sitemap and
 * robots.txt, then what the server wants ready before its first request (compressed copies and the
 * CSP hashes of each page's inline scripts).
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { siteUrl } from "../app/site/origin.server";
import { builtOriginFile } from "../server/http/built-origin.server";
import { buildImages } from "./images";
import { postbuild } from "./postbuild";
import { writeSeoFiles } from "./seo-files";

await buildImages();
const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);
await writeSeoFiles("build/client", siteUrl);
await postbuild("build/client");
// The origin baked into the pages: the server refuses to serve them under another.
writeFileSync(builtOriginFile("build"), `${JSON.stringify({ siteUrl })}\n`);
