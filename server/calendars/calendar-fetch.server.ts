import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { Agent, buildConnector, fetch as undiciFetch } from "undici";
import { CalendarError } from "./calendar-error.server";

/**
 * Where no calendar is read from (OWASP's SSRF cheat sheet, decision 059): loopback, "this network",
 * private and shared (CGNAT) ranges, link-local (the cloud's metadata service), multicast, and the
 * reserved and documentation ranges. An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is judged by the
 * IPv4 address it carries: BlockList does so itself; the other forms that carry one are judged by
 * `carriedIPv4` below (decision 084).
 */
const privateRanges: [network: string, prefix: number, type: "ipv4" | "ipv6"][] = [
  ["0.0.0.0", 8, "ipv4"],
  ["10.0.0.0", 8, "ipv4"],
  ["100.64.0.0", 10, "ipv4"],
  ["127.0.0.0", 8, "ipv4"],
  ["169.254.0.0", 16, "ipv4"],
  ["172.16.0.0", 12, "ipv4"],
  ["192.0.0.0", 24, "ipv4"],
  ["192.0.2.0", 24, "ipv4"],
  ["192.168.0.0", 16, "ipv4"],
  ["198.18.0.0", 15, "ipv4"],
  ["198.51.100.0", 24, "ipv4"],
  ["203.0.113.0", 24, "ipv4"],
  ["224.0.0.0", 3, "ipv4"],
  // The unspecified address, loopback and the old IPv4-compatible form (::a.b.c.d).
  ["::", 96, "ipv6"],
  // NAT64 for a network's own use (RFC 8215): what it translates to is the network's choice.
  ["64:ff9b:1::", 48, "ipv6"],
  ["100::", 64, "ipv6"],
  // Teredo (RFC 4380): its client's IPv4 address is hidden in it, and the tunnel is long retired.
  ["2001::", 32, "ipv6"],
  ["2001:db8::", 32, "ipv6"],
  ["fc00::", 7, "ipv6"],
  ["fe80::", 10, "ipv6"],
  ["fec0::", 10, "ipv6"],
  ["ff00::", 8, "ipv6"],
];

const privateNetworks = new BlockList();
for (const [network, prefix, type] of privateRanges) privateNetworks.addSubnet(network, prefix, type);

/**
 * The IPv6 forms that carry an IPv4 address a router or translator would reach, by ipaddr.js's
 * names for their ranges, with where the IPv4 address starts among the eight 16-bit groups: NAT64's
 * well-known prefix (64:ff9b::a.b.c.d, RFC 6052), SIIT's IPv4-translated form (::ffff:0:a.b.c.d,
 * RFC 6145) and 6to4 (2002:AABB:CCDD::/48, RFC 3056). `[64:ff9b::a9fe:a9fe]` is the cloud's
 * metadata service through NAT64.
 */
const ipv4Carriers: Record<string, number> = { rfc6052: 6, rfc6145: 6, "6to4": 1 };

/** The IPv4 address an IPv6 address carries in one of the forms above, or undefined. */
function carriedIPv4(address: string): string | undefined {
  if (!ipaddr.IPv6.isValid(address)) return undefined;
  const ipv6 = ipaddr.IPv6.parse(address);
  const at = ipv4Carriers[ipv6.range()];
  if (at === undefined) return undefined;
  const [high = 0, low = 0] = ipv6.parts.slice(at, at + 2);
  return `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
}

/** Whether an address leads inside: it is in a private range, or it carries an IPv4 address that is. */
function isPrivate(resolved: Resolved): boolean {
  if (privateNetworks.check(resolved.address, typeOf(resolved))) return true;
  const carried = resolved.family === 6 ? carriedIPv4(resolved.address) : undefined;
  return carried !== undefined && privateNetworks.check(carried, "ipv4");
}

/** The ports of the web: any other is refused, unless the host is one CALENDAR_PRIVATE_HOSTS names. */
const webPorts = new Set([80, 443]);

type Resolved = { address: string; family: number };

const typeOf = (resolved: Resolved) => (resolved.family === 6 ? "ipv6" : "ipv4");

/** Why an address was not connected to; said to the member as calendars.errors.privateNetwork or .port. */
class AddressRefused extends Error {
  constructor(readonly code: "privateNetwork" | "port") {
    super(code);
    this.name = "AddressRefused";
  }
}

/**
 * The hosts a company names in CALENDAR_PRIVATE_HOSTS (its own CalDAV server on its network): a
 * name or an address allowed as it is written in the calendar's address, and addresses and CIDR
 * ranges that allow any name resolving only into them. Either way, on any port.
 */
function privateHostsAllowed(entries: readonly string[]) {
  const names = new Set<string>();
  const networks = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const version = isIP(address);
    if (version === 0) names.add(entry.toLowerCase());
    else if (prefix === undefined) {
      names.add(address.toLowerCase());
      networks.addAddress(address, version === 6 ? "ipv6" : "ipv4");
    } else networks.addSubnet(address, Number(prefix), version === 6 ? "ipv6" : "ipv4");
  }
  return (hostname: string, addresses: Resolved[]) =>
    names.has(hostname.toLowerCase()) ||
    addresses.every((resolved) => networks.check(resolved.address, typeOf(resolved)));
}

/**
 * Resolves a host once and judges every address it resolves to; answers those addresses, or
 * throws AddressRefused.
 */
function vetting(privateHosts: readonly string[]) {
  const allowed = privateHostsAllowed(privateHosts);
  return async (hostname: string, port: number): Promise<Resolved[]> => {
    const addresses = await resolve(hostname);
    if (!allowed(hostname, addresses)) {
      if (addresses.some(isPrivate)) throw new AddressRefused("privateNetwork");
      if (!webPorts.has(port)) throw new AddressRefused("port");
    }
    return addresses;
  };
}

const portOf = (port: string | number | undefined, protocol: string) =>
  Number(port) || (protocol === "https:" ? 443 : 80);

/**
 * Undici's connector, in front of every connection a calendar's read opens (the first request,
 * each redirect, each of tsdav's PROPFIND and REPORT): the host is resolved once, every address it
 * resolves to is judged, and the connection goes to the first of those very addresses, so a second
 * answer from DNS cannot swap in another.
 */
function vettingConnector(privateHosts: readonly string[]): buildConnector.connector {
  const vet = vetting(privateHosts);
  const connect = buildConnector({});
  return (options, callback) => {
    vet(options.hostname, portOf(options.port, options.protocol))
      .then((addresses) => {
        const [first] = addresses as [Resolved];
        // The name stays the TLS server name, so the certificate is still checked against it.
        const servername = options.servername ?? (isIP(options.hostname) ? undefined : options.hostname);
        connect({ ...options, hostname: first.address, servername }, callback);
      })
      .catch((error: Error) => callback(error, null));
  };
}

/**
 * Judges a calendar's address as the connector will, before anything is sent: a CalDAV
 * conversation runs in a worker thread that takes a moment to start (decision 084), and an address
 * that leads inside is refused at once, without one. Each connection is still judged when made.
 */
export function createAddressCheck(privateHosts: readonly string[]): (url: URL) => Promise<void> {
  const vet = vetting(privateHosts);
  return async (url) => {
    try {
      // URL writes an IPv6 host in brackets; the resolver and the judge take it bare.
      await vet(url.hostname.replace(/^\[(.*)\]$/, "$1"), portOf(url.port, url.protocol));
    } catch (error) {
      if (error instanceof AddressRefused) throw new CalendarError(error.code);
      throw new CalendarError("unreachable", causeOf({ cause: error }));
    }
  };
}

async function resolve(hostname: string): Promise<Resolved[]> {
  const family = isIP(hostname);
  if (family) return [{ address: hostname, family }];
  const addresses = await lookup(hostname, { all: true });
  if (!addresses.length) throw new Error(`${hostname} has no address`);
  return addresses;
}

/**
 * Node's fetch says "fetch failed" and keeps the reason (ECONNREFUSED, ENOTFOUND…) in its cause. A
 * certificate refused for a reason Node has no code for is "UNSPECIFIED" (a key too weak for Node
 * 24's OpenSSL 3.5, decision 099): OpenSSL's own words say which.
 */
export function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const code = cause?.code === "UNSPECIFIED" ? undefined : cause?.code;
  return code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

export type CalendarFetch = typeof fetch;

/**
 * The only fetch calendars are read and written with: every connection vetted as above, and a
 * failure to connect said as a CalendarError (refused, unreachable, or out of time) that names
 * nothing of what is behind the address.
 */
export function createCalendarFetch(privateHosts: readonly string[]): CalendarFetch {
  const dispatcher = new Agent({ connect: vettingConnector(privateHosts) });
  return async (input, init) => {
    try {
      // Undici's own fetch, for its dispatcher; its Request and Response are the global ones' twins.
      const url = input instanceof Request ? input.url : input;
      return (await undiciFetch(url, { ...(init as object), dispatcher })) as unknown as Response;
    } catch (error) {
      if (init?.signal?.aborted) throw new CalendarError("timeout");
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof AddressRefused) throw new CalendarError(cause.code);
      throw new CalendarError("unreachable", causeOf(error));
    }
  };
}
