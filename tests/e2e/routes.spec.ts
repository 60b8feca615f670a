import { htmlLang, languages, pages } from "#common/site/pages.ts";
import { expect, test } from "./fixtures";

test("every page answers 200 in both languages, with its language and its own title", async ({ page }) => {
  // Forty loads in one test.
  test.setTimeout(120_000);
  const titles = new Set<string>();
  for (const entry of pages) {
    for (const lang of languages) {
      const response = await page.goto(entry[lang]);
      expect(response?.status(), entry[lang]).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", htmlLang[lang]);
      await expect(page.locator("h1")).toHaveCount(1);
      const title = await page.title();
      expect(title.length, entry[lang]).toBeGreaterThan(5);
      titles.add(title);
    }
  }
  expect(titles.size).toBe(pages.length * languages.length);
});

test("the server sends the language in the HTML itself, before any script runs", async ({ request }) => {
  for (const entry of pages) {
    for (const lang of languages) {
      const html = await (await request.get(entry[lang])).text();
      expect(html, entry[lang]).toContain(`<html lang="${htmlLang[lang]}"`);
    }
  }
});

test("canonical URLs: upper case and trailing slashes are redirected for good, query kept", async ({ request }) => {
  const cases = [
    ["/CONSEILLERS", "/conseillers"],
    ["/conseillers/", "/conseillers"],
    ["/En/About?utm_source=x", "/en/about?utm_source=x"],
    ["/en/", "/en"],
    ["/A-Propos/?a=1&b=2", "/a-propos?a=1&b=2"],
  ] as const;
  for (const [from, to] of cases) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    const location = new URL(response.headers().location ?? "", "http://x");
    expect(location.pathname + location.search).toBe(to);
  }
});

test("a redirect never leaves the site", async ({ request, baseURL }) => {
  const response = await request.get(`${baseURL}//example.com/`, { maxRedirects: 0 });
  // "/example.com" is a path on this site; "//example.com" would be another host.
  expect(response.headers().location).toMatch(/^\/(?!\/)/);
});

test.describe("not found", () => {
  test.use({ expectedConsoleErrors: /404|Failed to load resource/ });

  test("a missing page answers 404 in French, logs its path and links home", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => message.type() === "error" && logged.push(message.text()));
    const response = await page.goto("/page-qui-nexiste-pas");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oups\u00a0! Page introuvable");
    await expect(page.getByRole("main").getByRole("link")).toHaveAttribute("href", "/");
    await expect.poll(() => logged.some((line) => line.includes("/page-qui-nexiste-pas"))).toBe(true);
  });

  test("a missing English page answers 404 in English", async ({ page }) => {
    const response = await page.goto("/en/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page.getByRole("main").getByRole("link")).toHaveAttribute("href", "/en");
  });
});
