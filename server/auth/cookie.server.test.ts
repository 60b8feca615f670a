import { describe, expect, it } from "vitest";
import { sessionCookie } from "./cookie.server";

/** A Set-Cookie header as its name=value, then its attributes in any order (the browser's reading). */
const parts = (header: string) => {
  const [pair, ...attributes] = header.split("; ");
  return [pair, ...attributes.sort()];
};

describe("the session cookie", () => {
  it("is HttpOnly and SameSite=Lax on http, without Secure, which http could not send back", () => {
    const cookie = sessionCookie({ https: false });
    expect(cookie.set("abc")).toBe("sobrita_session=abc; Path=/; HttpOnly; SameSite=Lax");
  });

  it("is Secure with the __Host- prefix on https, and cleared with the same attributes", () => {
    const cookie = sessionCookie({ https: true });
    expect(parts(cookie.set("abc"))).toEqual([
      "__Host-sobrita_session=abc",
      "HttpOnly",
      "Path=/",
      "SameSite=Lax",
      "Secure",
    ]);
    expect(parts(cookie.clear())).toEqual([
      "__Host-sobrita_session=",
      "HttpOnly",
      "Max-Age=0",
      "Path=/",
      "SameSite=Lax",
      "Secure",
    ]);
  });

  it("reads only its own name from the Cookie header", () => {
    const cookie = sessionCookie({ https: true });
    const request = (header: string) => new Request("https://example.com/admin", { headers: { cookie: header } });
    expect(cookie.read(request("a=1; __Host-sobrita_session=xyz; b=2"))).toBe("xyz");
    expect(cookie.read(request("sobrita_session=planted"))).toBeUndefined();
  });

  it("reads a hostile Cookie header without failing: duplicates, bad escapes, pairs without a value, a huge one", () => {
    const cookie = sessionCookie({ https: true });
    const request = (header: string) => new Request("https://example.com/admin", { headers: { cookie: header } });
    // The first of its name wins; an empty one is no session, whatever follows.
    expect(cookie.read(request("__Host-sobrita_session=first; __Host-sobrita_session=second"))).toBe("first");
    expect(cookie.read(request("__Host-sobrita_session=; __Host-sobrita_session=second"))).toBeUndefined();
    // A malformed percent escape, another cookie's or its own, is kept as sent rather than thrown on.
    expect(cookie.read(request("a=%E0%A4%A; __Host-sobrita_session=xyz"))).toBe("xyz");
    expect(cookie.read(request("__Host-sobrita_session=%E0%A4%A"))).toBe("%E0%A4%A");
    // A bare name, or its name inside another cookie's value, is not the cookie.
    expect(cookie.read(request("__Host-sobrita_session; a=__Host-sobrita_session=evil"))).toBeUndefined();
    const many = Array.from({ length: 2_000 }, (_, i) => `c${i}=${"v".repeat(20)}`).join("; ");
    expect(cookie.read(request(`${many}; __Host-sobrita_session=xyz`))).toBe("xyz");
  });

  it("writes a value that cannot add attributes of its own", () => {
    const cookie = sessionCookie({ https: true });
    const [pair, ...attributes] = parts(cookie.set("x; Domain=example.org; Max-Age=99999999"));
    expect(attributes).toEqual(["HttpOnly", "Path=/", "SameSite=Lax", "Secure"]);
    expect(cookie.read(new Request("https://example.com/", { headers: { cookie: `${pair}` } }))).toBe(
      "x; Domain=example.org; Max-Age=99999999",
    );
  });
});
