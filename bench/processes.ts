/**
 * What the benchmarks need around their measurements: child processes that are always stopped (at
 * the end, on error, on Ctrl-C), and the production server started on a port of their own.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { builtSiteUrl } from "#server/http/built-origin.server.ts";

export const root = path.resolve(import.meta.dirname, "..");

const cleanups: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | undefined;

/** Runs at `cleanup()`, after every step registered later. */
export function onCleanup(step: () => Promise<void> | void): void {
  cleanups.push(step);
}

export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(error);
      }
    }
  })();
  return cleaning;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping what the benchmark started.`);
    void cleanup().finally(() => process.exit(130));
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** SIGTERM, then SIGKILL if the child is still there after `graceMs`. */
async function stop(child: ChildProcess, graceMs = 12_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

/** A child whose last output is kept for the error message if it fails, stopped at cleanup. */
export function spawnStopped(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = root) {
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  onCleanup(() => stop(child));
  return { child, output: () => output };
}

/** Waits until `url` answers 2xx; fails as soon as the child exits, or after `timeoutMs`. */
export async function waitFor(url: string, child: ChildProcess, output: () => string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${url} did not come up:\n${output()}`);
    await sleep(100);
  }
}

/**
 * Builds the site for `origin`, which its pages name as canonical and the server insists on: this
 * checkout's, or another's (`checkout`) measured beside it.
 */
export function buildFor(origin: string, checkout = root): void {
  console.log(`Building ${checkout} with SITE_URL=${origin} …`);
  const built = spawnSync("npm", ["run", "build"], {
    cwd: checkout,
    stdio: "inherit",
    env: { ...process.env, SITE_URL: origin },
  });
  if (built.status !== 0) throw new Error("npm run build failed");
}

/**
 * The production server from the current build of this checkout (or of `checkout`), on
 * 127.0.0.1:`port`, ready once /healthz answers.
 */
export async function startServer(port: number, env: NodeJS.ProcessEnv, checkout = root): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const { child, output } = spawnStopped(
    process.execPath,
    ["--import", "tsx", "server/index.ts"],
    {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      // The origin the build was made for, which the server insists on, whatever port it listens on.
      SITE_URL: builtSiteUrl(path.join(checkout, "build")) ?? origin,
      ...env,
    },
    checkout,
  );
  await waitFor(`${origin}/healthz`, child, output);
  return child;
}

/** A process's stat fields after its name: [state, ppid, …]; undefined once it has gone. */
function statOf(pid: string): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds used so far by a process and its children (nginx's worker), from /proc (Linux).
 * On a shared machine the request rate also measures the neighbours; CPU per request does not.
 */
export function cpuSeconds(pid: number): number {
  if (!existsSync("/proc/self/stat")) return Number.NaN;
  const stats = [statOf(String(pid))];
  for (const id of readdirSync("/proc")) {
    const stat = /^\d+$/.test(id) ? statOf(id) : undefined;
    if (stat?.[1] === String(pid)) stats.push(stat);
  }
  // utime and stime (fields 14 and 15 of stat), in clock ticks of 1/100 s on Linux.
  return stats.reduce((sum, stat) => sum + Number(stat?.[11] ?? 0) + Number(stat?.[12] ?? 0), 0) / 100;
}
