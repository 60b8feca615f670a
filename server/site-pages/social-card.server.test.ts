import { monitorEventLoopDelay } from "node:perf_hooks";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { withEdits } from "#common/site-pages/fields.ts";
import { socialCard, socialCardBudget, socialCardSize, socialCardSvg, socialCardWords } from "./social-card.server";

describe("socialCard", () => {
  it("draws the French card again with a changed title: another 1200×630 PNG, within the byte budget", async () => {
    const today = await socialCard(dictionaries.fr);
    const changed = withEdits(dictionaries.fr, "fr", [
      { fr: { "pages.home.hero.title": "Un titre publié depuis le bureau" }, en: {} },
    ]);

    // Drawn while a timer counts how long the event loop is held: sharp draws on libuv's threads.
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    const card = await socialCard(changed);
    const took = performance.now() - started;
    loop.disable();
    const heldMs = loop.max / 1e6;
    console.info(`social card drawn in ${took.toFixed(0)} ms; the event loop was held at most ${heldMs.toFixed(0)} ms`);

    expect(card.equals(today)).toBe(false);
    const { format, width, height } = await sharp(card).metadata();
    expect({ format, width, height }).toEqual({ format: "png", ...socialCardSize });
    expect(card.length).toBeLessThanOrEqual(socialCardBudget);
    // The drawing took hundreds of milliseconds; the loop was never held for more than a small part of it.
    expect(heldMs).toBeLessThan(Math.max(100, took / 3));
  }, 30_000);

  it("shows the dictionary's home hero words, as text, escaped", async () => {
    const svg = await socialCardSvg({ ...socialCardWords(dictionaries.en), eyebrow: "<b>Ours & yours</b>" });

    expect(svg).toContain("&lt;b&gt;Ours &amp; yours&lt;/b&gt;");
    expect(svg).not.toContain("<b>");
    expect(svg).toContain(socialCardWords(dictionaries.en).lead.split(" ")[0]);
  });
});
