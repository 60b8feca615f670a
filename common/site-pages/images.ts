/**
 * The site pages' one replaceable image, the home hero's (issue 55, item 8; decision 112): where its
 * words are, the addresses of its files, and the dictionary that shows it. The dictionaries' own is
 * the drawn artwork (decision 014), with no text; an uploaded one is described in both languages.
 */
import type { Dictionary, Picture } from "#common/content/types.ts";
import type { SitePageKey } from "./fields.ts";

export type { Picture } from "#common/content/types.ts";

/** The pages that have an image, and the dot path of its words (`alt`, and the picture the page shows). */
export const imageSlots: Partial<Record<SitePageKey, string>> = { home: "pages.home.hero.image" };

/** A page's image's text field, if the page has an image. */
export function altPathOf(key: SitePageKey): string | undefined {
  const slot = imageSlots[key];
  return slot && `${slot}.alt`;
}

/** The formats an image is served in, the lightest first, as a `<picture>` offers them. */
export const pictureFormats = ["avif", "webp", "jpeg"] as const;
export type PictureFormat = (typeof pictureFormats)[number];
export const pictureTypes: Record<PictureFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/**
 * One file's address: its name changes with its content (a new upload, a new token), so it is kept a
 * year by browsers and proxies, and nginx may serve or proxy it as it does built assets.
 */
export function pageImagePath(token: string, width: number, format: PictureFormat): string {
  return `/page-images/${token}-${width}.${format}`;
}

/** What a `/page-images/…` name asks for; undefined for anything else. */
export function readPageImageName(file: string): { token: string; width: number; format: PictureFormat } | undefined {
  const named = /^([\w-]{22})-(\d{1,5})\.(avif|webp|jpeg)$/.exec(file);
  return named ? { token: named[1] as string, width: Number(named[2]), format: named[3] as PictureFormat } : undefined;
}

/** A format's `srcset`: every width it is served at. */
export function srcSetOf(picture: Picture, format: PictureFormat): string {
  return [...picture.widths]
    .sort((a, b) => a - b)
    .map((width) => `${pageImagePath(picture.token, width, format)} ${width}w`)
    .join(", ");
}

/** The JPEG at the largest width: what a browser that reads no `<source>` shows. */
export function fallbackSrc(picture: Picture): string {
  return pageImagePath(picture.token, Math.max(...picture.widths), "jpeg");
}

/**
 * The home hero's box spans the viewport's width at every size (it is the section's background,
 * `object-fit: cover`): the picture, and the preload in the head, say so alike.
 */
export const heroImageSizes = "100vw";

/** The dictionary with the home hero's picture set, or the drawn artwork back (a copy; the one given is left). */
export function withHeroPicture(dictionary: Dictionary, picture: Picture | undefined): Dictionary {
  const { image } = dictionary.pages.home.hero;
  const { picture: _drawn, ...words } = image;
  const next: Dictionary["pages"]["home"]["hero"]["image"] = picture ? { ...words, picture } : words;
  return {
    ...dictionary,
    pages: {
      ...dictionary.pages,
      home: { ...dictionary.pages.home, hero: { ...dictionary.pages.home.hero, image: next } },
    },
  };
}
