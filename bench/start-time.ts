/**
 * Server start time (`npm run bench:start`): how long the production server takes from its spawn to
 * the first 200 from /healthz, and its resident memory then, for this checkout on the Node running
 * the script and, with `--before`, for another checkout on another Node, turn about, in one run.
 * Issue 53 compares Node 24 (this project's, decision 089) with the Node 20 it replaced:
 *
 *   npm run bench:start -- --before /path/to/old-checkout --before-node /usr/bin/node
 *
 * Each checkout needs its own build. The time includes tsx compiling the server's TypeScript, as
 * `npm start` does. Writes bench/results/start-time.md. Ports 4411 and 4412.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { median } from "./numbers";
import { root, sleep } from "./processes";

const { values } = parseArgs({
  options: {
    before: { type: "string" },
    "before-node": { type: "string" },
    runs: { type: "string", default: "7" },
  },
});

type Target = { name: string; dir: string; node: string; port: number };

const targets: Target[] = [{ name: "this checkout", dir: root, node: process.execPath, port: 4411 }];
if (values.before)
  targets.push({
    name: "before",
    dir: path.resolve(values.before),
    node: values["before-node"] ?? "node",
    port: 4412,
  });

function nodeVersion(node: string): string {
  return execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
}

function builtOrigin(dir: string): string {
  return JSON.parse(readFileSync(path.join(dir, "build", "site-url.json"), "utf8")).siteUrl;
}

/** Resident memory of a process in MB, from /proc (Linux). */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

async function startOnce(target: Target): Promise<{ ms: number; mb: number }> {
  const data = mkdtempSync(path.join(os.tmpdir(), "bench-start-"));
  const started = performance.now();
  const child = spawn(target.node, ["--import", "tsx", "server/index.ts"], {
    cwd: target.dir,
    stdio: "ignore",
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(target.port),
      SITE_URL: builtOrigin(target.dir),
      DATABASE_URL: path.join(data, "site.db"),
      LOG_LEVEL: "silent",
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${target.name}: the server exited with ${child.exitCode}`);
      const up = await fetch(`http://127.0.0.1:${target.port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (performance.now() - started > 120_000) throw new Error(`${target.name}: not up within 120 s`);
      await sleep(10);
    }
    return { ms: performance.now() - started, mb: residentMb(child.pid as number) };
  } finally {
    child.kill("SIGTERM");
    await exited;
    rmSync(data, { recursive: true, force: true });
  }
}

const runs = Number(values.runs);
const results = new Map(targets.map((target) => [target, [] as { ms: number; mb: number }[]]));
for (let round = 0; round < runs; round++) {
  // Turn about, so neither checkout always starts on a machine the other has just warmed.
  for (const target of round % 2 ? [...targets].reverse() : targets) {
    results.get(target)?.push(await startOnce(target));
  }
}

const rows = targets.map((target) => {
  const list = results.get(target) ?? [];
  const ms = list.map((r) => r.ms);
  return `| ${target.name} (${nodeVersion(target.node)}) | ${Math.round(median(ms))} | ${Math.round(Math.min(...ms))}–${Math.round(Math.max(...ms))} | ${Math.round(median(list.map((r) => r.mb)))} |`;
});
const report = `# Server start time

- Date: ${new Date().toISOString()}
- CPU: ${os.cpus()[0]?.model ?? "unknown"}, ${os.cpus().length} cores; load average ${os.loadavg()[0]?.toFixed(1)} at the end
- ${runs} starts each, turn about: \`node --import tsx server/index.ts\` with a new SQLite file, LOG_LEVEL=silent, timed from the spawn to the first 200 from /healthz

| Checkout (Node) | Median ms | Range ms | Resident MB at ready |
|---|--:|--:|--:|
${rows.join("\n")}
`;
writeFileSync(path.join(root, "bench", "results", "start-time.md"), report);
console.log(report);
