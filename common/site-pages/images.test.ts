import { describe, expect, it } from "vitest";
import { dictionaries } from "#common/content/dictionary.server.ts";
import { altPathOf, fallbackSrc, pageImagePath, readPageImageName, srcSetOf, withHeroPicture } from "./images.ts";

const token = "abcdefghijklmnopqrstuv";
const picture = { token, width: 1800, height: 1000, widths: [960, 480, 1440] };

describe("the site pages' image", () => {
  it("is the home page's alone, its text a field of its hero", () => {
    expect(altPathOf("home")).toBe("pages.home.hero.image.alt");
    expect(altPathOf("about")).toBeUndefined();
  });

  it("is served under names that change with it, read back as they were made", () => {
    expect(pageImagePath(token, 960, "avif")).toBe(`/page-images/${token}-960.avif`);
    expect(readPageImageName(`${token}-960.avif`)).toEqual({ token, width: 960, format: "avif" });
    for (const bad of [`${token}-960.png`, `${token}.avif`, "12-960.avif", `../${token}-960.avif`]) {
      expect(readPageImageName(bad)).toBeUndefined();
    }
  });

  it("offers every width of a format, narrowest first, and the largest JPEG as the fallback", () => {
    expect(srcSetOf(picture, "webp")).toBe(
      [480, 960, 1440].map((width) => `/page-images/${token}-${width}.webp ${width}w`).join(", "),
    );
    expect(fallbackSrc(picture)).toBe(`/page-images/${token}-1440.jpeg`);
  });

  it("sets the picture on a copy of the dictionary, and takes it off again", () => {
    const fr = dictionaries.fr;
    const shown = withHeroPicture(fr, picture);
    expect(shown.pages.home.hero.image).toEqual({ alt: "", picture });
    expect(fr.pages.home.hero.image).toEqual({ alt: "" });
    expect(shown.pages.about).toBe(fr.pages.about);
    expect(withHeroPicture(shown, undefined).pages.home.hero.image).toEqual({ alt: "" });
  });
});
