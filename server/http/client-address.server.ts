import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";

/** Whether a hop's address is a proxy to believe about the address before it. */
export type TrustedProxies = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY's proxies (decision 085: addresses and subnets, never a count nor `true`) as
 * `proxy-addr` compiles them: Express's `trust proxy` and the beacon's door, which answers before
 * Express, take this one function, so both find the same client (decision 101).
 */
export function trustedProxies(proxies: false | string[]): TrustedProxies {
  return proxyAddr.compile(proxies || []);
}

/**
 * The client's address: the socket's, or, when the socket is a trusted proxy, the right-most
 * X-Forwarded-For entry a trusted proxy did not write. "unknown" once the socket has closed.
 */
export function clientAddress(req: IncomingMessage, trust: TrustedProxies): string {
  return proxyAddr(req, trust) ?? "unknown";
}
