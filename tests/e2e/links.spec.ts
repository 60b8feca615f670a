import { dictionaries } from "#common/content/dictionary.server.ts";
import { type Lang, languages, pages, pathOf } from "#common/site/pages.ts";
import { expect, test } from "./fixtures";

/** Every call to action in the page body: the hero's two, the section buttons, the closing one. */
function ctaLabels(lang: Lang): Set<string> {
  const p = dictionaries[lang].pages;
  const heroes = [p.home.hero, p.webApp.hero, p.services.hero, p.advisors.hero, p.mga.hero, p.about.hero];
  const ctas = [
    p.home.cta,
    p.webApp.cta,
    p.services.cta,
    p.advisors.cta,
    p.mga.cta,
    p.resources.cta,
    p.guides.cta,
    p.webinars.cta,
    p.conferences.cta,
    p.caseStudies.cta,
  ];
  return new Set([
    ...heroes.flatMap((hero) => [hero.primary, hero.secondary]),
    ...ctas.map((cta) => cta.button),
    p.services.offers.button,
    p.about.team.button,
    dictionaries[lang].common.nav.talkToExpert,
  ]);
}

for (const lang of languages) {
  test(`every call to action on every ${lang} page leads to the ${lang} booking or contact page`, async ({ page }) => {
    const labels = ctaLabels(lang);
    const contact = pathOf("contact", lang);
    // Booking a demo has its own page; every other call to action goes to the contact form.
    const targets = [contact, pathOf("booking", lang)];
    let seen = 0;
    for (const entry of pages) {
      await page.goto(entry[lang]);
      const links = await page
        .getByRole("link")
        .evaluateAll((anchors) =>
          anchors.map((a) => ({ text: (a.textContent ?? "").trim(), href: a.getAttribute("href") ?? "" })),
        );
      for (const link of links.filter((l) => labels.has(l.text))) {
        expect(targets, `${entry[lang]}: ${link.text}`).toContain(link.href.split("?")[0]);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(20);
  });
}

test("no link on the site leads to a 404: a crawl from both home pages", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const queue = ["/", "/en"];
  const visited = new Set<string>();
  const broken: string[] = [];
  while (queue.length) {
    const path = queue.shift() as string;
    if (visited.has(path)) continue;
    visited.add(path);
    const response = await request.get(path);
    if (response.status() !== 200) {
      broken.push(`${path} → ${response.status()}`);
      continue;
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    await page.goto(path);
    const hrefs = await page
      // Links marked nofollow (each free time of the booking page) lead to the page they are on.
      .locator(
        "a[href]:not([rel~=nofollow]), link[rel=alternate], link[rel=canonical], link[rel=icon], link[rel=apple-touch-icon]",
      )
      .evaluateAll((elements) => elements.map((el) => el.getAttribute("href") ?? ""));
    // The logo the structured data names, for search engines.
    const logos = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => {
      const found: string[] = [];
      const walk = (value: unknown): void => {
        if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === "object")
          for (const [key, inner] of Object.entries(value)) {
            if (key === "logo" && typeof inner === "string") found.push(inner);
            else walk(inner);
          }
      };
      for (const script of scripts) walk(JSON.parse(script.textContent ?? "null"));
      return found;
    });
    for (const href of [...hrefs, ...logos]) {
      const url = new URL(href, `${baseURL}${path}`);
      if (url.origin !== baseURL) continue;
      const target = url.pathname + url.search;
      if (!visited.has(target)) queue.push(target);
    }
  }
  expect(broken).toEqual([]);
  // Every page of the route table is reachable by following links.
  for (const entry of pages) for (const lang of languages) expect(visited.has(entry[lang]), entry[lang]).toBe(true);
});
