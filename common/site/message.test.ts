import { describe, expect, it } from "vitest";
import { formatMessage, type Message } from "./message";

describe("formatMessage", () => {
  const shown: Message<{ count: number }> = "{count, plural, one {# demande affichée} other {# demandes affichées}}";

  it("picks the plural each language says: French counts zero as one, English does not", () => {
    expect(formatMessage(shown, "fr", { count: 0 })).toBe("0 demande affichée");
    expect(formatMessage(shown, "fr", { count: 2 })).toBe("2 demandes affichées");
    const leads: Message<{ count: number }> = "{count, plural, one {# lead shown} other {# leads shown}}";
    expect(formatMessage(leads, "en", { count: 0 })).toBe("0 leads shown");
    expect(formatMessage(leads, "en", { count: 1 })).toBe("1 lead shown");
  });

  it("writes numbers as each language does", () => {
    expect(formatMessage(shown, "fr", { count: 1234 })).toBe("1\u00a0234 demandes affichées");
    const en: Message<{ count: number }> = "{count, plural, one {# lead} other {# leads}}";
    expect(formatMessage(en, "en", { count: 1234 })).toBe("1,234 leads");
  });

  it("asks, by its type, for exactly the values the message takes", () => {
    const hello: Message<{ name: string }> = "Bonjour {name}";
    expect(formatMessage(hello, "fr", { name: "Léa" })).toBe("Bonjour Léa");
    // @ts-expect-error: the message takes a name, not a count
    expect(() => formatMessage(hello, "fr", { count: 1 })).toThrow();
  });
});
