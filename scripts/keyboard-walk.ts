/**
 * A keyboard-only walk: on every page in both languages, Tab from the top until focus comes back
 * round, and report each stop that has no name, no visible focus indicator, or stays off screen.
 *   node --import tsx scripts/keyboard-walk.ts [baseUrl] [width]
 */
import { chromium } from "@playwright/test";
import { allPaths } from "#common/site/pages.ts";
import { chromiumLaunchOptions } from "#tests/chromium.ts";

const [base = "http://127.0.0.1:3000", width = "1440"] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
let problems = 0;
for (const path of allPaths()) {
  await page.goto(base + path, { waitUntil: "load" });
  await page.waitForFunction(() => Object.keys(document.documentElement).some((k) => k.startsWith("__reactFiber")));
  const stops: string[] = [];
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      const name = (
        el.getAttribute("aria-label") ||
        el.textContent ||
        (el as HTMLInputElement).labels?.[0]?.textContent ||
        ""
      ).trim();
      return {
        id: `${el.tagName}:${name.slice(0, 40)}`,
        named: name.length > 0,
        visible: style.outlineStyle !== "none" && style.outlineWidth !== "0px",
        onScreen: box.bottom > 0 && box.top < innerHeight && box.width > 0,
      };
    });
    if (!stop) break;
    if (stops.length && stop.id === stops[0]) break;
    stops.push(stop.id);
    for (const [flag, what] of [
      ["named", "no name"],
      ["visible", "no visible focus"],
      ["onScreen", "off screen"],
    ] as const) {
      if (!stop[flag]) {
        problems++;
        console.log(`${path}: ${stop.id}: ${what}`);
      }
    }
  }
  console.log(`${path}: ${stops.length} stops, first ${stops[0]}, last ${stops.at(-1)}`);
}
await browser.close();
console.log(`keyboard walk at ${width} px: ${problems} problems`);
