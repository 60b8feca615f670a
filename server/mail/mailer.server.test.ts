import { generateKeyPairSync } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../tests/support/smtp";
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
});
