import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";

/**
 * A module's address, quoted, for a script's import: `importOf("./store.server.ts", import.meta.url)`
 * names the test's neighbour, whatever folder the script runs in.
 */
export const importOf = (path: string, base: string) => JSON.stringify(new URL(path, base).href);

/** `script` (an ES module that may import TypeScript) as `node -e` runs it, with `args` as process.argv[1…]. */
const scriptArgs = (script: string, args: string[]) => [
  "--import",
  "tsx",
  "--input-type=module",
  "-e",
  script,
  ...args,
];

/**
 * Runs `script` in a process of its own, as a second instance or the CLI would, and resolves with
 * its output once it has exited; rejects if it failed.
 */
export const runScript = (script: string, args: string[]) =>
  promisify(execFile)(process.execPath, scriptArgs(script, args));

/** Starts `script` in a process of its own, left running: its standard output is readable. */
export const startScript = (script: string, args: string[]) =>
  spawn(process.execPath, scriptArgs(script, args), { stdio: ["ignore", "pipe", "inherit"] });
