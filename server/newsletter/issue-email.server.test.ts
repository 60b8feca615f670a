import { describe, expect, it } from "vitest";
import { issueLinks, renderIssue } from "./issue-email.server";

const site = "https://sobrita.test";
const card = { title: "Le guide", summary: "Un résumé.", url: `${site}/ressources/le-guide` };
const body = [
  "Lisez [l'article d'Anne](https://exemple.test/l'article-d'anne) et",
  "[le tableau](https://exemple.test/tableau?annee=2026&mois=11), ou écrivez-nous : <https://sobrita.test/contact>.",
].join("\n");
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe("an issue's links", () => {
  it("are each counted, whatever characters they hold: every body and card link goes through the redirect, the unsubscribe link does not", async () => {
    const links = issueLinks(body, [card]);
    expect(links).toEqual([
      "https://exemple.test/l'article-d'anne",
      "https://exemple.test/tableau?annee=2026&mois=11",
      "https://sobrita.test/contact",
      card.url,
    ]);
    const url = (index: number) => `${site}/infolettre/lien/7/${index}`;
    const mail = await renderIssue(
      { lang: "fr", subject: "Nouvelles", preview: "Ce mois-ci", body, resourceIds: [1] },
      [card],
      { email: "anne@exemple.test", unsubscribeToken: "jeton" },
      site,
      { links, url },
    );
    const counted = hrefs(mail.html ?? "").filter((href) => href?.includes("/infolettre/lien/"));
    expect(counted).toEqual([url(0), url(1), url(2), url(3)]);
    for (const link of links) expect(mail.html).not.toContain(`href="${link.replaceAll("&", "&amp;")}"`);
    expect(hrefs(mail.html ?? "").some((href) => href?.includes("jeton"))).toBe(true);
    for (const index of [0, 1, 2, 3]) expect(mail.text).toContain(url(index));
  });
});

describe("an issue's text part", () => {
  it("reads as plain text, not Markdown: no marks, each link as its words then its address", async () => {
    const mail = await renderIssue(
      {
        lang: "fr",
        subject: "Nouvelles",
        preview: "",
        body: "## Trois idées\n\nVoici **trois idées**. [Le guide](https://exemple.test/guide)",
        resourceIds: [],
      },
      [],
      { email: "anne@exemple.test", unsubscribeToken: "jeton" },
      site,
    );
    expect(mail.text).toContain("Trois idées\n\nVoici trois idées. Le guide (https://exemple.test/guide)");
    expect(mail.text).not.toMatch(/\*\*|##|\]\(/);
  });
});
