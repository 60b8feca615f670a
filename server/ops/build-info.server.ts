import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BuildInfo } from "./status.server";

const infoFile = (buildDir: string) => path.join(buildDir, "build-info.json");

/**
 * Written by `npm run build`: the package's version, when, and from which commit when built from a git
 * checkout. The version goes in the build because a deployment carries the build, not package.json.
 */
export function writeBuildInfo(buildDir: string, packageFile: string, at = new Date()): void {
  const { version } = JSON.parse(readFileSync(packageFile, "utf8")) as { version: string };
  const git = spawnSync("git", ["rev-parse", "--short=12", "HEAD"], { encoding: "utf8" });
  const commit = git.status === 0 ? git.stdout.trim() : null;
  writeFileSync(infoFile(buildDir), `${JSON.stringify({ version, builtAt: at.toISOString(), commit })}\n`);
}

/** What the build says of itself, for the status screen; unknown parts are null. */
export function readBuildInfo(buildDir: string): BuildInfo {
  const file = infoFile(buildDir);
  const built = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as { version?: string; builtAt?: string; commit?: string | null })
    : {};
  return {
    version: built.version ?? null,
    builtAt: built.builtAt ? new Date(built.builtAt) : null,
    commit: built.commit ?? null,
  };
}
