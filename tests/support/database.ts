import { afterEach, beforeEach } from "vitest";
import { type AppDatabase, openDatabase } from "#server/db/db.server.ts";
import { type Backend, createTestDatabase, type TestDatabase } from "./backends";

export type TestDatabaseHandle = {
  /** This test's empty database. */
  readonly url: string;
  /** Opens (and migrates) a database, this test's by default; closed after the test. */
  open(url?: string): Promise<AppDatabase>;
  /** Closes it now, for tests about reopening. */
  close(app: AppDatabase): Promise<void>;
};

/**
 * Call inside `describe.each(backends)`: each test gets a fresh database on `backend`, dropped
 * afterwards; the tests of a backend that is not available are skipped.
 */
export function useTestDatabase(backend: Backend): TestDatabaseHandle {
  let current: TestDatabase | undefined;
  let opened: AppDatabase[] = [];

  beforeEach(async (context) => {
    if (!backend.available) context.skip();
    current = await createTestDatabase(backend.name);
  });

  afterEach(async () => {
    await Promise.all(opened.map((app) => app.close()));
    opened = [];
    await current?.drop();
    current = undefined;
  });

  const handle: TestDatabaseHandle = {
    get url() {
      if (!current) throw new Error("No test database outside a test");
      return current.url;
    },
    async open(url = handle.url) {
      const app = await openDatabase(url);
      opened.push(app);
      return app;
    },
    async close(app) {
      opened = opened.filter((other) => other !== app);
      await app.close();
    },
  };
  return handle;
}
