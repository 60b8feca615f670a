/**
 * The registry this project installs from serves rollup's native binaries for Linux only (when a
 * package still brings rollup: Vite 8 builds with Rolldown, whose bindings npm writes itself), so
 * `npm install` leaves the other platforms' optional packages out of package-lock.json, and `npm ci`
 * then refuses the lock as out of sync. This writes those entries back with their os/cpu/libc, so
 * `npm ci` sees a complete tree and skips them as foreign to this platform. Run after `npm install`.
 */
import { readFileSync, writeFileSync } from "node:fs";

type LockEntry = { version: string; optionalDependencies?: Record<string, string>; [key: string]: unknown };
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, LockEntry> };
const rollup = lock.packages["node_modules/rollup"];

const cpus: Record<string, string> = { eabi: "arm", gnueabihf: "arm", musleabihf: "arm", ia32: "ia32" };
let added = 0;
for (const name of Object.keys(rollup?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const [os = "", ...rest] = name.replace("@rollup/rollup-", "").split("-");
  const arch = rest[0] === "arm" ? "arm" : (rest[0] ?? "");
  const variant = rest.at(-1) ?? "";
  const libc = variant.startsWith("gnu") ? ["glibc"] : variant.startsWith("musl") ? ["musl"] : undefined;
  lock.packages[key] = {
    version: rollup?.version ?? "",
    cpu: [cpus[variant] ?? cpus[arch] ?? arch],
    os: [os],
    ...(libc ? { libc } : {}),
    dev: true,
    license: "MIT",
    optional: true,
  };
  added++;
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock: ${added} platform entries added`);
