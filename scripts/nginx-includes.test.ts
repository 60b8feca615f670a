import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineSources } from "#server/http/csp.server.ts";
import { writeNginxIncludes } from "./nginx-includes";
import { postbuild } from "./postbuild";

const page = (script: string) => `<!doctype html><html><body><script>${script}</script></body></html>`;

describe("writeNginxIncludes", () => {
  let buildDir = "";
  afterEach(() => rmSync(buildDir, { recursive: true, force: true }));

  /** A small build: two pages with scripts of their own, an asset, a data file. */
  async function build(files: Record<string, string>): Promise<void> {
    buildDir = mkdtempSync(path.join(tmpdir(), "nginx-includes-"));
    for (const [name, text] of Object.entries(files)) {
      const file = path.join(buildDir, "client", name);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
    await postbuild(path.join(buildDir, "client"));
    await writeNginxIncludes(buildDir);
  }

  it("gives each page, by its path on disk, the policy with its own script hashes", async () => {
    const home = page("window.home = 1");
    const about = page("window.about = 2");
    await build({ "index.html": home, "a-propos/index.html": about, "assets/app-x1.js": "", "a-propos.data": "[]" });
    const maps = readFileSync(path.join(buildDir, "nginx/maps.conf"), "utf8");

    expect(maps).toContain(`"/index.html" "${contentSecurityPolicy(inlineSources(home))}";`);
    expect(maps).toContain(`"/a-propos/index.html" "${contentSecurityPolicy(inlineSources(about))}";`);
    expect(inlineSources(home).scripts).not.toEqual(inlineSources(about).scripts);
    expect(maps).toContain(`"/assets/app-x1.js" "public, max-age=31536000, immutable";`);
    expect(maps).toContain(`"/a-propos.data" "public, max-age=0, must-revalidate";`);
    // The compressed twins are encodings of their file, never files of their own.
    expect(maps).not.toMatch(/\.(br|gz)"/);
  });

  it("sends the security headers with every built file, and the maps' values", async () => {
    await build({ "index.html": page("1") });
    const headers = readFileSync(path.join(buildDir, "nginx/headers.conf"), "utf8");

    expect(headers).toContain('add_header X-Frame-Options "DENY" always;');
    expect(headers).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
    expect(headers).toContain("add_header Content-Security-Policy $built_csp always;");
    expect(headers).toContain("add_header Cache-Control $built_cache_control always;");
  });

  it("sends the security headers on the server's other answers only where the app's answer has none", async () => {
    await build({ "index.html": page("1") });
    const maps = readFileSync(path.join(buildDir, "nginx/maps.conf"), "utf8");
    const server = readFileSync(path.join(buildDir, "nginx/server-headers.conf"), "utf8");

    expect(server).toContain("add_header X-Frame-Options $fallback_x_frame_options always;");
    expect(server).toContain("add_header Referrer-Policy $fallback_referrer_policy always;");
    expect(maps).toContain(
      ["map $upstream_http_x_frame_options $fallback_x_frame_options {", '    default "";', '    "" "DENY";', "}"].join(
        "\n",
      ),
    );
  });

  it("refuses a file name nginx would read as a variable", async () => {
    await expect(build({ "index.html": page("1"), "$host.txt": "" })).rejects.toThrow(/not plain for nginx/);
  });
});
