import { existsSync } from "node:fs";
import path from "node:path";

/**
 * Readiness (issue 47, decision 073), apart from liveness (/healthz): this instance can serve only
 * if its database answers a trivial query and its build is still on disk (a deploy that removed or
 * half-copied it leaves the process up but unable to load a page's assets). Resolves to the reason
 * it cannot, in a few words, or undefined when ready.
 */
export function readiness(database: () => Promise<boolean>, buildDir: string): () => Promise<string | undefined> {
  const built = [path.join(buildDir, "server", "index.js"), path.join(buildDir, "client", "assets")];
  return async () => {
    const answers = await database().catch(() => false);
    if (!answers) return "database unavailable";
    if (!built.every((file) => existsSync(file))) return "build missing";
    return undefined;
  };
}
