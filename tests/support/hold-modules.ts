import type { Page } from "@playwright/test";

/** Holds the page's modules until `release` is called: the page is plain HTML until then. */
export async function holdModules(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
