import { randomBytes } from "node:crypto";
import { getCACertificates, setDefaultCACertificates } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "#server/db/db.server.ts";
import { backends } from "#tests/support/backends.ts";
import { addStaff } from "#tests/support/booking.ts";
import { testCalendarService } from "#tests/support/calendar-service.ts";
import { calendarFixture } from "#tests/support/calendars.ts";
import { selfSignedCertificate } from "#tests/support/certificate.ts";
import { useTestDatabase } from "#tests/support/database.ts";
import { calendarText, redirectTo, startIcsServer, type TestIcsServer } from "#tests/support/ics-server.ts";
import { calendarErrorText } from "./calendar-error.server";

/**
 * Issue 44, item 1: a calendar's address never makes the server reach inside its own network
 * (decision 059). `inside` stands for an internal service: it listens on 127.0.0.2, which no test
 * names in CALENDAR_PRIVATE_HOSTS, and counts every request it gets. `feeds`, on 127.0.0.1, is a
 * company's own server when named, and a loopback port like any other when not.
 */
let feeds: TestIcsServer;
let inside: TestIcsServer;
/**
 * A company's own server over HTTPS, its certificate trusted as NODE_EXTRA_CA_CERTS would have it:
 * one with a 2,048-bit RSA key, and one with a 1,024-bit key, which Node 24's OpenSSL 3.5 refuses
 * (its security level 2) and Node 20's OpenSSL 3.0 took (issue 53).
 */
let secure: TestIcsServer;
let weak: TestIcsServer;
const trusted = getCACertificates("default");
beforeAll(async () => {
  const [sturdyCertificate, weakCertificate] = [selfSignedCertificate("rsa:2048"), selfSignedCertificate("rsa:1024")];
  setDefaultCACertificates([...trusted, sturdyCertificate.cert, weakCertificate.cert]);
  [feeds, inside, secure, weak] = await Promise.all([
    startIcsServer(),
    startIcsServer("127.0.0.2"),
    startIcsServer("127.0.0.1", sturdyCertificate),
    startIcsServer("127.0.0.1", weakCertificate),
  ]);
  inside.serve("/calendar.ics", calendarText(calendarFixture("google")));
});
afterAll(async () => {
  setDefaultCACertificates(trusted);
  await Promise.all([feeds?.close(), inside?.close(), secure?.close(), weak?.close()]);
});

/** A fresh path on `server`, serving `route`. */
function published(server: TestIcsServer, route: Parameters<TestIcsServer["serve"]>[1]): string {
  const path = `/${randomBytes(6).toString("hex")}/calendar.ics`;
  server.serve(path, route);
  return path;
}

/** A read's deadline long enough for its worker thread to start on a busy machine; refusals come before it starts. */
const service = (app: AppDatabase, privateHosts: string[] = []) =>
  testCalendarService(app, { now: () => new Date("2026-11-20T12:00:00Z"), readTimeoutMs: 15_000, privateHosts });

const kinds = ["ics", "caldav"] as const;

describe.each(backends)("calendar addresses on $name", (backend) => {
  const database = useTestDatabase(backend);

  it.each(
    kinds.flatMap((kind) => [
      { where: "loopback on another port", origin: (port: string) => `http://127.0.0.1:${port}`, kind },
      { where: "loopback as one hexadecimal number", origin: (port: string) => `http://0x7f000001:${port}`, kind },
      { where: "loopback as IPv4-mapped IPv6", origin: (port: string) => `http://[::ffff:127.0.0.1]:${port}`, kind },
      { where: "0.0.0.0", origin: (port: string) => `http://0.0.0.0:${port}`, kind },
      // Odd ways of writing loopback that WHATWG's URL (Ada, in Node 20 and 24 alike) reads as 127.0.0.1.
      { where: "loopback in short hexadecimal form", origin: (port: string) => `http://0x7f.1:${port}`, kind },
      { where: "loopback as one decimal number", origin: (port: string) => `http://2130706433:${port}`, kind },
      { where: "loopback with parts left out", origin: (port: string) => `http://127.1:${port}`, kind },
      { where: "loopback with a trailing dot", origin: (port: string) => `http://127.0.0.1.:${port}`, kind },
      { where: "loopback percent-encoded", origin: (port: string) => `http://%31%32%37.0.0.1:${port}`, kind },
      { where: "loopback in full-width digits", origin: (port: string) => `http://１２７。０。０。１:${port}`, kind },
      { where: "loopback behind user-info", origin: (port: string) => `http://me:pw@127.0.0.1:${port}`, kind },
      { where: "loopback with backslashes", origin: (port: string) => `http:\\\\127.0.0.1:${port}`, kind },
    ]),
  )("refuses $where ($kind) before any request, and says it leads to a private network", async ({ origin, kind }) => {
    const app = await database.open();
    const member = await addStaff(app);
    const path = published(feeds, calendarText(calendarFixture("outlook")));

    const outcome = await service(app).connect(member, `${origin(new URL(feeds.origin).port)}${path}`, kind);

    expect(outcome).toMatchObject({ ok: false, error: { code: "privateNetwork" } });
    expect(feeds.hits.get(path)).toBeUndefined();
    expect(await service(app).connections(member)).toEqual([]);
  });

  it.each(
    kinds.flatMap((kind) => [
      { where: "a private range (RFC 1918)", address: "http://10.20.30.40/calendar.ics", code: "privateNetwork", kind },
      {
        where: "the metadata service (link-local)",
        address: "http://169.254.169.254/latest/",
        code: "privateNetwork",
        kind,
      },
      { where: "carrier-grade NAT", address: "http://100.64.0.1/calendar.ics", code: "privateNetwork", kind },
      { where: "an IPv6 unique local address", address: "http://[fd12:3456::1]/a.ics", code: "privateNetwork", kind },
      { where: "an IPv6 link-local address", address: "http://[fe80::1]/calendar.ics", code: "privateNetwork", kind },
      { where: "multicast", address: "http://224.0.0.251/calendar.ics", code: "privateNetwork", kind },
      { where: "a public address on another port", address: "http://203.0.114.10:8080/a.ics", code: "port", kind },
      // WHATWG's URL takes no zone id (in Node 20 and 24 alike): the address is not one.
      { where: "a link-local address with a zone id", address: "http://[fe80::1%25eth0]/a.ics", code: "badUrl", kind },
    ]),
  )("refuses $where ($kind) before connecting, and says why", async ({ address, code, kind }) => {
    const app = await database.open();
    const member = await addStaff(app);
    const started = performance.now();

    const outcome = await service(app).connect(member, address, kind);

    // The reason is the policy's, said before any connection: no address there was tried (a try
    // would have been "unreachable" or "timeout", after the connection's own wait).
    expect(outcome).toMatchObject({ ok: false, error: { code } });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it.each(
    kinds.flatMap((kind) => [
      { where: "the metadata service through NAT64 (64:ff9b::/96)", host: "[64:ff9b::a9fe:a9fe]", kind },
      { where: "loopback through NAT64", host: "[64:ff9b::127.0.0.1]", kind },
      { where: "a network's own NAT64 (64:ff9b:1::/48)", host: "[64:ff9b:1::808:808]", kind },
      { where: "the metadata service through 6to4 (2002::/16)", host: "[2002:a9fe:a9fe::1]", kind },
      { where: "a private range through 6to4", host: "[2002:a00:1::1]", kind },
      { where: "the metadata service as SIIT's IPv4-translated form", host: "[::ffff:0:169.254.169.254]", kind },
      { where: "a Teredo address (2001::/32)", host: "[2001:0:4136:e378:8000:63bf:3fff:fdd2]", kind },
    ]),
  )("refuses $where ($kind) at once, and tells the member it leads to a private network", async ({ host, kind }) => {
    const app = await database.open();
    const member = await addStaff(app);
    const started = performance.now();

    const outcome = await service(app).connect(member, `http://${host}/calendar.ics`, kind);

    // Said before any connection: these addresses lead nowhere from here, so a try would have been
    // "unreachable" or "timeout", after the connection's own wait.
    expect(outcome).toMatchObject({ ok: false, error: { code: "privateNetwork" } });
    expect(performance.now() - started).toBeLessThan(1_000);
    if (outcome.ok) return;
    expect(calendarErrorText(outcome.error, "fr")).toContain(
      "Cette adresse n’est pas permise\u00a0: elle mène à un réseau privé.",
    );
    expect(calendarErrorText(outcome.error, "en")).toContain(
      "This address is not allowed: it leads to a private network.",
    );
  });

  it("judges a NAT64 or 6to4 address by the IPv4 address it carries: a public one is only held to the web's ports", async () => {
    const app = await database.open();
    const member = await addStaff(app);

    for (const host of ["[64:ff9b::808:808]", "[2002:808:808::1]"])
      expect(await service(app).connect(member, `http://${host}:8080/calendar.ics`), host).toMatchObject({
        ok: false,
        error: { code: "port" },
      });
  });

  it.each(kinds)("refuses a redirect to a host inside the network, which receives no request (%s)", async (kind) => {
    const app = await database.open();
    const member = await addStaff(app);
    const hitsBefore = [...inside.hits.values()].reduce((sum, hits) => sum + hits, 0);
    const source = published(feeds, redirectTo(`${inside.origin}/calendar.ics`));

    const outcome = await service(app, ["127.0.0.1"]).connect(member, `${feeds.origin}${source}`, kind);

    expect(outcome).toMatchObject({ ok: false, error: { code: "privateNetwork" } });
    expect(feeds.hits.get(source)).toBeGreaterThan(0);
    expect([...inside.hits.values()].reduce((sum, hits) => sum + hits, 0)).toBe(hitsBefore);
  });

  it("reads a loopback calendar only when CALENDAR_PRIVATE_HOSTS names its host, address or range, on any port", async () => {
    const app = await database.open();
    const member = await addStaff(app);
    const path = published(feeds, calendarText(calendarFixture("outlook")));
    const port = new URL(feeds.origin).port;

    expect(await service(app).connect(member, `${feeds.origin}${path}`)).toMatchObject({ ok: false });
    expect(feeds.hits.get(path)).toBeUndefined();

    for (const [privateHosts, address] of [
      [["127.0.0.1"], `${feeds.origin}${path}`],
      [["127.0.0.1"], `http://0x7f000001:${port}${path}`],
      [["127.0.0.0/8"], `http://localhost:${port}${path}`],
      [["localhost"], `http://localhost:${port}${path}`],
    ] as const) {
      const calendars = service(app, [...privateHosts]);
      expect(await calendars.connect(member, address), `${privateHosts} for ${address}`).toMatchObject({
        ok: true,
        found: { events: 6 },
      });
    }
    expect(feeds.hits.get(path)).toBe(4);
    // Naming 127.0.0.1 does not open the rest of loopback.
    expect(await service(app, ["127.0.0.1"]).connect(member, `${inside.origin}/calendar.ics`)).toMatchObject({
      ok: false,
      error: { code: "privateNetwork" },
    });
  });

  it("reads a company's server over HTTPS, and not one whose certificate's key is too weak, saying so in words", async () => {
    const app = await database.open();
    const member = await addStaff(app);
    const calendars = service(app, ["127.0.0.1"]);
    const [sturdyPath, weakPath] = [secure, weak].map((server) =>
      published(server, calendarText(calendarFixture("outlook"))),
    ) as [string, string];

    expect(await calendars.connect(member, `${secure.origin}${sturdyPath}`)).toMatchObject({
      ok: true,
      found: { events: 6 },
    });
    const outcome = await calendars.connect(member, `${weak.origin}${weakPath}`);

    // Refused in the handshake, before any request; the log says why in OpenSSL's words, Node
    // having no code for it ("UNSPECIFIED").
    expect(outcome).toMatchObject({ ok: false, error: { code: "unreachable", detail: "EE certificate key too weak" } });
    expect(weak.hits.get(weakPath)).toBeUndefined();
    if (outcome.ok) return;
    expect(calendarErrorText(outcome.error, "fr")).toBe("Le serveur du calendrier ne répond pas. Vérifiez l’adresse.");
    expect(calendarErrorText(outcome.error, "en")).toBe("The calendar’s server does not answer. Check the address.");
  });

  it("never shows what the address answered in its error, in either language", async () => {
    const app = await database.open();
    const member = await addStaff(app);
    const secret = `SECRET_TOKEN=${randomBytes(8).toString("hex")}`;
    const path = published(
      feeds,
      calendarText(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${secret} no colon here\r\nEND:VCALENDAR\r\n`),
    );

    const outcome = await service(app, ["127.0.0.1"]).connect(member, `${feeds.origin}${path}`, "ics");

    expect(outcome).toMatchObject({ ok: false, error: { code: "malformed" } });
    if (outcome.ok) return;
    expect(JSON.stringify(outcome.error)).not.toContain("SECRET_TOKEN");
    for (const lang of ["fr", "en"] as const) expect(calendarErrorText(outcome.error, lang)).not.toContain("SECRET");
  });
});
