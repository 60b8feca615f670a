/**
 * Analytics across processes: SIGTERM writes every view it acknowledged, and two instances on one
 * PostgreSQL database (TEST_POSTGRES_URL) share the day's salt, so a visitor seen by one and
 * converting on the other is one visitor, attributed to where the visit began.
 */
import { expect, test } from "@playwright/test";
import { type AppDatabase, openDatabase } from "#server/db/db.server.ts";
import {
  instancesOnPostgres,
  leadBody,
  postLead,
  type ServerProcess,
  startServer,
  tempDatabase,
} from "./server-process";

const agent = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Visit/${n}`;

function beacon(url: string, payload: object, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/event`, {
    method: "POST",
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": agent(0), ...headers },
    body: JSON.stringify(payload),
  });
}

async function onDatabase<T>(url: string, read: (app: AppDatabase) => Promise<T>): Promise<T> {
  const app = await openDatabase(url);
  try {
    return await read(app);
  } finally {
    await app.close();
  }
}

const countEvents = (url: string) =>
  onDatabase(url, async (app) =>
    Number(
      (
        await app.db
          .selectFrom("analytics_events")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  );

test.describe.configure({ mode: "serial" });

test("SIGTERM writes every page view it acknowledged", async () => {
  const database = tempDatabase();
  // Nothing is written on a timer during the test, and 150 views are less than a batch (set here to
  // 1000, more than the default 100): only the shutdown can write them.
  const server = await startServer(0, {
    DATABASE_URL: database,
    ANALYTICS_BATCH_SIZE: "1000",
    ANALYTICS_EVENTS_PER_MINUTE: "1000",
    ANALYTICS_FLUSH_MS: "600000",
    ANALYTICS_ROLLUP_MS: "600000",
  });
  try {
    const statuses = await Promise.all(
      Array.from({ length: 150 }, (_, i) => beacon(server.url, { p: "/" }, { "user-agent": agent(i) })),
    );
    expect(statuses.every((response) => response.status === 202)).toBe(true);
    expect(await countEvents(database)).toBe(0);
  } finally {
    expect(await server.stop()).toBe(0);
  }
  expect(await countEvents(database)).toBe(150);
});

test.describe("two instances on PostgreSQL", () => {
  const instances = instancesOnPostgres();

  test("share the day's salt: a view on one and a lead on the other are one visit", async () => {
    // Behind a proxy: the client is the one X-Forwarded-For names, as Express reads it.
    const { database, servers } = await instances.start(2, { TRUST_PROXY: "127.0.0.1" });
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const client = { "x-forwarded-for": "203.0.113.77", "user-agent": agent(1) };

    expect((await beacon(a.url, { p: "/", s: "newsletter" }, client)).status).toBe(202);
    await expect.poll(() => countEvents(database.url)).toBe(1);
    expect((await beacon(b.url, { p: "/contact" }, client)).status).toBe(202);
    await expect.poll(() => countEvents(database.url)).toBe(2);
    const lead = await postLead(b.url, leadBody("two-instances@cabinet-test.ca"), {
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
        ...client,
      },
    });
    expect(lead.status).toBe(200);

    const stored = await onDatabase(database.url, async (app) => ({
      visitors: await app.db.selectFrom("analytics_events").select("visitor").distinct().execute(),
      salts: await app.db.selectFrom("analytics_salts").selectAll().execute(),
    }));
    expect(stored.visitors).toHaveLength(1);
    expect(stored.salts).toHaveLength(1);
    await expect
      .poll(() =>
        onDatabase(database.url, (app) =>
          app.db.selectFrom("analytics_conversions").select(["kind", "page", "utm_source"]).execute(),
        ),
      )
      .toEqual([{ kind: "lead", page: "home", utm_source: "newsletter" }]);
  });
});
