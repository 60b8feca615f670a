import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { Agent, buildConnector, fetch as undiciFetch } from "undici";
import { CalendarError } from "./calendar-error.server";

/**
 * Where no calendar is read from (OWASP's SSRF cheat sheet, decision 059): loopback, "this network",
 * private and shared (CGNAT) ranges, link-local (the cloud's metadata service), multicast, and the
 * reserved and documentation ranges. An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is judged by the
 * IPv4 address it carries: BlockList does so itself.
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
  ["64:ff9b:1::", 48, "ipv6"],
  ["100::", 64, "ipv6"],
  ["2001:db8::", 32, "ipv6"],
  ["fc00::", 7, "ipv6"],
  ["fe80::", 10, "ipv6"],
  ["fec0::", 10, "ipv6"],
  ["ff00::", 8, "ipv6"],
];

const privateNetworks = new BlockList();
for (const [network, prefix, type] of privateRanges) privateNetworks.addSubnet(network, prefix, type);

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
 * Undici's connector, in front of every connection a calendar's read opens (the first request,
 * each redirect, each of tsdav's PROPFIND and REPORT): the host is resolved once, every address it
 * resolves to is judged, and the connection goes to the first of those very addresses, so a second
 * answer from DNS cannot swap in another.
 */
function vettingConnector(privateHosts: readonly string[]): buildConnector.connector {
  const allowed = privateHostsAllowed(privateHosts);
  const connect = buildConnector({});
  return (options, callback) => {
    const port = Number(options.port) || (options.protocol === "https:" ? 443 : 80);
    resolve(options.hostname)
      .then((addresses) => {
        if (!allowed(options.hostname, addresses)) {
          if (addresses.some((resolved) => privateNetworks.check(resolved.address, typeOf(resolved))))
            throw new AddressRefused("privateNetwork");
          if (!webPorts.has(port)) throw new AddressRefused("port");
        }
        const [first] = addresses as [Resolved];
        // The name stays the TLS server name, so the certificate is still checked against it.
        const servername = options.servername ?? (isIP(options.hostname) ? undefined : options.hostname);
        connect({ ...options, hostname: first.address, servername }, callback);
      })
      .catch((error: Error) => callback(error, null));
  };
}

async function resolve(hostname: string): Promise<Resolved[]> {
  const family = isIP(hostname);
  if (family) return [{ address: hostname, family }];
  const addresses = await lookup(hostname, { all: true });
  if (!addresses.length) throw new Error(`${hostname} has no address`);
  return addresses;
}

/** Node's fetch says "fetch failed" and keeps the reason (ECONNREFUSED, ENOTFOUND…) in its cause. */
export function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
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
