/**
 * Debian's nginx running deploy/nginx/site.conf for a test: the production file with only its
 * ports and paths changed, a throwaway self-signed certificate, and a main configuration standing
 * in for Debian's /etc/nginx/nginx.conf, all in a temporary folder; nginx stays in the foreground.
 */
import { type ChildProcess, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { request } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";
import { builtOriginFile } from "#server/http/built-origin.server.ts";
import { selfSignedCertificate } from "#tests/support/certificate.ts";
import { freePort } from "#tests/support/ports.ts";

const nginxBinary = "/usr/sbin/nginx";
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export type NginxProcess = {
  /** `https://127.0.0.1:port`: the site as visitors reach it. */
  httpsUrl: string;
  /** `http://127.0.0.1:port`: the plain-HTTP server, which only redirects. */
  httpUrl: string;
  stop(): Promise<void>;
};

/**
 * deploy/nginx/site.conf with ports and paths swapped for the test's, and the site also named by
 * the address the tests and the browser ask for it by. Each production value must be there, so a
 * change to the file that this adaptation no longer covers fails loudly.
 */
function siteConfigForTest(source: string, { httpPort, httpsPort, upstreamPorts, dir }: SiteSettings): string {
  const swaps: [string, string][] = [
    ["listen 80;", `listen 127.0.0.1:${httpPort};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ["listen 80 default_server;", `listen 127.0.0.1:${httpPort} default_server;`],
    ["listen 443 ssl http2 default_server;", `listen 127.0.0.1:${httpsPort} ssl http2 default_server;`],
    // Clients here speak IPv4, and a container may have no IPv6 loopback to listen on.
    ["listen [::]:80;", ""],
    ["listen [::]:443 ssl http2;", ""],
    ["listen [::]:80 default_server;", ""],
    ["listen [::]:443 ssl http2 default_server;", ""],
    ["server_name www.sobrita.ca sobrita.ca;", "server_name www.sobrita.ca sobrita.ca 127.0.0.1;"],
    // A client that asks by address names no server in the TLS handshake (no SNI), so the catch-all
    // makes the handshake with the test's certificate; an unknown Host is then closed by its 444.
    [
      "ssl_reject_handshake on;",
      `ssl_certificate ${path.join(dir, "cert.pem")};\n    ssl_certificate_key ${path.join(dir, "key.pem")};`,
    ],
    ["server 127.0.0.1:3000;", `server 127.0.0.1:${upstreamPorts[0]};`],
    ["server 127.0.0.1:3001;", `server 127.0.0.1:${upstreamPorts[1]};`],
    ["/etc/letsencrypt/live/www.sobrita.ca/fullchain.pem", path.join(dir, "cert.pem")],
    ["/etc/letsencrypt/live/www.sobrita.ca/privkey.pem", path.join(dir, "key.pem")],
    ["/var/www/letsencrypt", path.join(dir, "acme")],
    ["/srv/sobrita/current/", `${dir}/`],
  ];
  let config = source;
  for (const [from, to] of swaps) {
    if (!config.includes(from)) throw new Error(`deploy/nginx/site.conf no longer has "${from}": adapt the test`);
    config = config.replaceAll(from, to);
  }
  return config;
}

/** The test's ports, and the folder that stands for the server's checkout and holds nginx's files. */
type SiteSettings = { httpPort: number; httpsPort: number; upstreamPorts: number[]; dir: string };

/**
 * What a server holds once deployed, as deploy/ lays it out: the checkout and its build, here this
 * checkout's build under the public origin nginx gives it, `https://127.0.0.1:<its port>`.
 */
export type Deployment = {
  dir: string;
  siteUrl: string;
  httpPort: number;
  httpsPort: number;
  /** The throwaway certificate, for clients to trust. */
  ca: string;
  remove(): void;
};

/**
 * The pages were built for the test server's SITE_URL; behind nginx the public origin is nginx's,
 * and the app checks POSTs against it. The folder's build is this checkout's, file for file, except
 * that it says it was made for that origin: the canonical links in the pages still name the other,
 * which nothing here reads (decision 024).
 */
export async function prepareDeployment(checkout = process.cwd()): Promise<Deployment> {
  const dir = mkdtempSync(path.join(tmpdir(), "site-deploy-"));
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const siteUrl = `https://127.0.0.1:${httpsPort}`;
  const build = path.join(checkout, "build");
  if (!existsSync(path.join(build, "nginx/maps.conf"))) throw new Error("no build/nginx: run npm run build");
  mkdirSync(path.join(dir, "build"));
  for (const name of readdirSync(build)) {
    if (name !== path.basename(builtOriginFile(build)))
      symlinkSync(path.join(build, name), path.join(dir, "build", name));
  }
  writeFileSync(builtOriginFile(path.join(dir, "build")), `${JSON.stringify({ siteUrl })}\n`);
  for (const name of ["node_modules", "tsconfig.json"]) symlinkSync(path.join(checkout, name), path.join(dir, name));
  const { key, cert: ca } = selfSignedCertificate("ec", "-pkeyopt", "ec_paramgen_curve:prime256v1");
  writeFileSync(path.join(dir, "key.pem"), key);
  writeFileSync(path.join(dir, "cert.pem"), ca);
  return { dir, siteUrl, httpPort, httpsPort, ca, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** nginx for this deployment, in front of the app instances on these ports. */
export async function startNginx(deployment: Deployment, upstreamPorts: number[]): Promise<NginxProcess> {
  for (const file of [nginxBinary, brotliModule]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: apt-get install nginx libnginx-mod-http-brotli-static`);
  }
  const { dir, httpPort, httpsPort, ca } = deployment;
  const siteConfig = siteConfigForTest(readFileSync(path.resolve("deploy/nginx/site.conf"), "utf8"), {
    httpPort,
    httpsPort,
    upstreamPorts,
    dir,
  });
  writeFileSync(path.join(dir, "site.conf"), siteConfig);
  const errorLog = path.join(dir, "error.log");
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      `load_module ${brotliModule};`,
      // As root, workers would switch to a user that may not read this checkout; production's run
      // as www-data (Debian's nginx.conf).
      process.getuid?.() === 0 ? "user root root;" : "",
      "worker_processes 1;",
      "daemon off;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${errorLog} warn;`,
      "events { worker_connections 256; }",
      "http {",
      `  access_log ${path.join(dir, "access.log")};`,
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `  ${temp(name)}`),
      `  include ${path.join(dir, "site.conf")};`,
      "}",
    ].join("\n"),
  );
  const child = spawn(nginxBinary, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", errorLog], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const readLog = () => (existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "") + stderr;
  const httpsUrl = deployment.siteUrl;
  await untilListening(child, `${httpsUrl}/robots.txt`, ca, readLog);
  return {
    httpsUrl,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

async function untilListening(child: ChildProcess, url: string, ca: string, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await httpsRequest(url, { ca }).then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (up) return;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`nginx did not start: ${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export type HttpsAnswer = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * One request over TLS, trusting the test's certificate; `from` picks the loopback address the
 * client connects from (any of 127.0.0.0/8), so nginx sees it as a client address of its own.
 */
export function httpsRequest(
  url: string,
  {
    ca,
    method = "GET",
    headers = {},
    body,
    from,
  }: { ca: string; method?: string; headers?: Record<string, string>; body?: string; from?: string },
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, ca, agent: false, localAddress: from }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : value;
        }
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
    });
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}
