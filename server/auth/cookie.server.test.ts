import { describe, expect, it } from "vitest";
import { sessionCookie } from "./cookie.server";

describe("the session cookie", () => {
  it("is HttpOnly and SameSite=Lax on http, without Secure, which http could not send back", () => {
    const cookie = sessionCookie({ https: false });
    expect(cookie.set("abc")).toBe("sobrita_session=abc; Path=/; HttpOnly; SameSite=Lax");
  });

  it("is Secure with the __Host- prefix on https, and cleared with the same attributes", () => {
    const cookie = sessionCookie({ https: true });
    expect(cookie.set("abc")).toBe("__Host-sobrita_session=abc; Path=/; HttpOnly; SameSite=Lax; Secure");
    expect(cookie.clear()).toBe("__Host-sobrita_session=; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=0");
  });

  it("reads only its own name from the Cookie header", () => {
    const cookie = sessionCookie({ https: true });
    const request = (header: string) => new Request("https://example.com/admin", { headers: { cookie: header } });
    expect(cookie.read(request("a=1; __Host-sobrita_session=xyz; b=2"))).toBe("xyz");
    expect(cookie.read(request("sobrita_session=planted"))).toBeUndefined();
  });
});
