/**
 * What the operator's monitoring reads (issue 47, decision 073): /metrics in the Prometheus text
 * format behind METRICS_TOKEN, and /readyz, which says no when the database is gone.
 */
import { expect, test } from "@playwright/test";
import { rawRequest } from "./raw-http";
import { instancesOnPostgres, type ServerProcess, startServer, tempDatabase } from "./server-process";

const TOKEN = "metrics-token-for-the-test-0123456789";

/**
 * Each line is a comment (# HELP, # TYPE) or `name{label="value",...} number`, NaN and Inf in any
 * case as Prometheus reads them (prom-client writes "Nan"): the text format, version 0.0.4.
 */
const sampleLine =
  /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*",?)*\})? ([-+]?[0-9.eE+-]+|[Nn]a[Nn]|[-+]?[Ii]nf)$/;
const commentLine = /^# (HELP|TYPE) [a-zA-Z_:][a-zA-Z0-9_:]* .*$/;

test("/metrics answers 404 while METRICS_TOKEN is unset, never cached nor indexed", async ({ request }) => {
  const response = await request.get("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status()).toBe(404);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
});

test.describe("with METRICS_TOKEN set", () => {
  let server: ServerProcess;
  test.beforeAll(async () => {
    server = await startServer(0, { DATABASE_URL: tempDatabase(), METRICS_TOKEN: TOKEN });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test("/metrics needs the bearer token, then counts a request under its route's pattern, in the Prometheus format", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const refused = await fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });
      expect(refused.status, authorization).toBe(401);
      expect(refused.headers.get("cache-control")).toBe("no-store");
      expect(await refused.text()).not.toContain("http_request");
    }

    // A lead's page in the back office, by a raw path no label may keep.
    const asked = await fetch(`${server.url}/admin/leads/987654`, { redirect: "manual" });
    const scrape = () => fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    // The jobs' first runs start with the server; the scrape waits for one to be counted.
    await expect
      .poll(async () => /^job_runs_total\{job="[a-z-]+",outcome="ok"\} \d+$/m.test(await (await scrape()).text()))
      .toBe(true);
    const response = await scrape();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const text = await response.text();
    const lines = text.split("\n").filter(Boolean);
    expect(lines.filter((line) => !commentLine.test(line) && !sampleLine.test(line))).toEqual([]);
    expect(text).toContain(
      `http_request_duration_seconds_count{route="/admin/leads/:id",method="GET",status="${asked.status}"} 1`,
    );
    expect(text).not.toContain("987654");
    // Node's own and the outbox's depth are there too.
    expect(text).toContain("process_cpu_seconds_total");
    expect(text).toMatch(/^# TYPE outbox_messages gauge$/m);
    // The capabilities' own, registered by their modules (decision 109).
    expect(text).toMatch(/^# TYPE calendar_reads_total counter$/m);
    expect(text).toMatch(/^# TYPE analytics_beacons_total counter$/m);
    // The server runs on the Node the project brings (decision 089), not on the machine's.
    const nodeMajor = Number(/^nodejs_version_info\{version="v(\d+)\./m.exec(text)?.[1]);
    expect(nodeMajor).toBeGreaterThanOrEqual(24);
  });

  test("280 requests with odd methods on odd paths add at most 20 label sets, and every 405 shares one route", async () => {
    const requestCounts = async () => {
      const text = await (
        await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
      ).text();
      return text.split("\n").filter((line) => line.startsWith("http_request_duration_seconds_count{"));
    };
    const before = await requestCounts();
    // Methods Node's parser takes, and some of anyone's invention, which it refuses itself.
    const methods = [
      ...["PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND", "PROPPATCH", "MKCOL", "COPY", "MOVE"],
      ...["LOCK", "UNLOCK", "SEARCH", "PURGE", "REPORT", "MKCALENDAR", "MKACTIVITY", "CHECKOUT", "MERGE"],
      ...["NOTIFY", "SUBSCRIBE", "UNSUBSCRIBE", "ACL", "BIND", "UNBIND", "REBIND", "LINK", "UNLINK", "QUERY"],
      ...["POST", "FOO1", "FOO2", "FOO3", "FOO4", "FOO5"],
    ];
    const paths = ["/", "/contact", "/en/about", "/admin/leads/42", "/ressources/un-guide", "/nowhere/at/all"];
    const port = Number(new URL(server.url).port);
    let sent = 0;
    for (const path of [...paths, "/assets/app.js", "/healthz"]) {
      for (const method of methods) {
        if (sent === 280) break;
        sent += 1;
        const answer = await rawRequest(
          port,
          `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
        );
        expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      }
    }
    expect(sent).toBe(280);

    const after = await requestCounts();
    const added = after.filter((line) => !before.some((old) => old.split("} ")[0] === line.split("} ")[0]));
    expect(added.length, added.join("\n")).toBeLessThanOrEqual(20);
    // A method is GET, HEAD, POST or other; a refused method is one route, whatever the path.
    const methodLabels = new Set(after.map((line) => /method="([^"]*)"/.exec(line)?.[1] ?? ""));
    expect([...methodLabels].filter((method) => !["GET", "HEAD", "POST", "other"].includes(method))).toEqual([]);
    const refusedRoutes = new Set(
      after.filter((line) => line.includes('status="405"')).map((line) => /route="([^"]*)"/.exec(line)?.[1]),
    );
    expect(refusedRoutes.size).toBe(1);
  });
});

test("/readyz answers 200 while the database and the build are there", async ({ request }) => {
  const response = await request.get("/readyz");
  expect(response.status()).toBe(200);
  expect(await response.text()).toBe("ready");
});

test.describe("/readyz on PostgreSQL", () => {
  const instances = instancesOnPostgres();

  test("answers 503 with its reason once the database is gone", async () => {
    const { database, servers } = await instances.start(1);
    const [server] = servers;
    if (!server) throw new Error("no server");
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    await database.drop();

    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toBe("database unavailable");
  });
});
