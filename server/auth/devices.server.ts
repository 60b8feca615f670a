import { BlockList, isIPv4, isIPv6 } from "node:net";

/**
 * A session named as its owner would: the browser and system a user agent claims, by a few rules
 * in the order that matters (Edge and Opera say "Chrome" too, Chrome says "Safari", iPad may say
 * "Macintosh"). Names of products, the same in both languages; undefined where none is recognised.
 */
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const systems: [RegExp, string][] = [
  [/iPhone/, "iPhone"],
  [/iPad/, "iPad"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

const firstMatch = (rules: [RegExp, string][], userAgent: string) =>
  rules.find(([pattern]) => pattern.test(userAgent))?.[1];

export function describeDevice(userAgent: string | null): { browser?: string; os?: string } {
  if (!userAgent) return {};
  return { browser: firstMatch(browsers, userAgent), os: firstMatch(systems, userAgent) };
}

/** An IPv4 address that reached an IPv6 socket ("::ffff:203.0.113.7") is that IPv4 address. */
const plain = (ip: string) => (ip.startsWith("::ffff:") && isIPv4(ip.slice(7)) ? ip.slice(7) : ip);

/**
 * Whether two client addresses share a network: the same /24 in IPv4, the same /48 in IPv6 (a
 * home or office line). No lookup leaves the server.
 */
export function sameNetwork(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  const [left, right] = [plain(a), plain(b)];
  const family = isIPv4(left) ? "ipv4" : isIPv6(left) ? "ipv6" : undefined;
  if (!family || (family === "ipv4" ? !isIPv4(right) : !isIPv6(right))) return false;
  const network = new BlockList();
  network.addSubnet(left, family === "ipv4" ? 24 : 48, family);
  return network.check(right, family);
}

/** The address as shown to its owner. */
export const shownAddress = plain;
