import { describe, expect, it } from "vitest";
import { adminDictionaries } from "#common/admin/content/dictionary.server.ts";
import { errorInWords } from "./error-words";

const fr = adminDictionaries.fr.outbox.errors;
const en = adminDictionaries.en.outbox.errors;

describe("an outbox error in words", () => {
  it("says what a refused connection, a timeout or a bad login means, in the reader's language", () => {
    expect(errorInWords("ECONNREFUSED connect ECONNREFUSED 127.0.0.1:2525", fr, "fr")).toBe(fr.refused);
    expect(errorInWords("ECONNREFUSED connect ECONNREFUSED 127.0.0.1:2525", en, "en")).toBe(
      "The mail server refused the connection (check the address and port).",
    );
    // As nodemailer stores it: its own code, then the system's in its message.
    expect(errorInWords("ESOCKET connect ECONNREFUSED 127.0.0.1:2525", fr, "fr")).toBe(fr.refused);
    expect(errorInWords("ESOCKET read ECONNRESET", fr, "fr")).toBe(fr.connection);
    expect(errorInWords("ETIMEDOUT Connection timeout", en, "en")).toBe(en.timeout);
    expect(errorInWords("EAUTH Invalid login: 535 Authentication failed", fr, "fr")).toBe(fr.auth);
  });

  it("tells a refusal for good from one for now, with the server's own reply", () => {
    expect(
      errorInWords("550 Can't send mail - all recipients were rejected: 550 5.1.1 Mailbox unavailable", en, "en"),
    ).toBe(
      "The mail server refused this email for good (code 550): “550 5.1.1 Mailbox unavailable”. It will not be tried again on its own.",
    );
    expect(errorInWords("451 451 4.3.0 Try again later", fr, "fr")).toBe(
      "Le serveur de courriel a refusé ce courriel pour l’instant (code 451)\u00a0: «\u00a0451 4.3.0 Try again later\u00a0».",
    );
  });

  it("names a webhook's answer and keeps any other error's words", () => {
    expect(errorInWords("UNKNOWN webhook answered 502", en, "en")).toBe("The webhook answered: 502.");
    expect(errorInWords("UNKNOWN lead table gone", en, "en")).toBe("Error: lead table gone");
  });
});
