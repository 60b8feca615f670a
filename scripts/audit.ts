/**
 * `npm audit --omit=dev`, read for CI: prints the advisory counts, fails on a high or critical one,
 * and says so plainly when the advisory service cannot be reached from this machine.
 */
import { spawnSync } from "node:child_process";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
let report: { metadata?: { vulnerabilities?: Record<string, number> }; message?: string; error?: { summary?: string } };
try {
  report = JSON.parse(run.stdout || "{}");
} catch {
  report = {};
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason = report.message ?? report.error?.summary ?? "no answer";
  console.log(
    `npm audit: advisory service unreachable from this machine (${reason.replace(/ - POST .*/, "")}); nothing checked`,
  );
  process.exit(0);
}
const line = ["critical", "high", "moderate", "low", "info"]
  .map((level) => `${counts[level] ?? 0} ${level}`)
  .join(", ");
console.log(`npm audit (production dependencies): ${line}`);
process.exit((counts.critical ?? 0) + (counts.high ?? 0) > 0 ? 1 : 0);
