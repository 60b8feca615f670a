import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** The WCAG 2.2 AA rules the site and the back office are held to. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Fails with each violated rule and the elements it found, labelled with `where`. Waits for the page's
 * load event first: before its stylesheet arrives, the page is measured unstyled, and a CI run saw
 * axe find a 13 px checkbox and bare summaries too small to tap (target-size) on a page just answered.
 */
export async function expectNoAxeViolations(
  page: Page,
  where: string,
  { sandboxedFrame = false }: { sandboxedFrame?: boolean } = {},
): Promise<void> {
  await page.waitForLoadState("load");
  // A frame sandboxed without scripts (the outbox's email) takes no axe: legacy mode checks the page
  // without the blank page axe otherwise opens to gather every frame's results.
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(sandboxedFrame).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary, where).toEqual([]);
}

/** No WCAG 2.2 AA violation on the page as it is, at a phone's and a desktop's width. */
export async function expectAccessible(
  page: Page,
  where: string,
  widths = [375, 1440],
  options: { sandboxedFrame?: boolean } = {},
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `${where} at ${width} px`, options);
  }
}
