/**
 * Issue 55: every field of every site page at its length budget, in both languages, published on a
 * server of its own, holds at 320 and 1440 px: no page scrolls sideways and no text spills out of its box.
 */
import { expect, test } from "@playwright/test";
import { type Lang, languages } from "#common/site/pages.ts";
import {
  type Field,
  fieldsOf,
  isSiteWide,
  type PageWords,
  pagePathOf,
  sitePageKeys,
} from "#common/site-pages/fields.ts";
import { createAuditLog } from "#server/audit/audit.server.ts";
import { openDatabase } from "#server/db/db.server.ts";
import { createSitePagesDesk } from "#server/site-pages/desk.server.ts";
import { type ServerProcess, startServer, tempDatabase } from "./server-process";

/** Words of today's lengths, cycled: real words, so lines wrap as an editor's would. */
const pools: Record<Lang, string[]> = {
  fr: [
    "Administration",
    "simplifiée",
    "des",
    "dossiers",
    "d’assurance",
    "pour",
    "conseillers",
    "généraux",
    "conformité",
  ],
  en: ["Administration", "simplified", "for", "insurance", "advisors", "managing", "general", "agents", "compliance"],
};
const figures: Record<Lang, string[]> = { fr: ["de", "10", "à", "15", "h"], en: ["10", "to", "15", "hrs"] };

/** A text exactly at the field's budget, made of whole words but the last. */
function atBudget(field: Field, lang: Lang): string {
  // An address is one word: the longest the field takes, which must still hold on a phone.
  if (field.kind === "email") return `${"a".repeat(field.budget - "@sobrita.ca".length)}@sobrita.ca`;
  const pool = field.kind === "figure" ? figures[lang] : pools[lang];
  let text = "";
  for (let i = 0; text.length < field.budget; i++) text += `${text ? " " : ""}${pool[i % pool.length]}`;
  text = text.slice(0, field.budget);
  return text.endsWith(" ") ? `${text.slice(0, -1)}x` : text;
}

function wordsAtBudget(key: (typeof sitePageKeys)[number]): PageWords {
  const words: PageWords = { fr: {}, en: {} };
  for (const field of fieldsOf(key)) for (const lang of languages) words[lang][field.path] = atBudget(field, lang);
  return words;
}

let server: ServerProcess;

test.beforeAll(async () => {
  const url = tempDatabase();
  const app = await openDatabase(url);
  try {
    const desk = createSitePagesDesk({ database: app, audit: createAuditLog(app) });
    for (const key of sitePageKeys) {
      const saved = await desk.save(
        key,
        { words: wordsAtBudget(key), revision: 0, confirmed: { fr: [], en: [] } },
        null,
      );
      expect(saved, `${key} saved`).toMatchObject({ ok: true });
      if (!saved.ok) continue;
      expect(await desk.publish(key, { revision: saved.revision }, null), `${key} published`).toMatchObject({
        ok: true,
      });
    }
  } finally {
    await app.close();
  }
  // Started on a database whose every page is published: its pages are made from those words.
  server = await startServer(0, { DATABASE_URL: url });
});

test.afterAll(async () => {
  await server?.stop();
});

const pagePaths = sitePageKeys
  .filter((key) => !isSiteWide(key))
  .flatMap((key) => languages.map((lang) => pagePathOf(key, lang)))
  .filter((path): path is string => path !== undefined);

for (const width of [320, 1440]) {
  test(`every page holds with every field at its budget, at ${width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const broken: string[] = [];
    for (const path of pagePaths) {
      await page.goto(`${server.url}${path}`);
      // The words are the budget's, not today's: this page was made from the database.
      await expect(page.locator("h1")).toContainText(/Administration|de 10|10 to/);
      const problems = await page.evaluate(() => {
        const root = document.documentElement;
        const found: string[] = [];
        if (root.scrollWidth > root.clientWidth) found.push(`scrolls sideways (${root.scrollWidth} px)`);
        for (const element of document.querySelectorAll<HTMLElement>("main :is(h1,h2,h3,p,li,a,dd,dt,blockquote)")) {
          if (element.closest("[hidden], [aria-hidden='true'], .sr-only")) continue;
          if (element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
            found.push(`${element.tagName.toLowerCase()} spills: “${element.textContent?.slice(0, 40)}…”`);
          }
        }
        return found.slice(0, 3);
      });
      if (problems.length) broken.push(`${path}: ${problems.join("; ")}`);
    }
    expect(broken, broken.join("\n")).toEqual([]);
  });
}
