import type { Page } from "@playwright/test";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { autoAdvanceMs } from "#common/site/controls.ts";
import { expect, test } from "./fixtures";

const quotes = dictionaries.fr.pages.home.testimonials.items.map((item) => item.quote);
const labels = dictionaries.fr.carousel;

const visibleQuote = (page: Page) =>
  page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"]) blockquote');

async function openHome(page: Page) {
  // Time stands still until a test moves it.
  const start = new Date("2026-11-02T09:00:00-05:00");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  await page.goto("/");
  await expect(visibleQuote(page)).toHaveText(quotes[0] as string);
  // Park the mouse away from the carousel: hovering pauses it.
  await page.mouse.move(0, 0);
}

test("it starts at the first quote and advances every 6 seconds, wrapping to the first", async ({ page }) => {
  await openHome(page);
  await page.clock.runFor(autoAdvanceMs - 100);
  await expect(visibleQuote(page)).toHaveText(quotes[0] as string);
  for (const expected of [1, 2, 3, 0]) {
    await page.clock.runFor(autoAdvanceMs);
    await expect(visibleQuote(page)).toHaveText(quotes[expected] as string);
  }
});

test("next and previous wrap in both directions, and a dot jumps to its quote", async ({ page }) => {
  await openHome(page);
  const carousel = page.getByRole("region", { name: labels.label });
  await carousel.getByRole("button", { name: labels.previous }).click();
  await expect(visibleQuote(page)).toHaveText(quotes[3] as string);
  await carousel.getByRole("button", { name: labels.next }).click();
  await expect(visibleQuote(page)).toHaveText(quotes[0] as string);
  const third = carousel.getByRole("link", { name: labels.goTo.replace("{n}", "3") });
  await third.click();
  await expect(visibleQuote(page)).toHaveText(quotes[2] as string);
  await expect(third).toHaveAttribute("aria-current", "true");
  // The active dot is wider and takes the accent colour.
  // CSS transitions run on the real clock: measure once the dot has finished widening.
  await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
  const widths = await carousel.getByRole("link", { name: /Aller au témoignage/ }).evaluateAll((buttons) =>
    buttons.map((button) => {
      const dot = button.firstElementChild as HTMLElement;
      return { width: dot.getBoundingClientRect().width, colour: getComputedStyle(dot).backgroundColor };
    }),
  );
  const active = widths[2];
  const others = widths.filter((_, i) => i !== 2);
  for (const other of others) {
    expect(active?.width).toBeGreaterThan(other.width * 2);
    expect(active?.colour).not.toBe(other.colour);
  }
});

test("a swipe moves the dots to where the row comes to rest, and next goes on from there", async ({ page }) => {
  await openHome(page);
  const carousel = page.getByRole("region", { name: labels.label });
  // What a swipe leaves behind: the row scrolled by hand to the third quote, then at rest.
  await page
    .locator('[aria-roledescription="carousel"] > [tabindex="0"]')
    .evaluate((row) => row.scrollTo({ left: 2 * row.clientWidth, behavior: "instant" }));
  await expect(carousel.getByRole("link", { name: labels.goTo.replace("{n}", "3") })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(visibleQuote(page)).toHaveText(quotes[2] as string);
  await carousel.getByRole("button", { name: labels.next }).click();
  await expect(visibleQuote(page)).toHaveText(quotes[3] as string);
  await expect(carousel.getByRole("link", { name: labels.goTo.replace("{n}", "4") })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test("it pauses while hovered and with the pause button", async ({ page }) => {
  await openHome(page);
  const carousel = page.getByRole("region", { name: labels.label });
  await carousel.hover();
  await page.clock.runFor(autoAdvanceMs * 2);
  await expect(visibleQuote(page)).toHaveText(quotes[0] as string);
  await page.mouse.move(0, 0);
  await page.clock.runFor(autoAdvanceMs);
  await expect(visibleQuote(page)).toHaveText(quotes[1] as string);

  await carousel.getByRole("button", { name: labels.pause }).click();
  await page.mouse.move(0, 0);
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  await page.clock.runFor(autoAdvanceMs * 3);
  await expect(visibleQuote(page)).toHaveText(quotes[1] as string);
  await carousel.getByRole("button", { name: labels.play }).click();
  await page.mouse.move(0, 0);
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  await page.clock.runFor(autoAdvanceMs);
  await expect(visibleQuote(page)).toHaveText(quotes[2] as string);
});

test.describe("under reduced motion", () => {
  test.use({ contextOptions: { reducedMotion: "reduce" } });

  test("it never advances by itself, and the controls still work", async ({ page }) => {
    await openHome(page);
    await page.clock.runFor(autoAdvanceMs * 5);
    await expect(visibleQuote(page)).toHaveText(quotes[0] as string);
    const carousel = page.getByRole("region", { name: labels.label });
    await expect(carousel.getByRole("button", { name: labels.play })).toBeVisible();
    await carousel.getByRole("button", { name: labels.next }).click();
    await expect(visibleQuote(page)).toHaveText(quotes[1] as string);
  });
});

test("the English page shows the English set", async ({ page }) => {
  await page.goto("/en");
  await expect(visibleQuote(page)).toHaveText(dictionaries.en.pages.home.testimonials.items[0]?.quote as string);
});

test("changing slides never shifts the layout", async ({ page }) => {
  await openHome(page);
  const carousel = page.getByRole("region", { name: labels.label });
  const heights = new Set<number>();
  for (let i = 0; i < 4; i++) {
    heights.add(Math.round((await carousel.boundingBox())?.height ?? 0));
    await carousel.getByRole("button", { name: labels.next }).click();
  }
  expect(heights.size).toBe(1);
});
