/**
 * Full-page screenshots of every page at phone and desktop widths, for looking at what we build.
 *   node --import tsx scripts/screenshots.ts [baseUrl] [outDir] [path ...]
 * Back-office pages need a session: SCREENSHOT_COOKIE="sobrita_session=…" (from a signed-in browser).
 */
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { allPaths } from "#common/site/pages.ts";
import { chromiumLaunchOptions } from "#tests/chromium.ts";

const [base = "http://127.0.0.1:3000", outDir = "/tmp/shots", ...only] = process.argv.slice(2);
const paths = only.length ? only : allPaths();
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of [375, 1440]) {
  // bypassCSP lets the style below in: a full-page shot keeps the window's size, so the sections
  // that `content-visibility: auto` renders only near the viewport would come out blank.
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    reducedMotion: "reduce",
    bypassCSP: true,
  });
  const [name, value] = (process.env.SCREENSHOT_COOKIE ?? "").split(/=(.*)/s);
  if (name && value) await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.addStyleTag({ content: "main section { content-visibility: visible !important; }" });
    const file = path === "/" ? "home" : path.slice(1).replaceAll(/[/?=&]/g, "_");
    await page.screenshot({ path: `${outDir}/${file}-${width}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
console.log(`screenshots: ${paths.length * 2} in ${outDir}`);
