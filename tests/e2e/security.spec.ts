import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { contactFields } from "#common/forms/contact-schema.ts";
import { rawRequest } from "./raw-http";
import { awayFromMinuteBoundary, leadBody, postLead, startServer, tempDatabase } from "./server-process";

const baseHeaders = (response: { headers(): Record<string, string> }) => response.headers();

test("every kind of response carries the security headers, and no X-Powered-By", async ({ request }) => {
  const responses = {
    prerendered: await request.get("/a-propos"),
    rendered: await request.get("/contact"),
    notFound: await request.get("/nope"),
    data: await request.get("/a-propos.data"),
    health: await request.get("/healthz"),
    redirect: await request.get("/A-PROPOS", { maxRedirects: 0 }),
    json: await request.post("/contact", {
      headers: { accept: "application/json", "content-type": "text/plain" },
      data: "x",
    }),
    logo: await request.get("/generated/logo.svg"),
  };
  for (const [kind, response] of Object.entries(responses)) {
    const headers = baseHeaders(response);
    expect(headers["x-content-type-options"], kind).toBe("nosniff");
    expect(headers["referrer-policy"], kind).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], kind).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(headers["cross-origin-opener-policy"], kind).toBe("same-origin");
    expect(headers["x-powered-by"], kind).toBeUndefined();
    expect(headers["strict-transport-security"], kind).toBeUndefined();
  }
  for (const kind of ["prerendered", "rendered", "notFound"] as const) {
    const csp = baseHeaders(responses[kind])["content-security-policy"] ?? "";
    expect(csp, kind).toContain("default-src 'self'");
    expect(csp, kind).toContain("object-src 'none'");
    expect(csp, kind).toContain("base-uri 'self'");
    expect(csp, kind).toContain("form-action 'self'");
    expect(csp, kind).toContain("frame-ancestors 'none'");
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc, kind).not.toContain("unsafe-inline");
    expect(scriptSrc, kind).not.toContain("unsafe-eval");
    expect(scriptSrc, kind).toMatch(kind === "prerendered" ? /'sha256-/ : /'nonce-/);
  }
  expect(baseHeaders(responses.prerendered)["content-security-policy-report-only"]).toBeUndefined();
});

test("a page rendered on request gets a fresh nonce each time", async ({ request }) => {
  const nonce = async () =>
    /'nonce-([^']+)'/.exec((await request.get("/contact")).headers()["content-security-policy"] ?? "")?.[1];
  const [a, b] = [await nonce(), await nonce()];
  expect(a).toBeTruthy();
  expect(a).not.toBe(b);
});

test("a method an address does not take gets 405 in its language, naming the methods it does take", async ({
  request,
}) => {
  const cases = [
    { path: "/rendez-vous", allow: "GET, HEAD, POST", text: "Méthode non permise" },
    { path: "/en/book-a-demo", allow: "GET, HEAD, POST", text: "This method is not allowed" },
    { path: "/contact", allow: "GET, HEAD, POST", text: "Méthode non permise" },
    { path: "/en/about", allow: "GET, HEAD", text: "This method is not allowed" },
  ];
  for (const { path, allow, text } of cases) {
    const response = await request.fetch(path, { method: "PUT", data: "x" });
    expect(response.status(), path).toBe(405);
    expect(response.headers().allow, path).toBe(allow);
    expect(await response.text(), path).toContain(text);
  }
  // A POST where none is taken is refused the same way.
  const post = await request.post("/a-propos", { data: "x" });
  expect(post.status()).toBe(405);
  expect(post.headers().allow).toBe("GET, HEAD");
});

test("HSTS is sent once the server is told it sits behind HTTPS", async () => {
  const server = await startServer(0, { DATABASE_URL: tempDatabase(), TRUST_PROXY: "127.0.0.1" });
  try {
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}/);
  } finally {
    await server.stop();
  }
});

test("behind one proxy, a forged left-most X-Forwarded-For does not make a new client for the rate limit", async () => {
  const server = await startServer(0, {
    DATABASE_URL: tempDatabase(),
    TRUST_PROXY: "127.0.0.1",
    RATE_LIMIT_PER_MINUTE: "5",
  });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      // The client writes the first entry; the proxy appends the address it saw.
      const forwarded = `198.51.100.${i}, 203.0.113.7`;
      const response = await postLead(server.url, leadBody(`forged-${i}@example.com`), {
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          "x-forwarded-for": forwarded,
        },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  } finally {
    await server.stop();
  }
});

/** A contact message sent from `from`, a loopback address of the test's choosing: its status. */
function postLeadFrom(from: string, url: string, body: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${url}/contact`,
      {
        method: "POST",
        localAddress: from,
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", ...headers },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

test("with the proxy named by its address (127.0.0.1, as the recipe says), a client reaching the server from elsewhere is counted by its own address, whatever X-Forwarded-For it writes", async () => {
  await awayFromMinuteBoundary();
  const server = await startServer(0, {
    DATABASE_URL: tempDatabase(),
    TRUST_PROXY: "127.0.0.1",
    RATE_LIMIT_PER_MINUTE: "5",
  });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      // From 127.0.0.2, not the proxy: a new made-up client each time, which a hop count would believe.
      const body = leadBody(`direct-${i}@example.com`);
      statuses.push(await postLeadFrom("127.0.0.2", server.url, body, { "x-forwarded-for": `198.51.100.${i}` }));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  } finally {
    await server.stop();
  }
});

test("TRUST_PROXY=true is refused at start-up, saying why", async () => {
  await expect(startServer(0, { DATABASE_URL: tempDatabase(), TRUST_PROXY: "true" })).rejects.toThrow(
    /TRUST_PROXY: true would trust any X-Forwarded-For the client writes; name the proxy's address/,
  );
});

test("TRUST_PROXY=1 is refused at start-up, saying why and what to set instead", async () => {
  await expect(startServer(0, { DATABASE_URL: tempDatabase(), TRUST_PROXY: "1" })).rejects.toThrow(
    /TRUST_PROXY: a count of proxies would believe the X-Forwarded-For of any client that reaches the server directly; name the proxy's address instead \(e\.g\. 127\.0\.0\.1/,
  );
});

test("the server refuses to serve a build made for another SITE_URL", async () => {
  await expect(startServer(0, { DATABASE_URL: tempDatabase(), SITE_URL: "https://www.example.ca" })).rejects.toThrow(
    /made for SITE_URL=http:\/\/127\.0\.0\.1:\d+, but the server runs with SITE_URL=https:\/\/www\.example\.ca/,
  );
});

test("no redirect ever points off-site, whatever slashes or backslashes the path holds", async ({ baseURL }) => {
  const port = Number(new URL(baseURL as string).port);
  const paths = [
    "/\\evil.com/",
    "/\\evil.com",
    "//evil.com/",
    "///evil.com//",
    "/\\/evil.com/",
    "/%5Cevil.com/",
    "/%5C%5Cevil.com/",
    "/%2F%2Fevil.com/",
    "/\\\\evil.com/about",
    "/.//evil.com/",
    "/EN/\\evil.com/",
    "/\\EVIL.com/?x=//evil.com",
  ];
  for (const path of paths) {
    const response = await rawRequest(
      port,
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    );
    const location = /^location: (.*)$/im.exec(response.head)?.[1]?.trim();
    if (location === undefined) continue;
    // Resolved as a browser would, against the page that was asked for.
    const target = new URL(location, `http://127.0.0.1:${port}${path.replace(/\\/g, "/")}`);
    expect(`${path} → ${location}: ${target.host}`).toBe(`${path} → ${location}: 127.0.0.1:${port}`);
    expect(location, path).toMatch(/^\/(?![/\\])/);
  }
});

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

function hostileRequests(port: number): Array<{ name: string; bytes: Buffer; endAfterWrite?: boolean }> {
  const rnd = random(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  const http = (head: string, body: Buffer | string = "") =>
    Buffer.concat([
      Buffer.from(`${head}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`, "latin1"),
      Buffer.from(body),
    ]);
  const post = (path: string, type: string, body: Buffer | string, extra = "") =>
    http(
      `POST ${path} HTTP/1.1\r\nContent-Type: ${type}\r\nAccept: ${pick(["application/json", "text/html"])}\r\nContent-Length: ${Buffer.byteLength(body)}${extra}`,
      body,
    );
  const form = "application/x-www-form-urlencoded";
  const hostile = [
    "<script>alert(1)</script>",
    "'; DROP TABLE leads; --",
    '" OR 1=1 --',
    "a@b.ca\r\nBcc: victim@example.com",
    "a@b.ca%0d%0aBcc:victim@example.com",
    "\u0000\u0001\u0002",
    "../../../../etc/passwd",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4shell probe, meant literally.
    "${jndi:ldap://x}",
    "{{7*7}}",
    "%s%s%s%n",
    "\ud800",
    "x".repeat(300),
  ];
  const fields = [...contactFields, "formKey", "renderedAt", "signature", "website"];
  const requests: Array<{ name: string; bytes: Buffer; endAfterWrite?: boolean }> = [];

  // Hostile form bodies: every one is missing consent or carries an impossible email, so none is a valid lead.
  for (let i = 0; i < 600; i++) {
    const params = new URLSearchParams();
    for (const field of fields) if (rnd() < 0.8) params.set(field, pick(hostile));
    params.set("email", pick(hostile));
    if (rnd() < 0.5) params.delete("consent");
    requests.push({
      name: `form ${i}`,
      bytes: post(pick(["/contact", "/en/contact", "/contact.data"]), form, params.toString()),
    });
  }
  // Random bytes, invalid UTF-8 and NUL bytes in the body.
  for (let i = 0; i < 150; i++) {
    const bytes = Buffer.from(Array.from({ length: 1 + Math.floor(rnd() * 400) }, () => Math.floor(rnd() * 256)));
    requests.push({ name: `bytes ${i}`, bytes: post("/contact", form, bytes) });
  }
  requests.push({ name: "invalid utf-8", bytes: post("/contact", form, Buffer.from([0x66, 0x3d, 0xc3, 0x28, 0xff])) });
  requests.push({ name: "nul bytes", bytes: post("/contact", form, Buffer.from("firstName=a\u0000b&email=\u0000")) });
  // 100 kB of text, said and unsaid.
  requests.push({ name: "100 kB body", bytes: post("/contact", form, `message=${"x".repeat(100_000)}`) });
  requests.push({
    name: "100 kB chunked",
    bytes: http(
      `POST /contact HTTP/1.1\r\nContent-Type: ${form}\r\nAccept: application/json\r\nTransfer-Encoding: chunked`,
      `186a0\r\n${"y".repeat(100_000)}\r\n0\r\n\r\n`,
    ),
  });
  // Wrong content types.
  for (const type of [
    "application/json",
    "text/plain",
    "application/xml",
    "image/png",
    "multipart/mixed; boundary=x",
    "",
    "application/x-www-form-urlencodedx",
  ]) {
    requests.push({ name: `type ${type}`, bytes: post("/contact", type, "firstName=a") });
  }
  // A foreign origin.
  requests.push({
    name: "foreign origin",
    bytes: post("/contact", form, leadBody("x@cabinet-test.ca"), "\r\nOrigin: https://evil.example"),
  });
  requests.push({
    name: "cross-site fetch",
    bytes: post("/en/contact", form, leadBody("y@cabinet-test.ca"), "\r\nSec-Fetch-Site: cross-site"),
  });
  // Truncated: the length promises more than is sent, then the line closes.
  requests.push({
    name: "truncated",
    bytes: post("/contact", form, "firstName=a").subarray(0, -5),
    endAfterWrite: true,
  });
  // Path traversal, NUL, broken percent-encoding, very long URLs.
  for (const path of [
    "/..%2f..%2fetc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/assets/..%2f..%2fpackage.json",
    "/%00",
    "/contact%00.html",
    "/%E0%A4%A",
    "/%",
    "/build/server/index.js",
    "/.env",
    "/package.json",
    `/${"a".repeat(12_000)}`,
    `/nope?${"q=1&".repeat(3000)}`,
  ]) {
    requests.push({ name: `path ${path.slice(0, 40)}`, bytes: http(`GET ${path} HTTP/1.1`) });
  }
  // Very long headers.
  requests.push({ name: "long header", bytes: http(`GET / HTTP/1.1\r\nX-Long: ${"h".repeat(40_000)}`) });
  requests.push({
    name: "many headers",
    bytes: http(`GET / HTTP/1.1\r\n${Array.from({ length: 3000 }, (_, i) => `X-H${i}: v`).join("\r\n")}`),
  });
  // Unknown and unexpected methods.
  for (const method of ["PROPFIND", "TRACE", "DELETE", "PATCH", "PUT", "CONNECT", "FOO", "BREW"]) {
    for (const path of ["/", "/contact", "/en/about"])
      requests.push({ name: `${method} ${path}`, bytes: http(`${method} ${path} HTTP/1.1`) });
  }
  // POST where no form lives.
  for (const path of ["/", "/a-propos", "/en/privacy", "/healthz", "/assets/x.js", "/nope"]) {
    requests.push({ name: `POST ${path}`, bytes: post(path, form, "a=1") });
  }
  // Random garbage fields on otherwise fine requests.
  while (requests.length < 1050) {
    const params = new URLSearchParams({ [pick(hostile)]: pick(hostile), consent: pick(["no", "", "YES", "on"]) });
    requests.push({ name: `junk ${requests.length}`, bytes: post("/contact", form, params.toString()) });
  }
  return requests;
}

test("a thousand hostile requests each get a clear 4xx, store nothing, and the server stays well", async () => {
  test.setTimeout(180_000);
  const port = 4192;
  const databaseUrl = tempDatabase();
  const server = await startServer(port, { DATABASE_URL: databaseUrl });
  try {
    const requests = hostileRequests(port);
    expect(requests.length).toBeGreaterThanOrEqual(1000);
    const problems: string[] = [];
    for (let i = 0; i < requests.length; i += 20) {
      const batch = requests.slice(i, i + 20);
      const results = await Promise.all(
        batch.map((r) => rawRequest(port, r.bytes, { endAfterWrite: r.endAfterWrite })),
      );
      results.forEach((result, j) => {
        const { name } = batch[j] as { name: string };
        if (name === "truncated") {
          if (result.timedOut) problems.push(`${name}: hung`);
          return;
        }
        if (result.timedOut) problems.push(`${name}: no answer within 5 s`);
        else if (result.status < 400 || result.status >= 500) problems.push(`${name}: ${result.status}`);
        // An English refusal's title starts "Error: " (decision 095); a leaked error names its class.
        else if (/\n\s+at .+:\d+:\d+|node_modules|\b\w+Error: /.test(result.body))
          problems.push(`${name}: leaks a stack trace`);
        else if (result.body.trim() === "" && !/^HTTP\/1\.1 (400|405|413|414|431) /.test(result.head))
          problems.push(`${name}: empty answer`);
      });
    }
    expect(problems).toEqual([]);
    const leads = await fetch(`${server.url}/healthz`);
    expect(leads.status).toBe(200);
    // Still serving pages and taking real leads.
    expect((await fetch(`${server.url}/en`)).status).toBe(200);
    const ok = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: leadBody("after-the-storm@cabinet-test.ca"),
    });
    expect(ok.status).toBe(200);
  } finally {
    await server.stop();
  }
  const { execFileSync } = await import("node:child_process");
  const stored = JSON.parse(
    execFileSync("node", ["--import", "tsx", "scripts/leads.ts", "export", "--format", "json"], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: "utf8",
    }),
  ) as Array<{ email: string }>;
  expect(stored.map((lead) => lead.email)).toEqual(["after-the-storm@cabinet-test.ca"]);
});
