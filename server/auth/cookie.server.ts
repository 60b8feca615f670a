/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/, no expiry (the server ends sessions). On
 * https it is Secure with the `__Host-` prefix, which the browser accepts only from this very host
 * over https, so neither a subdomain nor plain http can plant or overwrite it.
 */
export type SessionCookie = {
  name: string;
  read(request: Pick<Request, "headers">): string | undefined;
  set(sessionId: string): string;
  clear(): string;
};

export function sessionCookie({ https }: { https: boolean }): SessionCookie {
  const name = https ? "__Host-sobrita_session" : "sobrita_session";
  const attributes = `Path=/; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`;
  return {
    name,
    read(request) {
      for (const part of (request.headers.get("cookie") ?? "").split(";")) {
        const at = part.indexOf("=");
        if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
      }
      return undefined;
    },
    set: (sessionId) => `${name}=${sessionId}; ${attributes}`,
    clear: () => `${name}=; ${attributes}; Max-Age=0`,
  };
}
