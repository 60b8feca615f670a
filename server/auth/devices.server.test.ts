import { describe, expect, it } from "vitest";
import { describeDevice, sameNetwork } from "./devices.server";

describe("a session's device and network in words", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0",
      "Edge",
      "Windows",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari",
      "iPhone",
    ],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox", "macOS"],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36",
      "Chrome",
      "Android",
    ],
  ])("names %s", (userAgent, browser, os) => {
    expect(describeDevice(userAgent)).toEqual({ browser, os });
  });

  it("names nothing it does not recognise", () => {
    expect(describeDevice("curl/8.5")).toEqual({ browser: undefined, os: undefined });
    expect(describeDevice(null)).toEqual({});
  });

  it("counts the same /24 (IPv4) or /48 (IPv6) as this network, an IPv4 address seen through IPv6 too", () => {
    expect(sameNetwork("203.0.113.7", "::ffff:203.0.113.200")).toBe(true);
    expect(sameNetwork("203.0.113.7", "203.0.114.7")).toBe(false);
    expect(sameNetwork("2001:db8:1:2::5", "2001:db8:1:ff::9")).toBe(true);
    expect(sameNetwork("2001:db8:1::5", "2001:db8:2::5")).toBe(false);
    expect(sameNetwork("2001:db8:1::5", "203.0.113.7")).toBe(false);
    expect(sameNetwork(null, "203.0.113.7")).toBe(false);
  });
});
