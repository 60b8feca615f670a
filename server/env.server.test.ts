import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("TRUST_PROXY", () => {
  it("names the proxies by address or subnet, and is off by default", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "127.0.0.1" }).TRUST_PROXY).toEqual(["127.0.0.1"]);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16, loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "loopback",
    ]);
  });

  it("refuses a hop count, which would believe the X-Forwarded-For of any client that reaches the server directly", () => {
    for (const count of ["1", "2", " 3 "]) {
      expect(() => parseEnv({ TRUST_PROXY: count }), count).toThrow(
        /TRUST_PROXY: a count of proxies would believe the X-Forwarded-For of any client that reaches the server directly; name the proxy's address instead \(e\.g\. 127\.0\.0\.1 for nginx on the same machine\)/,
      );
    }
  });

  it("refuses true, and suggests naming the proxy's address rather than a count", () => {
    let message = "";
    try {
      parseEnv({ TRUST_PROXY: "true" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/TRUST_PROXY: true would trust any X-Forwarded-For the client writes/);
    expect(message).toMatch(/name the proxy's address/);
    expect(message).not.toMatch(/number of proxies|e\.g\. 1\b/);
  });
});
