// A worker thread starts from JavaScript: Node reads no TypeScript by itself, and a worker does not
// take the tsx hooks of the thread that started it (`node --import tsx`, or Vitest's own). This
// registers tsx in the worker, then runs the worker's TypeScript (decision 060).
import { register } from "tsx/esm/api";

register();
await import("./busy-worker.server.ts");
