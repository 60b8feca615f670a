import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { adminLayoutId } from "#common/site/pages.ts";

/**
 * The back office's JavaScript never reaches a public page: no public page preloads or imports,
 * directly or through another module, a module only back-office routes use.
 */
const client = path.resolve("build/client");

type RouteEntry = { id: string; parentId?: string; module: string; imports?: string[] };

function manifest(): { entry: { module: string; imports?: string[] }; routes: Record<string, RouteEntry> } {
  const file = readdirSync(path.join(client, "assets")).find((name) => /^manifest-.*\.js$/.test(name));
  const text = readFileSync(path.join(client, "assets", file as string), "utf8");
  return JSON.parse(text.replace(/^window\.__reactRouterManifest=/, "").replace(/;$/, ""));
}

/** The modules a script asks for, and those they ask for in turn. */
function closure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const url = queue.pop() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const source = readFileSync(path.join(client, url), "utf8");
    for (const [, spec] of source.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+\.js)"/g)) {
      queue.push(path.posix.join(path.posix.dirname(url), spec as string));
    }
  }
  return seen;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

const scriptUrls = (html: string) => [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);

test("public pages load no back-office module", async ({ request }) => {
  const { entry, routes } = manifest();
  const adminRoutes = Object.values(routes).filter(
    (route) => route.id === adminLayoutId || route.parentId === adminLayoutId,
  );
  expect(adminRoutes.length).toBeGreaterThan(5);
  const publicStart = [
    entry.module,
    ...Object.values(routes)
      .filter((route) => !adminRoutes.includes(route))
      .map((route) => route.module),
  ];
  const publicModules = closure(publicStart);
  const adminOnly = [...closure(adminRoutes.map((route) => route.module))].filter((url) => !publicModules.has(url));
  expect(adminOnly.length).toBeGreaterThanOrEqual(adminRoutes.length);

  const pages = htmlFiles(client).map((file) => ({
    name: path.relative(client, file),
    html: readFileSync(file, "utf8"),
  }));
  pages.push({ name: "/contact (rendered)", html: await (await request.get("/contact")).text() });
  expect(pages.length).toBeGreaterThan(20);
  for (const page of pages) {
    const loaded = closure(scriptUrls(page.html));
    expect(loaded.size, page.name).toBeGreaterThan(0);
    expect(
      adminOnly.filter((url) => loaded.has(url)),
      page.name,
    ).toEqual([]);
    const code = [...loaded].map((url) => readFileSync(path.join(client, url), "utf8")).join("\n");
    // The CSRF field and the enrolment key live only in back-office components.
    expect(code, page.name).not.toMatch(/totp-secret|name:"csrf"/);
  }
});
