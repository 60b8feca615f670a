import { existsSync, readdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsPosts } from "./analytics/module.server";
import { backOfficePosts } from "./auth/module.server";
import { bookingPosts } from "./booking/module.server";
import { moduleDoors } from "./http/app.server";
import { leadPosts } from "./leads/module.server";
import {
  doorPatterns,
  doorsOf,
  type PostRoute,
  postRouteFor,
  privacySourcesOf,
  type ServerModule,
} from "./module.server";
import { newsletterPosts } from "./newsletter/module.server";
import { routeLabeller } from "./ops/route-label.server";
import { registrationPosts } from "./registrations/module.server";
import { resourcePosts } from "./resources/module.server";

describe("the POST routes the modules declare", () => {
  const declared: PostRoute[] = [
    ...analyticsPosts,
    ...backOfficePosts,
    ...bookingPosts,
    ...leadPosts,
    ...newsletterPosts,
    ...registrationPosts,
    ...resourcePosts,
  ];
  const limitOf = (path: string) => postRouteFor(declared, path)?.limit;
  const sessionOf = (path: string) => postRouteFor(declared, path)?.session;

  it("give each form its own limit, the most specific declaration winning, and none where no form is posted", () => {
    expect(limitOf("/admin/sign-in")).toBe(8 * 1024);
    expect(limitOf("/admin/sign-in/code.data")).toBe(8 * 1024);
    expect(limitOf("/admin/setup")).toBe(8 * 1024);
    expect(limitOf("/admin/leads/12")).toBe(64 * 1024);
    expect(limitOf("/admin/resources/12")).toBe(11 * 1024 * 1024);
    expect(limitOf("/admin/resources/new.data")).toBe(11 * 1024 * 1024);
    expect(limitOf("/admin/resources")).toBe(64 * 1024);
    expect(limitOf("/admin.data")).toBe(64 * 1024);
    expect(limitOf("/contact")).toBe(32 * 1024);
    expect(limitOf("/en/contact.data")).toBe(32 * 1024);
    expect(limitOf("/rendez-vous")).toBe(32 * 1024);
    expect(limitOf("/en/book-a-demo.data")).toBe(32 * 1024);
    expect(limitOf("/infolettre")).toBe(8 * 1024);
    expect(limitOf("/a-propos")).toBeUndefined();
    expect(limitOf("/ADMIN/sign-in")).toBeUndefined();
    expect(limitOf("/administration")).toBeUndefined();
  });

  it("ask for a session before reading a back-office form, an editor's for an upload, none before sign-in", () => {
    expect(sessionOf("/admin/resources/12")).toBe("editor");
    expect(sessionOf("/admin/resources/new.data")).toBe("editor");
    expect(sessionOf("/admin/leads/12")).toBe("member");
    expect(sessionOf("/admin/sign-out")).toBe("member");
    expect(sessionOf("/admin.data")).toBe("member");
    for (const open of ["/admin/sign-in", "/admin/sign-in/code.data", "/admin/setup", "/admin/weekly-report/stop"]) {
      expect(postRouteFor(declared, open), open).toBeDefined();
      expect(sessionOf(open), open).toBeUndefined();
    }
    expect(sessionOf("/contact")).toBeUndefined();
  });
});

describe("a module that declares a POST route of its own", () => {
  // A new capability: one form, declared where it lives, with a door that answers what it read.
  const survey: ServerModule = {
    name: "survey",
    posts: [{ path: "/sondage", limit: 64 }],
    routes: () => [
      {
        method: "post",
        path: "/sondage",
        handler: (req, res) => {
          res.type("text/plain").send(`read ${(req.body as Buffer).length} bytes`);
        },
      },
    ],
    privacy: [
      {
        name: "survey",
        find: async (email) => (email === "ana@cabinet.test" ? [{ note: 5 }] : []),
        erase: async () => 0,
      },
    ],
  };
  const build = { assets: { version: "test" } } as ServerBuild;
  let origin = "";
  let close = () => {};

  function serve(modules: ServerModule[]): Promise<{ origin: string; close: () => void }> {
    const doors = moduleDoors(modules, doorsOf(modules, build), undefined);
    const app = express().use(doors.methods, doors.bodies, doors.routes);
    return new Promise((resolve) => {
      const server = app.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as AddressInfo;
        resolve({ origin: `http://127.0.0.1:${port}`, close: () => server.close() });
      });
    });
  }
  const post = (url: string, body: string) =>
    fetch(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body });

  beforeAll(async () => {
    ({ origin, close } = await serve([survey]));
  });
  afterAll(() => close());

  it("takes its form, read within the limit it declares, with nothing edited elsewhere", async () => {
    const answer = await post(`${origin}/sondage`, "note=5");
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("read 6 bytes");
    expect((await post(`${origin}/sondage`, `note=${"5".repeat(100)}`)).status).toBe(413);
  });

  it("is counted on /metrics under its own path, and answers access requests, from its declaration alone", async () => {
    const label = routeLabeller({ routes: {} }, doorPatterns(doorsOf([survey], build)));
    expect(label("/sondage")).toBe("/sondage");
    expect(routeLabeller({ routes: {} }, doorPatterns(doorsOf([], build)))("/sondage")).toBe("unmatched");
    const sources = privacySourcesOf([survey]);
    expect(await Promise.all(sources.map((source) => source.find("ana@cabinet.test")))).toEqual([[{ note: 5 }]]);
  });

  it("is refused with 405, as any POST nobody declared, where the module is not in the list", async () => {
    const without = await serve([]);
    try {
      const answer = await post(`${without.origin}/sondage`, "note=5");
      expect(answer.status).toBe(405);
      expect(answer.headers.get("allow")).toBe("GET, HEAD");
    } finally {
      without.close();
    }
    expect((await post(`${origin}/autre`, "note=5")).status).toBe(405);
  });
});

describe("the server's folders", () => {
  // The ground the modules stand on, plumbing rather than capabilities (docs/architecture.md).
  const ground = ["audit", "db", "export", "http", "jobs"];

  it("are each a capability with its module, or a named part of the ground", () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const folders = readdirSync(here, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const capabilities = folders.map((folder) => folder.name).filter((name) => !ground.includes(name));
    expect(capabilities.filter((name) => !existsSync(join(here, name, "module.server.ts")))).toEqual([]);
    expect(capabilities).toEqual(expect.arrayContaining(["mail", "privacy", "leads", "newsletter"]));
  });
});
