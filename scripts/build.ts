/**
 * The production build: the hero image, then React Router's prerender, then what the server wants
 * ready before its first request (compressed copies and the CSP hashes of each page's inline scripts).
 */
import { spawnSync } from "node:child_process";
import { buildImages } from "./images";
import { postbuild } from "./postbuild";

await buildImages();
const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
if (result.status !== 0) process.exit(result.status ?? 1);
await postbuild("build/client");
