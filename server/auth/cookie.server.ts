import { parseCookie, type SetCookie, stringifySetCookie } from "cookie";

/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/, no expiry (the server ends sessions). On
 * https it is Secure with the `__Host-` prefix, which the browser accepts only from this very host
 * over https, so neither a subdomain nor plain http can plant or overwrite it. The `cookie` package
 * reads the Cookie header and writes Set-Cookie (decision 101).
 */
export type SessionCookie = {
  name: string;
  read(request: Pick<Request, "headers">): string | undefined;
  set(sessionId: string): string;
  clear(): string;
};

export function sessionCookie({ https }: { https: boolean }): SessionCookie {
  const name = https ? "__Host-sobrita_session" : "sobrita_session";
  const attributes = { path: "/", httpOnly: true, sameSite: "lax", secure: https } satisfies Omit<
    SetCookie,
    "name" | "value"
  >;
  return {
    name,
    // The first of its name wins, as before; an empty value is no session.
    read: (request) => parseCookie(request.headers.get("cookie") ?? "")[name] || undefined,
    set: (sessionId) => stringifySetCookie({ name, value: sessionId, ...attributes }),
    clear: () => stringifySetCookie({ name, value: "", ...attributes, maxAge: 0 }),
  };
}
