import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { type InlineSources, inlineSources } from "#server/http/csp.server.ts";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const compressible = /\.(html|js|css|svg|json|txt|xml|data|webmanifest)$/;

export async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

export async function postbuild(clientDir: string): Promise<void> {
  const hashes: Record<string, InlineSources> = {};
  let compressed = 0;
  for await (const file of walk(clientDir)) {
    if (file.endsWith(".gz") || file.endsWith(".br")) continue;
    const relative = path.relative(clientDir, file);
    if (file.endsWith(".html")) hashes[relative] = inlineSources(await readFile(file, "utf8"));
    if (!compressible.test(file)) continue;
    const body = await readFile(file);
    await writeFile(`${file}.gz`, await gz(body, { level: 9 }));
    await writeFile(
      `${file}.br`,
      await brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    compressed++;
  }
  await writeFile(path.join(clientDir, "..", "csp-hashes.json"), `${JSON.stringify(hashes, null, 1)}\n`);
  console.log(`postbuild: ${compressed} files compressed, ${Object.keys(hashes).length} pages hashed`);
}
