/**
 * The deployment recipe, run (deploy/, decision 024): Debian's nginx with deploy/nginx/site.conf,
 * changed only in ports and paths, over TLS in front of two app instances on one PostgreSQL database.
 * The public origin is nginx's, `https://127.0.0.1:<port>`, as the instances' SITE_URL says
 * (prepareDeployment); requests carry it as Origin, as a browser on the site would.
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { connect as connectTcp } from "node:net";
import path from "node:path";
import { connect as connectTls } from "node:tls";
import { beaconPath } from "#common/analytics/beacon.ts";
import { bookingParams } from "#common/booking/paths.ts";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { pathOf } from "#common/site/pages.ts";
import { menuStylesheetPath } from "#common/site/resource-paths.ts";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { securityHeaders } from "#server/http/security-headers.server.ts";
import { urlPathOf } from "#server/http/static.server.ts";
import { formSignature } from "#server/leads/form-stamp.server.ts";
import { createLeadStore } from "#server/leads/store.server.ts";
import { createSitePagesDesk } from "#server/site-pages/desk.server.ts";
import { createAdminUser } from "#tests/support/admin.ts";
import {
  createTestDatabase,
  postgresServerUrl,
  postgresSkippedLine,
  type TestDatabase,
} from "#tests/support/backends.ts";
import { leadBody, testFormSecret } from "#tests/support/lead-form.ts";
import { expect, test, withAndWithoutJavaScript } from "./fixtures";
import { fillForm, uniqueEmail } from "./leads";
import {
  type Deployment,
  type HttpsAnswer,
  httpsRequest,
  type NginxProcess,
  prepareDeployment,
  startNginx,
} from "./nginx-process";
import { awayFromMinuteBoundary, type ServerProcess, startServer } from "./server-process";

const form = "application/x-www-form-urlencoded";

/** Every file of the build as a visitor asks for it: `/a-propos` for a-propos/index.html. */
function builtPaths(dir = path.resolve("build/client"), root = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return builtPaths(full, root);
    return /\.(br|gz)$/.test(name) ? [] : [urlPathOf(path.relative(root, full))];
  });
}

/** An exchange as bytes: everything the server sent before it closed the connection. */
type Exchange = { status: number; headers: Map<string, string[]>; bytes: number };

/**
 * Sends `head` (and `body`) over plain TCP or TLS, exactly as written, and reads until the server
 * closes: for answers no client library would let through (a Host of another site, a body nginx
 * refuses before reading it). Every header is kept, so one sent twice shows twice. With `end`, the
 * client then says it has nothing more to send, so nginx need not wait for a body it refused; a
 * request nginx passes to the app must not say so, or nginx takes it as the client leaving.
 */
function exchange(
  { port, tls, ca }: { port: number; tls: boolean; ca?: string },
  head: string,
  { body = "", end = true }: { body?: string; end?: boolean } = {},
): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = tls ? connectTls({ host: "127.0.0.1", port, ca }) : connectTcp(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on(tls ? "secureConnect" : "connect", () => {
      if (end) socket.end(`${head}\r\n${body}`);
      else socket.write(`${head}\r\n${body}`);
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    // nginx may close while the body is still being written: what it answered is what counts.
    socket.on("error", () => {});
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [statusLine = "", ...lines] = (text.split("\r\n\r\n")[0] ?? "").split("\r\n");
      const headers = new Map<string, string[]>();
      for (const line of lines) {
        const at = line.indexOf(":");
        const name = line.slice(0, at).toLowerCase();
        headers.set(name, [...(headers.get(name) ?? []), line.slice(at + 1).trim()]);
      }
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, bytes: text.length });
    });
  });
}

/** The request lines an instance logged: the paths it answered. */
function answeredPaths(server: ServerProcess): string[] {
  return server
    .stdout()
    .split("\n")
    .filter((line) => line.includes('"msg":"request"'))
    .map((line) => (JSON.parse(line) as { path: string }).path);
}

test.describe("the deployment recipe: nginx in front of two instances", () => {
  test.skip(!postgresServerUrl, postgresSkippedLine);
  // One nginx and two instances for the whole file; the last test kills one of them.
  test.describe.configure({ mode: "serial" });
  test.use({ ignoreHTTPSErrors: true });

  let database: TestDatabase;
  let deployment: Deployment;
  const servers: ServerProcess[] = [];
  let nginx: NginxProcess | undefined;
  /** The headers of a form sent from a page of the site. */
  let formHeaders: Record<string, string>;

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    database = await createTestDatabase("postgres");
    deployment = await prepareDeployment();
    formHeaders = { "content-type": form, origin: deployment.siteUrl };
    const env = {
      DATABASE_URL: database.url,
      SITE_URL: deployment.siteUrl,
      // As deploy/systemd says: nginx's own address, never a count.
      TRUST_PROXY: "127.0.0.1",
      LOG_LEVEL: "info",
      RATE_LIMIT_PER_MINUTE: "3",
    };
    // Both at once; one that started is stopped after the file even if the other did not start.
    const started = await Promise.allSettled([0, 1].map(() => startServer(0, env, { cwd: deployment.dir })));
    for (const result of started) if (result.status === "fulfilled") servers.push(result.value);
    for (const result of started) if (result.status === "rejected") throw result.reason;
    nginx = await startNginx(
      deployment,
      servers.map((server) => Number(new URL(server.url).port)),
    );
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
    deployment?.remove();
  });

  /** A request to the site through nginx, from a loopback address of the test's choosing. */
  const visit = (
    pathname: string,
    init: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
  ): Promise<HttpsAnswer> => {
    if (!nginx) throw new Error("nginx is not running");
    return httpsRequest(`${nginx.httpsUrl}${pathname}`, { ca: deployment.ca, ...init });
  };

  test("the hashed assets come from nginx, the pages from the app, with the same headers either way", async () => {
    const paths = builtPaths();
    expect(paths).toContain("/a-propos");
    // Only a file whose name changes with its content is nginx's: a page may be published since the build (decision 112).
    const fromDisk = paths.filter((pathname) => pathname.startsWith("/assets/"));
    expect(fromDisk.length).toBeGreaterThan(0);
    const viaNginx = new Map<string, HttpsAnswer>();
    for (const pathname of paths) {
      viaNginx.set(pathname, await visit(pathname, { headers: { "accept-encoding": "br, gzip" } }));
    }
    // A page rendered per request reaches each instance (nginx takes turns), and is logged there.
    for (const _ of servers) expect((await visit(pathOf("contact", "fr"))).status).toBe(200);
    for (const server of servers) {
      await expect.poll(() => answeredPaths(server)).toContain(pathOf("contact", "fr"));
      expect(answeredPaths(server).filter((answered) => fromDisk.includes(answered))).toEqual([]);
    }
    // Every other built file, the pages and their data first, was the instances' to answer.
    expect(servers.flatMap(answeredPaths)).toEqual(
      expect.arrayContaining(paths.filter((pathname) => !fromDisk.includes(pathname))),
    );

    // The same file asked of an instance directly: same status, encoding and headers.
    const compared = [
      "x-content-type-options",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
      "cross-origin-resource-policy",
      "x-frame-options",
      "strict-transport-security",
      "content-security-policy",
      "cache-control",
      "content-encoding",
    ];
    const [instance] = servers;
    for (const [pathname, answer] of viaNginx) {
      const direct = await fetch(`${instance?.url}${pathname}`, { headers: { "accept-encoding": "br, gzip" } });
      // Pages and their data as the app labels them; nginx names other types its own way.
      const names = /\.(html|data)$|^\/[^.]*$/.test(pathname) ? [...compared, "content-type"] : compared;
      const pick = (get: (name: string) => string | null | undefined) =>
        Object.fromEntries(names.map((name) => [name, get(name) ?? undefined]));
      expect({ pathname, status: answer.status, ...pick((name) => answer.headers[name]) }).toEqual({
        pathname,
        status: direct.status,
        ...pick((name) => direct.headers.get(name)),
      });
    }
  });

  test("plain HTTP is sent to HTTPS at the public address, except certbot's challenges", async () => {
    const answer = await fetch(`${nginx?.httpUrl}/a-propos?de=lien`, { redirect: "manual" });
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("https://www.sobrita.ca/a-propos?de=lien");
    const challenges = path.join(deployment.dir, "acme/.well-known/acme-challenge");
    mkdirSync(challenges, { recursive: true });
    writeFileSync(path.join(challenges, "jeton"), "preuve");
    const challenge = await fetch(`${nginx?.httpUrl}/.well-known/acme-challenge/jeton`, { redirect: "manual" });
    expect([challenge.status, await challenge.text()]).toEqual([200, "preuve"]);
  });

  test("a request for another host gets no answer at all: nginx closes the connection, over HTTP and HTTPS", async () => {
    const ports = [
      { port: deployment.httpPort, tls: false },
      { port: deployment.httpsPort, tls: true, ca: deployment.ca },
    ];
    for (const server of ports) {
      for (const head of [
        "GET / HTTP/1.1\r\nHost: unknown.example\r\nConnection: close\r\n",
        "GET /a-propos HTTP/1.1\r\nHost: 203.0.113.9\r\nConnection: close\r\n",
        // No Host at all, as HTTP/1.0 allows.
        "GET / HTTP/1.0\r\n",
      ]) {
        const answer = await exchange(server, head);
        expect({ tls: server.tls, head, bytes: answer.bytes }).toEqual({ tls: server.tls, head, bytes: 0 });
      }
      // The site's own name is answered on the same connection's terms (over TLS by the app, through nginx).
      const named = await exchange(server, "GET /a-propos HTTP/1.1\r\nHost: www.sobrita.ca\r\nConnection: close\r\n", {
        end: false,
      });
      expect(named.status).toBe(server.tls ? 200 : 301);
    }
  });

  test("nginx's own answers carry the security headers, and the app's carry each of them once", async () => {
    const expected = Object.entries(securityHeaders({ https: true })).map(([name, value]) => [
      name.toLowerCase(),
      [value],
    ]);
    const sent = (answer: Exchange) => expected.map(([name]) => [name, answer.headers.get(name as string)]);
    const https = { port: deployment.httpsPort, tls: true, ca: deployment.ca };
    const post = (path: string, length: number) =>
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${deployment.httpsPort}\r\nContent-Type: ${form}\r\nContent-Length: ${length}\r\n`;
    // Past client_max_body_size, said by the length: refused by nginx in each kind of location.
    for (const [path, length] of [
      ["/admin/resources/1", 12 * 1024 * 1024],
      ["/a-propos/", 2 * 1024 * 1024],
      [pathOf("contact", "fr"), 2 * 1024 * 1024],
    ] as const) {
      const answer = await exchange(https, post(path, length));
      expect({ path, status: answer.status, headers: sent(answer) }).toEqual({ path, status: 413, headers: expected });
    }
    // Past it while being read, chunked: refused in @app, where the forms' POSTs go.
    const chunk = `100000\r\n${"a".repeat(0x100000)}\r\n`;
    const chunked = await exchange(
      https,
      `POST ${pathOf("contact", "fr")} HTTP/1.1\r\nHost: 127.0.0.1:${deployment.httpsPort}\r\nContent-Type: ${form}\r\nTransfer-Encoding: chunked\r\n`,
      { body: `${chunk}${chunk}0\r\n\r\n` },
    );
    expect({ status: chunked.status, headers: sent(chunked) }).toEqual({ status: 413, headers: expected });
    // The app's answers, through each location that proxies, with its headers sent once.
    for (const path of ["/a-propos/", pathOf("contact", "fr"), "/admin/resources/1"]) {
      const answer = await exchange(
        https,
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${deployment.httpsPort}\r\nConnection: close\r\n`,
        { end: false },
      );
      expect({ path, headers: sent(answer) }).toEqual({ path, headers: expected });
    }
  });

  test("addresses that are not canonical, or not built, are the app's to answer", async () => {
    for (const [asked, location] of [
      ["/a-propos/", "/a-propos"],
      ["/a-propos/index.html", undefined],
      ["/A-PROPOS", "/a-propos"],
      ["/en/", "/en"],
    ] as const) {
      const answer = await visit(asked);
      expect({ asked, status: answer.status, location: answer.headers.location }).toEqual({
        asked,
        status: location ? 301 : 404,
        location,
      });
    }
  });

  test("the menu's stylesheet is no file: nginx passes it to the app, which answers it per language", async () => {
    for (const lang of ["fr", "en"] as const) {
      const answer = await visit(menuStylesheetPath(lang));
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^text\/css/);
      expect(answer.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
      expect(answer.headers.etag).toMatch(/^W\//);
    }
    await expect
      .poll(() => servers.flatMap(answeredPaths))
      .toEqual(expect.arrayContaining([menuStylesheetPath("fr"), menuStylesheetPath("en")]));
  });

  test("a POST to a built page reaches the app, which answers it in the page's language", async () => {
    const answer = await visit("/a-propos", { method: "POST", headers: formHeaders, body: "x=1" });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
    expect(answer.body.toString()).toBe(dictionaries.fr.httpErrors.methodNotAllowed);
  });

  /** The emails of the leads stored in the instances' database. */
  async function storedEmails(): Promise<string[]> {
    const app = await openDatabase(database.url);
    try {
      return (await createLeadStore(app).list()).map((lead) => lead.email);
    } finally {
      await app.close();
    }
  }

  test.describe("in a browser", () => {
    test("a page served by nginx runs under the policy nginx sent with it", async ({ page }) => {
      const beacon = page.waitForResponse((response) => response.url().endsWith(beaconPath));
      // The fixture waits for hydration, and fails the test on any CSP violation or console error.
      await page.goto(`${nginx?.httpsUrl}${pathOf("about", "en")}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // The page view it counts goes through nginx to the app, which takes it.
      expect((await beacon).status()).toBe(204);
    });

    withAndWithoutJavaScript((javaScriptEnabled) => {
      test("a visitor sends the contact form and is thanked", async ({ page }) => {
        const email = uniqueEmail(`nginx-${javaScriptEnabled ? "js" : "nojs"}`);
        await page.goto(`${nginx?.httpsUrl}${pathOf("contact", "fr")}`);
        await fillForm(page, "fr", email);
        const t = dictionaries.fr.pages.contact.form;
        await page.getByRole("button", { name: t.submit }).click();
        await expect(page.getByRole("heading", { name: t.success.title })).toBeVisible();
        expect(await storedEmails()).toContain(email);
      });
    });
  });

  test("a contact message goes through nginx to the app and is stored", async () => {
    const email = `nginx-contact-${Date.now()}@cabinet-test.ca`;
    const answer = await visit(pathOf("contact", "fr"), {
      method: "POST",
      headers: { ...formHeaders, accept: "application/json" },
      body: leadBody(email),
      from: "127.0.0.10",
    });
    expect(answer.status).toBe(200);
    expect(await storedEmails()).toContain(email);
  });

  test("a visitor books a meeting through nginx and sees its confirmation", async () => {
    await createAdminUser(database.url, { role: "staff" });
    const page = (await visit(pathOf("booking", "fr"))).body.toString();
    const time = new RegExp(`${bookingParams.fr.time}=([^"&#]+)`).exec(page)?.[1];
    const start = decodeURIComponent(time ?? "");
    expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const formKey = `nginx-booking-${Date.now()}`;
    const renderedAt = Date.now() - 10_000;
    const booked = await visit(pathOf("booking", "fr"), {
      method: "POST",
      headers: formHeaders,
      from: "127.0.0.4",
      body: new URLSearchParams({
        formKey,
        renderedAt: String(renderedAt),
        signature: formSignature(testFormSecret, formKey, renderedAt),
        website: "",
        start,
        firstName: "Julie",
        lastName: "Gagnon",
        email: `${formKey}@cabinet-test.ca`,
        phone: "",
        company: "Cabinet Gagnon",
        role: "advisor",
        advisors: "",
        message: "",
        consent: "yes",
        timeZone: "America/Toronto",
      }).toString(),
    });
    expect(booked.status, booked.body.toString().slice(0, 300)).toBe(303);
    const confirmation = await visit(booked.headers.location ?? "");
    expect(confirmation.status).toBe(200);
    expect(confirmation.body.toString()).toContain(dictionaries.fr.pages.booking.confirmation.booked);
  });

  test("the rate limit counts the address nginx saw, whatever X-Forwarded-For the client wrote", async () => {
    await awayFromMinuteBoundary();
    const statuses: number[] = [];
    for (const i of [1, 2, 3, 4]) {
      const answer = await visit(pathOf("contact", "fr"), {
        method: "POST",
        // Each time a new made-up address: nginx appends the real one, and the app reads that one.
        headers: { ...formHeaders, accept: "application/json", "x-forwarded-for": `198.51.100.${i}` },
        body: leadBody(`nginx-limit-${i}-${Date.now()}@cabinet-test.ca`),
        from: "127.0.0.2",
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another client, on its own address, is not held back by the first one's count.
    const other = await visit(pathOf("contact", "fr"), {
      method: "POST",
      headers: { ...formHeaders, accept: "application/json" },
      body: leadBody(`nginx-other-${Date.now()}@cabinet-test.ca`),
      from: "127.0.0.3",
    });
    expect(other.status).toBe(200);
  });

  test("the back office signs in through nginx", async () => {
    const user = await createAdminUser(database.url);
    const signedIn = await visit("/admin/sign-in", {
      method: "POST",
      headers: formHeaders,
      body: new URLSearchParams({ email: user.email, password: user.password, next: "/admin" }).toString(),
      from: "127.0.0.5",
    });
    expect(signedIn.status).toBe(302);
    const cookie = (signedIn.headers["set-cookie"] ?? "").split(";")[0] ?? "";
    const account = await visit("/admin/account", { headers: { cookie }, from: "127.0.0.5" });
    expect(account.status).toBe(200);
    expect(account.headers["cache-control"]).toBe("no-store");
    expect(account.body.toString()).toContain(user.email);
  });

  test("a page published on the database is served through nginx, by every instance, within 15 s", async () => {
    const title = `Published through nginx ${Date.now()}`;
    const app = await openDatabase(database.url);
    try {
      const desk = createSitePagesDesk({ database: app, audit: createAuditLog(app) });
      const { revision } = await desk.open("about");
      const words = { en: { "pages.about.hero.title": title } };
      const saved = await desk.save("about", { words, revision, confirmed: { fr: [], en: [] } }, null);
      if (!saved.ok) throw new Error(`not saved: ${JSON.stringify(saved)}`);
      const published = await desk.publish("about", { revision: saved.revision }, null);
      expect(published.ok).toBe(true);
    } finally {
      await app.close();
    }
    const page = async () => (await visit(pathOf("about", "en"))).body;
    // nginx takes turns: as many visits in a row as there are instances, each with the new words.
    await expect
      .poll(
        async () => {
          const bodies: string[] = [];
          for (const _ of servers) bodies.push((await page()).toString());
          return bodies.every((body) => body.includes(title));
        },
        { timeout: 15_000, intervals: [250] },
      )
      .toBe(true);
    // The French page keeps its own words, and the page's data says the new ones too.
    expect((await visit(pathOf("about", "fr"))).body.toString()).not.toContain(title);
    expect((await visit(`${pathOf("about", "en")}.data`)).body.toString()).toContain(title);
  });

  test("with one instance killed, the other serves every request", async () => {
    const [killed] = servers;
    killed?.child.kill("SIGKILL");
    await killed?.exited;
    const statuses: number[] = [];
    for (const _ of [1, 2, 3, 4]) statuses.push((await visit(pathOf("contact", "en"))).status);
    const stored = await visit(pathOf("contact", "en"), {
      method: "POST",
      headers: { ...formHeaders, accept: "application/json" },
      body: leadBody(`nginx-survivor-${Date.now()}@cabinet-test.ca`),
      from: "127.0.0.6",
    });
    statuses.push(stored.status, (await visit("/healthz")).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
