import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "common/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 20_000,
    // Says once per run when the PostgreSQL half of the database tests is skipped.
    globalSetup: ["tests/support/backends.ts"],
  },
});
