import { describe, expect, it } from "vitest";
import { en } from "#common/admin/content/en.ts";
import { fr } from "#common/admin/content/fr.ts";
import { fieldLabel } from "./labels";

describe("a site page field's name, from its path", () => {
  it("names a page's field by its parts, without the page's own prefix", () => {
    expect(fieldLabel("pages.home.hero.title", fr.sitePages.names)).toBe("Héros › Titre");
    expect(fieldLabel("pages.home.hero.title", en.sitePages.names)).toBe("Hero › Title");
    expect(fieldLabel("pages.webApp.meta.description", fr.sitePages.names)).toBe("Référencement › Description");
  });

  it("counts a list's items from 1", () => {
    expect(fieldLabel("pages.privacy.sections.2.paragraphs.0", fr.sitePages.names)).toBe(
      "Sections › 3 › Paragraphes › 1",
    );
    expect(fieldLabel("pages.home.steps.5.title", en.sitePages.names)).toBe("Steps › 6 › Title");
  });

  it("names the footer's and the shared words without their dictionary's prefix", () => {
    expect(fieldLabel("common.footer.description", fr.sitePages.names)).toBe("Description");
    expect(fieldLabel("common.figuresBasis", fr.sitePages.names)).toBe("Fondement des chiffres");
    expect(fieldLabel("common.illustrativeTestimonials", en.sitePages.names)).toBe("Illustrative testimonials");
  });

  it("spells out a name the table does not know", () => {
    expect(fieldLabel("pages.mga.contactOffer.bookDemo", en.sitePages.names)).toBe("Contact offer › Book demo");
    expect(fieldLabel("pages.about.section1.text", en.sitePages.names)).toBe("Section 1 › Text");
  });

  it("never reads a name from the table's prototype", () => {
    expect(fieldLabel("pages.home.constructor.toString", en.sitePages.names)).toBe("Constructor › To string");
  });
});
