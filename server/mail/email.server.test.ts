import { describe, expect, it } from "vitest";
import { expectBrandedHtml, linksOf } from "#tests/support/email-html.ts";
import { textEmailHtml } from "./email.server";

const origin = "https://sobrita.test";

describe("an email's HTML part from its text", () => {
  it("says what the text says, the main link as its button, other addresses as links, the signature in the footer", async () => {
    const text = [
      "Bonjour Anne,",
      "",
      "Pour confirmer, ouvrez ce lien\u00a0:",
      "https://sobrita.test/confirmer?jeton=a&b=1",
      "",
      "Voir aussi https://sobrita.test/aide.",
      "",
      "--",
      "Arrêter\u00a0: https://sobrita.test/arreter",
    ].join("\n");
    const html = await textEmailHtml(
      { lang: "fr", subject: "Confirmez", text },
      {
        siteOrigin: origin,
        action: { href: "https://sobrita.test/confirmer?jeton=a&b=1", label: "Confirmer" },
        why: "Parce que.",
      },
    );
    expectBrandedHtml(html, { lang: "fr", origin, button: "Confirmer", text });
    expect(html).toContain("<title>Confirmez</title>");
    expect(html).toContain("Pour confirmer, ouvrez ce lien\u00a0:");
    // The preview line is the first paragraph after the greeting.
    expect(html).toMatch(/data-skip-in-text="true">Pour confirmer, ouvrez ce lien/);
    expect(linksOf(html)).toEqual(
      expect.arrayContaining([
        { href: "https://sobrita.test/aide", text: "https://sobrita.test/aide" },
        { href: "https://sobrita.test/arreter", text: "https://sobrita.test/arreter" },
      ]),
    );
    // No line left empty where the text's paragraph ended.
    expect(html).not.toContain("<span><br/></span>");
    expect(html).toContain("Parce que.");
    expect(html).toContain("Sobrita inc., C.P. 1000");
  });

  it("escapes whatever the text holds", async () => {
    const html = await textEmailHtml(
      { lang: "en", subject: "<b>Hi</b>", text: "Hello <script>alert(1)</script>,\n\n<img src=x onerror=alert(1)>" },
      { siteOrigin: origin },
    );
    expect(html).not.toMatch(/<script|<img src=x|<b>Hi/);
    expect(html).toContain("Hello &lt;script&gt;alert(1)&lt;/script&gt;,");
    expect(html).toContain("&lt;b&gt;Hi&lt;/b&gt;");
  });
});
