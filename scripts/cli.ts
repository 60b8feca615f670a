import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** Where a command writes: the terminal when run, a buffer in tests. */
export type CliIO = { out(text: string): void; err(text: string): void };

/**
 * Runs `main` with the command line's arguments when `moduleUrl` is the script Node was started
 * with (and not when a test imports it), then sets the exit code it returns. An error nobody caught
 * prints its message alone, without a stack, and exits 1.
 */
export function runWhenMain(moduleUrl: string, main: (argv: string[], io: CliIO) => Promise<number>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(resolve(process.argv[1])).href) return;
  const io: CliIO = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) };
  main(process.argv.slice(2), io).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
