import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BuildInfo } from "./status.server";

const infoFile = (buildDir: string) => path.join(buildDir, "build-info.json");

/** Written by `npm run build`: when, and from which commit when built from a git checkout. */
export function writeBuildInfo(buildDir: string, at = new Date()): void {
  const git = spawnSync("git", ["rev-parse", "--short=12", "HEAD"], { encoding: "utf8" });
  const commit = git.status === 0 ? git.stdout.trim() : null;
  writeFileSync(infoFile(buildDir), `${JSON.stringify({ builtAt: at.toISOString(), commit })}\n`);
}

/** The package's version and what the build says of itself, for the status screen. */
export function readBuildInfo(buildDir: string, packageFile: string): BuildInfo {
  const { version } = JSON.parse(readFileSync(packageFile, "utf8")) as { version: string };
  const file = infoFile(buildDir);
  const built = existsSync(file)
    ? (JSON.parse(readFileSync(file, "utf8")) as { builtAt?: string; commit?: string | null })
    : {};
  return { version, builtAt: built.builtAt ? new Date(built.builtAt) : null, commit: built.commit ?? null };
}
