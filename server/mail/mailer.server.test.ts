import { generateKeyPairSync } from "node:crypto";
import { getCACertificates, setDefaultCACertificates } from "node:tls";
import { afterEach, describe, expect, it } from "vitest";
import { selfSignedCertificate } from "#tests/support/certificate.ts";
import { startSmtpServer, type TestSmtpServer } from "#tests/support/smtp.ts";
import { createMailer } from "./mailer.server";

describe("the mailer", () => {
  let smtp: TestSmtpServer | undefined;
  afterEach(async () => {
    await smtp?.close();
  });

  it("signs every message with DKIM when a key is configured, and none without", async () => {
    smtp = await startSmtpServer();
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const signed = createMailer(`smtp://127.0.0.1:${smtp.port}`, "infolettre@sobrita.test", {
      domainName: "sobrita.test",
      keySelector: "site2026",
      privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    });
    const plain = createMailer(`smtp://127.0.0.1:${smtp.port}`, "infolettre@sobrita.test");
    await signed.send({ to: "a@exemple.test", subject: "Signé", text: "Bonjour" });
    await plain.send({ to: "b@exemple.test", subject: "Non signé", text: "Bonjour" });
    signed.close();
    plain.close();

    const dkim = (index: number) => smtp?.messages[index]?.headers.find((line) => line.startsWith("DKIM-Signature:"));
    expect(dkim(0)).toMatch(/d=sobrita\.test;.*s=site2026;/);
    expect(dkim(1)).toBeUndefined();
  });

  it("sends through a relay's STARTTLS, and nothing to one whose certificate's key is too weak (Node 24's OpenSSL 3.5)", async () => {
    // Both certificates trusted, as NODE_EXTRA_CA_CERTS would have a company's own relay's; Node
    // 20's OpenSSL 3.0 sent to the 1,024-bit one too (issue 53, decision 099).
    const [sturdy, weak] = [selfSignedCertificate("rsa:2048"), selfSignedCertificate("rsa:1024")];
    const trusted = getCACertificates("default");
    setDefaultCACertificates([...trusted, sturdy.cert, weak.cert]);
    const [sturdyRelay, weakRelay] = await Promise.all([startSmtpServer(0, sturdy), startSmtpServer(0, weak)]);
    try {
      const [toSturdy, toWeak] = [sturdyRelay, weakRelay].map((relay) =>
        createMailer(`smtp://127.0.0.1:${relay.port}`, "site@sobrita.test"),
      ) as [ReturnType<typeof createMailer>, ReturnType<typeof createMailer>];
      await toSturdy.send({ to: "a@exemple.test", subject: "Chiffré", text: "Bonjour" });
      await expect(toWeak.send({ to: "b@exemple.test", subject: "Refusé", text: "Bonjour" })).rejects.toThrow(
        "EE certificate key too weak",
      );
      toSturdy.close();
      toWeak.close();

      expect(sturdyRelay.messages.map((message) => message.envelopeTo)).toEqual([["a@exemple.test"]]);
      expect(weakRelay.messages).toEqual([]);
    } finally {
      setDefaultCACertificates(trusted);
      await Promise.all([sturdyRelay.close(), weakRelay.close()]);
    }
  });
});
