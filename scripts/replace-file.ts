import { mkdir, rename } from "node:fs/promises";
import path from "node:path";

/** `write` fills a file beside `file`, which then takes its name: a server never sends half a file. */
export async function replaceFile(file: string, write: (tmp: string) => Promise<unknown>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await write(`${file}.tmp`);
  await rename(`${file}.tmp`, file);
}
