import { expect, test } from "@playwright/test";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { site } from "#common/site/config.ts";
import { languages, pathOf } from "#common/site/pages.ts";

for (const lang of languages) {
  const common = dictionaries[lang].common;

  test(`${lang}: every performance figure has its basis right under it`, async ({ page }) => {
    for (const id of ["home", "webApp", "advisors", "mga"] as const) {
      await page.goto(pathOf(id, lang));
      await expect(page.getByText(common.figuresBasis).first(), id).toBeVisible();
    }
  });

  test(`${lang}: testimonials say they are illustrative while the site config says so`, async ({ page }) => {
    expect(site.testimonialsAreIllustrative).toBe(true);
    await page.goto(pathOf("home", lang));
    const note = page.getByText(common.illustrativeTestimonials);
    await note.scrollIntoViewIfNeeded();
    await expect(note).toBeVisible();
    for (const id of ["webApp", "advisors"] as const) {
      await page.goto(pathOf(id, lang));
      await expect(page.getByText(common.illustrativeTestimonials), id).toHaveCount(1);
    }
  });
}
