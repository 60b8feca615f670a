import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "common/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    // Two files at a time even on two cores (Vitest's default there is one): the tests mostly wait on
    // databases, servers and clocks. The unit stage took 301 s so, against 543 s one at a time.
    maxWorkers: 2,
    // Says once per run when the PostgreSQL half of the database tests is skipped.
    globalSetup: ["tests/support/backends.ts"],
  },
});
